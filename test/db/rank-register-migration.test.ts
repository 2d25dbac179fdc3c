// Migration 0006 begins the rank register from the registry as it stood: every player's rank becomes a rank set on
// the day he was registered, and his row carries the register's answer (since, last kept, the event behind it).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { open } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { createService } from '#service';
import { tempFolder } from '../support/store';

/** The migrations as an older version of the app shipped them: up to and including `lastTag`. */
function olderMigrations(lastTag: string): string {
  const folder = path.join(tempFolder(), 'migrations');
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  for (const dropped of journal.entries.slice(last + 1)) fs.rmSync(path.join(folder, `${dropped.tag}.sql`));
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0006: the rank register', () => {
  it('turns each registered rank into a rank set on the day of registration', () => {
    const file = path.join(tempFolder(), 'arbiter.sqlite');
    const before = open(file, { migrationsFolder: olderMigrations('0005_registry_order') });
    const insert = before.db.$client.prepare(
      "insert into players (name, name_key, rank, created_at, updated_at) values (?, ?, ?, ?, '2024-01-01T00:00:00Z')",
    );
    insert.run('Jaan Tamm', 'jaan tamm', 'II', '2023-04-05T10:00:00Z');
    insert.run('Mari Kask', 'mari kask', null, '2023-04-06T10:00:00Z');
    before.close();

    const store = open(file, { migrationsFolder: migrationsFolder() });
    try {
      const service = createService(store, () => new Date('2026-11-23T10:00:00Z'));
      const jaan = service.call('getPlayerCard', { id: 1 });
      expect(jaan.history).toMatchObject([
        { kind: 'set', rank: 'II', date: '2023-04-05', basis: 'hand', evidence: { from: 'registry' } },
      ]);
      expect(jaan.standing).toMatchObject({ rank: 'II', since: '2023-04-05', validUntil: '2026-04-05', lapsed: true });
      expect(service.call('getPlayerCard', { id: 2 }).history).toEqual([]);
      // The rank list reads the answer kept on the row, with the event behind it.
      const list = service.call('getRankList', {});
      expect(list.rows).toMatchObject([{ name: 'Jaan Tamm', lastKept: '2023-04-05', keptBy: { kind: 'set' } }]);
    } finally {
      store.close();
    }
  });
});
