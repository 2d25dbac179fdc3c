// One e2e session per describe block: its own data folder, and the app in browser mode on its own database — served
// from this process, the same code `kabe-arbiter serve` runs (test/cli/serve.test.ts starts the real command) — and
// the worker's Chromium, which also prints the server's PDFs. Everything is stopped and removed after the block, and
// the windows it left open are put away for the next.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startBrowserMode } from '#electron/browser-mode';
import { pdfIn } from '#electron/pdf';
import { closeEveryWindow, workerChromium } from './browser';

/** The app as a test reaches it: its address, the address that hands over the write token, the token. */
export interface Served {
  url: string;
  appUrl: string;
  token: string;
  stop(): Promise<void>;
}

export interface AppSession {
  folder: string;
  db: string;
  browser: Browser;
  served: Served;
}

/** Browser mode on the file, its PDFs printed by the given browser; on the address and token given, as a restarted
 * `serve` takes them again. */
export async function serveApp(
  db: string,
  browser: Browser,
  again?: { port: number; token?: string },
): Promise<Served> {
  const app = await startBrowserMode(db, { renderPdf: (html) => pdfIn(browser, html), ...again });
  return { url: app.server.url, appUrl: app.server.appUrl, token: app.server.token, stop: app.stop };
}

/** The port this worker's sessions are served on, one after another. The app's code then always comes from one
 * address, and the browser keeps it compiled: each session on a port of its own made every window's first page a new
 * origin, its 0.9 MB of script compiled afresh — 0.27 s of Chromium's CPU a page against 0.15 (docs/performance.md). */
let workerPort: number | undefined;

/** The session's app on the worker's port; on another when that one is still taken (a session before it that has
 * not let go of it), which then becomes the worker's port. */
async function serveOnWorkerPort(db: string, browser: Browser): Promise<Served> {
  if (workerPort !== undefined) {
    // This process's fetch keeps its connections to the session before open, and that session's server has just
    // closed them, in the hook just run: their ends must be read before a request of this session is written into
    // one of them. The hook may have ended in the loop's poll phase, whose immediates run before it polls again; the
    // second immediate runs only after a poll, which reads the ends (fetch drops a connection as its end is read).
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    try {
      return await serveApp(db, browser, { port: workerPort });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  const served = await serveApp(db, browser);
  workerPort = Number(new URL(served.url).port);
  return served;
}

/** `prepare` may make the database file before the app is served on it (a damaged one, say). */
export function appSession(prepare?: (db: string) => void): AppSession {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-e2e-'));
  const session = { folder, db: path.join(folder, 'arbiter.sqlite') } as AppSession;
  beforeAll(async () => {
    prepare?.(session.db);
    session.browser = await workerChromium();
    session.served = await serveOnWorkerPort(session.db, session.browser);
  });
  // A failed test's code may still be driving its windows (vitest does not stop it): they are not handed on.
  let failed = false;
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') failed = true;
  });
  afterAll(async () => {
    if (session.browser) await closeEveryWindow(session.browser, { discard: failed });
    await session.served?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  return session;
}
