// Killing the process (kill -9) at random moments while it creates a new database: every file is afterwards either
// a whole Kabe Arbiter database or absent — never a half-made file that would be refused ever after.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_ID, open } from '#db/open';
import { mulberry32 } from '#domain/lots';
import { migrationsFolder } from '#electron/app-info';
import { bundleEnv, bundleScript, projectRoot } from '../support/bundle';
import { tempFolder } from '../support/store';

const KILLS = 16;
const PARALLEL = 4;
let creator: string;

beforeAll(async () => {
  // The real open() bundled once, so that each child starts in milliseconds.
  creator = await bundleScript(`import { open } from ${JSON.stringify(path.join(projectRoot, 'db/open.ts'))};
process.stdout.write('ready\\n');
open(process.argv[2], { migrationsFolder: process.argv[3] }).close();
process.stdout.write('done\\n');
`);
});

/** Starts a creation of `file` and kills it `delayMs` after it is ready to call open(); resolves when it is gone. */
function createAndKill(file: string, delayMs: number): Promise<'killed' | 'finished'> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [creator, file, migrationsFolder()], {
      env: bundleEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.startsWith('ready')) setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.on('error', reject);
    child.on('exit', () => resolve(output.includes('done') ? 'finished' : 'killed'));
  });
}

describe('creating a database file, killed at random moments', () => {
  it(`leaves a whole database or nothing, ${KILLS} times`, async () => {
    const folder = tempFolder();
    const random = mulberry32(20261123);
    const outcomes: { file: string; ended: 'killed' | 'finished' }[] = [];
    for (let batch = 0; batch < KILLS / PARALLEL; batch++) {
      const files = Array.from({ length: PARALLEL }, (_, i) =>
        path.join(folder, `event-${batch * PARALLEL + i}.sqlite`),
      );
      // Creation takes a few milliseconds after "ready": kill within 0–20 ms, some before it starts, some during.
      const ended = await Promise.all(files.map((file) => createAndKill(file, Math.floor(random() * 20))));
      files.forEach((file, i) => outcomes.push({ file, ended: ended[i]! }));
    }
    expect(outcomes.filter((o) => o.ended === 'killed').length).toBeGreaterThanOrEqual(KILLS / 2);
    for (const { file } of outcomes) {
      // Absent files are made again by the next start; it also clears what the killed creation left behind.
      const store = open(file, { migrationsFolder: migrationsFolder() });
      expect(store.db.$client.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
      expect(store.db.$client.prepare('select count(*) as n from players').get()).toEqual({ n: 0 });
      store.close();
    }
    expect(
      fs.readdirSync(folder).filter((name) => name.includes('.creating')),
      fs.readdirSync(folder).join(' '),
    ).toEqual([]);
  }, 60_000);
});
