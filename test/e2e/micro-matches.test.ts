// A round robin of micro-matches at the arbiter's desk: the setting chosen before the draw, each board's two games
// on the round screen ("1·1", "1·2", the second with colours swapped), results typed by keyboard game after game,
// the crosstable counting two games a pair, and the pairings printed with each board's two games.
import { describe, expect, it } from 'vitest';
import type { Schedule } from '#api/views';
import { call } from './api';
import { closeWindow, openWindow, screenshot } from './browser';
import { RoundScreen } from './pages/round-screen';
import { appSession } from './session';

describe('micro-matches', () => {
  const session = appSession();

  it('each board plays two games, entered by keyboard one after the other', async () => {
    const served = session.served;
    const { id } = await call<{ id: number }>(served, 'createTournament', {
      name: 'Eesti MV vene kabes',
      variant: 'russian',
      ruleSet: 'fmjd',
    });
    const page = await openWindow(session.browser);
    await page.goto(served.appUrl);
    await page.goto(`${served.url}#/tournaments/${id}`);
    // The setting, on the Setup tab, before the draw.
    await page.getByRole('checkbox', { name: /Micro-matches: each pairing plays two games/ }).check();
    // Its openings drawn from the FMJD's table, one for the whole round.
    await page.getByLabel('Opening table').selectOption('fmjd-64');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(
        async () =>
          (await call<{ settings: { microMatch: boolean } }>(served, 'getTournament', { id })).settings.microMatch,
      )
      .toBe(true);
    for (const name of ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd', 'Õnne Saar']) {
      const existing = (
        await call<{ players: { id: number; name: string }[] }>(served, 'listPlayers', { search: name })
      ).players.find((p) => p.name === name);
      const playerId = existing?.id ?? (await call<{ id: number }>(served, 'createPlayer', { name })).id;
      await call(served, 'addParticipant', { tournamentId: id, playerId });
    }
    await call(served, 'drawLots', { tournamentId: id, method: 'random', seed: 'MIKRO' });

    // Drawn meanwhile through the contract: the page is opened anew, as after a draw in another window.
    const rounds = new RoundScreen(page);
    await rounds.open(served, id, 1);
    await page.reload();
    const boards = page.getByRole('table', { name: 'Boards of round 1' });
    await boards.locator('tbody tr').nth(3).waitFor();
    await expect
      .poll(() => boards.locator('tbody tr td:first-child').allInnerTexts())
      .toEqual(['1·1', '1·2', '2·1', '2·2']);
    // The round's opening, drawn before any game of it has a result: its moves and its position on a board.
    await page.getByRole('button', { name: 'Draw the opening' }).click();
    const opening = page.getByRole('region', { name: 'Openings of round 1' }).locator('figcaption');
    await expect.poll(() => opening.innerText()).toMatch(/^Every board: \d+-[IVX]+/);
    await screenshot(page, '93-micro-match-opening');
    // Each key saves and moves on to the next game: board 1's two games, then board 2's.
    await rounds.focus(1, 1);
    for (const [key, board] of [
      ['1', '1·1'],
      ['=', '1·2'],
      ['0', '2·1'],
      ['1', '2·2'],
    ] as const) {
      await page.keyboard.press(key);
      await rounds.expectStatus(`Board ${board}:`);
    }
    await rounds.expectCell(1, 4, '2 – 0');
    await screenshot(page, '91-micro-match-round');
    const schedule = await call<Schedule>(served, 'getSchedule', { tournamentId: id });
    const [first, second] = schedule.rounds[0]!.games;
    // The second game of a board has the colours of the first swapped.
    expect([second!.white.no, second!.black.no]).toEqual([first!.black.no, first!.white.no]);
    expect(schedule.rounds[0]!.games.map((g) => g.result)).toEqual(['1-0', '1/2-1/2', '0-1', '1-0']);

    // The crosstable: two games a pair in each cell, the match points beside the game points.
    await page
      .getByRole('tab', { name: 'Crosstable' })
      .or(page.getByRole('link', { name: 'Crosstable' }))
      .first()
      .click();
    const table = page.getByRole('table', { name: 'Crosstable' });
    await table.getByRole('columnheader', { name: 'MP' }).waitFor();
    await screenshot(page, '92-micro-match-crosstable');

    // The pairings on the wall: each board's two games.
    const pairings = await fetch(`${served.url}print/${id}/pairings?lang=en&round=1`).then((r) => r.text());
    expect(pairings).toContain('1·2');
    expect(pairings).toMatch(/Opening: \d+-[IVX]+/);
    await closeWindow(page);
  });
});
