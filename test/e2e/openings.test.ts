// The opening tables, as an arbiter meets them on the Tournaments screen: the FMJD table the app carries with each
// ballot on a board, a table file loaded with the keyboard-reachable file button, and a file with wrong ballots
// refused at its line and column with nothing stored — in Estonian.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call } from './api';
import { closeWindow, openWindow, screenshot } from './browser';
import { appSession } from './session';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', 'openings', name);

describe('opening tables', () => {
  const session = appSession();

  it('shows the shipped table’s ballots on a board, loads a table file, and refuses a wrong one', async () => {
    const served = session.served;
    const page = await openWindow(session.browser);
    await page.goto(served.appUrl);
    await page.getByLabel('Language').selectOption('et');
    await page.goto(`${served.url}#/tournaments`);
    const card = page.getByRole('group', { name: 'Avangutabelid' });
    // The shipped table in the screen's language: its name, source and notes are Estonian.
    await card.getByRole('row', { name: /FMJD avangutabel, vene kabe \(64 välja\).*736/ }).waitFor();

    // The FMJD table: its ballots in full notation, the one chosen on a board.
    await card
      .getByRole('button', { name: /Näita loose/ })
      .first()
      .click();
    const ballots = card.getByRole('group', { name: /FMJD avangutabel/ });
    await ballots.getByText(/^Allikas: FMJD vene kabe \(64 välja\) avangutabel/).waitFor();
    await ballots.getByText(/ühes turniiris loositakse igast paarist ainult üks/).waitFor();
    await ballots.getByLabel('Loos').selectOption('11-IV');
    await expect
      .poll(() => ballots.locator('figcaption').innerText())
      .toContain('a1-a5 a7-h4 (ümberpaigutus) — valge käik');
    await expect.poll(() => ballots.locator('svg circle').count()).toBe(24);
    await screenshot(page, '90-opening-tables-et');

    // A table file with wrong ballots: refused at its first fault, nothing stored.
    await card.locator('input[type=file]').setInputFiles(fixture('older-copy-errors.txt'));
    await card
      .getByText(/older-copy-errors\.txt: Tabelit ei saa laadida \(vigu: 5\); esimene, rida 7, veerg 36: loos 11-I/)
      .waitFor();
    expect(await call<unknown[]>(served, 'listOpeningTables', {})).toHaveLength(1);
    // A good one: loaded, listed, its ballots shown.
    await card.locator('input[type=file]').setInputFiles(fixture('sample.txt'));
    await card
      .getByText('A few ballots of the FMJD table of draw, Russian draughts: laaditud, 6 loosi, iga kontrollitud.')
      .waitFor();
    await card.getByRole('row', { name: /laaditud failist sample\.txt/ }).waitFor();
    await closeWindow(page);
  });
});
