// A score sheet typed by keyboard on the round screen: a mistake found at once with its number, side and why,
// corrected, saved with the game, and replayed with ← → Home End beside a board.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '#api/views';
import { call, tournamentWithDraw } from './api';
import { closeWindow, downloaded, openWindow, screenshot } from './browser';
import { RoundScreen } from './pages/round-screen';
import { appSession } from './session';

describe('a score sheet typed on the round screen', () => {
  const session = appSession();
  let id: number;

  beforeAll(async () => {
    id = await tournamentWithDraw(session.served, 'Kalevi karikas', 'ussr1953', 'SHEET');
  });

  it('says the first wrong move as it is typed, keeps the corrected sheet, and replays it', async () => {
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    const rounds = new RoundScreen(page);
    await rounds.open(session.served, id, 1);
    await rounds.focus(1, 1);
    const panel = rounds.panel(1);
    await panel.getByRole('tab', { name: 'Score sheet' }).click();
    const sheet = panel.getByLabel('Moves as on the score sheet');
    await sheet.focus();
    await page.keyboard.type('1. c3-d4 f6-g5 2. d4-e5 d6xf4 3. c1-d2');
    await panel
      .getByText('3. White c1-d2: a capture is compulsory: g3:e5 (4 half-moves before it are legal)')
      .waitFor();
    await screenshot(page, '57-score-sheet-mistake');
    for (let i = 0; i < 'c1-d2'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('g3:e5 b6-a5');
    await panel.getByText('6 half-moves, every one legal.').waitFor();
    await panel.getByRole('button', { name: 'Save the score sheet' }).click();
    await panel.getByText('Score sheet saved: 6 half-moves played.').waitFor();

    const replay = panel.getByRole('region', { name: 'Replay' });
    await replay.focus();
    const at = replay.getByTestId('replay-at');
    expect(await at.innerText()).toBe('After 3. Black b6-a5');
    await page.keyboard.press('Home');
    expect(await at.innerText()).toBe('The start position');
    await page.keyboard.press('ArrowRight');
    expect(await at.innerText()).toBe('After 1. White c3-d4');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    expect(await at.innerText()).toBe('After 3. White g3:e5');
    await screenshot(page, '58-score-sheet-replay');

    // The score sheet printed: the moves in two columns, the final position, the signatures.
    const schedule = await call<Schedule>(session.served, 'getSchedule', { tournamentId: id });
    const gameId = schedule.rounds[0]!.games[0]!.id;
    const printed = await openWindow(session.browser);
    await printed.goto(`${session.served.url}print/${id}/scoreSheet?lang=en&game=${gameId}`);
    expect(await printed.locator('table.moves tbody tr').count()).toBe(3);
    await screenshot(printed, '59-score-sheet-printout');
    await closeWindow(printed);

    // The 1953 draw claims on the kept moves.
    await panel.getByRole('button', { name: 'Check a draw claim (§16, §31)' }).click();
    expect(await panel.getByTestId('claims').innerText()).toBe(
      'No draw claim is supported by the 6 half-moves of the record.',
    );
    // Adjourned now: the envelope takes the position and the move number from the sheet.
    await panel.getByRole('tab', { name: 'Adjournment and envelope' }).click();
    await panel.getByText('The position and the move number are taken from the score sheet (6 half-moves).').waitFor();
    expect(await panel.getByLabel('Number of the sealed move').inputValue()).toBe('4');
    expect(await panel.getByLabel('Position as text (PDN)').inputValue()).toBe(
      'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,e5:Ba5,g5,h6,a7,c7,e7,g7,b8,d8,f8,h8',
    );

    // The next move made on a board by two clicks: the piece, then where it goes.
    await panel.getByRole('tab', { name: 'Score sheet' }).click();
    await panel.getByText('Make the moves on a board').click();
    await panel.getByRole('button', { name: 'a3: white man', exact: true }).click();
    await panel.getByRole('button', { name: 'b4: empty', exact: true }).click();
    expect(await sheet.inputValue()).toMatch(/3\. g3:e5 b6-a5\s+4\. a3-b4$/);
    await panel.getByText('7 half-moves, every one legal.').waitFor();
    await closeWindow(page);
  });

  it('imports a round’s score sheets from a PDN file: previewed against the schedule, then stored', async () => {
    const schedule = await call<Schedule>(session.served, 'getSchedule', { tournamentId: id });
    const round2 = schedule.rounds.find((r) => r.round === 2)!.games;
    // Names as another program writes them: surname first, with a comma.
    const surnameFirst = (name: string) => name.split(' ').reverse().join(', ');
    const pdn = round2
      .map(
        (g) =>
          `[Round "2"]\n[White "${surnameFirst(g.white.name)}"]\n[Black "${surnameFirst(g.black.name)}"]\n[GameType "25"]\n\n1. c3-d4 f6-g5 2. g3-h4 *\n`,
      )
      .join('\n');
    const file = path.join(session.folder, 'voor-2.pdn');
    fs.writeFileSync(file, pdn);
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    const rounds = new RoundScreen(page);
    await rounds.open(session.served, id, 2);
    await page.getByLabel('Import score sheets (PDN)…').setInputFiles(file);
    const preview = page.getByRole('table', { name: 'The file’s games and their games in the schedule' });
    await preview.waitFor();
    expect(await preview.locator('tbody tr').first().innerText()).toContain('round 2, board 1');
    await screenshot(page, '60-score-sheets-import');
    await page.getByRole('button', { name: 'Store 2 score sheets' }).click();
    await page.getByText('2 score sheets stored.').waitFor();
    for (const g of round2)
      expect(
        (await call<{ moves: unknown[] }>(session.served, 'getGameRecord', { tournamentId: id, gameId: g.id })).moves,
      ).toHaveLength(3);
    // And out again: every kept sheet in one PDN file, its players as the tournament writes them.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export every score sheet (PDN)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdn$/);
    const exported = (await downloaded(download)).toString('utf8');
    for (const g of round2) expect(exported).toContain(`[White "${g.white.name}"]\n[Black "${g.black.name}"]`);
    expect(exported).toContain('1. c3-d4 f6-g5 2. g3-h4 *');
    await closeWindow(page);
  });
});
