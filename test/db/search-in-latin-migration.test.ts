// Migration 0033: a registry search finds a name written in Cyrillic by its Latin letters too (Smirnov → Смирнов). The
// search column of the players already stored with a Cyrillic letter is made anew at the first opening; their name's
// parts, as the arbiter may have corrected them, stay as they are.
import { describe, expect, it } from 'vitest';
import { createService } from '#service';
import { migratedFrom } from '../support/migrations';

describe('migration 0033: the registry searched in either alphabet', () => {
  it('finds the players stored before it by a search typed in the other alphabet, their names untouched', () => {
    const store = migratedFrom('0032_rank_list_lapses', (sql) => {
      const player = sql.prepare(
        `insert into players (name, name_key, surname, given_names, sort_key, search_text, club, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, 'x', 'x')`,
      );
      // A surname corrected by the arbiter: not what splitting the name would make of it.
      player.run('Алексей Смирнов', 'алексей смирнов', 'Смирнов', 'Алексей', 'k1', 'алексей смирнов\nспб', 'СПб');
      player.run('Jaan Tamm', 'jaan tamm', 'Tamm', 'Jaan', 'k2', 'jaan tamm\nkalev', 'Kalev');
      player.run('Pjotr Ivanov', 'pjotr ivanov', 'Ivanov', 'Pjotr', 'k3', 'pjotr ivanov\n', null);
    });
    const service = createService(store, () => new Date('2026-12-02T10:00:00Z'), { automaticCopies: false });
    const found = (search: string) =>
      service.call('listPlayers', { search, offset: 0, limit: 10 }).players.map((p) => p.name);
    expect(found('Smirnov')).toEqual(['Алексей Смирнов']);
    expect(found('spb')).toEqual(['Алексей Смирнов']);
    expect(found('Иванов')).toEqual(['Pjotr Ivanov']);
    expect(found('tamm')).toEqual(['Jaan Tamm']);
    const row = store.db.$client.prepare(`select surname, given_names, sort_key from players where id = 1`).get();
    expect(row).toEqual({ surname: 'Смирнов', given_names: 'Алексей', sort_key: 'k1' });
  });
});
