// The first vertical slice, as an arbiter does it: register players, create a tournament, enter its participants,
// close the app and find everything again.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, registerPlayers } from './api';
import { closeWindow, openWindow, screenshot } from './browser';
import { waitForStatus } from './pages/status';
import { appSession, serveApp } from './session';

const PLAYERS = [
  {
    surname: 'Tamm',
    given: 'Jaan',
    name: 'Jaan Tamm',
    rank: 'II rank',
    club: 'Kalev',
    city: 'Tartu',
    born: '1987',
    sex: 'man',
  },
  {
    surname: 'Kask',
    given: 'Mari',
    name: 'Mari Kask',
    rank: 'I rank',
    club: 'Tallinna Kabeklubi',
    city: 'Tallinn',
    born: '1994',
    sex: 'woman',
  },
  {
    surname: 'Ülevain',
    given: 'Õnne',
    name: 'Õnne Ülevain',
    rank: 'III rank',
    club: '',
    city: 'Pärnu',
    born: '2008',
    sex: '–',
  },
];

async function registerPlayer(page: Page, player: (typeof PLAYERS)[number]) {
  // The cursor waits in the surname field: type, Tab through the form, Enter saves.
  await page.getByLabel('Surname', { exact: true }).focus();
  await page.keyboard.type(player.surname);
  await page.keyboard.press('Tab');
  await page.keyboard.type(player.given);
  await page.keyboard.press('Tab');
  await page.getByLabel('Rank', { exact: true }).selectOption({ label: player.rank });
  // With a rank chosen, its day is asked next (left empty: the rank's date is unknown).
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('rankSince');
  await page.keyboard.press('Tab');
  await page.keyboard.type(player.club);
  await page.keyboard.press('Tab');
  await page.keyboard.type(player.city);
  await page.keyboard.press('Tab');
  await page.keyboard.type(player.born);
  // The sex (a team's women's boards and the women's rows of the title norms are a woman's), where it is known.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('sex');
  await page.getByLabel('Sex', { exact: true }).selectOption({ label: player.sex });
  await page.keyboard.press('Enter');
  await waitForStatus(page, `${player.name} registered.`);
}

describe('registry and tournament survive a restart', () => {
  const session = appSession();

  it('registers three players with the keyboard, with clear messages for bad input', async () => {
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    await page.getByRole('heading', { name: 'Player registry' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('surname');
    await screenshot(page, '01-players-empty');
    // The surname field says how to write a name, with an example, and a screen reader reads it with the field.
    expect(
      await page.getByLabel('Surname', { exact: true }).evaluate((input) => {
        const ids = input.getAttribute('aria-describedby') ?? '';
        return ids.split(' ').map((id) => document.getElementById(id)?.textContent);
      }),
    ).toEqual(['Surname with its particle (van der Berg), then the given names: Smith, John.']);

    // Saving an empty form names the field that is missing and saves nothing.
    await page.keyboard.press('Enter');
    await page.getByText('This field is required.').waitFor();
    expect(await page.getByLabel('Surname', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    for (const player of PLAYERS) await registerPlayer(page, player);
    const rows = page.getByRole('table', { name: 'Player registry' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const stored = await call<{ players: { name: string; sex: string | null }[] }>(session.served, 'listPlayers', {});
    expect(stored.players.map((p) => [p.name, p.sex])).toEqual([
      ['Mari Kask', 'F'],
      ['Jaan Tamm', 'M'],
      ['Õnne Ülevain', null],
    ]);
    // Listed by surname, as federations list players: Kask, Tamm, Ülevain.
    expect(await rows.nth(1).innerText()).toMatch(/Jaan Tamm\s+II\s+Kalev\s+Tartu\s+1987/);
    expect((await rows.allInnerTexts()).map((row) => row.split('\t')[0])).toEqual([
      'Mari Kask',
      'Jaan Tamm',
      'Õnne Ülevain',
    ]);
    // The search ignores accents and case, and the count follows it.
    await page.getByLabel('Find a player').fill('ulevain');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByText('1 of 3 players').waitFor();
    await page.getByLabel('Find a player').fill('');
    await page.getByText('3 players').waitFor();

    // The same person twice, and a birth year that is not one.
    await page.getByLabel('Surname', { exact: true }).fill('tamm');
    await page.getByLabel('Given names', { exact: true }).fill('jaan');
    await page.getByLabel('Birth year').fill('1987');
    await page.keyboard.press('Enter');
    await page.getByText('Jaan Tamm (born 1987) is already in the registry.').waitFor();
    // Another name typed: what was said of the one before no longer stands under the field.
    await page.getByLabel('Surname', { exact: true }).fill('Tamm-Jõgi');
    await expect.poll(() => page.getByText('Jaan Tamm (born 1987) is already in the registry.').count()).toBe(0);
    await page.getByLabel('Surname', { exact: true }).fill('tamm');
    // The same name without a birth year may be the same person: the arbiter is asked, and Escape registers nobody.
    await page.getByLabel('Birth year').fill('');
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog')
      .getByText('The registry already has Jaan Tamm (II, Kalev, Tartu, 1987). Is this another jaan tamm?')
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
    expect(await rows.count()).toBe(3);
    await page.getByLabel('Birth year').fill('1850');
    await page.getByLabel('Surname', { exact: true }).fill('Paju');
    await page.getByLabel('Given names', { exact: true }).fill('Peeter');
    await page.keyboard.press('Enter');
    await page.getByText(/Enter a year between 1900 and \d{4}\./).waitFor();
    await screenshot(page, '02-players-bad-input');
    expect(await rows.count()).toBe(3);
    await page.getByLabel('Birth year').fill('');
    await page.getByLabel('Surname', { exact: true }).fill('');
    await closeWindow(page);
  });

  it('edits a player from the list', async () => {
    const page = await openWindow(session.browser);
    await page.goto(session.served.url);
    // Opened without the token: the page says it is read-only and offers no form.
    await page
      .getByText(/Read-only/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Register player' }).count()).toBe(0);
    await closeWindow(page);

    // A second window has the same player's form open from before the first window's change.
    const second = await openWindow(session.browser);
    await second.goto(session.served.appUrl);
    await second.getByRole('button', { name: 'Edit: Õnne Ülevain' }).click();
    await second.getByLabel('Birth year').fill('2009');

    const writer = await openWindow(session.browser);
    await writer.goto(session.served.appUrl);
    await writer.getByRole('button', { name: 'Edit: Õnne Ülevain' }).click();
    await writer.getByLabel('Club').fill('Pärnu Kabeklubi');
    await writer.getByLabel('Club').press('Enter');
    await waitForStatus(writer, 'Õnne Ülevain saved.');
    await writer.getByRole('cell', { name: 'Pärnu Kabeklubi' }).waitFor();
    await closeWindow(writer);

    // The stale form writes nothing; it keeps the arbiter's birth year and takes the club the other window saved.
    await second.getByLabel('Birth year').press('Enter');
    await second
      .getByText(
        /^Õnne Ülevain was changed elsewhere after this form was opened .* is now Õnne Ülevain \(III, Pärnu Kabeklubi, Pärnu, 2008\)/,
      )
      .waitFor();
    expect(await second.getByLabel('Club').inputValue()).toBe('Pärnu Kabeklubi');
    expect(await second.getByLabel('Birth year').inputValue()).toBe('2009');
    await second.getByLabel('Birth year').press('Enter');
    await waitForStatus(second, 'Õnne Ülevain saved.');
    // The list is read again after the save's answer: wait for the new row before reading it.
    const savedRow = second.getByRole('row', { name: /Õnne Ülevain/ }).filter({ hasText: '2009' });
    await savedRow.waitFor();
    expect(await savedRow.innerText()).toMatch(/Pärnu Kabeklubi\s+Pärnu\s+2009/);
    await closeWindow(second);
  });

  it('creates a tournament and enters the three players as participants', async () => {
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    await page.getByRole('link', { name: 'Tournaments' }).click();
    await page.getByRole('heading', { name: 'New tournament' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Tartu lahtised 2026');
    await page.getByLabel('Variant').selectOption({ label: 'Russian draughts (64 squares)' });
    await page.getByLabel('Venue').fill('Tartu Kabeklubi');
    await page.getByLabel('Start date').fill('2026-03-14');
    await page.getByLabel('End date').fill('2026-03-12');
    await page.getByLabel('Chief arbiter').fill('Aino Kohtunik');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.getByText('The end date is before the start date.').waitFor();
    await page.getByLabel('End date').fill('2026-03-16');
    await page.getByRole('button', { name: 'Create tournament' }).click();

    await page.getByRole('heading', { name: 'Tartu lahtised 2026' }).waitFor();
    // Type part of a name, Enter adds the highlighted player; the field is ready for the next one at once.
    const picker = page.getByRole('combobox', { name: 'Player from the registry' });
    await picker.focus();
    await page.keyboard.type('zzz');
    await page.getByText('No registered player matches “zzz”.').waitFor();
    await picker.fill('');
    for (const player of PLAYERS) {
      await page.keyboard.type(player.name.slice(0, 4));
      await expect
        .poll(() =>
          page
            .getByRole('listbox', { name: 'Player from the registry' })
            .getByRole('option', { selected: true })
            .innerText(),
        )
        .toContain(player.name);
      await page.keyboard.press('Enter');
      await waitForStatus(page, `${player.name} added.`);
    }
    await page.getByText('Every registered player is already in this tournament.').waitFor();
    const rows = page.getByRole('table', { name: 'Participants (3)' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await screenshot(page, '03-tournament-participants');
    await closeWindow(page);
  });

  it('a page left open while the server restarts says so, and goes on by itself when it is back', async () => {
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    await page.getByRole('heading', { name: 'Player registry' }).waitFor();
    const { url, token } = session.served;
    await session.served.stop();
    await page.getByRole('link', { name: 'Tournaments' }).click();
    const banner = page.locator('.banner').getByText(/server does not answer/);
    await banner.waitFor();
    await screenshot(page, '04-server-lost');
    // `serve` started again takes its address and token again (electron/serve-memory.ts).
    session.served = await serveApp(session.db, session.browser, { port: Number(new URL(url).port), token });
    await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('link', { name: 'Tartu lahtised 2026' }).waitFor();
    await closeWindow(page);
  });

  it('finds everything again after the server restarts on the same file', async () => {
    await session.served.stop();
    // The session stops whichever server runs at the end.
    session.served = await serveApp(session.db, session.browser);
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    const rows = page.getByRole('table', { name: 'Player registry' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByRole('table', { name: 'Player registry' }).innerText()).toContain('Pärnu Kabeklubi');

    await page.getByRole('link', { name: 'Tournaments' }).click();
    await page.getByRole('link', { name: 'Tartu lahtised 2026' }).click();
    await page.getByRole('heading', { name: 'Tartu lahtised 2026' }).waitFor();
    const participants = await page.getByRole('table', { name: 'Participants (3)' }).innerText();
    for (const player of PLAYERS) expect(participants).toContain(player.name);
    await screenshot(page, '04-after-restart');
    await closeWindow(page);
  });

  /** A new page whose language the arbiter chooses: the registry's heading and the menu then speak it. */
  async function inLanguage(language: string, heading: string, menu: RegExp) {
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    await page.getByLabel('Language').selectOption(language);
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(await page.getByRole('navigation').innerText()).toMatch(menu);
    return page;
  }

  it('speaks Estonian when the arbiter chooses it, and remembers the choice', async () => {
    const page = await inLanguage('et', 'Mängijate register', /Mängijad\s+Võistlused/);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Registreeri mängija' }).click();
    await page.getByText('See väli on kohustuslik.').waitFor();
    await screenshot(page, '05-estonian');
    await page.reload();
    await page.getByRole('heading', { name: 'Mängijate register' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('et');
    await closeWindow(page);
  });

  it('speaks Russian when chosen: the registry, its count in Russian plural forms, a refusal, and a tournament', async () => {
    const page = await inLanguage('ru', 'Список игроков', /Игроки\s+Турниры/);
    await page.getByText('3 игрока').waitFor();
    await page.getByLabel('Найти игрока').fill('tamm');
    await page.getByText('1 из 3 игроков').waitFor();
    await page.getByLabel('Найти игрока').fill('');
    await page.getByRole('button', { name: 'Внести игрока' }).click();
    await page.getByText('Это поле обязательно.').waitFor();
    await screenshot(page, '05-russian');
    await page.getByRole('link', { name: 'Турниры' }).click();
    await page.getByRole('link', { name: 'Tartu lahtised 2026' }).click();
    await page.getByRole('table', { name: 'Участники (3)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await screenshot(page, '05-russian-tournament');
    await page.getByLabel('Язык').selectOption('en');
    await closeWindow(page);
  });

  it('starts in Estonian on an Estonian system', async () => {
    const page = await openWindow(session.browser, { locale: 'et-EE' });
    await page.goto(session.served.appUrl);
    await page.getByRole('heading', { name: 'Mängijate register' }).waitFor();
    await closeWindow(page);
  });

  it('imports the club’s list (an .xlsx saved by LibreOffice), in Estonian: preview, a column left out, confirmed', async () => {
    const page = await inLanguage('et', 'Mängijate register', /Mängijad\s+Võistlused/);
    await page.getByRole('link', { name: 'Impordi mängijate nimekiri…' }).click();
    await page.getByRole('heading', { name: 'Mängijate import nimekirjast' }).waitFor();
    await page
      .getByLabel('Mängijate nimekiri (CSV või .xlsx)')
      .setInputFiles(path.join(import.meta.dirname, '../fixtures/players/kalev-libreoffice.xlsx'));
    // Jaan Tamm (1987) and Mari Kask (1994) were registered by the tests above: they are recognised (Jaan Tamm twice), not doubled.
    // Two rows have problems, each named at its column.
    await page
      .getByText('Uusi: 2 · juba registris: 3 · võib-olla registris: 0 · failis kaks korda: 0 · vigaseid: 2')
      .waitFor();
    await page.getByText('Lugemata: H „Märkus“').waitFor();
    const rows = page.getByRole('table', { name: 'Nimekirja read' });
    expect(await rows.getByRole('row', { name: /^6\b/ }).innerText()).toMatch(/C „Järk“: Vali järk/);
    expect(await rows.getByRole('row', { name: /^2\b/ }).innerText()).toMatch(/Jaan Tamm.*juba registris/s);
    // The club column left out: the preview is read again without it.
    await page.getByLabel('klubi', { exact: true }).selectOption('');
    await page.getByText('Lugemata: E „Klubi“, H „Märkus“').waitFor();
    await screenshot(page, '06-player-import-et');
    await page.getByRole('button', { name: 'Registreeri 2 uut mängijat, jäta välja 2 vigast rida' }).click();
    await page
      .getByRole('dialog')
      .getByText('Kas registreerida 2 uut mängijat ja jätta välja 2 vigast rida?')
      .waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Registreeriti 2 uut mängijat.').waitFor();
    await page.getByRole('link', { name: '← Mängijad' }).click();
    const registry = page.getByRole('table', { name: 'Mängijate register' });
    await registry.getByRole('link', { name: 'Peeter Õunapuu' }).waitFor();
    expect(await registry.getByRole('row', { name: /Peeter Õunapuu/ }).innerText()).not.toContain('Kalev');
    await page.getByLabel('Keel').selectOption('en');
    await closeWindow(page);
  });
});

describe('a large registry', () => {
  const session = appSession();

  it('comes a hundred players at a time, in the registry’s order; Show more adds the rest, and the search looks through all', async () => {
    await registerPlayers(session.served, [
      ...Array.from({ length: 130 }, (_, i) => ({ name: `Mängija ${String(i + 1).padStart(3, '0')} Kabetaja` })),
      { name: 'Õie Õunapuu', club: 'Kalev' },
    ]);
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    const rows = page.getByRole('table', { name: 'Player registry' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(100);
    await page.getByText('131 players').waitFor();
    await page.getByRole('button', { name: 'Show more (100 of 131 shown)' }).click();
    await expect.poll(() => rows.count()).toBe(131);
    // By surname: every Kabetaja, then Õunapuu (õ after w in the Estonian alphabet).
    expect(await rows.last().innerText()).toMatch(/^Õie Õunapuu/);
    expect(await page.getByRole('button', { name: /Show more/ }).count()).toBe(0);
    await page.getByLabel('Find a player').fill('ounapuu');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByText('1 of 131 players').waitFor();
    await closeWindow(page);
  });
});
