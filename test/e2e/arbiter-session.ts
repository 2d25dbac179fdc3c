// A describe block whose tests go on in one window, as an arbiter's working day does: the session, and the arbiter's
// window opened at the app's address (which hands over the write token) before the first test, with its round screen.
import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { openWindow } from './browser';
import { RoundScreen } from './pages/round-screen';
import { appSession, type AppSession, type Served } from './session';

export interface ArbiterSession extends AppSession {
  page: Page;
  rounds: RoundScreen;
}

/** `first` runs on the served app before the window opens (the players its first screen should list, say). */
export function arbiterSession(first?: (served: Served) => Promise<void>): ArbiterSession {
  const session = appSession() as ArbiterSession;
  beforeAll(async () => {
    await first?.(session.served);
    session.page = await openWindow(session.browser);
    session.rounds = new RoundScreen(session.page);
    await session.page.goto(session.served.appUrl);
  });
  return session;
}
