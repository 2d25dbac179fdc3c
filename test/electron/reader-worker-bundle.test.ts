// The worker that the desktop app reads files made elsewhere in (electron/readers/sandbox.ts), built as the app
// builds it — CommonJS beside main.cjs — runs by itself in a worker thread: a workbook is read, a hostile PDN is
// refused at its place, and a workbook bomb is refused by its bounds.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { build, mergeConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/cli';
import { tempFolder } from '../support/store';

function runWorker(file: string, workerData: unknown): Promise<{ ok: boolean; value?: unknown; error?: unknown }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData });
    worker.once('message', (answer: { ok: boolean }) => {
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', reject);
  });
}

describe('the file reader’s worker as the desktop app builds it', () => {
  it('is a CommonJS file that reads a workbook and refuses what the readers refuse', async () => {
    const outDir = tempFolder();
    // The app's own build settings for its Electron entries (a config file, not a module of the app).
    const { electronEntry } = (await import(
      path.join(projectRoot, 'vite.electron.config.ts')
    )) as typeof import('../../vite.electron.config');
    await build(
      mergeConfig(electronEntry(['reader-worker'], true), {
        root: projectRoot,
        configFile: false,
        build: { outDir, sourcemap: false },
        logLevel: 'silent',
      }),
    );
    const worker = path.join(outDir, 'reader-worker.cjs');
    const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(projectRoot, 'test/fixtures', name)));
    const list = await runWorker(worker, { reader: 'table', input: fixture('players/kalev-libreoffice.xlsx') });
    expect(list).toMatchObject({ ok: true, value: { kind: 'xlsx' } });
    const pdn = await runWorker(worker, { reader: 'pdn', input: '1. c3-d4 } f6-g5 *' });
    expect(pdn).toMatchObject({ ok: true, value: { errors: [{ line: 1, column: 10 }] } });
    const bomb = await runWorker(worker, { reader: 'table', input: fixture('hostile/sheet-bomb.xlsx') });
    expect(bomb).toMatchObject({ ok: false, error: { issues: [{ key: 'workbookTooLarge' }] } });
  });
});
