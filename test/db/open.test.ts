import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { checkIntegrity, checkIntegrityInBackground } from '#db/integrity';
import { APPLICATION_ID, open, StoreRefusedError } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { closeStore, openStore, tempFolder } from '../support/store';

const readApplicationId = (file: string) => fs.readFileSync(file).readUInt32BE(68);
const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function refusal(file: string): StoreRefusedError {
  try {
    open(file, { migrationsFolder: migrationsFolder() }).close();
  } catch (error) {
    expect(error).toBeInstanceOf(StoreRefusedError);
    return error as StoreRefusedError;
  }
  throw new Error(`${file} was opened`);
}

/** The file is refused for this reason, with a message that says so, and left byte for byte as it was. */
function expectRefusedUntouched(file: string, reason: StoreRefusedError['reason'], saying: string): void {
  const before = digest(file);
  const error = refusal(file);
  expect(error.reason).toBe(reason);
  expect(error.message).toContain(saying);
  expect(digest(file)).toBe(before);
}

/** A real Kabe Arbiter database with a few rows, closed and checkpointed so that all of it is in the main file. */
function filledDatabase(): string {
  const file = path.join(tempFolder(), 'filled.sqlite');
  const store = openStore(file);
  const insert = store.db.$client.prepare(
    "insert into players (name, name_key, created_at, updated_at) values (?, ?, '2026-01-01', '2026-01-01')",
  );
  for (let i = 0; i < 400; i++) insert.run(`Player ${i} ${'x'.repeat(60)}`, `player ${i}`);
  store.db.$client.pragma('wal_checkpoint(TRUNCATE)');
  store.db.$client.pragma('journal_mode = DELETE');
  closeStore(store);
  return file;
}

describe('open()', () => {
  it('creates a new database with the pragmas of docs/reliability.md and the migrated tables', () => {
    const store = openStore();
    const client = store.db.$client;
    expect(client.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(client.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(client.pragma('busy_timeout', { simple: true })).toBe(5000);
    const tables = client
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toEqual(
      expect.arrayContaining(['players', 'tournaments', 'participants', 'audit_log', '__drizzle_migrations']),
    );
  });

  it('reopens its own file and keeps what was stored', () => {
    const folder = tempFolder();
    const file = path.join(folder, 'again.sqlite');
    const first = openStore(file);
    first.db.$client
      .prepare("insert into players (name, name_key, created_at, updated_at) values ('Ada', 'ada', 'now', 'now')")
      .run();
    closeStore(first);
    const second = openStore(file);
    expect(second.db.$client.prepare('select name from players').all()).toEqual([{ name: 'Ada' }]);
  });

  it('refuses a folder that does not exist (a mistyped --db), and creates the app’s own folder', () => {
    const mistyped = path.join(tempFolder(), 'Tartuu', 'new.sqlite');
    const error = refusal(mistyped);
    expect(error.reason).toBe('no-folder');
    expect(error.message).toContain(`The folder ${path.dirname(mistyped)} does not exist`);
    expect(fs.existsSync(path.dirname(mistyped))).toBe(false);
    const own = path.join(tempFolder(), 'a', 'b', 'new.sqlite');
    open(own, { migrationsFolder: migrationsFolder(), createFolder: true }).close();
    expect(fs.existsSync(own)).toBe(true);
  });

  it('refuses an empty file and a folder, saying which, and changes neither', () => {
    const folder = tempFolder();
    const empty = path.join(folder, 'empty.sqlite');
    fs.writeFileSync(empty, '');
    expect(refusal(empty)).toMatchObject({ reason: 'empty', message: expect.stringContaining(`${empty} is empty`) });
    expect(fs.statSync(empty).size).toBe(0);
    expect(fs.readdirSync(folder)).toEqual(['empty.sqlite']);
    expect(refusal(folder)).toMatchObject({
      reason: 'folder',
      message: expect.stringContaining(`${folder} is a folder, not a database file`),
    });
  });

  it('creates a new file whole: no temporary file is left, and only the database and its WAL files remain', () => {
    const folder = tempFolder();
    const store = openStore(path.join(folder, 'new.sqlite'));
    expect(fs.readdirSync(folder).sort()).toEqual(['new.sqlite', 'new.sqlite-shm', 'new.sqlite-wal']);
    closeStore(store);
    expect(fs.readdirSync(folder)).toEqual(['new.sqlite']);
    expect(readApplicationId(path.join(folder, 'new.sqlite'))).toBe(APPLICATION_ID);
  });

  it('finishes a file an earlier version began and did not mark (one page, no data)', () => {
    const file = path.join(tempFolder(), 'half.sqlite');
    const client = new Database(file);
    client.pragma('journal_mode = WAL');
    client.close();
    expect(fs.statSync(file).size).toBe(4096);
    const store = openStore(file);
    expect(store.db.$client.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(store.db.$client.prepare('select count(*) as n from players').get()).toEqual({ n: 0 });
  });

  it('says what is missing when a copy of a database in WAL mode came without its -wal file', () => {
    const file = path.join(tempFolder(), 'copy.sqlite');
    const client = new Database(file);
    client.pragma('journal_mode = WAL');
    client.exec('create table players (id integer primary key)');
    client.close();
    expectRefusedUntouched(file, 'missing-wal', 'its copy.sqlite-wal file is not beside it');
  });

  it('leaves no -shm file beside a refused WAL database of another program copied with its -wal file', () => {
    const running = path.join(tempFolder(), 'other.sqlite');
    const other = new Database(running);
    other.pragma('journal_mode = WAL');
    other.pragma('wal_autocheckpoint = 0');
    other.exec('create table customers (id integer primary key, name text)');
    // Copied while the other program runs: the file and its -wal, not the -shm index.
    const folder = tempFolder();
    const file = path.join(folder, 'other.sqlite');
    fs.copyFileSync(running, file);
    fs.copyFileSync(`${running}-wal`, `${file}-wal`);
    other.close();
    expect(refusal(file).reason).toBe('foreign');
    expect(fs.readdirSync(folder).sort()).toEqual(['other.sqlite', 'other.sqlite-wal']);
  });

  it('refuses a file that is not SQLite and leaves its bytes alone', () => {
    const file = path.join(tempFolder(), 'notes.sqlite');
    fs.writeFileSync(file, 'Round 1: Petrov – Ivanov 1-0\n'.repeat(50));
    expectRefusedUntouched(file, 'not-sqlite', 'is not a Kabe Arbiter database');
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });

  it('refuses the SQLite database of another program and leaves it alone', () => {
    const file = path.join(tempFolder(), 'other.sqlite');
    const other = new Database(file);
    other.exec('create table customers (id integer primary key, name text)');
    other.close();
    expectRefusedUntouched(file, 'foreign', 'another program');
  });

  it('opens a file with a damaged page without reading every page; the full check finds it, in place and in a worker', async () => {
    const file = filledDatabase();
    const pageSize = 4096;
    const bytes = fs.readFileSync(file);
    expect(bytes.length).toBeGreaterThan(pageSize * 6);
    // Overwrite the middle of the players table's pages with noise: the b-tree no longer adds up.
    const start = pageSize * 4;
    for (let i = start; i < start + pageSize; i++) bytes[i] = (i * 7919) % 251;
    fs.writeFileSync(file, bytes);
    // The background check reads the file before anything opens it for writing.
    const background = await checkIntegrityInBackground(file);
    expect(background.ok).toBe(false);
    expect(background.problems.length).toBeGreaterThan(0);
    const store = openStore(file);
    const inPlace = checkIntegrity(store.db.$client);
    expect(inPlace.ok).toBe(false);
    expect(inPlace.problems[0]).toMatch(/malformed|Tree|page/);
  });

  it('finds nothing wrong in a whole file', async () => {
    const file = filledDatabase();
    expect(await checkIntegrityInBackground(file)).toEqual({ ok: true, problems: [] });
    expect(checkIntegrity(openStore(file).db.$client)).toEqual({ ok: true, problems: [] });
  });

  it('refuses a database whose header is destroyed', () => {
    const file = filledDatabase();
    const bytes = fs.readFileSync(file);
    bytes.fill(0xff, 16, 100);
    fs.writeFileSync(file, bytes);
    const before = digest(file);
    const error = refusal(file);
    expect(['corrupt', 'foreign']).toContain(error.reason);
    expect(digest(file)).toBe(before);
  });

  it('refuses a database written by a newer version of the app', () => {
    const file = filledDatabase();
    const client = new Database(file);
    client
      .prepare("insert into __drizzle_migrations (hash, created_at) values ('future', ?)")
      .run(Date.now() + 10 ** 12);
    client.close();
    expectRefusedUntouched(file, 'newer', 'newer version');
  });
});

describe('migrations', () => {
  it('upgrades a database made by the first version and keeps its data', () => {
    const folder = tempFolder();
    // The migrations folder as the first version shipped it: only 0000.
    const firstVersion = path.join(folder, 'migrations-v1');
    fs.mkdirSync(path.join(firstVersion, 'meta'), { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
    const first = journal.entries[0];
    fs.copyFileSync(path.join(migrationsFolder(), `${first.tag}.sql`), path.join(firstVersion, `${first.tag}.sql`));
    fs.writeFileSync(
      path.join(firstVersion, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: [first] }),
    );

    const file = path.join(folder, 'old.sqlite');
    const old = open(file, { migrationsFolder: firstVersion });
    old.db.$client
      .prepare(
        "insert into tournaments (name, variant, rule_set, created_at, updated_at) values ('Vana turniir', 'russian', 'ussr1953', 'then', 'then')",
      )
      .run();
    old.close();

    const upgraded = openStore(file);
    const row = upgraded.db.$client.prepare('select name, tiebreaks, double from tournaments').get();
    expect(row).toEqual({ name: 'Vana turniir', tiebreaks: '["sb","wins","h2h"]', double: 0 });
    expect(upgraded.db.$client.prepare("select count(*) as n from sqlite_master where name = 'games'").get()).toEqual({
      n: 1,
    });
  });
});
