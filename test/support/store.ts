// Real SQLite files in a fresh temporary folder, opened with the real migrations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { open, type Store } from '#db/open';
import { migrationsFolder } from '#electron/app-info';

const openStores = new Set<Store>();
/** What was made outside a test (in a beforeAll): released when its file is done (release.ts, a setup file). */
const madeForTheFile: (() => void)[] = [];

/** Releases the thing when the test that made it is done, or when its file is, when no test is running. Each file
 * must say so itself: the test files of a worker share this module (isolate: false), so a hook registered once at
 * import would serve only the first of them, and the others' folders would stay behind. */
function releaseWhenDone(release: () => void): void {
  try {
    onTestFinished(release);
  } catch {
    madeForTheFile.push(release);
  }
}

/** Closes and removes what the file's beforeAll hooks made (test/support/release.ts calls it after each file). */
export function releaseWhatTheFileMade(): void {
  for (const release of madeForTheFile.splice(0).reverse()) release();
}

/** A new empty folder, removed after the test (the stores opened in it closed first). */
export function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-test-'));
  releaseWhenDone(() => {
    for (const store of openStores)
      if (store.file.startsWith(folder + path.sep)) {
        openStores.delete(store);
        store.close();
      }
    fs.rmSync(folder, { recursive: true, force: true });
  });
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
  openStores.add(store);
  releaseWhenDone(() => {
    if (openStores.delete(store)) store.close();
  });
  return store;
}

/** Closes a store opened with openStore before the test ends (to reopen the file, say). */
export function closeStore(store: Store): void {
  openStores.delete(store);
  store.close();
}
