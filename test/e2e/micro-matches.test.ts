// A round robin of micro-matches at the arbiter's desk: the setting chosen before the draw, each board's two games
// on the round screen ("1·1", "1·2", the second with colours swapped), results typed by keyboard game after game,
// the crosstable counting two games a pair, and the pairings printed with each board's two games.
import { describe, expect, it } from 'vitest';
import type { CrosstableView, Schedule, ScheduledGame } from '#api/views';
import {
  CHAMPIONSHIP_PLAYERS,
  RESULT_KEY,
  WITHDRAWAL,
  WITHDRAWAL_TABLE,
  championshipResult,
  expectedMatchCell,
} from '../fixtures/micro-championship';
import { call, drawnInOrder } from './api';
import { closeWindow, openWindow, screenshot } from './browser';
import { RoundScreen } from './pages/round-screen';
import { askAtOnce, pdfText, savePdfWithPages } from './pdf';
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
    await page.getByLabel('Kind of round robin').selectOption('microMatch');
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

describe('a stray key on a round whose opening is not drawn', () => {
  const session = appSession();

  it('after round 1’s last result the cursor is on round 2’s first board; a key there asks, and the opening is drawn', async () => {
    const served = session.served;
    const { id } = await call<{ id: number }>(served, 'createTournament', {
      name: 'Klubi MV mikromatšid',
      variant: 'russian',
      ruleSet: 'fmjd',
    });
    await call(served, 'updateTournamentSettings', { id, microMatch: true, openingTable: 'fmjd-64' });
    const ids: number[] = [];
    for (const name of ['Aare Kivi', 'Birgit Lepp', 'Carl Mets', 'Diana Org'])
      ids.push((await call<{ id: number }>(served, 'createPlayer', { name })).id);
    for (const playerId of ids) await call(served, 'addParticipant', { tournamentId: id, playerId });
    await drawnInOrder(served, id, ids);
    await call(served, 'drawOpening', { tournamentId: id, tableRound: 1, seed: 'R1' });
    const page = await openWindow(session.browser);
    await page.goto(served.appUrl);
    // The rounds tab without a round in its address: it follows the rounds as they are played.
    await page.goto(`${served.url}#/tournaments/${id}/rounds`);
    const rounds = new RoundScreen(page);
    await rounds.cell(1, 4).waitFor();
    await rounds.focus(1, 1);
    for (const board of ['1·1', '1·2', '2·1']) {
      await page.keyboard.press('=');
      await rounds.expectStatus(`Board ${board}:`);
    }
    // The last key completes round 1 (its message stays with round 1): round 2 is shown, the cursor on its first
    // board — not its last.
    await page.keyboard.press('=');
    await rounds.cell(2, 1).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Board 1·1/);
    await page.getByText('The openings of this round are not drawn yet.').waitFor();
    // Ctrl+Z there takes round 1's last result back: round 1 is shown again, the cursor on the board undone and the
    // message with it; the key typed again completes the round once more, the cursor back on round 2's first board.
    await page.keyboard.press('Control+z');
    await rounds.cell(1, 4).waitFor();
    await rounds.expectStatus('Undone: board 2·2 is back to no result.');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Board 2·2/);
    await page.keyboard.press('=');
    await rounds.cell(2, 1).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Board 1·1/);
    // One more key: the result is not written; the screen asks whether to draw the round's opening first.
    await page.keyboard.press('1');
    const question = page.getByRole('dialog');
    await question.getByText(/Round 2's opening is not drawn yet/).waitFor();
    await screenshot(page, '97-micro-match-opening-first');
    await page.keyboard.press('Enter');
    await rounds.expectStatus('Opening drawn:');
    await page.getByRole('button', { name: 'Draw again' }).waitFor();
    await rounds.expectCell(2, 1, '·');
    const schedule = await call<Schedule>(served, 'getSchedule', { tournamentId: id });
    expect(schedule.rounds[1]!.openings).toHaveLength(1);
    expect(schedule.rounds[1]!.games.every((game) => game.result === null)).toBe(true);
    // Played from it, the round's opening stands, and the round says why it is not drawn again.
    await rounds.focus(2, 1);
    await page.keyboard.press('1');
    await rounds.expectStatus('Board 1·1:');
    await page.getByText('The opening stands: a game of this round was played from it.').waitFor();
    expect(await page.getByRole('button', { name: 'Draw again' }).count()).toBe(0);
    await closeWindow(page);
  });
});

describe('the championship at the desk, in Estonian, every day of it: a withdrawal after round 5, the defaults', () => {
  const session = appSession();

  it('set up, every opening drawn on the screen — after the withdrawal too — and two rounds typed by keyboard; the table by match points on screen, paper, CSV, hall and file', async () => {
    const served = session.served;
    const { id } = await call<{ id: number }>(served, 'createTournament', {
      name: 'Eesti meistrivõistlused vene kabes 2026',
      variant: 'russian',
      ruleSet: 'fmjd',
      startDate: '2026-11-27',
      endDate: '2026-11-29',
    });
    const page = await openWindow(session.browser, { locale: 'et-EE' });
    await page.goto(served.appUrl);
    await page.goto(`${served.url}#/tournaments/${id}`);
    // The chief arbiter ticks micro-matches: the screen proposes the EKL's order (match points, 3.2.2's tiebreaks)
    // and says what it means; he chooses the FMJD's table and saves, changing nothing else.
    await page.getByLabel('Turniiri liik').selectOption('microMatch');
    await expect.poll(() => page.getByLabel('Mille järgi on paremusjärjestus').inputValue()).toBe('matchPoints');
    await page.getByText(/Riia koefitsient korrutab vastaste matšipunkte/).waitFor();
    await screenshot(page, '93-micro-match-settings-et');
    expect(await page.getByRole('button', { name: /EKL mikromatšid \(3\.2\.2\)/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByLabel('Avangutabel').selectOption('fmjd-64');
    await page.getByRole('button', { name: 'Salvesta seaded' }).click();
    await expect
      .poll(async () => (await call<{ settings: { tiebreaks: string[] } }>(served, 'getTournament', { id })).settings)
      .toMatchObject({
        microMatch: true,
        matchOrder: 'matchPoints',
        openingTable: 'fmjd-64',
        openingDraw: 'perRound',
        tiebreaks: ['riga', 'matchWins', 'matchH2h', 'smallPoints'],
      });
    // The players registered and numbered as drawn in the hall (the registry and the draw have their own tests).
    const ids: number[] = [];
    for (const name of CHAMPIONSHIP_PLAYERS)
      ids.push((await call<{ id: number }>(served, 'createPlayer', { name })).id);
    for (const playerId of ids) await call(served, 'addParticipant', { tournamentId: id, playerId });
    await drawnInOrder(served, id, ids);

    // Round by round: the opening drawn on the round screen, then the games typed, each key saving its game and
    // moving on to the next board still waiting — the games §38 gave away after the withdrawal are passed over.
    const rounds = new RoundScreen(page, { boardsOf: (r) => `${r}. vooru lauad`, board: (b) => `Laud ${b}` });
    await rounds.open(served, id, 1);
    await page.reload();
    for (let number = 1; number <= 9; number++) {
      if (number === WITHDRAWAL.afterRound + 1)
        await call(served, 'withdrawPlayer', {
          tournamentId: id,
          playerId: ids[WITHDRAWAL.leaver - 1]!,
          afterRound: WITHDRAWAL.afterRound,
        });
      const round = (await call<Schedule>(served, 'getSchedule', { tournamentId: id })).rounds[number - 1]!;
      await rounds.open(served, id, number);
      await rounds.cell(number, 1).waitFor();
      await page.getByRole('button', { name: 'Loosi avang' }).click();
      await page
        .getByRole('region', { name: `Vooru ${number} avangud` })
        .getByText(/^Kõik lauad: \d+-[IVX]+/)
        .waitFor();
      const resultOf = (game: ScheduledGame) =>
        championshipResult({ white: game.white.no, black: game.black.no, leg: game.leg });
      const played = round.games.filter((game) => game.withdrawal === null);
      // The first and the last round typed by keyboard; the rounds between through the contract, as a second
      // arbiter's window would (the keys are the same each round).
      if (number === 1 || number === 9) {
        await rounds.focus(number, round.games.indexOf(played[0]!) + 1);
        for (const game of played) {
          await page.keyboard.press(RESULT_KEY[resultOf(game)!]!);
          await rounds.expectStatus(`Laud ${game.board}·${game.leg}:`);
        }
      } else {
        for (const game of played)
          await call(served, 'recordResult', { tournamentId: id, gameId: game.id, result: resultOf(game) });
      }
    }
    await screenshot(page, '94-micro-championship-round-et');

    // The crosstable on the screen: places, match points (the bold score), game points (small points), the Riga
    // coefficient and matches won as computed by hand, and the line that says what the Riga coefficient multiplies.
    await page.goto(`${served.url}#/tournaments/${id}/crosstable`);
    const table = page.getByRole('table', { name: 'Turniiritabel' });
    await table.locator('tbody tr').nth(9).waitFor();
    const rows = async () =>
      (await table.locator('tbody tr').allInnerTexts()).map((row) => row.split('\t').map((cell) => cell.trim()));
    const heads = (await table.locator('thead th').allInnerTexts()).map((cell) => cell.trim());
    // The headings are set in capitals by the style sheet.
    const at = (short: string) => heads.indexOf(short.toLocaleUpperCase('et'));
    expect(heads).not.toContain('PUNKTID');
    const shown = await rows();
    expect(
      shown.map((row) => ({
        place: row[0],
        no: Number(row[1]),
        points: Number(row[at('VP')]),
        matchPoints: Number(row[at('MP')]),
        riga: Number(row[at('Riia')]),
        matchWins: Number(row[at('VM')]),
      })),
    ).toEqual(WITHDRAWAL_TABLE);
    await page.getByText(/vastase matšipunktid × mängija partiipunktid selles matšis/).waitFor();
    // By place, the columns follow the rows: the winner's row (player 6) against the second (player 2) reads 3:1.
    expect(shown[0]![4]).toBe('×');
    expect(shown[0]![5]).toBe(expectedMatchCell(6, 2));
    await screenshot(page, '95-micro-championship-crosstable-et');
    await page.getByRole('checkbox', { name: 'Näita matšide partiisid' }).check();
    await expect.poll(async () => (await rows())[0]![5]).toMatch(/^3:1\s+(2 1|1 2)$/);
    await screenshot(page, '96-micro-championship-games-et');

    // On paper: the crosstable, and every round's pairings with its opening.
    const openings = (
      await call<{ openings: { tableRound: number; ballot: string }[] }>(served, 'exportTournament', { id })
    ).openings;
    const [crosstablePdf, ...pairingsPdfs] = askAtOnce(
      [
        `${served.url}export/${id}.pdf?lang=et&kind=crosstable`,
        ...[1, 6, 9].map((round) => `${served.url}export/${id}.pdf?lang=et&kind=pairings&round=${round}`),
      ],
      served.token,
    );
    const crosstablePrinted = (await crosstablePdf!).pdf;
    savePdfWithPages('micro-championship-crosstable-et', crosstablePrinted);
    const printed = pdfText(crosstablePrinted);
    for (const row of WITHDRAWAL_TABLE) {
      const name = CHAMPIONSHIP_PLAYERS[row.no - 1]!;
      expect(printed).toMatch(
        new RegExp(
          `${row.place}\\s+${row.no}\\s+${name}[^\\n]*\\s${row.matchPoints}\\s+${row.points}\\s+${row.riga}\\s+${row.matchWins}\\s`,
        ),
      );
    }
    expect(printed).toMatch(/vastase matšipunktid × mängija partiipunktid/);
    for (const [index, round] of [1, 6, 9].entries()) {
      const pairingsPrinted = (await pairingsPdfs[index]!).pdf;
      if (round === 6) savePdfWithPages('micro-championship-pairings-et', pairingsPrinted);
      expect(pdfText(pairingsPrinted)).toContain(openings.find((o) => o.tableRound === round)!.ballot);
    }

    // The CSV the federation gets: the numbers as computed.
    const csv = await fetch(`${served.url}export/${id}.csv?lang=et`, {
      headers: { authorization: `Bearer ${served.token}` },
    });
    const lines = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n');
    const csvHeads = lines[0]!.split(';');
    expect(
      lines.slice(1).map((line) => {
        const cells = line.split(';');
        return [
          cells[0],
          cells[csvHeads.indexOf('Matšipunktid')],
          cells[csvHeads.indexOf('Riia koefitsient')],
          cells[csvHeads.indexOf('Võidetud matšid')],
        ];
      }),
    ).toEqual(WITHDRAWAL_TABLE.map((r) => [r.place, String(r.matchPoints), String(r.riga), String(r.matchWins)]));

    // The hall, switched on from the Tournaments screen: the same table, each cell the match's score.
    await page.getByRole('link', { name: 'Võistlused', exact: true }).click();
    const hallCard = page.getByRole('region', { name: 'Saal' });
    await hallCard.getByRole('checkbox', { name: /Näita saalis/ }).click();
    await hallCard.getByTestId('hall-url').waitFor();
    const hallUrl = await hallCard.getByTestId('hall-url').innerText();
    const hallPage = await fetch(`${hallUrl}t/${id}/crosstable?lang=et`).then((r) => r.text());
    expect(hallPage).toContain(`>${expectedMatchCell(6, 2)}<`);
    expect(hallPage).toContain('vastase matšipunktid × mängija partiipunktid');
    for (const row of WITHDRAWAL_TABLE) expect(hallPage).toContain(CHAMPIONSHIP_PLAYERS[row.no - 1]!);
    await hallCard.getByRole('checkbox', { name: /Näita saalis/ }).click();
    await hallCard.getByTestId('hall-url').waitFor({ state: 'detached' });

    // The tournament file: exported, read back as a copy, exported again — the same file, the same table.
    const file = await call<{ name: string; trail: unknown[] }>(served, 'exportTournament', { id });
    const copy = await call<{ id: number }>(served, 'importTournament', {
      file: { ...file, name: `${file.name} (koopia)` },
    });
    const again = await call<{ name: string; trail: unknown[] }>(served, 'exportTournament', { id: copy.id });
    expect({ ...again, name: file.name, trail: [] }).toEqual({ ...file, trail: [] });
    const readBack = await call<CrosstableView>(served, 'getCrosstable', { tournamentId: copy.id });
    expect(readBack.players.map((p) => [p.place, p.no, p.riga, p.matchWins])).toEqual(
      WITHDRAWAL_TABLE.map((r) => [r.place, r.no, r.riga, r.matchWins]),
    );
    await closeWindow(page);
  });
});
