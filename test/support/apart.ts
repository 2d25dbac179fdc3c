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

/** Some inputs for one reader: `module`'s export `name` (a module path from the project root, `electron/…`). */
export interface ReadingsAsked {
  module: string;
  name: string;
  inputs: unknown[];
}

/** Runs each reader on each of its inputs, all in one worker (starting one costs a third of a second of TypeScript). */
export function readApartTimed(asked: ReadingsAsked[], seconds: number): Promise<TimedReading[][]> {
  const readings = asked.map(({ module, name, inputs }) => ({
    source: new URL(`../../${module}`, import.meta.url).href,
    name,
    inputs,
  }));
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import('tsx/esm/api').then(async (tsx) => {
      const answers = [];
      for (const { source, name, inputs } of workerData) {
        const read = (await tsx.tsImport(source, source))[name];
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
    });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, {
      eval: true,
      workerData: readings,
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
