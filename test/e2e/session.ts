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
export async function serveApp(db: string, browser: Browser, again?: { port: number; token: string }): Promise<Served> {
  const app = await startBrowserMode(db, { renderPdf: (html) => pdfIn(browser, html), ...again });
  return { url: app.server.url, appUrl: app.server.appUrl, token: app.server.token, stop: app.stop };
}

/** `prepare` may make the database file before the app is served on it (a damaged one, say). */
export function appSession(prepare?: (db: string) => void): AppSession {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-e2e-'));
  const session = { folder, db: path.join(folder, 'arbiter.sqlite') } as AppSession;
  beforeAll(async () => {
    prepare?.(session.db);
    session.browser = await workerChromium();
    session.served = await serveApp(session.db, session.browser);
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
