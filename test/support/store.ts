// Real SQLite files in a fresh temporary folder, opened with the real migrations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { open, type Store } from '#db/open';
import { migrationsFolder } from '#electron/app-info';

const folders: string[] = [];
const stores: Store[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A new empty folder, removed after the test. */
export function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-test-'));
  folders.push(folder);
  return folder;
}

let newDatabase: Buffer | undefined;

/** A new empty database as `open` creates it with the real migrations, made once: each fresh store of a test is a copy
 * of its bytes, the same file, without running nineteen migrations again for each of some two hundred stores (about
 * 10 ms each). The creation itself is tested where it is the subject (test/db). */
function newDatabaseBytes(): Buffer {
  if (!newDatabase) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-new-'));
    try {
      const file = path.join(folder, 'new.sqlite');
      open(file, { migrationsFolder: migrationsFolder() }).close();
      newDatabase = fs.readFileSync(file);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  return newDatabase;
}

/** The store on the file; without one, on a new empty database in a folder of its own. */
export function openStore(file?: string): Store {
  if (!file) {
    file = path.join(tempFolder(), 'arbiter.sqlite');
    fs.writeFileSync(file, newDatabaseBytes());
  }
  const store = open(file, { migrationsFolder: migrationsFolder() });
  stores.push(store);
  return store;
}

/** Closes a store opened with openStore before the test ends (to reopen the file, say). */
export function closeStore(store: Store): void {
  const index = stores.indexOf(store);
  if (index >= 0) stores.splice(index, 1);
  store.close();
}
