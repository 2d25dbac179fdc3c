// Opening the store: refuse what is not ours or is damaged before touching a byte, then set the pragmas and run
// the migrations. The checks run on a read-only connection so that a refused file stays exactly as it was.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

/** `PRAGMA application_id` of a Kabe Arbiter database: "KABE" in ASCII. Marks the file as ours. */
export const APPLICATION_ID = 0x4b414245;

const SQLITE_HEADER = 'SQLite format 3\0';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export interface Store {
  db: Db;
  file: string;
  close(): void;
}

export interface OpenOptions {
  /** Folder with the SQL migrations and `meta/_journal.json` (the app knows it: see app-info / main.ts). */
  migrationsFolder: string;
  /** Path of a better-sqlite3 native binding built for another runtime (Electron's ABI). */
  nativeBinding?: string;
}

/** Why a file was refused; the message is meant for the arbiter and names the file. */
export class StoreRefusedError extends Error {
  constructor(
    readonly file: string,
    readonly reason: 'not-sqlite' | 'foreign' | 'corrupt' | 'newer' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'StoreRefusedError';
  }
}

interface JournalEntry {
  tag: string;
  when: number;
}

function readJournal(migrationsFolder: string): JournalEntry[] {
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** Opens (creating if absent) a Kabe Arbiter database file. Throws StoreRefusedError for a file that is not a
 * SQLite database, belongs to another program, is damaged, or was written by a newer version of the app. */
export function open(file: string, options: OpenOptions): Store {
  const { migrationsFolder } = options;
  const absolute = path.resolve(file);
  const existing = fs.existsSync(absolute) && fs.statSync(absolute).size > 0;
  if (existing) checkExisting(absolute, migrationsFolder, options.nativeBinding);
  else fs.mkdirSync(path.dirname(absolute), { recursive: true });

  const client = new Database(absolute, nativeOptions(options.nativeBinding));
  try {
    // An arbiter's result must survive a power cut: WAL with full sync on every commit.
    client.pragma('journal_mode = WAL');
    client.pragma('synchronous = FULL');
    client.pragma('foreign_keys = ON');
    client.pragma('busy_timeout = 5000');
    if (!existing) client.pragma(`application_id = ${APPLICATION_ID}`);
    const db = drizzle(client, { schema }) as Db;
    migrate(db, { migrationsFolder });
    return { db, file: absolute, close: () => client.close() };
  } catch (error) {
    client.close();
    throw error;
  }
}

function nativeOptions(nativeBinding: string | undefined): Database.Options {
  return nativeBinding ? { nativeBinding } : {};
}

function checkExisting(file: string, migrationsFolder: string, nativeBinding: string | undefined): void {
  const header = Buffer.alloc(16);
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    throw new StoreRefusedError(file, 'unreadable', `Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    fs.readSync(fd, header, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) {
    throw new StoreRefusedError(file, 'not-sqlite', `${file} is not a Kabe Arbiter database (it is not a SQLite file). Nothing was changed.`);
  }

  let probe: Database.Database;
  try {
    probe = new Database(file, { ...nativeOptions(nativeBinding), readonly: true, fileMustExist: true });
  } catch (error) {
    throw new StoreRefusedError(file, 'corrupt', `${file} cannot be opened: ${(error as Error).message}. Nothing was changed.`);
  }
  try {
    const applicationId = safePragma(probe, 'application_id', file) as number;
    if (applicationId !== APPLICATION_ID) {
      throw new StoreRefusedError(
        file,
        'foreign',
        `${file} is a SQLite database of another program, not a Kabe Arbiter database. Nothing was changed.`,
      );
    }
    const integrity = safePragma(probe, 'integrity_check', file, false) as { integrity_check: string }[];
    const problems = integrity.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (problems.length > 0) {
      throw new StoreRefusedError(
        file,
        'corrupt',
        `${file} is damaged (${problems[0]}${problems.length > 1 ? `, and ${problems.length - 1} more problems` : ''}). Restore it from a backup. Nothing was changed.`,
      );
    }
    const brokenLinks = safePragma(probe, 'foreign_key_check', file, false) as unknown[];
    if (brokenLinks.length > 0) {
      throw new StoreRefusedError(file, 'corrupt', `${file} has ${brokenLinks.length} broken references between tables. Restore it from a backup. Nothing was changed.`);
    }
    checkNotNewer(probe, file, migrationsFolder);
  } finally {
    probe.close();
  }
}

function safePragma(client: Database.Database, pragma: string, file: string, simple = true): unknown {
  try {
    return client.pragma(pragma, { simple });
  } catch (error) {
    throw new StoreRefusedError(file, 'corrupt', `${file} is damaged (${(error as Error).message}). Restore it from a backup. Nothing was changed.`);
  }
}

/** A file migrated by a newer version holds migrations this version does not know; opening it could lose data. */
function checkNotNewer(probe: Database.Database, file: string, migrationsFolder: string): void {
  const hasTable = probe
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!hasTable) return;
  const newest = probe.prepare('select max(created_at) as newest from __drizzle_migrations').get() as { newest: number | null };
  const known = readJournal(migrationsFolder);
  const newestKnown = Math.max(0, ...known.map((entry) => entry.when));
  if (newest.newest !== null && newest.newest > newestKnown) {
    throw new StoreRefusedError(file, 'newer', `${file} was written by a newer version of Kabe Arbiter. Update the app to open it. Nothing was changed.`);
  }
}
