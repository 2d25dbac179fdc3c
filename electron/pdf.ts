// HTML printouts to PDF from the command line and browser mode, with a headless Chromium (Electron's printToPDF
// does the same in the window). The page's own @page rules set A4 and the margins. One browser serves every
// request, one page at a time: starting a Chromium per request made twelve requests take eleven seconds.
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from './chromium';

export class NoChromiumError extends Error {}

/** A browser left unused this long is closed; the next PDF starts a new one. */
const IDLE_MS = 30_000;

let browser: Promise<Browser> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | null = null;

async function launch(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new NoChromiumError(CHROMIUM_HELP);
  // Loaded only when a PDF is made: `--help` and every other command start without it.
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

async function render(html: string): Promise<Buffer> {
  if (idleTimer) clearTimeout(idleTimer);
  browser ??= launch().catch((error: unknown) => {
    browser = null;
    throw error;
  });
  try {
    return await pdfIn(await browser, html);
  } finally {
    idleTimer = setTimeout(() => void closePdfBrowser(), IDLE_MS);
    idleTimer.unref();
  }
}

/** The printout as a PDF, printed by a page of the given browser: A4 as the page's own @page rules lay it out. */
export async function pdfIn(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    await page.close();
  }
}

/** The printout as a PDF; requests wait their turn for the one browser. */
export function htmlToPdf(html: string): Promise<Buffer> {
  const turn = queue.then(() => render(html));
  queue = turn.catch(() => undefined);
  return turn;
}

/** Closes the shared browser (the CLI before it exits, the server when it stops). */
export async function closePdfBrowser(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const open = browser;
  browser = null;
  if (open) await (await open.catch(() => null))?.close();
}
