// Migration 0012 gives every tournament its scoring: those played under the FMJD's rules count 2–1–0, as those rules
// do; the 1953 rules' and FIDE's stay 1–½–0 — a 1953 tournament reads exactly as before.
import { describe, expect, it } from 'vitest';
import { createService } from '#service';
import { migratedFrom } from '../support/migrations';

describe('migration 0012: scoring', () => {
  it('FMJD tournaments count 2–1–0, the others 1–½–0', () => {
    const store = migratedFrom('0011_names_apart', (sql) => {
      const insert = sql.prepare(
        `insert into tournaments (name, variant, rule_set, created_at, updated_at) values (?, 'international', ?, 'x', 'x')`,
      );
      for (const ruleSet of ['ussr1953', 'fide', 'fmjd']) insert.run(`Turniir ${ruleSet}`, ruleSet);
    });
    const service = createService(store);
    expect([1, 2, 3].map((id) => service.call('getTournament', { id }).settings.scoring)).toEqual([
      '1-½-0',
      '1-½-0',
      '2-1-0',
    ]);
  });
});
