// Migration 0012 gives every tournament its scoring: those played under the FMJD's rules count 2–1–0, as those rules
// do; the 1953 rules' and FIDE's stay 1–½–0 — a 1953 tournament reads exactly as before.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { open } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { createService } from '#service';
import { migrationsUpTo } from '../support/migrations';
import { tempFolder } from '../support/store';

describe('migration 0012: scoring', () => {
  it('FMJD tournaments count 2–1–0, the others 1–½–0', () => {
    const file = path.join(tempFolder(), 'arbiter.sqlite');
    const before = open(file, { migrationsFolder: migrationsUpTo('0011_names_apart') });
    const insert = before.db.$client.prepare(
      `insert into tournaments (name, variant, rule_set, created_at, updated_at) values (?, 'international', ?, 'x', 'x')`,
    );
    for (const ruleSet of ['ussr1953', 'fide', 'fmjd']) insert.run(`Turniir ${ruleSet}`, ruleSet);
    before.close();
    const store = open(file, { migrationsFolder: migrationsFolder() });
    try {
      const service = createService(store);
      expect([1, 2, 3].map((id) => service.call('getTournament', { id }).settings.scoring)).toEqual([
        '1-½-0',
        '1-½-0',
        '2-1-0',
      ]);
    } finally {
      store.close();
    }
  });
});
