// A real Chromium driven by playwright-core, and screenshots saved under test-results/ for people to look at.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { projectRoot } from '../support/cli';

export const screenshotsDir = path.join(projectRoot, 'test-results', 'screenshots');

/** The suite's one Chromium (global-setup.ts), connected to from this file. */
export function sharedChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

export async function newArbiterPage(browser: Browser, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
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
