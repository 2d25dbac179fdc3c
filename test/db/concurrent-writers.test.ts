// Several processes writing one database file at once — the app, a second window's server and the CLI, as an
// arbiter's laptop has them: every write waits for its turn (BEGIN IMMEDIATE under the busy timeout) instead of
// failing with "database is locked", and every acknowledged write is in the file afterwards.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { open } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { bundleEnv, bundleScript, projectRoot } from '../support/bundle';
import { tempFolder } from '../support/store';

const WRITERS = 3;
// 120 players each in the suite — a fixed count, not a time: three processes spinning for seconds took a tenth of
// `npm test`'s CPU; docs/reliability.md quotes a longer run (KABE_WRITES=3000).
const WRITES = Number(process.env.KABE_WRITES ?? 120);

interface Tally {
  written: number;
  failed: string[];
}

function runWriter(bundle: string, file: string, name: string, startAt: number): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, file, migrationsFolder(), name, String(WRITES), String(startAt)], {
      env: bundleEnv(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as Tally) : reject(new Error(`writer ${name} exited with ${code}`)),
    );
  });
}

describe('several processes writing one file', () => {
  it(`${WRITERS} writers of ${WRITES} players each at once: no write fails, none is lost`, async () => {
    const writer = await bundleScript(`import { open } from ${JSON.stringify(path.join(projectRoot, 'db/open.ts'))};
import { createService } from ${JSON.stringify(path.join(projectRoot, 'electron/service/index.ts'))};
const [file, migrations, name, writes, startAt] = process.argv.slice(2);
const store = open(file!, { migrationsFolder: migrations! });
const service = createService(store, () => new Date(), { automaticCopies: false });
const tally = { written: 0, failed: [] as string[] };
// Every writer waits for the same moment, so that their writes overlap however long each took to start.
const wait = Number(startAt) - Date.now();
if (wait > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, wait);
while (tally.written + tally.failed.length < Number(writes)) {
  try {
    service.dispatch('createPlayer', { name: name + ' ' + tally.written, club: 'Kalev', birthYear: 1990 });
    tally.written += 1;
    if (tally.written % 10 === 0) service.dispatch('listPlayers', {});
  } catch (error) {
    tally.failed.push((error as Error).message);
  }
}
store.close();
process.stdout.write(JSON.stringify(tally));
`);
    const file = path.join(tempFolder(), 'shared.sqlite');
    open(file, { migrationsFolder: migrationsFolder() }).close();
    const startAt = Date.now() + 800;
    const tallies = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) => runWriter(writer, file, `Kirjutaja ${i + 1}`, startAt)),
    );
    expect(tallies.flatMap((t) => t.failed)).toEqual([]);
    const written = tallies.reduce((sum, t) => sum + t.written, 0);
    expect(written).toBe(WRITERS * WRITES);
    const store = open(file, { migrationsFolder: migrationsFolder() });
    const stored = store.db.$client
      .prepare('select count(*) as players, (select count(*) from audit_log) as audit from players')
      .get();
    store.close();
    expect(stored).toEqual({ players: written, audit: written });
    if (process.env.KABE_WRITES) console.log(`${written} writes by ${WRITERS} processes, 0 failed, all stored`);
  }, 30_000);
});
