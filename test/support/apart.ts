// A reader under test run in a worker of its own, so that a reader that never returns fails the test instead of
// hanging the suite (vitest cannot interrupt a synchronous loop in its own thread): each input's time, or what it
// threw, and a refusal of the whole run when it passes `seconds`.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';

export interface TimedReading {
  /** Milliseconds the reader took on this input. */
  ms: number;
  /** The name of what it threw (ApiError, MatrixError, …), or null when it answered. */
  threw: string | null;
  /** The thrown error's message, for the test's report. */
  message?: string;
}

/** Some inputs for one reader: `module`'s export `name` (a module path from the project root, `electron/…`). */
export interface ReadingsAsked {
  module: string;
  name: string;
  inputs: unknown[];
}

/** Runs each reader on each of its inputs, all in one worker: the asked modules bundled by esbuild into one script
 * (about 0.1 s) rather than loaded through tsx in the worker, which compiled and resolved each module there again. */
export async function readApartTimed(asked: ReadingsAsked[], seconds: number): Promise<TimedReading[][]> {
  const modules = [...new Set(asked.map((a) => a.module))];
  const entry = [
    ...modules.map(
      (module, i) =>
        `import * as m${i} from ${JSON.stringify(fileURLToPath(new URL(`../../${module}`, import.meta.url)))};`,
    ),
    `const modules = { ${modules.map((module, i) => `${JSON.stringify(module)}: m${i}`).join(', ')} };`,
    `const { parentPort, workerData } = require('node:worker_threads');`,
    `(async () => {
      const answers = [];
      for (const { module, name, inputs } of workerData) {
        const read = modules[module][name];
        const timed = [];
        for (const input of inputs) {
          const start = performance.now();
          let threw = null, message;
          try { await read(input); } catch (error) { threw = error?.constructor?.name ?? String(error); message = error?.message; }
          timed.push({ ms: performance.now() - start, threw, message });
        }
        answers.push(timed);
      }
      parentPort.postMessage(answers);
    })();`,
  ].join('\n');
  const { outputFiles } = await build({
    stdin: { contents: entry, resolveDir: fileURLToPath(new URL('../..', import.meta.url)), loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // The test reads what a reader threw by its class's name.
    keepNames: true,
    write: false,
    logLevel: 'error',
  });
  return new Promise((resolve, reject) => {
    const worker = new Worker(outputFiles[0]!.text, {
      eval: true,
      workerData: asked,
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`${asked.map((a) => a.name).join(', ')}: not returned within ${seconds} s`));
    }, seconds * 1000);
    worker.once('message', (timed: TimedReading[][]) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(timed);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
