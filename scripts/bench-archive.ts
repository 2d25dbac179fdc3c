// The bench's archive: written with plain SQL in one transaction (the service would take an hour), in the shapes the
// service writes, then opened and used through the service like any file.
import Database from 'better-sqlite3';
import { open } from '#db/open';
import { bergerTable } from '#domain/berger';
import { migrationsFolder } from '#electron/app-info';
import { keepFinalLines } from '#service/final-lines';
import { loadTournament } from '#service/tournament-state';

/** A double round robin of 10 in each tournament: 90 games. */
export const PER_TOURNAMENT = 10;
/** The player who has played in a hundred of the tournaments (the player card's long history). */
export const VETERAN = 1;

export function generateArchive(file: string, tournaments: number, players: number): void {
  open(file, { migrationsFolder: migrationsFolder() }).close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const now = '2026-01-01T00:00:00.000Z';
  const insertPlayer = db.prepare(
    'insert into players (name, name_key, rank, club, city, birth_year, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertTournament = db.prepare(
    "insert into tournaments (name, variant, rule_set, venue, start_date, end_date, arbiter, double, draw_method, draw_seed, drawn_at, closed_at, created_at, updated_at) values (?, 'russian', 'ussr1953', 'Tartu', ?, ?, 'Aino Kohtunik', 1, 'random', ?, ?, ?, ?, ?)",
  );
  const insertParticipant = db.prepare(
    'insert into participants (tournament_id, player_id, lot_no, rank_at_start, created_at) values (?, ?, ?, ?, ?)',
  );
  const insertGame = db.prepare(
    'insert into games (tournament_id, table_round, round, board, white_id, black_id, result, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertAudit = db.prepare(
    "insert into audit_log (at, action, entity, entity_id, before, after, tournament_id) values (?, 'result.record', 'game', ?, '{\"result\":null}', ?, ?)",
  );
  const ranks = ['I', 'II', 'III', 'IV', 'V', null] as const;
  const results = ['1-0', '0-1', '1/2-1/2'] as const;
  const table = bergerTable(PER_TOURNAMENT);
  const roundsPerCycle = table.rounds.length;
  db.transaction(() => {
    for (let p = 1; p <= players; p++) {
      const name = `Mängija ${p} Kabetaja`;
      insertPlayer.run(
        name,
        name.toLowerCase(),
        ranks[p % 6],
        `Klubi ${p % 50}`,
        `Linn ${p % 30}`,
        1950 + (p % 60),
        now,
        now,
      );
    }
    for (let t = 1; t <= tournaments; t++) {
      const id = Number(
        insertTournament.run(`Turniir ${t}`, '2025-05-01', '2025-05-09', `seed-${t}`, now, now, now, now)
          .lastInsertRowid,
      );
      const participantIds: number[] = [];
      for (let no = 1; no <= PER_TOURNAMENT; no++) {
        // Player 1 is a veteran: besides his first tournament, he plays every hundredth (a hundred more).
        const playerId = no === 1 && t % 100 === 0 ? VETERAN : (((t - 1) * PER_TOURNAMENT + no - 1) % players) + 1;
        participantIds.push(Number(insertParticipant.run(id, playerId, no, ranks[playerId % 6], now).lastInsertRowid));
      }
      for (const cycle of [0, 1]) {
        for (const round of table.rounds) {
          const tableRound = round.round + cycle * roundsPerCycle;
          round.games.forEach((game, board) => {
            const [white, black] = cycle === 0 ? [game.white, game.black] : [game.black, game.white];
            const result = results[(t + tableRound + board) % 3]!;
            const gameId = Number(
              insertGame.run(
                id,
                tableRound,
                tableRound,
                board + 1,
                participantIds[white - 1],
                participantIds[black - 1],
                result,
                now,
              ).lastInsertRowid,
            );
            insertAudit.run(now, gameId, JSON.stringify({ result, round: tableRound, board: board + 1 }), id);
          });
        }
      }
    }
    // The register as migration 0006 begins it (a rank set for each ranked player), and the veteran's history: an
    // achievement or confirmation from each of his tournaments.
    db.exec(`insert into rank_events (player_id, kind, rank, date, basis, evidence, created_at)
      select id, 'set', rank, '2024-01-01', 'hand', '{"from":"registry"}', created_at from players where rank is not null`);
    const insertEvent = db.prepare(
      "insert into rank_events (player_id, kind, rank, date, basis, tournament_id, evidence, created_at) values (?, 'confirmed', ?, '2025-05-09', 'norm', ?, ?, ?)",
    );
    for (let t = 100; t <= tournaments; t += 100)
      insertEvent.run(
        VETERAN,
        ranks[VETERAN % 6],
        t,
        JSON.stringify({
          from: 'tournament',
          tournamentName: `Turniir ${t}`,
          games: 18,
          points: 20,
          coefficient: 300,
          count: null,
        }),
        now,
      );
    db.exec(`update players set rank_since = '2024-01-01', rank_kept_on = '2025-05-09',
      rank_kept_by = (select max(e.id) from rank_events e where e.player_id = players.id) where rank is not null`);
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  keepClosedTables(file);
}

/** Every tournament above is closed: its final lines are kept as a closing through the app keeps them, by the same
 * code (electron/service/final-lines.ts). */
function keepClosedTables(file: string): void {
  const store = open(file, { migrationsFolder: migrationsFolder() });
  const ids = store.db.$client.prepare('select id from tournaments where closed_at is not null').pluck().all();
  store.db.$client.transaction(() => {
    for (const id of ids as number[]) keepFinalLines(store.db, loadTournament(store.db, id));
  })();
  store.close();
}
