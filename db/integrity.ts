// The full check of a database file (SQLite's integrity_check and foreign_key_check). It reads every page, so it
// grows with the file (about 7 ms per MB): it is kept off the path that opens the file, and runs in a worker
// thread after the window or the server is up, and in place before an import writes into the file.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

export interface IntegrityReport {
  ok: boolean;
  /** SQLite's own words for each problem, the first ten. */
  problems: string[];
}

/** The check on an open connection; synchronous. */
export function checkIntegrity(client: Database.Database): IntegrityReport {
  try {
    const rows = client.pragma('integrity_check(10)') as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    const brokenLinks = client.pragma('foreign_key_check') as { table: string; parent: string }[];
    for (const link of brokenLinks.slice(0, 10 - problems.length))
      problems.push(`a row of ${link.table} refers to a missing row of ${link.parent}`);
    return { ok: problems.length === 0, problems };
  } catch (error) {
    // A page so damaged that the check itself stops ("database disk image is malformed").
    return { ok: false, problems: [(error as Error).message] };
  }
}

// The worker opens its own read-only connection; it is written as plain JavaScript so that it runs the same from
// the built CLI, the Electron bundle and the tests.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
let db;
try {
  db = new Database(workerData.file, { readonly: true, fileMustExist: true, ...(workerData.nativeBinding ? { nativeBinding: workerData.nativeBinding } : {}) });
  const problems = db.pragma('integrity_check(10)').map((row) => row.integrity_check).filter((line) => line !== 'ok');
  for (const link of db.pragma('foreign_key_check').slice(0, 10 - problems.length)) problems.push('a row of ' + link.table + ' refers to a missing row of ' + link.parent);
  parentPort.postMessage({ ok: problems.length === 0, problems });
} catch (error) {
  parentPort.postMessage({ ok: false, problems: [String(error && error.message || error)] });
} finally {
  if (db) db.close();
}
`;

/** The check in a worker thread, on its own read-only connection: the app goes on answering meanwhile. */
export function checkIntegrityInBackground(
  file: string,
  options: { nativeBinding?: string; betterSqlite3?: string } = {},
): Promise<IntegrityReport> {
  // The Electron main process is a CommonJS bundle, where import.meta is empty: there this module is found from
  // __filename (an ES module has none).
  const here = typeof __filename === 'string' ? __filename : import.meta.url;
  const module = options.betterSqlite3 ?? createRequire(here).resolve('better-sqlite3');
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, module, nativeBinding: options.nativeBinding },
    });
    worker.once('message', (report: IntegrityReport) => resolve(report));
    worker.once('error', (error) => resolve({ ok: false, problems: [error.message] }));
    worker.unref();
  });
}
