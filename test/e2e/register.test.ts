// The rank register as an arbiter uses it: a tournament is closed, its norms go into the register (one by one and
// all at once, confirmed with the keyboard), the player card shows the new rank with its evidence and three years,
// a rank from before the app is set by hand, and the rank list is filtered, printed (PDF) and saved as CSV.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, drawnInOrder, registerPlayers } from './api';
import { closeWindow, openWindow, screenshot } from './browser';
import { pdfText, savePdfWithPages } from './pdf';
import type { Served } from './session';
import { appSession } from './session';

const FIELD = [
  { name: 'Jaan Tamm', rank: 'IV', club: 'Kalev', city: 'Tartu' },
  { name: 'Mari Kask', rank: 'III', club: 'Kalev', city: 'Tartu' },
  { name: 'Peeter Mänd', rank: 'IV', club: 'Tähe', city: 'Tallinn' },
  { name: 'Õnne Saar', rank: 'IV', club: 'Tähe', city: 'Pärnu' },
];

/** A four-player tournament in which each player beats everyone listed after him; not closed yet. */
async function playedTournament(served: Served): Promise<{ id: number; players: number[] }> {
  const { id } = await call<{ id: number }>(served, 'createTournament', {
    name: 'Tartu lahtised 2026',
    variant: 'russian',
    ruleSet: 'ussr1953',
    startDate: '2026-03-14',
    endDate: '2026-03-15',
    arbiter: 'Ants Kohtunik',
  });
  const players: number[] = [];
  for (const player of FIELD) {
    const { id: playerId } = await call<{ id: number }>(served, 'createPlayer', player);
    players.push(playerId);
    await call(served, 'addParticipant', { tournamentId: id, playerId });
  }
  const schedule = await drawnInOrder(served, id, players);
  for (const round of schedule.rounds)
    for (const game of round.games) {
      const whiteFirst = players.indexOf(game.white.playerId) < players.indexOf(game.black.playerId);
      await call(served, 'recordResult', { tournamentId: id, gameId: game.id, result: whiteFirst ? '1-0' : '0-1' });
    }
  return { id, players };
}

async function confirmWithEnter(page: Page, text: string | RegExp) {
  await page.getByRole('dialog').getByText(text).waitFor();
  await page.keyboard.press('Enter');
}

describe('the rank register', () => {
  const session = appSession();
  let served: Served;
  let page: Page;
  let tournament: { id: number; players: number[] };

  beforeAll(async () => {
    served = session.served;
    page = await openWindow(session.browser);
    tournament = await playedTournament(served);
    // The app's address carries the write token; the page keeps it for the addresses that follow.
    await page.goto(served.appUrl);
    await page.getByRole('heading', { name: 'Player registry' }).waitFor();
  });

  it('closes the tournament and applies its norms: one by one, then all at once', async () => {
    await page.goto(`${served.url}#/tournaments/${tournament.id}/norms`);
    const register = page
      .locator('.card')
      .filter({ has: page.getByRole('heading', { name: 'Into the rank register' }) });
    await register.getByText('Close the tournament to apply its norms').waitFor();
    await page.getByRole('button', { name: 'Close the tournament' }).click();
    await confirmWithEnter(page, 'Close Tartu lahtised 2026?');
    await register.getByText('The events are dated 15 Mar 2026').waitFor();
    // (4+3+4+4)/4 = 3.75: Jaan Tamm's 3 of 3 achieves III; Mari Kask's 2 of 3 confirms III.
    const table = register.getByRole('table', { name: 'Into the rank register' });
    await table.getByRole('row', { name: /Jaan Tamm.*achieved III — rank norm/ }).waitFor();
    await table.getByRole('row', { name: /Mari Kask.*confirmed III — rank norm/ }).waitFor();
    await screenshot(page, '60-register-proposals');

    await page.getByRole('button', { name: 'Apply: Jaan Tamm, achieved III — rank norm' }).focus();
    await page.keyboard.press('Enter');
    await confirmWithEnter(page, 'Apply to the rank register: Jaan Tamm — achieved III — rank norm?');
    await register.getByText('1 event applied.').waitFor();
    await page.getByRole('button', { name: /^Apply 1 event$/ }).click();
    await confirmWithEnter(page, 'Apply 1 event to the rank register, dated 15 Mar 2026?');
    await expect.poll(() => table.getByText('applied', { exact: true }).count()).toBe(2);
    await screenshot(page, '61-register-applied');
  });

  it('opens the player card: the new rank, its evidence and its three years', async () => {
    await page.goto(`${served.url}#/players`);
    await page.getByRole('link', { name: 'Jaan Tamm' }).click();
    await page.getByRole('heading', { name: 'Player card: Jaan Tamm' }).waitFor();
    const facts = page.locator('dl.facts');
    await facts.getByText('III rank').waitFor();
    await facts.getByText('15 Mar 2029').waitFor();
    const history = page.getByRole('table', { name: 'Rank history' });
    await history
      .getByRole('row', { name: /achieved III — rank norm.*Tartu lahtised 2026: 3 of 3 \(100.0%\), coefficient 3.75/ })
      .waitFor();
    // The registry holds no master yet: the match form says so instead of "no player matches “”".
    await page.getByText('No master of sport is in the registry').waitFor();
    const played = page.getByRole('table', { name: 'Tournaments' });
    const row = played.getByRole('row', { name: /Tartu lahtised 2026/ });
    expect((await row.locator('td').allTextContents()).slice(2)).toEqual([
      'IV',
      '3',
      '3',
      '100',
      '1 / 4',
      'III rank — promotion',
    ]);
    await screenshot(page, '62-player-card');
  });

  it('sets a rank from before the app by hand, with its date and note, from the keyboard', async () => {
    await page.goto(`${served.url}#/players/${tournament.players[2]}`);
    await page.getByRole('heading', { name: 'Player card: Peeter Mänd' }).waitFor();
    const form = page.getByRole('form', { name: 'Set a rank by hand' });
    // A date is required: the form says so and writes nothing.
    await form.getByLabel('Rank').selectOption('II');
    await form.getByRole('button', { name: 'Set rank' }).press('Enter');
    await form.getByText('This field is required.').waitFor();
    await form.getByLabel('Achieved on').fill('2022-05-02');
    await form.getByLabel('Note').fill('Liidu kaart nr 118');
    await form.getByLabel('Note').press('Enter');
    await page.getByText('Rank set: II rank.').waitFor();
    // 2022-05-02 + three years: lapsed by now.
    await page.locator('dl.facts').getByText('lapsed').waitFor();
    await page.getByRole('table', { name: 'Rank history' }).getByText('by the arbiter: Liidu kaart nr 118').waitFor();
  });

  it('the rank list: by rank, filtered by club, lapsing by a date, printed and saved', async () => {
    await page.goto(`${served.url}#/ranks`);
    await page.getByRole('heading', { name: 'Rank list' }).waitFor();
    const list = page.getByRole('table', { name: 'Rank list' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(4);
    expect(await list.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual([
      'Peeter Mänd',
      'Mari Kask',
      'Jaan Tamm',
      'Õnne Saar',
    ]);
    await page.getByLabel('Club').fill('Kalev');
    await expect.poll(() => list.locator('tbody tr').count()).toBe(2);
    await page.getByLabel('Club').fill('');
    // The whole list back before the next filter: read at once, a slow answer still showed Kalev's two (CI, loaded).
    await expect.poll(() => list.locator('tbody tr').count()).toBe(4);
    // A day typed key by key filters once it is whole, with no complaint about the half of it typed so far.
    await page.getByLabel('Lapsing by').pressSequentially('01.01.20');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await list.locator('tbody tr').count()).toBe(4);
    await page.getByLabel('Lapsing by').pressSequentially('26');
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1);
    await list.getByRole('link', { name: 'Peeter Mänd' }).waitFor();
    await screenshot(page, '63-rank-list-lapsing');
    // The lapse is recorded with a confirmation: he falls from II to III.
    await page.getByRole('button', { name: 'Record 1 lapsed rank' }).click();
    await confirmWithEnter(page, /Record the lapse of 1 rank\?/);
    await page.getByText('1 lapse recorded.').waitFor();
    await page.getByLabel('Lapsing by').fill('');
    await expect.poll(() => list.locator('tbody tr').count()).toBe(4);
    await screenshot(page, '64-rank-list');

    for (const lang of ['en', 'et', 'ru'] as const) {
      const response = await fetch(`${served.url}export/register/rankList.pdf?lang=${lang}`, {
        headers: { authorization: `Bearer ${served.token}` },
      });
      expect(response.status).toBe(200);
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(savePdfWithPages(`rank-list-${lang}`, pdf).length).toBe(1);
      const text = pdfText(pdf);
      expect(text).toContain({ en: 'Rank list', et: 'Järgude nimekiri', ru: 'Список разрядников' }[lang]);
      expect(text).toContain('Tartu lahtised 2026');
      // Russian lists are read by surname: the registry writes them so in Russian until a style is chosen.
      expect(text).toContain(lang === 'ru' ? 'Mänd Peeter' : 'Peeter Mänd');
    }
    const csv = await fetch(`${served.url}export/register/rankList.csv?lang=et&city=Tartu`, {
      headers: { authorization: `Bearer ${served.token}` },
    });
    const lines = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Järk;Nimi;Klubi;Linn;/);
    const card = await fetch(`${served.url}export/register/playerCard.pdf?lang=ru&player=${tournament.players[0]}`, {
      headers: { authorization: `Bearer ${served.token}` },
    });
    const cardPdf = Buffer.from(await card.arrayBuffer());
    savePdfWithPages('player-card-ru', cardPdf);
    expect(pdfText(cardPdf)).toContain('Карточка игрока: Tamm Jaan');
  });

  it('in Russian: a rank typed without its day says "date unknown", is listed, and is dated on the card', async () => {
    // A rank typed into the registry with its day, and one without it (the form's "Rank achieved on" left empty).
    const ru = await openWindow(session.browser);
    await ru.goto(served.appUrl);
    await ru.getByLabel('Language').selectOption('ru');
    await ru.getByRole('heading', { name: 'Список игроков' }).waitFor();
    const form = ru.getByRole('form', { name: 'Внести игрока' });
    await form.getByLabel('Фамилия', { exact: true }).fill('Petrov');
    await form.getByLabel('Имя и отчество').fill('Ivan');
    await form.getByLabel('Разряд', { exact: true }).selectOption('II');
    await form.getByLabel('Разряд выполнен').fill('24.03.2025');
    await form.getByLabel('Разряд выполнен').press('Enter');
    await ru
      .getByText(/Ivan Petrov/)
      .first()
      .waitFor();
    await form.getByLabel('Фамилия', { exact: true }).fill('Ivanov');
    await form.getByLabel('Имя и отчество').fill('Pjotr');
    await form.getByLabel('Разряд', { exact: true }).selectOption('I');
    await form.getByLabel('Имя и отчество').press('Enter');
    await ru.getByRole('link', { name: 'Ivanov Pjotr' }).waitFor();

    await ru.goto(`${served.url}#/ranks`);
    await ru.getByRole('heading', { name: 'Список разрядников' }).waitFor();
    const list = ru.getByRole('table', { name: 'Список разрядников' });
    // The tournament's players were registered without their ranks' days. Mari Kask's III, which the tournament
    // confirmed, runs its three years from it and is not among the ranks with no day; Õnne Saar's IV is, and so is
    // Pjotr Ivanov's I — surname first, as a Russian list is read.
    await ru.getByRole('button', { name: 'дата неизвестна: 2 разряда' }).click();
    await expect.poll(() => list.locator('tbody tr').count()).toBe(2);
    expect(await list.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(['Ivanov Pjotr', 'Saar Õnne']);
    expect(await list.getByRole('columnheader', { name: 'Фамилия, имя' }).count()).toBe(1);
    expect(await list.getByRole('row', { name: /Ivanov Pjotr/ }).innerText()).toContain('дата неизвестна');
    await ru.getByText('У этих разрядов нет дня').waitFor();
    await screenshot(ru, '65-rank-list-undated-ru');

    await list.getByRole('link', { name: 'Ivanov Pjotr' }).click();
    await ru.getByRole('heading', { name: 'Карточка игрока: Ivanov Pjotr' }).waitFor();
    // The rank's facts (the card's first list; the rating lists have their own below).
    const facts = ru.locator('dl.facts').first();
    expect(await facts.innerText()).toMatch(/Разряд с\s+дата неизвестна/);
    const dating = ru.getByRole('form', { name: 'Дата разряда неизвестна' });
    // A day after today is refused, in Russian, and nothing is written.
    await dating.getByLabel('Выполнен').fill('01.01.2099');
    await dating.getByLabel('Выполнен').press('Enter');
    await dating.getByText('Дата разряда не может быть позже сегодняшнего дня').waitFor();
    await dating.getByLabel('Выполнен').fill('10.05.2024');
    await dating.getByLabel('Выполнен').press('Enter');
    await ru.getByText('Дата разряда указана; три года отсчитываются от неё.').waitFor();
    expect(await facts.innerText()).toMatch(/Разряд с\s+10 мая 2024 г\./);
    expect(await facts.innerText()).toMatch(/Действителен до\s+10 мая 2027 г\./);
    await screenshot(ru, '66-player-card-dated-ru');
    const csv = await fetch(`${served.url}export/register/rankList.csv?lang=ru&undated=1`, {
      headers: { authorization: `Bearer ${served.token}` },
    });
    const rows = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Saar Õnne');
    expect(rows[1]).toContain('дата неизвестна');
    await closeWindow(ru);
  });

  it('a federation’s register comes a hundred ranks at a time, counted whole', async () => {
    await registerPlayers(
      served,
      Array.from({ length: 120 }, (_, i) => ({
        name: `Mängija ${String(i + 1).padStart(3, '0')} Rakverest`,
        rank: 'V',
        club: 'Rakvere',
      })),
    );
    await page.goto(`${served.url}#/ranks`);
    await page.getByLabel('Club').fill('Rakvere');
    const list = page.getByRole('table', { name: 'Rank list' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(100);
    await page.getByRole('status').filter({ hasText: '120' }).waitFor();
    await page.getByRole('button', { name: 'Show more (100 of 120 shown)' }).click();
    await expect.poll(() => list.locator('tbody tr').count()).toBe(120);
    expect(await page.getByRole('button', { name: /Show more/ }).count()).toBe(0);
  });
});
