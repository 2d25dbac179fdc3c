// The e2e files' windows (browser.ts): a window closed is opened again for the next test instead of a new page, so it
// must come back as a new one would — nothing the app kept in it (the write token, the chosen language), no listener
// or size of the test before — and two windows open at once keep nothing in common.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES } from '#electron/chromium';
import { closeEveryWindow, closeWindow, openWindow, workerChromium } from './browser';

describe('the arbiter’s windows in the e2e suite', () => {
  let browser: Browser;
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    browser = await workerChromium();
    server = http.createServer((_, response) => response.end('<!doctype html><title>w</title><p>a page</p>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeEveryWindow(browser);
    await new Promise((resolve) => server.close(resolve));
  });

  const kept = (page: Page) => page.evaluate(() => [sessionStorage.getItem('token'), localStorage.getItem('language')]);

  it('opens a closed window again as new: nothing kept, no listener of the test before, the arbiter’s screen size', async () => {
    const first = await openWindow(browser, { viewport: { width: 390, height: 844 } });
    await first.goto(`${origin}/`);
    await first.evaluate(() => {
      sessionStorage.setItem('token', 'secret');
      localStorage.setItem('language', 'ru');
    });
    let heard = 0;
    first.on('console', () => (heard += 1));
    await closeWindow(first);

    const again = await openWindow(browser);
    expect(again).toBe(first);
    expect(again.url()).toBe('about:blank');
    expect(again.viewportSize()).toEqual({ width: 1280, height: 860 });
    await again.goto(`${origin}/`);
    expect(await kept(again)).toEqual([null, null]);
    await again.evaluate(() => console.log('after'));
    expect(heard).toBe(0);
    await closeWindow(again);
  });

  it('keeps two windows open at once apart, and a window of another locale is another window', async () => {
    const writer = await openWindow(browser);
    const reader = await openWindow(browser);
    const estonian = await openWindow(browser, { locale: 'et-EE' });
    expect(new Set([writer, reader, estonian]).size).toBe(3);
    for (const page of [writer, reader, estonian]) await page.goto(`${origin}/`);
    await writer.evaluate(() => {
      sessionStorage.setItem('token', 'secret');
      localStorage.setItem('language', 'ru');
    });
    expect(await kept(reader)).toEqual([null, null]);
    expect(await estonian.evaluate(() => navigator.language)).toBe('et-EE');
    expect(await reader.evaluate(() => navigator.language)).toBe('en-GB');
    // Closing one window clears what it kept, not what another open window keeps.
    await reader.evaluate(() => sessionStorage.setItem('token', 'reader'));
    await closeWindow(writer);
    expect(await reader.evaluate(() => sessionStorage.getItem('token'))).toBe('reader');
  });

  it('puts a window closed twice away once, and discards one a failed test leaves', async () => {
    const page = await openWindow(browser);
    await closeWindow(page);
    await closeWindow(page);
    const [first, second] = [await openWindow(browser), await openWindow(browser)];
    expect(first).not.toBe(second);
    await closeWindow(first, { discard: true });
    expect(first.isClosed()).toBe(true);
    expect(await openWindow(browser)).not.toBe(first);
  });

  it('is a browser with playwright’s features turned off and ours too: no address-bar popup made for each window', async () => {
    // The command line the browser was started with, as the system keeps it (Linux's /proc, where the e2e suite runs):
    // the headless shell has no chrome://version to show it. Debian's launcher script passes it on whole.
    const commandLine = browserCommandLine();
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const applied = lists.at(-1)!;
    for (const earlier of lists.slice(0, -1)) expect(applied).toEqual(expect.arrayContaining(earlier));
    expect(applied).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES));
    // Ours: the address bar's suggestion popups, which the full browser makes for every window (the headless shell
    // makes none, so the targets below cannot show their absence: the switches must).
    expect(applied).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    await cdp.detach();
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox'))).toEqual([]);
  });
});

/** The command line of the Chromium this worker launched: the child process of this one started with playwright's
 * switches — Chromium itself, or Debian's launcher script that starts it with the same arguments. */
function browserCommandLine(): string {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = /^PPid:\s+(\d+)$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (Number(parent) === process.pid && commandLine.includes('--remote-debugging-pipe')) return commandLine;
    } catch {
      // A process that ended while the list was read.
    }
  }
  throw new Error('The browser this worker launched is not among its child processes');
}
