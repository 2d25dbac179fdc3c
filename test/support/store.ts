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

export function openStore(file = path.join(tempFolder(), 'arbiter.sqlite')): Store {
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
