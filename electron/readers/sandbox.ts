// Files made elsewhere are read apart from the arbiter's window: in a worker thread with a memory limit and a time
// limit, so that a hostile or broken file — a zip bomb that slipped past the bounds, a reader's runaway loop — costs
// a refusal and a few seconds, never the main process (in the desktop app the window's, in browser mode the
// server's). The readers themselves are bounded too (docs/reliability.md); this is the wall behind the bounds.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Envelope } from '#api/answer';
import { ApiError, invalidField } from '#api/errors';
import type { ReaderAnswer, ReaderInput, ReaderName } from './readers';

export interface ReadingLimits {
  /** The reader is stopped after this long. */
  seconds: number;
  /** Its heap may grow to this (V8's old generation; the buffers a reader unpacks into are bounded by the reader). */
  megabytes: number;
}

/** A player list of 20,000 rows (a 0.6 MB workbook) is read in about a second within a 128 MB heap: twice that is
 * room to spare, and a sheet made to fill memory stops there. */
export const READING_LIMITS: ReadingLimits = { seconds: 20, megabytes: 256 };

/** Reads `input` with the named reader in a worker of its own: its answer, or its refusal as an ApiError; a reader
 * stopped at a limit is refused saying which, one failing in any other way with what failed. */
export function readApart<N extends ReaderName>(
  reader: N,
  input: ReaderInput<N>,
  limits: ReadingLimits = READING_LIMITS,
): Promise<ReaderAnswer<N>> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
      void worker.terminate();
    };
    const worker = startWorker({ reader, input }, limits);
    const timer = setTimeout(
      () => settle(() => reject(invalidField('file', 'readingTooLong', { seconds: limits.seconds }))),
      limits.seconds * 1000,
    );
    worker.once('message', (answer: Envelope<ReaderAnswer<N>>) =>
      settle(() => (answer.ok ? resolve(answer.value) : reject(ApiError.fromBody(answer.error)))),
    );
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? invalidField('file', 'readingTooLarge', { megabytes: limits.megabytes })
            : invalidField('file', 'readingFailed', { reason: error.message }),
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(invalidField('file', 'readingFailed', { reason: `exit ${code}` }))),
    );
  });
}

function startWorker(workerData: unknown, limits: ReadingLimits): Worker {
  const options = {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: limits.megabytes, maxYoungGenerationSizeMb: 32 },
    // The worker's output is not the arbiter's: a reader prints nothing, and a stray line must not reach the CLI's.
    stdout: true,
    stderr: true,
  };
  // The CommonJS bundle of the main process has no import.meta; it has __filename, which an ES module lacks.
  const here = typeof __filename === 'string' ? pathToFileURL(__filename).href : import.meta.url;
  // From the sources (the tests, `tsx`): the worker's TypeScript bundled once for this process (sourceWorker).
  if (/\.tsx?$/.test(new URL(here).pathname)) return new Worker(sourceWorker(here), { ...options, eval: true });
  return new Worker(builtWorker(here), options);
}

let bundledFromSource: string | null = null;

/** The worker from its TypeScript, as one CommonJS script: bundled by esbuild at the first reading of this process
 * (about 0.1 s) and kept. Loading it through tsx in each worker instead compiled and resolved every module of the
 * readers again for every file read — three times a built worker's CPU (0.5 s against 0.18 s a reading). esbuild is
 * a development dependency, asked for here only when the app runs from its sources; found from here, not from the
 * working folder, which may be any. */
function sourceWorker(here: string): string {
  if (bundledFromSource === null) {
    const esbuild = createRequire(here)('esbuild') as typeof import('esbuild');
    const { outputFiles } = esbuild.buildSync({
      entryPoints: [fileURLToPath(new URL('./reader-worker.ts', here))],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      logLevel: 'error',
    });
    bundledFromSource = outputFiles[0]!.text;
  }
  return bundledFromSource;
}

/** The built worker beside the bundle this code is in (dist-cli/reader-worker.mjs, dist-electron/reader-worker.cjs),
 * or one folder up when this code sits in a chunk of the bundle's `assets/`. */
function builtWorker(here: string): URL {
  const candidates = ['./reader-worker.mjs', './reader-worker.cjs', '../reader-worker.mjs', '../reader-worker.cjs'];
  const found = candidates.map((name) => new URL(name, here)).find((url) => existsSync(url));
  if (!found) throw new Error(`The file reader's worker is not built beside ${here}`);
  return found;
}
