// HTML printouts to PDF from the command line, with a headless Chromium (Electron's printToPDF does the same in the
// window). The page's own @page rules set A4 and the margins.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from './chromium';

export class NoChromiumError extends Error {}

export async function htmlToPdf(html: string): Promise<Buffer> {
  const executablePath = findChromium();
  if (!executablePath) throw new NoChromiumError(CHROMIUM_HELP);
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    await browser.close();
  }
}
