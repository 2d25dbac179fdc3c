// A database as an older version of the app left it: the migrations folder as that version shipped it.
import fs from 'node:fs';
import path from 'node:path';
import { open, type Db, type Store } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { openStore, tempFolder } from './store';

/** The migrations up to and including `lastTag`, in a folder of their own. */
export function migrationsUpTo(lastTag: string): string {
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

/** A database made by the version that shipped `lastTag` and filled by `fill` in that version's tables, then opened
 * by this one, which runs the newer migrations: the store, closed when the test ends. */
export function migratedFrom(lastTag: string, fill: (sql: Db['$client']) => void): Store {
  const file = path.join(tempFolder(), 'arbiter.sqlite');
  const before = open(file, { migrationsFolder: migrationsUpTo(lastTag) });
  fill(before.db.$client);
  before.close();
  return openStore(file);
}
