// A real Chromium driven by playwright-core, the arbiter's windows in it, and screenshots saved under test-results/
// for people to look at.
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
  launched ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => {
      launched = null;
      pools.delete(browser);
    });
    return browser;
  });
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
/** The origins each window has shown: what the app kept in them is cleared when the window is put away. */
const originsShown = new WeakMap<Page, Set<string>>();
const localeOf = new WeakMap<Page, string>();

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
  let page = pool.idle.get(locale)?.pop();
  if (!page) {
    const context = await browser.newContext({ locale, viewport: ARBITER_SCREEN });
    page = await context.newPage();
    localeOf.set(page, locale);
    originsShown.set(page, new Set());
  }
  noteOrigins(page);
  if (options.viewport) await page.setViewportSize(options.viewport);
  page.on('pageerror', (error) => {
    throw error;
  });
  pool.open.add(page);
  return page;
}

/** Notes each address the window shows, to clear what the app keeps for it when the window is closed. */
function noteOrigins(page: Page): void {
  const shown = originsShown.get(page)!;
  page.on('framenavigated', (frame) => {
    const origin = new URL(frame.url()).origin;
    if (origin !== 'null') shown.add(origin);
  });
}

/** Closes the window: it is put away as a new one would be — the test's listeners and routes gone, the write token
 * and the language the app kept for each address it showed cleared, on a blank page at the arbiter's screen size. */
export async function closeWindow(page: Page): Promise<void> {
  const browser = page.context().browser();
  const pool = browser && pools.get(browser);
  pool?.open.delete(page);
  if (page.isClosed() || !pool) return;
  try {
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
    // Chromium's removal of an origin's DOM storage takes the tab's session storage with it (the write token); the
    // context is this window's alone.
    const cdp = await page.context().newCDPSession(page);
    const shown = originsShown.get(page)!;
    for (const origin of shown) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
    shown.clear();
    await cdp.detach();
    const size = page.viewportSize();
    if (size?.width !== ARBITER_SCREEN.width || size.height !== ARBITER_SCREEN.height)
      await page.setViewportSize(ARBITER_SCREEN);
  } catch {
    // A window that cannot be made as new again is closed instead; the next test gets a new one.
    await page.close().catch(() => undefined);
    return;
  }
  const locale = localeOf.get(page)!;
  pool.idle.set(locale, [...(pool.idle.get(locale) ?? []), page]);
}

/** Closes every window still open in the browser (the end of a session: windows a describe block kept). */
export async function closeEveryWindow(browser: Browser): Promise<void> {
  const pool = pools.get(browser);
  if (pool) await Promise.all([...pool.open].map(closeWindow));
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** What the page saved, as bytes: the browser is the suite's, so the file is read through the connection. */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
