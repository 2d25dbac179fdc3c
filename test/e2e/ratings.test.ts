// Ratings at the desk, in Estonian: FMJD's rating list imported on its screen (its day read from its name, players
// found by name chosen by the arbiter, a wrong row said at its line and column), the championship's title norms on
// the norms screen, the player's card with his rating, and the report for the federation printed.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, drawnInOrder } from './api';
import { closeWindow, openWindow, screenshot } from './browser';
import { askAtOnce, pdfText, savePdfWithPages } from './pdf';
import { appSession } from './session';

const list = path.join(import.meta.dirname, '..', 'fixtures', 'ratings', 'V261001.DRA');
/** The worked example's field (docs/ratings.md), in lot order. */
const FIELD = [
  ['Ülevain', 'Õnne'],
  ['van der Berg', 'Jan'],
  ['Šmidt', 'Peeter'],
  ['Nõmm', 'Kristjan'],
  ['de Vries', 'Pieter'],
  ['Žukov', 'Rein'],
  ['Laas', 'Siim'],
  ['Saar', 'Aadu'],
  ['Tamm', 'Jaan'],
  ['Petrov', 'Aleksandr'],
  ['Sepp', 'Ants'],
  ['Paju', 'Ülo'],
] as const;

describe('ratings at the desk', () => {
  const session = appSession();

  it('imports FMJD’s list, shows today’s title norms, and prints the report for the federation', async () => {
    const served = session.served;
    const ids: number[] = [];
    for (const [surname, givenNames] of FIELD)
      ids.push((await call<{ id: number }>(served, 'createPlayer', { surname, givenNames })).id);
    const page = await openWindow(session.browser, { locale: 'et-EE' });
    await page.goto(served.appUrl);
    await page.getByRole('link', { name: 'Impordi reitingunimekiri…' }).click();
    await page.getByRole('heading', { name: 'Reitingunimekiri registrisse' }).waitFor();
    await page.getByLabel('Nimekirja fail').setInputFiles(list);
    // The list's day from its name; everyone found by name, to be chosen; the wrong rows said where they are.
    await page
      .getByText('Loetud mängijaid 18; neist siin registris: 13; registris pole: 5; vigaseid ridu: 2.')
      .waitFor();
    await page.getByText('Rida 16, veerg F: „XX“ ei ole FMJD tiitel (GMI, MI, MF, GMIF, MIF, MFF)').waitFor();
    const rows = page.getByRole('table', { name: 'Nimekirjas olevad registreeritud mängijad' });
    // Nothing is taken by its name alone. The eleven whose names the list gives once are chosen at once, after being
    // read; Jaan Tamm, whom the list names twice (another FMJD ID, rated 1987, on line 14), is chosen by keyboard.
    await page.getByRole('button', { name: 'Vali kõik üheselt nime järgi leitud mängijad (11)' }).click();
    await rows.getByRole('row', { name: /^21\b.*sinu valitud/ }).waitFor();
    for (const line of [2]) {
      await rows.getByRole('combobox', { name: new RegExp(`^Rea ${line} mängija`) }).focus();
      await page.keyboard.press('ArrowDown');
      await rows.getByRole('row', { name: new RegExp(`^${line}\\b.*sinu valitud`) }).waitFor();
    }
    await page.getByRole('button', { name: 'Salvesta 12 reitingut' }).waitFor();
    await screenshot(page, '97-ratings-import-et');
    await page.getByRole('button', { name: 'Salvesta 12 reitingut' }).click();
    await page
      .getByRole('dialog')
      .getByText(/Kas salvestada 12 reitingut nimekirjast FMJD 100\?/)
      .waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Salvestati 12 reitingut.').waitFor();

    // The championship: ratings frozen as the players are entered, the results through the contract.
    const { id } = await call<{ id: number }>(served, 'createTournament', {
      name: 'Eesti meistrivõistlused 2026',
      variant: 'international',
      ruleSet: 'fmjd',
      startDate: '2026-11-20',
      endDate: '2026-11-26',
    });
    for (const playerId of ids) await call(served, 'addParticipant', { tournamentId: id, playerId });
    const schedule = await drawnInOrder(served, id, ids);
    for (const round of schedule.rounds)
      for (const game of round.games) {
        const pair = [Math.min(game.white.no, game.black.no), Math.max(game.white.no, game.black.no)].join('-');
        const result = pair === '3-12' || pair === '1-7' ? '1/2-1/2' : game.white.no < game.black.no ? '1-0' : '0-1';
        await call(served, 'recordResult', { tournamentId: id, gameId: game.id, result });
      }

    await page.goto(`${served.url}#/tournaments/${id}/norms`);
    const card = page.getByRole('region', { name: 'Tänapäeva tiitlinormid (EKL)' });
    await card
      .getByText(
        'Keskmine reiting 2441 (nimekirjas FMJD 100 reitinguga mängijaid 12/12; reitinguta mängijaid ei arvestata). Tabel 1, meeste read, 2425–2449: MS 53 %, SM 73 %.',
      )
      .waitFor();
    await card.getByText('Vaja punkte 11 partiist: MS 12, SM 17').waitFor();
    const norms = (await card.locator('tbody tr td:last-child').allInnerTexts()).map((cell) => cell.trim());
    expect(norms).toEqual(['SM', 'SM', 'SM', 'MS', 'MS', 'MS', '–', '–', '–', '–', '–', '–']);
    await screenshot(page, '98-title-norms-et');

    // The report, printed: in 2–1–0, each player with his FMJD ID, federation, title and rating.
    const [report] = askAtOnce([`${served.url}export/${id}.pdf?lang=et&kind=ratingReport`], served.token);
    const printed = (await report!).pdf;
    savePdfWithPages('rating-report-et', printed);
    const text = pdfText(printed);
    expect(text).toContain('Aruanne liidule ja FMJD-le: turniiritabel ja reitingud');
    expect(text).toMatch(/1\s+1\s+Õnne Ülevain\s+16315\s+EST\s+GMI\s+2532/);

    // The player's card: his rating on FMJD's list, with the list's day and its file.
    await page.goto(`${served.url}#/players/${ids[0]}`);
    const ratings = page.getByRole('region', { name: 'Reitingunimekirjad' });
    await ratings.getByRole('row', { name: /FMJD 100\s+2532\s+GMI\s+1\. okt 2026\s+V261001\.DRA/ }).waitFor();
    await closeWindow(page);
  });
});
