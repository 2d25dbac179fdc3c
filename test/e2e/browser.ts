// A real Chromium driven by playwright-core, the arbiter's windows in it, and screenshots saved under test-results/
// for people to look at.
import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from '#electron/chromium';
import { projectRoot } from '../support/cli';

export const screenshotsDir = path.join(projectRoot, 'test-results', 'screenshots');

let launched: Promise<Browser> | null = null;

/** The worker's Chromium: launched at its first use and kept for every file the worker runs — they run one after
 * another and share the worker's modules (isolate: false), so they share the browser too, with its windows below and
 * the server's printing page (electron/pdf.ts). It talks to playwright in this process over a pipe, and ends with
 * the worker: Chromium quits when the pipe closes. One browser for the whole suite, connected to by each worker
 * over a WebSocket, cost 4 CPU seconds more in the suite's 62: every message went through a third process. */
export function workerChromium(): Promise<Browser> {
  launched ??= launchChromium().then(
    (browser) => {
      browser.on('disconnected', () => {
        launched = null;
        pools.delete(browser);
      });
      return browser;
    },
    (error: unknown) => {
      // The next file tries again rather than failing on this launch.
      launched = null;
      throw error;
    },
  );
  return launched;
}

function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_HELP);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** How a window is opened: the system's language (the browser's locale) and the size of the screen. */
export interface WindowOptions {
  locale?: string;
  viewport?: { width: number; height: number };
}

const ARBITER_SCREEN = { width: 1280, height: 860 };

/** The windows of one browser: those put away, by locale, ready to be opened again, and those open. Each window is
 * a context of its own, as a new browser profile: nothing one window keeps is seen by another. */
interface WindowPool {
  idle: Map<string, Page[]>;
  open: Set<Page>;
}

const pools = new Map<Browser, WindowPool>();

/** What the pool keeps of each window: its locale, the origins it has shown (what the app kept for them is cleared
 * when it is put away), and the listeners playwright itself gave the page (the test's are removed, these stay). */
interface WindowState {
  locale: string;
  originsShown: Set<string>;
  ownListeners: Map<string | symbol, Set<unknown>>;
}

const windows = new WeakMap<Page, WindowState>();

function poolOf(browser: Browser): WindowPool {
  let pool = pools.get(browser);
  if (!pool) {
    pool = { idle: new Map(), open: new Set() };
    pools.set(browser, pool);
  }
  return pool;
}

/** A window as the arbiter opens one: no address yet, nothing kept from before (no write token, no language chosen),
 * its page's errors failing the test. A window closed earlier is opened again when there is one: a new page is a
 * renderer process started and the app's code compiled afresh — about 0.45 s of CPU each, a third of the e2e suite's
 * time when every test opened its own — while a page shown again costs a fifth of that (docs/performance.md). */
export async function openWindow(browser: Browser, options: WindowOptions = {}): Promise<Page> {
  const locale = options.locale ?? 'en-GB';
  const pool = poolOf(browser);
  const page = pool.idle.get(locale)?.pop() ?? (await newWindow(browser, locale));
  if (options.viewport) await page.setViewportSize(options.viewport);
  page.on('pageerror', (error) => {
    throw error;
  });
  pool.open.add(page);
  return page;
}

async function newWindow(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: ARBITER_SCREEN });
  const page = await context.newPage();
  const originsShown = new Set<string>();
  page.on('framenavigated', (frame) => {
    const origin = new URL(frame.url()).origin;
    if (origin !== 'null') originsShown.add(origin);
  });
  const events = asEmitter(page);
  const ownListeners = new Map(events.eventNames().map((name) => [name, new Set<unknown>(events.rawListeners(name))]));
  windows.set(page, { locale, originsShown, ownListeners });
  return page;
}

/** Removes the listeners a test gave the page, one by one (so that playwright stops sending their events), and keeps
 * playwright's own and the pool's. */
function removeTestListeners(page: Page, own: Map<string | symbol, Set<unknown>>): void {
  const events = asEmitter(page);
  for (const name of events.eventNames())
    for (const listener of events.rawListeners(name))
      if (!own.get(name)?.has(listener)) events.removeListener(name, listener as (...args: unknown[]) => void);
}

/** A page is an event emitter (its removeListener also stops playwright sending the event); its type names only the
 * page's own events. */
function asEmitter(page: Page): EventEmitter {
  return page as unknown as EventEmitter;
}

/** Closes the window: it is put away as a new one would be — the test's listeners, routes and other pages gone, the
 * write token and the language the app kept for each address it showed cleared, no cookies or permissions, on a
 * blank page at the arbiter's screen size. `discard` closes it for good (after a failed test, whose code may still
 * be driving it). */
export async function closeWindow(page: Page, { discard = false } = {}): Promise<void> {
  const browser = page.context().browser();
  const pool = browser && pools.get(browser);
  const state = windows.get(page);
  // A window closed twice is put away once.
  if (!pool?.open.delete(page) || !state || page.isClosed()) return;
  const context = page.context();
  try {
    if (discard) throw new Error('discarded');
    removeTestListeners(page, state.ownListeners);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    await page.goto('about:blank');
    // Chromium's removal of an origin's DOM storage takes the tab's session storage with it (the write token); the
    // context is this window's alone.
    const cdp = await context.newCDPSession(page);
    for (const origin of state.originsShown)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
    state.originsShown.clear();
    await cdp.detach();
    await context.clearCookies();
    await context.clearPermissions();
    const size = page.viewportSize();
    if (size?.width !== ARBITER_SCREEN.width || size.height !== ARBITER_SCREEN.height)
      await page.setViewportSize(ARBITER_SCREEN);
  } catch {
    // A window that cannot be made as new again is closed with its context; the next test gets a new one.
    await context.close().catch(() => undefined);
    return;
  }
  pool.idle.set(state.locale, [...(pool.idle.get(state.locale) ?? []), page]);
}

/** Closes every window still open in the browser (the end of a session: windows a describe block kept); after a
 * failed test they are discarded rather than put away. */
export async function closeEveryWindow(browser: Browser, options: { discard?: boolean } = {}): Promise<void> {
  const pool = pools.get(browser);
  if (pool) await Promise.all([...pool.open].map((page) => closeWindow(page, options)));
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** What the page saved, as bytes, read through playwright (the download lives in the browser's own folder). */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
