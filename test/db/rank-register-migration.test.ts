// Migration 0006 begins the rank register from the registry as it stood: every player's rank becomes a rank set, and
// his row carries the register's answer (since, last kept, the event behind it). Migration 0010 takes back the dates
// nobody gave: a rank typed into the registry (or held by it when the register began, or brought by a tournament
// file) is of unknown date; a rank set on the card with the arbiter's day keeps it.
import { describe, expect, it } from 'vitest';
import { createService } from '#service';
import { migratedFrom } from '../support/migrations';

describe('migration 0006: the rank register', () => {
  it('turns each registered rank into a rank set, of unknown date since 0010', () => {
    const store = migratedFrom('0005_registry_order', (sql) => {
      const insert = sql.prepare(
        "insert into players (name, name_key, rank, created_at, updated_at) values (?, ?, ?, ?, '2024-01-01T00:00:00Z')",
      );
      insert.run('Jaan Tamm', 'jaan tamm', 'II', '2023-04-05T10:00:00Z');
      insert.run('Mari Kask', 'mari kask', null, '2023-04-06T10:00:00Z');
    });
    const service = createService(store, () => new Date('2026-11-23T10:00:00Z'));
    const jaan = service.call('getPlayerCard', { id: 1 });
    expect(jaan.history).toMatchObject([
      { kind: 'set', rank: 'II', date: null, basis: 'hand', evidence: { from: 'registry' } },
    ]);
    expect(jaan.standing).toMatchObject({
      rank: 'II',
      since: null,
      dateUnknown: true,
      validUntil: null,
      lapsed: false,
    });
    expect(service.call('getPlayerCard', { id: 2 }).history).toEqual([]);
    // The rank list reads the answer kept on the row, with the event behind it.
    const list = service.call('getRankList', {});
    expect(list.rows).toMatchObject([
      { name: 'Jaan Tamm', lastKept: null, dateUnknown: true, keptBy: { kind: 'set' } },
    ]);
  });
});

describe('migration 0010: ranks of unknown date', () => {
  it('undates the ranks typed into the registry, keeps the days the arbiter gave, and folds the histories again', () => {
    const store = migratedFrom('0009_rank_list_pages', (sql) => {
      const player = sql.prepare(
        `insert into players (name, name_key, rank, rank_since, rank_kept_on, rank_kept_by, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, '2023-01-01T00:00:00Z', '2023-01-01T00:00:00Z')`,
      );
      const event = sql.prepare(
        `insert into rank_events (player_id, kind, rank, date, basis, evidence, note, created_at)
         values (?, ?, ?, ?, ?, ?, ?, '2024-01-10T09:00:00Z')`,
      );
      // 1: typed into the registry's form on 2024-01-10, as the old version dated it.
      player.run('Jaan Tamm', 'jaan tamm', 'II', '2024-01-10', '2024-01-10', 1);
      event.run(1, 'set', 'II', '2024-01-10', 'hand', '{"from":"hand"}', null);
      // 2: set on the player card with the day the arbiter gave (its audit row names the event).
      player.run('Mari Kask', 'mari kask', 'I', '2019-05-01', '2019-05-01', 2);
      event.run(2, 'set', 'I', '2019-05-01', 'hand', '{"from":"hand"}', 'Kaart 17');
      sql
        .prepare(
          `insert into audit_log (at, action, entity, entity_id, after) values ('2024-01-10T09:00:00Z', 'rank.set', 'player', 2, ?)`,
        )
        .run(JSON.stringify({ id: 2, playerId: 2, kind: 'set', rank: 'I', date: '2019-05-01' }));
      // 3: in the registry when the register began, then confirmed by a tournament in 2025.
      player.run('Ivan Petrov', 'ivan petrov', 'III', '2023-01-01', '2025-06-01', 4);
      event.run(3, 'set', 'III', '2023-01-01', 'hand', '{"from":"registry"}', null);
      event.run(3, 'confirmed', 'III', '2025-06-01', 'norm', '{"from":"hand"}', null);
      // 4: a new player of an imported tournament file, dated the file's first day.
      player.run('Olga Smirnova', 'olga smirnova', 'CM', '2022-03-01', '2022-03-01', 5);
      event.run(4, 'set', 'CM', '2022-03-01', 'hand', '{"from":"file","tournamentName":"Tartu 2022"}', null);
    });
    const service = createService(store, () => new Date('2026-11-25T10:00:00Z'));
    const card = (id: number) => service.call('getPlayerCard', { id });
    expect(card(1).history.map((e) => e.date)).toEqual([null]);
    expect(card(1).standing).toMatchObject({ since: null, dateUnknown: true, validUntil: null, lapsed: false });
    expect(card(2).history.map((e) => e.date)).toEqual(['2019-05-01']);
    expect(card(2).standing).toMatchObject({ since: '2019-05-01', validUntil: '2022-05-01', lapsed: true });
    expect(card(3).history.map((e) => e.date)).toEqual([null, '2025-06-01']);
    expect(card(3).standing).toMatchObject({ since: null, lastKept: '2025-06-01', validUntil: '2028-06-01' });
    expect(card(4).standing).toMatchObject({ rank: 'CM', since: null, dateUnknown: true });
    // The rows the lists read were folded again. Ivan Petrov's start is unknown, but a tournament has kept his rank
    // since: it runs its three years, and is not among the ranks with no day.
    const list = service.call('getRankList', {});
    expect(list).toMatchObject({ total: 4, undated: 2, lapsed: 1 });
    expect(list.rows.find((r) => r.name === 'Jaan Tamm')).toMatchObject({ since: null, lastKept: null });
    // The list of players to fold again is gone: opening again changes nothing.
    const marked = store.db.$client.prepare("select count(*) as n from sqlite_master where name = 'rank_refold'").get();
    expect(marked).toEqual({ n: 0 });
  });
});
