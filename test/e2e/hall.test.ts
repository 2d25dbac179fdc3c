// The hall as the players see it, in a real Chromium: a 20-player double round robin being played (20 of its 38
// rounds), the arbiter entering a result on his round screen while a hall page is open — it appears there within a
// second, without a reload or a jump of the scroll — the phone's round page (390 px, no sideways scrolling, the board
// found by typing part of a name), the projector's crosstable (1920 × 1080 without scrolling), and the pages checked
// as HTML (html-validate) and for accessibility (axe: no serious violations).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { HtmlValidate } from 'html-validate';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '#api/views';
import { openReadOnly, type Store } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { siteFiles } from '#electron/exports';
import { startHall, type RunningHall } from '#hall/server';
import { createService } from '#service';
import { call, tournamentWithDraw } from './api';
import { closeWindow, openWindow, screenshot } from './browser';
import { RoundScreen } from './pages/round-screen';
import { appSession } from './session';
import { twentyPlayers } from './twenty-players';

describe('the hall: the projector and the players’ phones', () => {
  const session = appSession();
  let store: Store;
  let hall: RunningHall;
  let id: number;

  beforeAll(async () => {
    id = await twentyPlayers(session.served, 'Eesti MV 2026', true, ['wins', 'h2h', 'sb'], 20);
    store = openReadOnly(session.db, { migrationsFolder: migrationsFolder() });
    hall = await startHall({ store, service: createService(store), port: 0 });
  });
  afterAll(async () => {
    await hall?.close();
    store?.close();
  });

  const viewer = (width: number, height: number, locale = 'et-EE'): Promise<Page> =>
    openWindow(session.browser, { locale, viewport: { width, height } });

  it('shows a result the arbiter enters within a second, in place: no reload, the scroll kept', async () => {
    const wall = await viewer(1280, 720);
    await wall.goto(`${hall.url}t/${id}/round/21?lang=et`);
    await wall.getByRole('table', { name: '21. voor' }).waitFor();
    await expect.poll(() => hall.viewers()).toBe(1);
    await wall.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
      window.scrollTo(0, 120);
    });
    const scrolled = await wall.evaluate(() => window.scrollY);
    const board1 = wall.locator('tr[data-names]').first().locator('td.result');
    expect(await board1.innerText()).toBe('');

    const arbiter = await openWindow(session.browser);
    await arbiter.goto(session.served.appUrl);
    const rounds = new RoundScreen(arbiter);
    await rounds.open(session.served, id, 21);
    await rounds.press(21, 1, '1');
    await rounds.expectCell(21, 1, '1 – 0');
    const savedAt = Date.now();
    await expect.poll(() => board1.innerText(), { interval: 50 }).toBe('1 – 0');
    expect(Date.now() - savedAt).toBeLessThan(1000);
    expect(await wall.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await wall.evaluate(() => window.scrollY)).toBe(scrolled);
    await screenshot(wall, '50-hall-round-live');
    await closeWindow(arbiter);
    await closeWindow(wall);
  });

  it('a page reconnects by itself after the hall restarts, and shows what was entered meanwhile', async () => {
    const wall = await viewer(1280, 720);
    await wall.goto(`${hall.url}t/${id}/round/21?lang=et`);
    const live = wall.locator('#live');
    await expect.poll(() => live.getAttribute('data-state')).toBe('online');
    const port = hall.port;
    await hall.close();
    await expect.poll(() => live.innerText()).toBe('Ühendus katkes — ühendun uuesti…');
    const schedule = await call<Schedule>(session.served, 'getSchedule', { tournamentId: id });
    const board2 = schedule.rounds.find((r) => r.round === 21)!.games[1]!;
    await call(session.served, 'recordResult', { tournamentId: id, gameId: board2.id, result: '1/2-1/2' });
    hall = await startHall({ store, service: createService(store), port });
    await expect.poll(() => live.getAttribute('data-state'), { timeout: 10_000 }).toBe('online');
    await expect.poll(() => wall.locator('tr[data-names]').nth(1).locator('td.result').innerText()).toBe('½ – ½');
    await closeWindow(wall);
  });

  it('kiosk mode: the table as large as the screen, no navigation, and from the crosstable on to the round being played', async () => {
    const wall = await viewer(1920, 1080);
    await wall.goto(`${hall.url}t/${id}/crosstable?lang=et&kiosk=20`);
    expect(await wall.evaluate(() => document.body.classList.contains('kiosk'))).toBe(true);
    // The 20-player double round robin's crosstable across the whole width, in type read from the back of a hall.
    const wide = await wall.evaluate(() => ({
      table: document.querySelector('.crosstable')!.getBoundingClientRect().width,
      scroll: document.documentElement.scrollWidth,
      type: parseFloat(getComputedStyle(document.querySelector('.crosstable td.name')!).fontSize),
      tabs: getComputedStyle(document.querySelector('.tabs')!).display,
    }));
    expect(wide.scroll).toBeLessThanOrEqual(1920);
    expect(wide.table).toBeGreaterThan(1920 * 0.9);
    expect(wide.type).toBeGreaterThanOrEqual(15);
    expect(wide.tabs).toBe('none');
    await screenshot(wall, '55-hall-kiosk-crosstable-20-double');
    await wall.goto(`${hall.url}t/${id}/crosstable?lang=et&kiosk=2`);
    await wall.waitForURL(/\/t\/\d+\/round\/21\?lang=et&kiosk=2$/, { timeout: 10_000 });
    await wall.getByRole('table', { name: '21. voor' }).waitFor();
    await screenshot(wall, '56-hall-kiosk-round');
    await closeWindow(wall);
  });

  it('on a phone: the round fits 390 px, and a player finds the board by typing part of the name', async () => {
    const phone = await viewer(390, 844);
    await phone.goto(`${hall.url}t/${id}/round/21?lang=et`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByLabel('Leia oma laud').fill('õunap');
    await expect.poll(() => phone.locator('tr[data-names]:visible').count()).toBe(1);
    expect(await phone.locator('tr[data-names]:visible').innerText()).toContain('Õunapuu');
    await screenshot(phone, '51-hall-phone-find');
    // The standings page too: names wrap, nothing scrolls sideways.
    await phone.goto(`${hall.url}t/${id}?lang=ru`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, '52-hall-phone-standings');
    await closeWindow(phone);
  });

  it('on a projector: the crosstable of the 20-player double round robin fits 1920 × 1080', async () => {
    const projector = await viewer(1920, 1080);
    await projector.goto(`${hall.url}t/${id}/crosstable?lang=et`);
    const size = await projector.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    expect(size.width).toBeLessThanOrEqual(1920);
    expect(size.height).toBeLessThanOrEqual(1080);
    await screenshot(projector, '53-hall-projector-crosstable');
    await closeWindow(projector);
  });

  it('its website opens from file:// and finds a board by name there too (no server to ask)', async () => {
    const folder = path.join(session.folder, 'veeb');
    for (const file of siteFiles(createService(store), id, new Date('2026-11-25T18:00:00Z'))) {
      const target = path.join(folder, ...file.path.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.content);
    }
    const phone = await viewer(390, 844);
    await phone.goto(
      `${pathToFileURL(path.join(folder, 'et', 'round-21.html')).href}?q=${encodeURIComponent('õunap')}`,
    );
    await expect.poll(() => phone.locator('tr[data-names]:visible').count()).toBe(1);
    expect(await phone.getByLabel('Leia oma laud').inputValue()).toBe('õunap');
    await phone.getByRole('link', { name: 'RU' }).click();
    await phone.getByRole('table', { name: 'Тур 21' }).waitFor();
    await phone.getByRole('link', { name: 'Турнирная таблица' }).click();
    await phone.getByRole('table', { name: 'Турнирная таблица' }).waitFor();
    await screenshot(phone, '54-site-from-file');
    await closeWindow(phone);
  });

  it('its pages are valid HTML and have no serious accessibility violations', async () => {
    // Standards, not one house style: React writes `charSet` and `<meta/>`, both valid HTML.
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    const page = await viewer(1280, 900);
    for (const target of ['', `t/${id}`, `t/${id}/round/21`, `t/${id}/crosstable`, `t/${id}/player/3`]) {
      const html = await (await fetch(`${hall.url}${target}?lang=en`)).text();
      const report = await validator.validateString(html);
      const problems = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(problems, target).toEqual([]);
      // axe on each kind of content once: the standings, the round with its search field, the crosstable.
      if (target === '' || target.includes('player')) continue;
      await page.goto(`${hall.url}${target}?lang=en`);
      // The hall's pages have no frames: axe runs in the page itself (legacy mode) instead of sending its findings to
      // a blank page of their own to be put together, and lists in full only what fails — the same violations, found
      // in half the CPU (a third of this test's) it took.
      const axe = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        target,
      ).toEqual([]);
    }
    await closeWindow(page);
  });
});

describe('the arbiter’s “Show in the hall” switch', () => {
  const session = appSession();

  it('starts the hall from the Tournaments screen: its address, a QR code that scans to it, the pages counted', async () => {
    const served = session.served;
    const id = await tournamentWithDraw(served, 'Kalevi karikas', 'ussr1953', 'SAAL');
    const arbiter = await openWindow(session.browser);
    await arbiter.goto(served.appUrl);
    await arbiter.getByRole('link', { name: 'Tournaments' }).click();
    const card = arbiter.getByRole('region', { name: 'The hall' });
    await card.getByText('The hall is not shown.').waitFor();
    await card.getByRole('checkbox', { name: /Show in the hall/ }).click();
    const link = card.getByTestId('hall-url');
    await link.waitFor();
    const url = await link.innerText();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // The QR code on the screen reads back as the address (decoded from the pixels, as a phone's camera does).
    const shot = PNG.sync.read(await card.getByRole('img', { name: `QR code of ${url}` }).screenshot());
    expect(jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data).toBe(url);
    await screenshot(arbiter, '55-hall-switch');

    // The hall speaks the language the arbiter chose for it, whatever the browser's: Russian here, and the wall's
    // browser asks for English.
    await card.getByRole('combobox', { name: /Language of the hall/ }).selectOption('ru');
    // The choice reaches the hall when its request is answered: the page is asked until it speaks Russian (asked at
    // once, a loaded machine could still answer in the language before).
    const hallPage = async () =>
      fetch(await link.innerText(), { headers: { 'accept-language': 'en' } }).then((r) => r.text());
    await expect.poll(hallPage, { timeout: 10_000 }).toContain('Турниры в зале');
    const wall = await openWindow(session.browser);
    await wall.goto(`${url}?lang=en`);
    await wall.getByRole('link', { name: 'Kalevi karikas' }).waitFor();
    await expect
      .poll(() => card.getByTestId('hall-viewers').innerText(), { timeout: 10_000 })
      .toBe('1 page open on it');
    // On this computer only, no phone could open the address: the printed pairings carry none.
    const pairings = () => fetch(`${served.url}print/${id}/pairings?lang=en&round=1`).then((r) => r.text());
    expect(await pairings()).not.toContain('data:image/svg+xml');
    await card.getByText(/^Only this computer can open this address/).waitFor();

    // On the venue's network they carry its address and QR code.
    await card.getByRole('radio', { name: /^Everyone on this network/ }).check();
    await card.getByText('Everyone on this network can read the pages').waitFor();
    await card.getByText(/^Printed pairings carry this address/).waitFor();
    const onNetwork = await link.innerText();
    const printed = await pairings();
    expect(printed).toContain(onNetwork);
    expect(printed).toContain('<img src="data:image/svg+xml;base64,');
    await card.getByRole('checkbox', { name: /Show in the hall/ }).click();
    await card.getByText('The hall is not shown.').waitFor();
    await expect(fetch(url)).rejects.toThrow();
    await closeWindow(wall);
    await closeWindow(arbiter);
  });
});
