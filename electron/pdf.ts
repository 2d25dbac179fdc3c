// HTML printouts to PDF from the command line and browser mode, with a headless Chromium (Electron's printToPDF
// does the same in the window). The page's own @page rules set A4 and the margins. One browser serves every
// request, one page at a time: starting a Chromium per request made twelve requests take eleven seconds.
import type { Browser, Page } from 'playwright-core';
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

/** A browser's printing page, and the printouts waiting for it. */
interface Printer {
  page: Promise<Page> | null;
  queue: Promise<unknown>;
}

const printers = new WeakMap<Browser, Printer>();

/** The printout as a PDF, printed by the given browser's one printing page, one printout at a time: A4 as the page's
 * own @page rules lay it out. A page of its own for each printout was a renderer process started and stopped each
 * time — most of the CPU of printing a round's documents. `setContent` replaces the whole document, so nothing of one
 * printout stays for the next; a page that failed is closed and the next printout gets a new one. */
export function pdfIn(browser: Browser, html: string): Promise<Buffer> {
  let printer = printers.get(browser);
  if (!printer) {
    printer = { page: null, queue: Promise.resolve() };
    printers.set(browser, printer);
  }
  const own = printer;
  const turn = own.queue.then(async () => {
    own.page ??= browser.newPage();
    const page = await own.page.catch((error: unknown) => {
      own.page = null;
      throw error;
    });
    try {
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } catch (error) {
      own.page = null;
      void page.close().catch(() => undefined);
      throw error;
    }
  });
  own.queue = turn.catch(() => undefined);
  return turn;
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
