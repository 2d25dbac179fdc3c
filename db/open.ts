// Opening the store: refuse what is not ours, or damaged in its header or schema, before touching a byte, then set
// the pragmas and run the migrations. The checks run on a read-only connection so that a refused file stays exactly
// as it was. They are cheap whatever the file's size; the full check of every page is db/integrity.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './db';
import { fillDerivedKeys } from './repositories/players';
import { refoldMarkedStandings } from './repositories/ranks';
import * as schema from './schema';
import { WordedError } from './worded-error';

export type { Db };

/** `PRAGMA application_id` of a Kabe Arbiter database: "KABE" in ASCII. Marks the file as ours. */
export const APPLICATION_ID = 0x4b414245;

const SQLITE_HEADER = 'SQLite format 3\0';

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
  /** Create the file's folder when it is missing: for the app's own folder only. A folder the arbiter named and
   * mistyped is refused, not created. */
  createFolder?: boolean;
}

export type RefusalReason =
  | 'not-sqlite'
  | 'foreign'
  | 'missing-wal'
  | 'corrupt'
  | 'newer'
  | 'unreadable'
  | 'empty'
  | 'folder'
  | 'no-folder'
  | 'read-only'
  | 'missing'
  | 'older';

/** The words of a refusal: a key of the catalogues' `storeRefused` section. */
export type RefusalWording =
  | 'notSqlite'
  | 'foreign'
  | 'missingWal'
  | 'corrupt'
  | 'damaged'
  | 'newer'
  | 'unreadable'
  | 'empty'
  | 'folder'
  | 'noFolder'
  | 'readOnly'
  | 'readOnlyFolder'
  | 'missing'
  | 'older';

/** Why a file was refused, in the words of the catalogues' `storeRefused` section; the message names the file. */
export class StoreRefusedError extends WordedError {
  constructor(
    readonly file: string,
    readonly reason: RefusalReason,
    wording: RefusalWording,
    params: Record<string, string>,
  ) {
    super(`storeRefused.${wording}`, params);
    this.name = 'StoreRefusedError';
  }
}

const WORDING: Record<RefusalReason, RefusalWording> = {
  'not-sqlite': 'notSqlite',
  foreign: 'foreign',
  'missing-wal': 'missingWal',
  corrupt: 'corrupt',
  newer: 'newer',
  unreadable: 'unreadable',
  empty: 'empty',
  folder: 'folder',
  'no-folder': 'noFolder',
  'read-only': 'readOnly',
  missing: 'missing',
  older: 'older',
};

function refused(
  file: string,
  reason: RefusalReason,
  params: Record<string, string> = {},
  wording: RefusalWording = WORDING[reason],
): StoreRefusedError {
  return new StoreRefusedError(file, reason, wording, { file, ...params });
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
 * SQLite database, belongs to another program, is damaged, was written by a newer version of the app, is empty,
 * read-only, a folder, or in a folder that does not exist. */
export function open(file: string, options: OpenOptions): Store {
  const absolute = path.resolve(file);
  const found = findFile(absolute, options.createFolder ?? false);
  removeAbandonedCreations(absolute);
  if (found === 'absent') createAtomically(absolute, options);
  else checkExisting(absolute, options.migrationsFolder, options.nativeBinding);

  const client = new Database(absolute, nativeOptions(options.nativeBinding));
  try {
    configure(client);
    // A file made by an earlier version and cut off before it was marked holds no data (checkExisting): finish it.
    if (client.pragma('application_id', { simple: true }) !== APPLICATION_ID)
      client.pragma(`application_id = ${APPLICATION_ID}`);
    const db = drizzle(client, { schema }) as Db;
    migrate(db, { migrationsFolder: options.migrationsFolder });
    // Columns a migration added but SQL cannot compute (the registry's order in the Estonian alphabet), and the
    // ranks migration 0010 left to be folded again.
    fillDerivedKeys(db);
    refoldMarkedStandings(db);
    return { db, file: absolute, close: () => client.close() };
  } catch (error) {
    client.close();
    throw error;
  }
}

/** Opens an existing database for reading only — the hall's connection: never created, migrated or written, so it
 * can neither lock the arbiter out nor slow his writes. Refused as `open` refuses a file that is not ours, damaged
 * or newer; and when an earlier version wrote it, since only the app may bring it up to date. */
export function openReadOnly(file: string, options: Pick<OpenOptions, 'migrationsFolder' | 'nativeBinding'>): Store {
  const absolute = path.resolve(file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw refused(absolute, 'missing');
    throw refused(absolute, 'unreadable', { detail: (error as Error).message });
  }
  if (stat.isDirectory()) throw refused(absolute, 'folder', { example: path.join(absolute, 'kabe-arbiter.sqlite') });
  if (stat.size === 0) throw refused(absolute, 'empty');
  checkExisting(absolute, options.migrationsFolder, options.nativeBinding);
  const client = new Database(absolute, {
    ...nativeOptions(options.nativeBinding),
    readonly: true,
    fileMustExist: true,
  });
  try {
    client.pragma('busy_timeout = 5000');
    checkNotOlder(client, absolute, options.migrationsFolder);
    return { db: drizzle(client, { schema }) as Db, file: absolute, close: () => client.close() };
  } catch (error) {
    client.close();
    throw error;
  }
}

/** A file an earlier version wrote lacks migrations this version's queries rely on. */
function checkNotOlder(client: Database.Database, file: string, migrationsFolder: string): void {
  const applied = client.prepare('select count(*) as count from __drizzle_migrations').get() as { count: number };
  if (applied.count < readJournal(migrationsFolder).length) throw refused(file, 'older');
}

function nativeOptions(nativeBinding: string | undefined): Database.Options {
  return nativeBinding ? { nativeBinding } : {};
}

/** An arbiter's result must survive a power cut: WAL with full sync on every commit. */
function configure(client: Database.Database): void {
  client.pragma('journal_mode = WAL');
  client.pragma('synchronous = FULL');
  client.pragma('foreign_keys = ON');
  client.pragma('busy_timeout = 5000');
}

/** Whether the file is there to be checked, or absent and may be created; refuses what can never be opened. */
function findFile(file: string, createFolder: boolean): 'present' | 'absent' {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw refused(file, 'unreadable', { detail: (error as Error).message });
    const folder = path.dirname(file);
    if (!fs.existsSync(folder)) {
      if (!createFolder) throw refused(file, 'no-folder', { folder });
      fs.mkdirSync(folder, { recursive: true });
    }
    return 'absent';
  }
  if (stat.isDirectory()) throw refused(file, 'folder', { example: path.join(file, 'kabe-arbiter.sqlite') });
  if (stat.size === 0) throw refused(file, 'empty');
  for (const target of [file, path.dirname(file)]) {
    try {
      fs.accessSync(target, fs.constants.R_OK | fs.constants.W_OK);
    } catch {
      throw refused(file, 'read-only', { folder: target }, target === file ? 'readOnly' : 'readOnlyFolder');
    }
  }
  return 'present';
}

/** A new database is built under a temporary name and appears under its own name only when complete, so a crash
 * while creating leaves either nothing or a whole database, never a half-made file that is refused ever after. */
function createAtomically(file: string, options: OpenOptions): void {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.creating`,
  );
  try {
    const client = new Database(temporary, nativeOptions(options.nativeBinding));
    try {
      configure(client);
      client.pragma(`application_id = ${APPLICATION_ID}`);
      migrate(drizzle(client, { schema }), { migrationsFolder: options.migrationsFolder });
      // Everything into the main file: the -wal and -shm files go with the connection.
      client.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      client.close();
    }
    // A link never replaces a file: when another process created the database meanwhile, its file stands.
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error;
      // A file system without hard links (FAT): rename, which is atomic too.
      fs.renameSync(temporary, file);
    }
    syncFolder(path.dirname(file));
  } finally {
    for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(`${temporary}${suffix}`, { force: true });
  }
}

/** Temporary files of creations whose process was killed: no one will finish them. */
function removeAbandonedCreations(file: string): void {
  const folder = path.dirname(file);
  const prefix = `.${path.basename(file)}.`;
  for (const name of fs.readdirSync(folder)) {
    const match = name.startsWith(prefix)
      ? /^(\d+)-[0-9a-f]+\.creating(-wal|-shm|-journal)?$/.exec(name.slice(prefix.length))
      : null;
    if (match && !processRuns(Number(match[1]))) fs.rmSync(path.join(folder, name), { force: true });
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The new name is durable only when the folder is synced (not possible on Windows, where it is not needed). */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(folder, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Windows cannot open a folder for syncing; NTFS journals the rename itself.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The first 100 bytes of a SQLite file say what it is before it is opened. */
interface Header {
  sqlite: boolean;
  walMode: boolean;
  pages: number;
  applicationId: number;
}

function readHeader(file: string): Header {
  const header = Buffer.alloc(100);
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    throw refused(file, 'unreadable', { detail: (error as Error).message });
  }
  try {
    fs.readSync(fd, header, 0, 100, 0);
  } finally {
    fs.closeSync(fd);
  }
  return {
    sqlite: header.toString('latin1', 0, 16) === SQLITE_HEADER,
    walMode: header[18] === 2,
    pages: header.readUInt32BE(28),
    applicationId: header.readUInt32BE(68),
  };
}

function checkExisting(file: string, migrationsFolder: string, nativeBinding: string | undefined): void {
  const header = readHeader(file);
  if (!header.sqlite) {
    throw refused(file, 'not-sqlite');
  }
  const wal = `${file}-wal`;
  const hasWal = fs.existsSync(wal) && fs.statSync(wal).size > 0;
  if (!hasWal && header.applicationId !== APPLICATION_ID) {
    // One page is an empty schema: a file an earlier version began and did not finish. It holds nothing to lose.
    if (header.pages <= 1) return;
    if (header.walMode) {
      throw refused(file, 'missing-wal', { wal: path.basename(wal) });
    }
    throw refused(file, 'foreign');
  }

  // Opening read-only may still create the -wal and -shm files beside a WAL database; those it made go again.
  const sidecars = [wal, `${file}-shm`].filter((sidecar) => !fs.existsSync(sidecar));
  let probe: Database.Database;
  try {
    probe = new Database(file, { ...nativeOptions(nativeBinding), readonly: true, fileMustExist: true });
  } catch (error) {
    throw refused(file, 'corrupt', { detail: (error as Error).message });
  }
  try {
    const applicationId = safePragma(probe, 'application_id', file) as number;
    if (applicationId !== APPLICATION_ID) {
      throw refused(file, 'foreign');
    }
    // The full integrity check reads every page; it runs after opening (db/integrity.ts), not here.
    checkNotNewer(probe, file, migrationsFolder);
  } catch (error) {
    probe.close();
    // The -shm file is only an index of the -wal file; a -wal file the probe made is empty.
    for (const sidecar of sidecars)
      if (fs.existsSync(sidecar) && (sidecar.endsWith('-shm') || fs.statSync(sidecar).size === 0)) fs.rmSync(sidecar);
    throw error;
  }
  probe.close();
}

function safePragma(client: Database.Database, pragma: string, file: string, simple = true): unknown {
  try {
    return client.pragma(pragma, { simple });
  } catch (error) {
    throw refused(file, 'corrupt', { detail: (error as Error).message }, 'damaged');
  }
}

/** A file migrated by a newer version holds migrations this version does not know; opening it could lose data. */
function checkNotNewer(probe: Database.Database, file: string, migrationsFolder: string): void {
  const hasTable = probe
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!hasTable) return;
  const newest = probe.prepare('select max(created_at) as newest from __drizzle_migrations').get() as {
    newest: number | null;
  };
  const known = readJournal(migrationsFolder);
  const newestKnown = Math.max(0, ...known.map((entry) => entry.when));
  if (newest.newest !== null && newest.newest > newestKnown) {
    throw refused(file, 'newer');
  }
}
