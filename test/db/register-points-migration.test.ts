// Migration 0017 mends the norms applied from a 2–1–0 tournament before the register kept their scale: their points
// were written doubled (12 for three wins). Halved back and marked 2–1–0, they read "6 of 6" again; a 1–½–0
// tournament's events and those of a deleted tournament are left as they are.
import { describe, expect, it } from 'vitest';
import { migratedFrom } from '../support/migrations';

describe('migration 0017: the register’s points of a 2–1–0 tournament', () => {
  it('halves the doubled points of a 2–1–0 tournament’s events and leaves every other event alone', () => {
    const store = migratedFrom('0016_playoffs', (sql) => {
      const tournament = sql.prepare(
        `insert into tournaments (name, variant, rule_set, scoring, created_at, updated_at)
         values (?, 'international', 'fmjd', ?, 'x', 'x')`,
      );
      const twoOneZero = Number(tournament.run('Pärnu karikas', '2-1-0').lastInsertRowid);
      const oneHalfZero = Number(tournament.run('Tartu lahtised', '1-½-0').lastInsertRowid);
      const player = Number(
        sql
          .prepare(
            `insert into players (name, name_key, surname, given_names, created_at, updated_at) values ('Anna Aru', 'aru anna', 'Aru', 'Anna', 'x', 'x')`,
          )
          .run().lastInsertRowid,
      );
      const event = sql.prepare(
        `insert into rank_events (player_id, kind, rank, date, basis, tournament_id, evidence, created_at)
         values (?, 'achieved', 'III', '2026-03-20', 'norm', ?, ?, 'x')`,
      );
      const evidence = (name: string, points: number) =>
        JSON.stringify({ from: 'tournament', tournamentName: name, games: 3, points, coefficient: 375, count: null });
      event.run(player, twoOneZero, evidence('Pärnu karikas', 12));
      event.run(player, oneHalfZero, evidence('Tartu lahtised', 5));
      event.run(player, null, evidence('Kustutatud turniir', 4));
    });
    const rows = store.db.$client.prepare('select evidence from rank_events order by id').all() as {
      evidence: string;
    }[];
    expect(rows.map((r) => JSON.parse(r.evidence))).toEqual([
      expect.objectContaining({ tournamentName: 'Pärnu karikas', points: 6, scoring: '2-1-0' }),
      expect.not.objectContaining({ scoring: expect.anything() }),
      expect.objectContaining({ tournamentName: 'Kustutatud turniir', points: 4 }),
    ]);
    expect(JSON.parse(rows[1]!.evidence).points).toBe(5);
  });
});
