// A messy event, through the UI: ten players, three of whom leave at different rounds (one before half of his
// games, one with forfeits of his own, one after half), a game adjourned and resumed, an incident recorded and
// undone — and the table that comes out is the one the rules engine decides.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrosstableView, Schedule, ScheduledGame } from '#api/views';
import { call, drawnInOrder } from './api';
import { downloaded, openWindow, screenshot } from './browser';
import { CrosstableScreen } from './pages/crosstable-screen';
import { RoundScreen } from './pages/round-screen';
import { appSession, type Served } from './session';

const NAMES = [
  'Jaan Tamm',
  'Mari Kask',
  'Peeter Mänd',
  'Õnne Saar',
  'Toomas Kuusk',
  'Liis Lepp',
  'Ants Pihlak',
  'Kadri Vaher',
  'Rein Haab',
  'Tiina Paju',
];
/** The three who leave, by lot number: before half, with forfeits of his own, after half. */
const [EARLY, FORFEITER, LATE] = [10, 9, 8];

describe('a messy event: three withdrawals, an adjournment, an incident undone', () => {
  const session = appSession();
  let served: Served;
  let page: Page;
  let roundScreen: RoundScreen;
  let id: number;
  let ids: number[];

  const schedule = () => call<Schedule>(served, 'getSchedule', { tournamentId: id });
  const involves = (g: ScheduledGame, no: number) => g.white.no === no || g.black.no === no;
  /** Enters every open game of a round through the contract, except those the test handles itself. */
  async function enterByApi(round: number, except: (g: ScheduledGame) => boolean = () => false) {
    const games = (await schedule()).rounds.find((r) => r.round === round)!.games;
    for (const game of games) {
      if (game.withdrawal || game.result !== null || except(game)) continue;
      await call(served, 'recordResult', {
        tournamentId: id,
        gameId: game.id,
        result: game.board % 3 === 0 ? '1/2-1/2' : game.board % 2 === 0 ? '0-1' : '1-0',
      });
    }
  }
  async function withdrawThroughUi(no: number, afterRound: number): Promise<string> {
    await page.goto(`${served.url}#/tournaments/${id}`);
    await page.getByRole('button', { name: `Withdraw: ${NAMES[no - 1]}` }).click();
    await page.getByLabel('After round').selectOption(String(afterRound));
    await page.getByRole('button', { name: 'Record the withdrawal' }).click();
    const said = page.getByRole('status').filter({ hasText: `${NAMES[no - 1]} left after round ${afterRound}:` });
    await said.waitFor();
    return said.innerText();
  }

  beforeAll(async () => {
    served = session.served;
    page = await openWindow(session.browser);
    roundScreen = new RoundScreen(page);
    // The printed URL carries the write token; the tab keeps it for later navigation.
    await page.goto(served.appUrl);
    ({ id } = await call<{ id: number }>(served, 'createTournament', {
      name: 'Tartu lahtised 2026',
      variant: 'russian',
      ruleSet: 'ussr1953',
      venue: 'Tartu',
      startDate: '2026-03-14',
      endDate: '2026-03-22',
    }));
    ids = [];
    for (const name of NAMES) ids.push((await call<{ id: number }>(served, 'createPlayer', { name, rank: 'II' })).id);
    for (const playerId of ids) await call(served, 'addParticipant', { tournamentId: id, playerId });
    await drawnInOrder(served, id, ids);
  });

  it('round 1 with the keyboard; the first player leaves after 2 of 9 games: annulled, marked in the list', async () => {
    await roundScreen.open(served, id, 1);
    await roundScreen.enterKeys(1, ['1', '0', '=', '1', '0']);
    await expect.poll(async () => (await schedule()).rounds[0]!.complete).toBe(true);
    await enterByApi(2);
    const said = await withdrawThroughUi(EARLY, 2);
    expect(said).toContain(
      '2 of 9 games played against the players still in the table → fewer than half → their games are annulled',
    );
    await page
      .getByRole('table', { name: 'Participants (10)' })
      .getByText('left after round 2, removed from the table')
      .waitFor();
    await screenshot(page, '40-event-withdrawal-annulled');
  });

  it('round 3: a no-show, an adjournment through its envelope; the removed player’s game shows annulled', async () => {
    const round3 = (await schedule()).rounds[2]!.games;
    const forfeiterGame = round3.find((g) => involves(g, FORFEITER))!;
    // The forfeiter did not appear (§32): his forfeits are not played games when §38 counts.
    await call(served, 'recordIncident', {
      tournamentId: id,
      gameId: forfeiterGame.id,
      kind: 'noShow',
      side: forfeiterGame.white.no === FORFEITER ? 'white' : 'black',
    });
    const adjourned = round3.find((g) => !involves(g, EARLY) && !involves(g, FORFEITER) && !involves(g, LATE))!;
    await enterByApi(3, (g) => g.id === adjourned.id);

    await roundScreen.open(served, id, 3);
    const annulledBoard = round3.find((g) => involves(g, EARLY))!;
    await roundScreen.expectCell(3, annulledBoard.board, 'annulled');
    // Only the removed player's name is struck out: the opponent plays on.
    const struck = await page
      .getByRole('table', { name: 'Boards of round 3' })
      .locator('tbody tr')
      .nth(annulledBoard.board - 1)
      .locator('td')
      .evaluateAll((cells) =>
        cells.filter((cell) => getComputedStyle(cell).textDecorationLine === 'line-through').map((c) => c.textContent),
      );
    expect(struck).toEqual([NAMES[EARLY - 1]]);
    await roundScreen.press(3, adjourned.board, 'a');
    const envelope = roundScreen.envelope(adjourned.board);
    // A paper envelope: the move stays on the scoresheet until the opening.
    await envelope.fill({ position: 'B:Wc3,e3,g3:Bb6,d6,f6', moveNumber: '31', whiteUsed: '2:10', blackUsed: '2:25' });
    await envelope.seal();
    await roundScreen.expectCell(3, adjourned.board, 'adj.');
    await screenshot(page, '41-event-round-3');
  });

  it('round 4: an incident replaces a result only when confirmed, and Ctrl+Z undoes it with its result', async () => {
    const round4 = (await schedule()).rounds[3]!.games;
    const target = round4.find((g) => !involves(g, EARLY) && !involves(g, FORFEITER) && !involves(g, LATE))!;
    await enterByApi(4, (g) => g.id === target.id);
    await roundScreen.open(served, id, 4);
    await roundScreen.press(4, target.board, '1');
    await roundScreen.expectCell(4, target.board, '1 – 0');
    await roundScreen.focus(4, target.board);
    const panel = roundScreen.panel(target.board);
    await panel.getByRole('tab', { name: 'Incidents' }).click();
    await panel.getByLabel('Incident', { exact: true }).selectOption('noShow');
    await panel.getByLabel('Player', { exact: true }).selectOption('white');
    await panel.getByRole('button', { name: 'Record the incident' }).click();
    await page.getByRole('dialog').getByText('the incident replaces it').waitFor();
    await page.keyboard.press('Enter');
    await roundScreen.expectCell(4, target.board, '− – +');
    await panel.getByRole('table', { name: 'Incidents' }).waitFor();
    await roundScreen.press(4, target.board, 'Control+z');
    await roundScreen.expectStatus(`Incident undone: board ${target.board} is back to 1 – 0.`);
    await roundScreen.expectCell(4, target.board, '1 – 0');
    expect(await call<unknown[]>(served, 'listIncidents', { tournamentId: id, gameId: target.id })).toEqual([]);
  });

  it('the adjourned game is resumed: the paper envelope’s move typed at the opening, then finished', async () => {
    const adjourned = (await schedule()).rounds[2]!.games.find((g) => g.result === 'adjourned')!;
    await roundScreen.open(served, id, 3);
    await roundScreen.focus(3, adjourned.board);
    await roundScreen.envelope(adjourned.board).open('150', 'd6-c5');
    await roundScreen.panel(adjourned.board).getByText('Sealed move reads d6-c5.').waitFor();
    await roundScreen.press(3, adjourned.board, '=');
    await roundScreen.expectCell(3, adjourned.board, '½ – ½');
    await expect.poll(async () => (await schedule()).rounds[2]!.complete).toBe(true);
  });

  it('two more leave — one with forfeits of his own, one after half — and every decision is shown with its numbers', async () => {
    await enterByApi(5);
    // §38 counts the forfeiter's games against the players still in the table that took place.
    const games = (await schedule()).rounds.slice(0, 5).flatMap((r) => r.games);
    const his = games.filter((g) => involves(g, FORFEITER) && !involves(g, EARLY));
    const played = his.filter((g) => ['1-0', '0-1', '1/2-1/2'].includes(g.result!)).length;
    const said = await withdrawThroughUi(FORFEITER, 5);
    expect(said).toContain(
      `${played} of 8 games played against the players still in the table → ${played * 2 >= 8 ? 'at least half' : 'fewer than half'}`,
    );

    await enterByApi(6);
    const late = await withdrawThroughUi(LATE, 6);
    expect(late).toMatch(
      /\d of \d games played against the players still in the table → at least half → their \d unplayed games? (is|are) \+/,
    );
    await screenshot(page, '42-event-three-withdrawals');

    // A result the last withdrawal was decided on is cleared by a slip (Backspace): refused at once — not first
    // confirmed as a replaced result — and it stays.
    const rounds = (await schedule()).rounds;
    const inRound = rounds.findIndex((r) => r.games.some((g) => involves(g, LATE) && !g.withdrawal)) + 1;
    const rested = rounds[inRound - 1]!.games.find((g) => involves(g, LATE) && !g.withdrawal)!;
    await roundScreen.open(served, id, inRound);
    await roundScreen.press(inRound, rested.board, 'Backspace');
    await page
      .getByRole('alert')
      .filter({ hasText: `§38 was decided for ${NAMES[LATE - 1]}, who left after round 6,` })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const after = (await schedule()).rounds[inRound - 1]!.games.find((g) => g.id === rested.id)!;
    expect(after.result).toBe(rested.result);
  });

  it('the last rounds are entered — nothing of a removed player holds them up — and the table is the engine’s', async () => {
    // The view following play (no round in its address): round 8's last result moves it to round 9; Ctrl+Z there —
    // the schedule read again, as players have left — brings round 8 back with the cursor on the board undone.
    await enterByApi(7);
    const open8 = (await schedule()).rounds[7]!.games.filter((g) => g.result === null && !g.withdrawal).at(-1)!;
    await enterByApi(8, (g) => g.id === open8.id);
    await page.goto(`${served.url}#/tournaments/${id}/rounds`);
    await page.reload();
    await roundScreen.press(8, open8.board, '1');
    await roundScreen.cell(9, 1).waitFor();
    await page.keyboard.press('Control+z');
    await roundScreen.expectStatus(`Undone: board ${open8.board} is back to no result.`);
    const cursor = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await expect.poll(cursor).toMatch(new RegExp(`^Board ${open8.board},`));
    await page.keyboard.press('1');
    await roundScreen.cell(9, 1).waitFor();
    // Entered elsewhere (another window, the command line) while this window shows round 9: coming back to the
    // window — the browser's focus event — reads the rounds again.
    await enterByApi(9);
    const final = await schedule();
    expect(final.rounds.every((r) => r.complete)).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const chipsNow = page.getByRole('navigation', { name: 'Rounds' });
    await expect.poll(async () => (await chipsNow.innerText()).match(/✓/g)?.length).toBe(9);
    await page.goto(`${served.url}#/tournaments/${id}/rounds/9`);
    const chips = await page.getByRole('navigation', { name: 'Rounds' }).innerText();
    expect(chips.match(/✓/g)).toHaveLength(9);
    await screenshot(page, '43-event-last-round');

    const table = await call<CrosstableView>(served, 'getCrosstable', { tournamentId: id });
    expect(table.withdrawals.map((w) => w.no)).toEqual([EARLY, FORFEITER, LATE]);
    expect(table.removed).toContain(EARLY);
    const crosstable = new CrosstableScreen(page);
    await crosstable.open(served, id);
    await expect.poll(() => crosstable.rows().count()).toBe(table.players.length);
    for (const w of table.withdrawals) await page.getByText(`${w.name} left after round ${w.afterRound}:`).waitFor();
    await screenshot(page, '44-event-crosstable');
  });

  it('is closed through the screen: results locked, the list says finished; a mistaken tournament is deleted with its file saved', async () => {
    await page.goto(`${served.url}#/tournaments/${id}`);
    await page.getByRole('button', { name: 'Close the tournament' }).click();
    await page.getByRole('dialog').getByText('Close Tartu lahtised 2026?').waitFor();
    await page.keyboard.press('Enter');
    await page.getByText(/^Finished — results locked/).waitFor();
    await screenshot(page, '45-event-closed');
    const game = (await schedule()).rounds[8]!.games.find((g) => !g.withdrawal)!;
    await expect(
      call(served, 'recordResult', { tournamentId: id, gameId: game.id, result: '0-1', confirm: true }),
    ).rejects.toThrow('is closed: its results are locked');

    const { id: mistaken } = await call<{ id: number }>(served, 'createTournament', {
      name: 'Vale turniir',
      variant: 'russian',
      ruleSet: 'ussr1953',
    });
    await page.goto(`${served.url}#/tournaments`);
    const list = page.getByRole('table', { name: 'Tournaments' });
    await expect
      .poll(async () => (await list.locator('tr', { hasText: 'Tartu lahtised 2026' }).innerText()).includes('Finished'))
      .toBe(true);
    expect(await list.locator('tr', { hasText: 'Vale turniir' }).innerText()).toContain('Not drawn');
    // Ten entered, whatever §38 did to three of them: the list counts the tournament's participants.
    expect(await list.locator('tr', { hasText: 'Tartu lahtised 2026' }).getByRole('cell').nth(3).innerText()).toBe(
      '10',
    );
    await page.getByRole('button', { name: 'Delete: Vale turniir' }).click();
    await page.getByRole('dialog').getByText('Delete the tournament Vale turniir?').waitFor();
    await page.keyboard.press('Enter');
    await page.getByText(/Vale turniir is deleted\. Its file was saved to .*Vale-turniir-\d+\.kabe\.json/).waitFor();
    await expect.poll(() => list.locator('tr', { hasText: 'Vale turniir' }).count()).toBe(0);
    expect(mistaken).toBeGreaterThan(id);
    await screenshot(page, '46-event-list');
  });

  it('is exported, imported back through the screen and compared; the whole database is backed up from the screen', async () => {
    await page.goto(`${served.url}#/tournaments/${id}/crosstable`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export tournament file' }).click(),
    ]);
    const exported = JSON.parse((await downloaded(download)).toString('utf8'));
    expect(exported).toEqual(await call(served, 'exportTournament', { id }));
    // The arbiter's file goes back in through the tournaments screen, byte-order mark and all.
    const file = path.join(session.folder, 'Tartu-lahtised-2026.json');
    fs.writeFileSync(file, `\uFEFF${JSON.stringify(exported, null, 2)}`);
    await page.goto(`${served.url}#/tournaments`);
    await page.getByLabel('Import a tournament file…').setInputFiles(file);
    // The tournament is already in the database: a second copy only when the arbiter confirms it.
    const asked = page.getByRole('dialog');
    await asked
      .getByText(
        `Tartu-lahtised-2026.json: The database already has Tartu lahtised 2026 with the same variant and start date ` +
          `(tournament ${id}); importing the file again makes a second copy of it. Import it anyway?`,
      )
      .waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/#\/tournaments\/\d+$/);
    const copy = Number(/#\/tournaments\/(\d+)$/.exec(page.url())![1]);
    expect(copy).not.toBe(id);
    await page.getByText(/^Finished — results locked/).waitFor();
    const original = await call<CrosstableView>(served, 'getCrosstable', { tournamentId: id });
    const imported = await call<CrosstableView>(served, 'getCrosstable', { tournamentId: copy });
    expect(imported.players).toEqual(original.players);
    expect(imported.withdrawals.map(({ playerId: _p, ...w }) => w)).toEqual(
      original.withdrawals.map(({ playerId: _p, ...w }) => w),
    );
    expect(await call(served, 'exportTournament', { id: copy })).toEqual(exported);

    await page.goto(`${served.url}#/tournaments`);
    const [backup] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Back up the database' }).click(),
    ]);
    expect(backup.suggestedFilename()).toMatch(/^kabe-arbiter-\d{4}-\d{2}-\d{2}-\d{4}\.sqlite$/);
    expect((await downloaded(backup)).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    await page.getByText('The backup is downloaded.').waitFor();
    // Copies were made by themselves before the draw and the import.
    expect(
      fs.readdirSync(path.join(session.folder, 'backups', 'automatic')).some((name) => name.includes('before-import')),
    ).toBe(true);
    await screenshot(page, '47-event-files');
  });
});
