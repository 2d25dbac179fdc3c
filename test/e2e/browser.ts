// A real Chromium driven by playwright-core, and screenshots saved under test-results/ for people to look at.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from '#electron/chromium';
import { projectRoot } from '../support/cli';

export const screenshotsDir = path.join(projectRoot, 'test-results', 'screenshots');

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_HELP);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
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
