// Migration 0022: the name keys stored before ё was read as е (and š as sh, ž as zh) are folded as new ones are, so
// that the registry recognises «Федоров Петр Семенович» as the «Фёдоров Пётр Семёнович» it holds.
import { describe, expect, it } from 'vitest';
import { nameKey } from '#db/repositories/players';
import { migratedFrom } from '../support/migrations';

describe('migration 0022: name keys with ё, š and ž', () => {
  it('folds the stored keys as a new name is folded', () => {
    const store = migratedFrom('0021_closed_out_of_hall', (sql) => {
      const player = sql.prepare(
        `insert into players (name, name_key, surname, given_names, created_at, updated_at) values (?, ?, ?, ?, 'x', 'x')`,
      );
      player.run('Пётр Семёнович Фёдоров', 'пётр семёнович фёдоров', 'Фёдоров', 'Пётр Семёнович');
      player.run('Jüri Šmidt', 'jüri šmidt', 'Šmidt', 'Jüri');
    });
    const keys = store.db.$client.prepare('select name_key as key from players order by id').all() as { key: string }[];
    expect(keys.map((row) => row.key)).toEqual([nameKey('Петр Семенович Федоров'), nameKey('Jüri Shmidt')]);
    expect(keys.map((row) => row.key)).toEqual(['петр семенович федоров', 'jüri shmidt']);
  });
});
