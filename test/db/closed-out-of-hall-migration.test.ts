// Migration 0021: a closed tournament now stays in the hall with its final standings; those closed before it were
// out of the hall, and stay out — an archive does not appear on the wall after the update.
import { describe, expect, it } from 'vitest';
import { migratedFrom } from '../support/migrations';

describe('migration 0021: closed tournaments out of the hall', () => {
  it('takes the tournaments closed before it out of the hall, and leaves the others as they were', () => {
    const store = migratedFrom('0020_round_times', (sql) => {
      const tournament = sql.prepare(
        `insert into tournaments (name, variant, rule_set, closed_at, shown_in_hall, created_at, updated_at)
         values (?, 'russian', 'ussr1953', ?, ?, 'x', 'x')`,
      );
      tournament.run('Closed in 2019', '2019-05-01T10:00:00.000Z', 1);
      tournament.run('Being played', null, 1);
      tournament.run('Hidden by the arbiter', null, 0);
    });
    const rows = store.db.$client.prepare('select name, shown_in_hall as shown from tournaments order by id').all();
    expect(rows).toEqual([
      { name: 'Closed in 2019', shown: 0 },
      { name: 'Being played', shown: 1 },
      { name: 'Hidden by the arbiter', shown: 0 },
    ]);
  });
});
