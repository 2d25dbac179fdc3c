// A whole tournament run from the app like an arbiter runs it, results entered with the keyboard only: a 6-player
// round robin with a forfeit and a double forfeit, checked against the rules engine; then a 5-player one with byes.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CrosstableView } from '#api/views';
import { cli, projectRoot } from '../support/cli';
import { call, drawnInOrder, fmjdLettered } from './api';
import { arbiterSession } from './arbiter-session';
import { closeWindow, downloaded, openWindow, screenshot } from './browser';
import { CrosstableScreen } from './pages/crosstable-screen';
import { RoundScreen } from './pages/round-screen';
import { waitForStatus } from './pages/status';
import { askAtOnce, pdfText, savePdfWithPages } from './pdf';
import { appSession } from './session';

const tartu = JSON.parse(fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'tartu-6.json'), 'utf8')) as {
  players: { no: number; name: string; rank: string }[];
  games: { round: number; white: number; black: number; result: string }[];
};

/** The key that enters a result (from White's side) in the round view. */
const KEY: Record<string, string> = { '1-0': '1', '0-1': '0', '1/2-1/2': '=', '+/-': '+', '-/+': '-', '-/-': 'x' };

async function enterRound(page: Page, round: number, results: string[]) {
  await page.goto(`${page.url().split('#')[0]}#/tournaments/${tournamentId}/rounds/${round}`);
  await page.getByRole('heading', { name: `Round ${round}`, exact: true }).waitFor();
  await new RoundScreen(page).enterKeys(
    round,
    results.map((result) => KEY[result]!),
  );
  await page.getByText('Complete: every board has a final result.').waitFor();
}

let tournamentId = 0;

describe('a 6-player tournament from the draw to the norm report', () => {
  const session = arbiterSession(async (served) => {
    for (const player of tartu.players) await call(served, 'createPlayer', { name: player.name, rank: player.rank });
  });

  it('creates the tournament and enters the participants with the keyboard', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Tournaments' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.type('Tartu lahtised 2026');
    await page.getByLabel('Venue').focus();
    await page.keyboard.type('Tartu Kabeklubi');
    await page.getByLabel('Chief arbiter').focus();
    await page.keyboard.type('Aino Kohtunik');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Tartu lahtised 2026' }).waitFor();
    tournamentId = Number(/#\/tournaments\/(\d+)/.exec(page.url())![1]);

    const picker = page.getByRole('combobox', { name: 'Player from the registry' });
    for (const player of tartu.players) {
      await picker.focus();
      await page.keyboard.type(player.name);
      await page.keyboard.press('Enter');
      await waitForStatus(page, `${player.name} added.`);
    }
    await page.getByText('Participants (6)').waitFor();
  });

  it('sets the time control and tiebreaks, then draws the numbers as drawn in the hall', async () => {
    const { page } = session;
    // A base time with an increment offers the FMJD's 80 min + 60 s to start from; back to sessions before saving.
    await page.getByLabel('Kind of time control').selectOption('increment');
    expect(await page.getByLabel("Each player's time, minutes").inputValue()).toBe('80');
    expect(await page.getByLabel('Increment a move, seconds').inputValue()).toBe('60');
    await page.getByLabel('Kind of time control').selectOption('movesPerHour');
    await page.getByLabel('Time control', { exact: true }).focus();
    await page.keyboard.press('ArrowDown'); // 18 moves an hour
    // A preset fills the tiebreak slots; the 1953 one puts this app's order back before saving.
    // The EKL's and the FMJD's order is one button (they break ties alike), shown as chosen once chosen.
    await page.getByRole('button', { name: /^EKL and FMJD round robin/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Tiebreak 3').inputValue()).toBe('higherPlaced');
    expect(await page.getByRole('button', { name: /EKL and FMJD round robin/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: /^1953/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Tiebreak 3').inputValue()).toBe('h2h');
    expect(await page.getByRole('button', { name: /^1953/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Save settings' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Settings saved.').waitFor();
    expect(await page.getByLabel('Time control', { exact: true }).inputValue()).toBe('18');

    await page.getByLabel('Drawn in the hall, entered by hand').focus();
    await page.keyboard.press('Space');
    for (const player of tartu.players) {
      await page.getByLabel(`Number of ${player.name}`).focus();
      await page.keyboard.type(String(player.no));
    }
    await page.getByRole('button', { name: 'Draw lots' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Numbers drawn in the hall and entered by hand.').waitFor();
    const numbers = await page.getByRole('table', { name: 'Participants (6)' }).locator('tbody tr').allInnerTexts();
    expect(numbers.map((row) => row.split('\t').slice(0, 2).join(' '))).toEqual(
      tartu.players.map((p) => `${p.no} ${p.name}`),
    );
    await screenshot(page, '10-setup-after-draw');
  });

  it('refuses a participant after the draw, with a message', async () => {
    const { served } = session;
    const late = await call<{ id: number }>(served, 'createPlayer', { name: 'Hiline Mängija' });
    const error = await call(served, 'addParticipant', { tournamentId, playerId: late.id }).catch(
      (e: Error) => e.message,
    );
    expect(error).toBe('addParticipant: Participants cannot be added after the draw; Hiline Mängija was not added.');
  });

  it('a settings form opened before another window saved: the other window’s changes stay, a clash is asked about', async () => {
    const { served, page } = session;
    const other = await openWindow(session.browser);
    await other.goto(served.appUrl);
    await other.getByRole('link', { name: 'Tournaments' }).waitFor();
    await other.goto(`${served.url}#/tournaments/${tournamentId}`);
    await other.getByLabel('Session length').selectOption('6');
    await other.getByLabel('Time control', { exact: true }).selectOption('20');
    await other.getByRole('button', { name: 'Save settings' }).click();
    await other.getByText('Settings saved.').waitFor();
    await closeWindow(other);

    // This window still shows 18 moves and 5 hours; the arbiter makes the session 4 hours.
    await page.getByLabel('Session length').focus();
    await page.keyboard.press('ArrowUp');
    expect(await page.getByLabel('Session length').inputValue()).toBe('4');
    await page.getByRole('button', { name: 'Save settings' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^The settings of Tartu lahtised 2026 were changed elsewhere/).waitFor();
    await screenshot(page, '10b-settings-changed-elsewhere');
    // Nothing written; the arbiter's 4 hours stay, marked; the time control is the other window's.
    expect(await page.getByLabel('Session length').inputValue()).toBe('4');
    await page.getByText('Changed in another window since this form was opened; your value is kept here.').waitFor();
    expect(await page.getByLabel('Time control', { exact: true }).inputValue()).toBe('20');
    expect(await call(served, 'getTournament', { id: tournamentId })).toMatchObject({
      settings: { sessionHours: 6, movesPerHour: 20 },
    });
    await page.getByRole('button', { name: 'Save settings' }).press('Enter');
    await page.getByText('Settings saved.').waitFor();
    expect(await call(served, 'getTournament', { id: tournamentId })).toMatchObject({
      settings: { sessionHours: 4, movesPerHour: 20 },
    });
  });

  it('enters every result of five rounds with the keyboard, with undo and a confirmed correction', async () => {
    const { served, page, rounds } = session;
    for (let round = 1; round <= 5; round++) {
      const results = tartu.games.filter((g) => g.round === round).map((g) => g.result);
      if (round === 3) {
        // A slip: board 1 gets 0-1 first; Ctrl+Z takes it back.
        await rounds.open(served, tournamentId, 3);
        // Under the 1953 rules, in sessions: "adjourned" is a key, 0–0 is not.
        const keysHelp = await page.locator('.keys-help').innerText();
        expect(keysHelp).toContain('a adjourned');
        expect(keysHelp).not.toContain('0–0');
        await rounds.press(3, 1, '0');
        await rounds.expectStatus('Board 1: 0 – 1 saved.');
        await page.keyboard.press('Control+z');
        await page.getByText('Undone: board 1 is back to no result.').waitFor();
        // The cursor, moved on to board 2 by the slip, is back on the board whose result was undone.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toMatch(/^Board 1,/);
      }
      await enterRound(page, round, results);
      if (round === 2) await screenshot(page, '11-round-2-complete');
    }
    // A correction over a final result asks first; Escape keeps the old result, Enter confirms the new one.
    await rounds.press(5, 3, '=');
    await page.getByRole('dialog').getByText('Board 3 already has the result 0 – 1. Replace it with ½ – ½?').waitFor();
    await screenshot(page, '12-confirm-replace');
    await page.keyboard.press('Escape');
    await rounds.expectCell(5, 3, '0 – 1');
    await rounds.press(5, 3, '=');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Enter');
    await rounds.expectCell(5, 3, '½ – ½');
    await rounds.press(5, 3, '0');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Enter');
    await rounds.expectCell(5, 3, '0 – 1');
    const chips = await page.getByRole('navigation', { name: 'Rounds' }).innerText();
    expect(chips.match(/✓/g)).toHaveLength(5);
  });

  it('says that a round the schedule does not have is not there, instead of showing another', async () => {
    const { served, page, rounds } = session;
    await rounds.open(served, tournamentId, 9);
    await page.getByText("Round 9 is not in this tournament's schedule (rounds 1–5). Choose a round above.").waitFor();
    expect(await page.getByRole('heading', { name: /^Round \d+$/ }).count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Rounds' })
      .getByRole('link', { name: /Round 5/ })
      .click();
    await page.getByRole('heading', { name: 'Round 5', exact: true }).waitFor();
  });

  it('shows the crosstable the rules engine computes for the same games', async () => {
    const { served, page } = session;
    const crosstable = new CrosstableScreen(page);
    await crosstable.open(served, tournamentId);
    const engine = JSON.parse(
      (await cli(['crosstable', path.join(projectRoot, 'test', 'fixtures', 'tartu-6.json'), '--json'])).stdout,
    ) as {
      players: { place: string; no: number; name: string; cells: string[]; points: number }[];
    };
    const onScreen = await crosstable.cells();
    const points = (value: number) => (value % 1 ? `${Math.floor(value) || ''}½` : String(value));
    // By place, the result columns follow the rows (as printed tables do): the engine's cells are by number.
    const byNumber = engine.players.map((p) => p.no).sort((a, b) => a - b);
    const inRowOrder = (cells: string[]) => engine.players.map((q) => cells[byNumber.indexOf(q.no)]!);
    expect(onScreen.map((cells) => cells.slice(0, 3).concat(cells.slice(4, 10), cells[10]!))).toEqual(
      engine.players.map((p) => [
        p.place,
        String(p.no),
        p.name,
        ...inRowOrder(p.cells).map((c) => (c === 'x' ? '×' : c)),
        points(p.points),
      ]),
    );
    // The diagonal stays the diagonal.
    expect(onScreen.every((cells, row) => cells[4 + row] === '×')).toBe(true);
    await screenshot(page, '13-crosstable');
    await page.getByLabel('By number').focus();
    await page.keyboard.press('Space');
    await expect
      .poll(async () => (await crosstable.table().locator('tbody tr td:nth-child(2)').allInnerTexts()).join())
      .toBe('1,2,3,4,5,6');
  });

  it('exports the crosstable as CSV and HTML with the right content', async () => {
    const { page } = session;
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).press('Enter'),
    ]);
    const csv = (await downloaded(csvDownload)).toString('utf8');
    expect(csvDownload.suggestedFilename()).toBe('tartu-lahtised-2026.csv');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(7);
    // The chosen tiebreaks (Sonneborn-Berger, wins, head-to-head), in their order, after points and games.
    expect(lines[0]).toBe('Place,No,Name,Rank,1,2,3,4,5,6,Points,Games,SB,Wins,H2H,Norm');
    expect(lines[1]).toBe('1,1,Jaan Tamm,I,x,½,1,1,1,1,4.5,5,7.5,4,,II (below current rank)');
    // The result columns follow the rows (by place): the third row's own cell is the third.
    expect(lines[3]).toMatch(/^3,5,Ülo Paju,III,[^,]*,[^,]*,x,[^,]*,[^,]*,[^,]*,2,5,4\.25,1,,III \(confirmation\)$/);

    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export spreadsheet (.xlsx)' }).press('Enter'),
    ]);
    expect(xlsxDownload.suggestedFilename()).toBe('tartu-lahtised-2026.xlsx');
    expect((await downloaded(xlsxDownload)).subarray(0, 2).toString()).toBe('PK');

    const [htmlDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export HTML page' }).press('Enter'),
    ]);
    const html = (await downloaded(htmlDownload)).toString('utf8');
    expect(html).toContain('<p class="event">Tartu lahtised 2026</p>');
    expect(html).toContain('Chief arbiter: Aino Kohtunik');
    expect(html).toMatch(
      /<td class="num">1<\/td><td class="num">1<\/td><td class="name">Jaan Tamm<\/td><td>I<\/td><td class="cell self">×<\/td><td class="cell">½<\/td>/,
    );
    expect(html).toContain('<td class="cell">+</td>');
    expect(html).not.toContain('<script');
  });

  it('shows the norms: coefficient 2.50, points needed, each outcome and the interpretations', async () => {
    const { served, page } = session;
    await page.goto(`${served.url}#/tournaments/${tournamentId}/norms`);
    await page.getByText('Tournament coefficient: 2.50').waitFor();
    const rows = await page
      .getByRole('table', { name: 'Points needed and outcome' })
      .locator('tbody tr')
      .allInnerTexts();
    expect(rows[0]).toMatch(/Jaan Tamm\s+I\s+5\s+4½\s+3\s+2\s+1½\s+II rank — below current rank/);
    expect(rows[1]).toMatch(/Mari Kask.*II rank — confirmation/);
    expect(rows[5]).toMatch(/Aadu Lepp.*no norm met/);
    await screenshot(page, '14-norms');
  });

  it('prints every document: the pages look like the federation’s and say what the screens say', async () => {
    const { served, page } = session;
    const documents = [
      ['participants', ''],
      ['pairings', '&round=3'],
      ['schedule', ''],
      ['crosstable', ''],
      ['norms', ''],
    ] as const;
    const asked = documents.flatMap(([kind, extra]) =>
      (['et', 'en', 'ru'] as const).map((lang) => ({ kind, lang, extra })),
    );
    const answers = askAtOnce(
      asked.map(({ kind, lang, extra }) => `${served.url}export/${tournamentId}.pdf?lang=${lang}&kind=${kind}${extra}`),
      served.token,
    );
    for (const [i, { kind, lang }] of asked.entries()) {
      const { status, pdf } = await answers[i]!;
      expect(status, `${kind} ${lang}`).toBe(200);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = savePdfWithPages(`${kind}-${lang}`, pdf);
      expect(pages.length).toBeGreaterThan(0);
      const text = pdfText(pdf);
      expect(text).toContain('Tartu lahtised 2026');
      expect(text).toContain('Aino Kohtunik');
      if (lang === 'et' && kind === 'pairings')
        for (const word of ['3. vooru paarid', 'Laud', 'Valge', 'Must']) expect(text).toContain(word);
      if (lang === 'et' && kind === 'crosstable')
        for (const word of ['Punktid', 'Koht', 'Järk']) expect(text).toContain(word);
      // The Soviet federation's words on Russian printouts.
      if (lang === 'ru' && kind === 'pairings')
        for (const word of ['Пары 3-го тура', 'Доска', 'Белые', 'Чёрные']) expect(text).toContain(word);
      if (lang === 'ru' && kind === 'crosstable')
        for (const word of ['Очки', 'Место', 'Разряд']) expect(text).toContain(word);
      if (lang === 'ru' && kind === 'norms')
        for (const word of ['Коэффициент турнира', 'Итог']) expect(text).toContain(word);
    }
    // The printable page opened from the round view is the same document, in the page's language.
    await page.goto(`${served.url}print/${tournamentId}/pairings?lang=en&round=3`);
    await page.getByText('Round 3: pairings').waitFor();
    await screenshot(page, '15-printable-pairings');
  });
});

describe('a 5-player tournament: a bye every round', () => {
  const session = appSession();

  it('draws at random with a shown seed, gives a bye each round, and completes with 4 games each', async () => {
    const tournament = await call<{ id: number }>(session.served, 'createTournament', {
      name: 'Pärnu kiirturniir',
      variant: 'international',
      ruleSet: 'fmjd',
    });
    tournamentId = tournament.id;
    for (const name of ['Anu', 'Berit', 'Carl', 'Dagmar', 'Eero']) {
      const player = await call<{ id: number }>(session.served, 'createPlayer', { name, rank: 'IV' });
      await call(session.served, 'addParticipant', { tournamentId, playerId: player.id });
    }
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    await page.goto(`${session.served.url}#/tournaments/${tournamentId}`);
    await page.getByLabel('Seed (optional)').focus();
    await page.keyboard.type('PARNU26');
    await page.keyboard.press('Enter');
    await page.getByText('PARNU26').waitFor();

    const byes: string[] = [];
    for (let round = 1; round <= 5; round++) {
      await page.goto(`${session.served.url}#/tournaments/${tournamentId}/rounds/${round}`);
      await page.getByRole('heading', { name: `Round ${round}`, exact: true }).waitFor();
      byes.push(await page.locator('p.bye').innerText());
      expect(await new RoundScreen(page).cells(round).count()).toBe(2);
      await new RoundScreen(page).enterKeys(round, [round % 2 ? '1' : '=', '0']);
      await page.getByText('Complete: every board has a final result.').waitFor();
      if (round === 1) await screenshot(page, '20-five-players-round-1');
    }
    expect(new Set(byes).size).toBe(5);
    expect(byes.every((text) => text.startsWith('Free this round: '))).toBe(true);

    const table = new CrosstableScreen(page);
    await table.open(session.served, tournamentId);
    await expect.poll(() => table.rows().count()).toBe(5);
    const crosstable = await call<{ players: { games: number; points: number }[] }>(session.served, 'getCrosstable', {
      tournamentId,
    });
    expect(crosstable.players.every((p) => p.games === 4)).toBe(true);
    // The FMJD's rules count 2–1–0: ten games give twenty points.
    expect(crosstable.players.reduce((sum, p) => sum + p.points, 0)).toBe(20);
    await screenshot(page, '21-five-players-crosstable');
    await closeWindow(page);
  });
});

describe('a 2–1–0 tournament under the EKL tiebreaks: entered by keyboard, the three-way tie split by the higher-placed', () => {
  const session = appSession();
  // The worked example of docs/tiebreaks.md (computed by hand): T, A, B, C, D, E numbered 1–6.
  const NAMES = ['T', 'A', 'B', 'C', 'D', 'E'];
  const WON: Record<string, '1-0' | '0-1' | '1/2-1/2'> = {
    TA: '1/2-1/2',
    TB: '1-0',
    TC: '1-0',
    TD: '1-0',
    TE: '1-0',
    AB: '1-0',
    BC: '1-0',
    CA: '1-0',
    AD: '0-1',
    AE: '1-0',
    BD: '1/2-1/2',
    BE: '1-0',
    CD: '1-0',
    CE: '1/2-1/2',
    ED: '1-0',
  };
  /** The result of a game from White's side, from the table above (written from either side). */
  const resultOf = (white: string, black: string) => {
    const forward = WON[`${white}${black}`];
    if (forward) return forward;
    const backward = WON[`${black}${white}`]!;
    return backward === '1-0' ? '0-1' : backward === '0-1' ? '1-0' : backward;
  };

  it('the FMJD order from the start, the results typed, the places and the 2–1–0 numbers on screen, paper and CSV', async () => {
    const served = session.served;
    const { id, ids } = await fmjdLettered(served, 'Eesti MV 2026', NAMES);
    const page = await openWindow(session.browser);
    await page.goto(served.appUrl);
    await page.goto(`${served.url}#/tournaments/${id}`);
    // A tournament under the FMJD's rules starts with the FMJD's scoring and tiebreak order, the EKL's too.
    const settings = page.getByRole('form', { name: 'Settings' });
    await expect.poll(() => settings.getByLabel('Tiebreak 3').inputValue()).toBe('higherPlaced');
    expect(await settings.getByLabel('Tiebreak 1').inputValue()).toBe('wins');
    expect(await settings.getByLabel('Tiebreak 2').inputValue()).toBe('h2h');
    expect(await settings.getByLabel('Scoring').inputValue()).toBe('2-1-0');
    const schedule = await drawnInOrder(served, id, ids);
    const rounds = new RoundScreen(page);
    // Drawn elsewhere (by hand, the numbers typed in): the window reads the tournament again when it is back.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    for (const round of schedule.rounds) {
      await rounds.open(served, id, round.round!);
      const keys = round.games.map((g) => KEY[resultOf(NAMES[g.white.no - 1]!, NAMES[g.black.no - 1]!)]!);
      await rounds.enterKeys(round.round!, keys);
    }
    // The result cells speak 2–1–0.
    await rounds.open(served, id, 1);
    // The keys offered are this tournament's: 0–0 (FMJD); "adjourned" too, by the arbiter's decision under an
    // increment clock (asked when the envelope is sealed).
    const keysHelp = await page.locator('.keys-help').innerText();
    expect(keysHelp).toContain('z 0–0');
    expect(keysHelp).toContain('a adjourned');
    // The incidents cite the FMJD's competition regulations, not the 1953 rules.
    await rounds.focus(1, 1);
    const kinds = await rounds.panel(1).getByLabel('Incident', { exact: true }).locator('option').allInnerTexts();
    expect(kinds).toEqual([
      'Illegal move',
      'Did not appear (FMJD competition rules 5.2)',
      'Both absent (FMJD competition rules 5.2)',
      'Lost on time (FMJD competition rules 6)',
      'Discipline decision (FMJD competition rules 2.5)',
    ]);
    // A withdrawal is the tournament's own rule under the FMJD's: more than half of the games, as FMJD events keep it.
    await page.goto(`${served.url}#/tournaments/${id}`);
    expect(await settings.getByLabel('A player who leaves keeps the results').inputValue()).toBe('moreThanHalf');
    await rounds.open(served, id, 1);
    await rounds.cell(1, 1).waitFor();
    expect(await rounds.cells(1).allInnerTexts()).toEqual(
      schedule.rounds[0]!.games.map(
        (g) =>
          ({ '1-0': '2 – 0', '0-1': '0 – 2', '1/2-1/2': '1 – 1' })[
            resultOf(NAMES[g.white.no - 1]!, NAMES[g.black.no - 1]!)
          ],
      ),
    );

    const crosstable = new CrosstableScreen(page);
    await crosstable.open(served, id);
    const names = await crosstable.table().locator('td.name').allInnerTexts();
    expect(names).toEqual(['T Mängija T', 'A Mängija A', 'B Mängija B', 'C Mängija C', 'E Mängija E', 'D Mängija D']);
    await screenshot(page, '22-ekl-2-1-0-crosstable');
    const table = await call<CrosstableView>(served, 'getCrosstable', { tournamentId: id });
    expect(table.players.map((p) => [p.place, p.points, p.wins, p.higherPlaced])).toEqual([
      ['1', 9, 4, null],
      ['2', 5, 2, 1],
      ['3', 5, 2, 2],
      ['4', 5, 2, 3],
      ['5', 3, 1, null],
      ['6', 3, 1, null],
    ]);
    const [pdf] = askAtOnce([`${served.url}export/${id}.pdf?lang=et&kind=crosstable`], served.token);
    const printed = pdfText((await pdf!).pdf);
    savePdfWithPages('crosstable-ekl-2-1-0-et', (await pdf!).pdf);
    expect(printed).toMatch(/A Mängija A[^\n]*5/);
    const csv = await fetch(`${served.url}export/${id}.csv?lang=et`, {
      headers: { authorization: `Bearer ${served.token}` },
    });
    const lines = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Võite;Omavaheline;Kõrgemale paigutunu vastu');
    expect(lines[2]).toMatch(/^2;2;A Mängija A;;/);
    // Exported and read back (as a copy beside it), the tie is split the same way by the same numbers.
    const file = await call<{ name: string; settings: { tiebreaks: string[]; scoring: string } }>(
      served,
      'exportTournament',
      { id },
    );
    expect(file.settings).toMatchObject({ scoring: '2-1-0', tiebreaks: ['wins', 'h2h', 'higherPlaced'] });
    const copy = await call<{ id: number }>(served, 'importTournament', {
      file: { ...file, name: `${file.name} (2)` },
    });
    const readBack = await call<CrosstableView>(served, 'getCrosstable', { tournamentId: copy.id });
    expect(readBack.players.map((p) => [p.place, p.points, p.wins, p.higherPlaced])).toEqual(
      table.players.map((p) => [p.place, p.points, p.wins, p.higherPlaced]),
    );
    await closeWindow(page);
  });
});

describe('a tie-break match for places 1–2 under the FMJD: recorded by keyboard under the crosstable', () => {
  const session = appSession();
  // A and B: both beat C and D, drew each other; C and D drew — 1–2 and 3–4 shared after every FMJD tiebreak.
  const RESULTS: Record<string, '1-0' | '1/2-1/2'> = {
    '12': '1/2-1/2',
    '13': '1-0',
    '14': '1-0',
    '23': '1-0',
    '24': '1-0',
    '34': '1/2-1/2',
  };

  it('B wins the match: 1 and 2 on the screen, the Match column, the line under the table, undone by Cancel', async () => {
    const served = session.served;
    const { id, ids } = await fmjdLettered(served, 'Eesti MV 2026, naised', ['A', 'B', 'C', 'D']);
    const schedule = await drawnInOrder(served, id, ids);
    for (const game of schedule.rounds.flatMap((round) => round.games)) {
      const [low, high] = [game.white.no, game.black.no].sort((a, b) => a - b);
      const result = RESULTS[`${low}${high}`]!;
      const turned = game.white.no === low ? result : result === '1-0' ? '0-1' : result;
      await call(served, 'recordResult', { tournamentId: id, gameId: game.id, result: turned });
    }
    const page = await openWindow(session.browser);
    await page.goto(served.appUrl);
    const crosstable = new CrosstableScreen(page);
    await crosstable.open(served, id);
    expect((await crosstable.cells()).map((row) => row[0])).toEqual(['1–2', '1–2', '3–4', '3–4']);

    const form = page.getByRole('form', { name: 'Record a tie-break match' });
    await form.getByText('players still tied for places 1–3').waitFor();
    // By keyboard: the first place's player, the second's, how it was played, Enter.
    await form.getByLabel('Place 1').focus();
    await page.keyboard.press('ArrowDown'); // 1. A
    await page.keyboard.press('ArrowDown'); // 2. B
    await form.getByLabel('Place 2').focus();
    await page.keyboard.press('ArrowDown'); // 1. A
    await form.getByLabel('How it was played').focus();
    await page.keyboard.type('Lehmann–Georgiev, 15 min + 2 s, 2 games');
    await page.keyboard.press('Enter');
    await page.getByText('The tie-break match for places 1–2 is recorded').waitFor();

    const rows = await crosstable.cells();
    expect(rows.map((row) => `${row[0]} ${row[2]}`)).toEqual([
      '1 B Mängija B',
      '2 A Mängija A',
      '3–4 C Mängija C',
      '3–4 D Mängija D',
    ]);
    const heads = await crosstable.table().locator('thead th').allInnerTexts();
    expect(heads.at(-1)?.toLowerCase()).toBe('match'); // headings are set in capitals by the style sheet
    expect(rows.map((row) => row.at(-1))).toEqual(['1', '2', '', '']);
    await page
      .getByText('Tie-break match (Lehmann–Georgiev, 15 min + 2 s, 2 games): 1. B Mängija B, 2. A Mängija A.')
      .waitFor();
    // Places 3–4 include place 3: the form stays for them.
    expect(await page.getByRole('form', { name: 'Record a tie-break match' }).getByLabel('Place 3').isVisible()).toBe(
      true,
    );
    await screenshot(page, '48-tie-break-match');

    await page.getByRole('button', { name: /^Cancel the tie-break match/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm|yes|ok/i })
      .first()
      .click();
    await page.getByText('The tie-break match is cancelled').waitFor();
    expect((await crosstable.cells()).map((row) => row[0])).toEqual(['1–2', '1–2', '3–4', '3–4']);
  });
});
