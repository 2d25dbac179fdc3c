// One e2e session per describe block: its own data folder, a served app on its own database, and a Chromium.
// Everything is stopped and removed after the block.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { serve, type Served } from '../support/cli';
import { launchChromium } from './browser';

export interface AppSession {
  folder: string;
  db: string;
  browser: Browser;
  served: Served;
}

/** `prepare` may make the database file before the app is served on it (a damaged one, say). */
export function appSession(prepare?: (db: string) => void): AppSession {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-e2e-'));
  const session = { folder, db: path.join(folder, 'arbiter.sqlite') } as AppSession;
  beforeAll(async () => {
    prepare?.(session.db);
    session.browser = await launchChromium();
    session.served = await serve(session.db);
  });
  afterAll(async () => {
    await session.served?.stop();
    await session.browser?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  return session;
}
