// A reader under test run in a worker of its own, so that a reader that never returns fails the test instead of
// hanging the suite (vitest cannot interrupt a synchronous loop in its own thread): each input's time, or what it
// threw, and a refusal of the whole run when it passes `seconds`.
import { Worker } from 'node:worker_threads';

export interface TimedReading {
  /** Milliseconds the reader took on this input. */
  ms: number;
  /** The name of what it threw (ApiError, MatrixError, …), or null when it answered. */
  threw: string | null;
  /** The thrown error's message, for the test's report. */
  message?: string;
}

/** Runs `module`'s export `name` on each input in one worker (a module path from the project root, `electron/…`). */
export function readApartTimed(
  module: string,
  name: string,
  inputs: unknown[],
  seconds: number,
): Promise<TimedReading[]> {
  const source = new URL(`../../${module}`, import.meta.url).href;
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import('tsx/esm/api').then(async (tsx) => {
      const read = (await tsx.tsImport(workerData.source, workerData.source))[workerData.name];
      const timed = [];
      for (const input of workerData.inputs) {
        const start = performance.now();
        let threw = null, message;
        try { await read(input); } catch (error) { threw = error?.constructor?.name ?? String(error); message = error?.message; }
        timed.push({ ms: performance.now() - start, threw, message });
      }
      parentPort.postMessage(timed);
    });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, {
      eval: true,
      workerData: { source, name, inputs },
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`${module} ${name} did not return within ${seconds} s`));
    }, seconds * 1000);
    worker.once('message', (timed: TimedReading[]) => {
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
