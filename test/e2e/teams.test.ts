// A team championship at the chief arbiter's desk, in Estonian: the tournament made a team round robin in its
// settings, the first eight rounds read from its file, and the last round entered here — the line-ups (a team that did
// not come, a missing board, a reserve), every result by keyboard, an adjourned game adjudicated (§35) — then the team
// table on the screen and on paper, as the test's worked example has it (test/fixtures/team-championship.ts).
import { describe, expect, it } from 'vitest';
import type { TeamTournamentView } from '#api/views';
import {
  ADJUDICATED,
  championshipFile,
  DESK_ROUND,
  EXPECTED_TABLE,
  MISSING_BOARD,
  RESERVE,
  TEAM_FORFEIT,
} from '../fixtures/team-championship';
import { call } from './api';
import { closeWindow, openWindow, screenshot } from './browser';
import { askAtOnce, pdfText, savePdfWithPages } from './pdf';
import { appSession } from './session';

describe('a team championship', () => {
  const session = appSession();

  it('the kind is chosen in the settings; the teams stand with their rosters', async () => {
    const served = session.served;
    const { id } = await call<{ id: number }>(served, 'createTournament', {
      name: 'Tallinna klubide võistkondlik',
      variant: 'russian',
      ruleSet: 'ussr1953',
    });
    const page = await openWindow(session.browser, { locale: 'et-EE' });
    await page.goto(served.appUrl);
    await page.goto(`${served.url}#/tournaments/${id}`);
    await page.getByLabel('Turniiri liik').selectOption('team');
    // The hint sends the arbiter to the teams beside the settings: there is no tab of teams.
    await page.getByText(/koosseisud seadete kõrval, jaotises Võistkonnad\./).waitFor();
    await page.getByLabel('Laudu matšis').fill('3');
    // The Tallinn clubs' teams of three "with at least one woman": board 3 is the women's board.
    await page.getByRole('group', { name: 'Naistelauad' }).getByLabel('3. laud').check();
    await page.getByRole('button', { name: /Venemaa tava/ }).click();
    await page.getByRole('button', { name: 'Salvesta seaded' }).click();
    await expect
      .poll(async () => (await call<{ settings: { teams: unknown } }>(served, 'getTournament', { id })).settings.teams)
      .toEqual({
        boards: 3,
        matchPoints: '2-1-0',
        order: 'boardPoints',
        tiebreaks: ['matchH2h', 'matchWins'],
        womensBoards: [3],
      });
    // A team entered at the desk: its name, and three players picked from the registry by typing, in board order.
    const ids: number[] = [];
    for (const name of ['Anu Tamm', 'Bruno Saar', 'Carmen Kask'])
      ids.push((await call<{ id: number }>(served, 'createPlayer', { name, club: 'Kalev' })).id);
    await page.getByLabel('Võistkond', { exact: true }).fill('Kalev');
    for (const name of ['Anu', 'Bruno', 'Carmen']) {
      const picker = page.getByRole('combobox', { name: /^Mängija \d \(laudade järjekorras\)/ });
      await picker.fill(name);
      await page.getByRole('option', { name: new RegExp(name) }).waitFor();
      await picker.press('Enter');
    }
    // Carmen, on the women's board, is not marked a woman in the registry yet: refused, saying where and who.
    await page.getByRole('button', { name: 'Lisa võistkond' }).click();
    await page.getByText('Võistkonna Kalev laud 3 on naistelaud').waitFor();
    await call(served, 'setPlayerIdentity', {
      playerId: ids[2],
      federation: null,
      fmjdId: null,
      latinName: null,
      sex: 'F',
    });
    // Enter in the picker with nothing typed saves the team, as Enter does in every form: it takes no player (the
    // registry's first name, listed before anything is typed, came in as a reserve no one asked for).
    await page.getByRole('combobox', { name: /^Mängija 4 \(laudade järjekorras\)/ }).press('Enter');
    await page.getByText('Kalev lisatud.').waitFor();
    // The draw card speaks of teams, not of participants added later.
    await page.getByText('Võistkondi ja koosseise ei saa hiljem muuta.').waitFor();
    await page.getByText('Naistelauad: 3 — igaüht mängib koosseisu naine.').waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Carmen Kask' }).innerText()).toContain('(naistelaud)');
    await screenshot(page, '120-team-setup-et');
    const teams = await call<TeamTournamentView>(served, 'getTeams', { tournamentId: id });
    expect(teams.teams[0]!.players.map((p) => p.name)).toEqual(['Anu Tamm', 'Bruno Saar', 'Carmen Kask']);
    // Three teams more, the draw, and Kalev leaving after the first round with no match played: its matches are
    // annulled, and the desk says so with no table of boards left empty.
    for (const club of ['Rae', 'Tartu', 'Narva']) {
      const playerIds: number[] = [];
      for (const k of [1, 2, 3])
        playerIds.push((await call<{ id: number }>(served, 'createPlayer', { name: `${club} ${k}` })).id);
      await call(served, 'setPlayerIdentity', {
        playerId: playerIds[2],
        federation: null,
        fmjdId: null,
        latinName: null,
        sex: 'F',
      });
      await call(served, 'saveTeam', { tournamentId: id, name: club, playerIds });
    }
    await call(served, 'drawLots', { tournamentId: id, method: 'random', seed: 'walk' });
    // Marked on the teams card: the box beside "Lahkub" says it takes a round (the one after which the team left).
    await page.reload();
    // After the draw each roster line is the board's (the list's number) and says the player's number after the name.
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Anu Tamm' }).innerText())
      .toMatch(/^Anu Tamm nr \d+$/);
    const afterRound = page.getByLabel('Kalev lahkub pärast vooru');
    expect(await afterRound.getAttribute('placeholder')).toBe('voor');
    await afterRound.fill('1');
    await page.getByRole('row', { name: /Kalev/ }).getByRole('button', { name: 'Lahkub', exact: true }).click();
    await page.getByRole('button', { name: 'Kinnita' }).click();
    await page.getByText('lahkus pärast 1. vooru').waitFor();
    await page.goto(`${served.url}#/tournaments/${id}/rounds/2`);
    const left = page.getByRole('region', { name: /Kalev/ });
    await left.getByText('Kalev lahkus enne pooli oma matše').waitFor();
    expect(await left.getByRole('table').count()).toBe(0);
    await closeWindow(page);
  });

  it('the last round at the desk: line-ups, results by keyboard, an adjudication, and the table as computed by hand', async () => {
    const served = session.served;
    const { id } = await call<{ id: number }>(served, 'importTournament', { file: championshipFile(DESK_ROUND - 1) });
    const page = await openWindow(session.browser, { locale: 'et-EE' });
    await page.goto(served.appUrl);
    await page.goto(`${served.url}#/tournaments/${id}/rounds/${DESK_ROUND}`);
    const before = await call<TeamTournamentView>(served, 'getTeams', { tournamentId: id });
    const teamNamed = (no: number) => before.teams.find((t) => t.no === no)!;
    const matches = before.rounds[DESK_ROUND - 1]!.matches;
    // The line-ups as the captains hand them in.
    for (const match of matches)
      for (const ref of [match.first, match.second]) {
        const team = teamNamed(ref.no);
        const form = page.getByRole('group', { name: `Võistkonna ${team.name} koosseis` });
        if (ref.no === TEAM_FORFEIT.absent) {
          await form.getByRole('button', { name: `${team.name} ei tulnud` }).click();
        } else {
          const special = ref.no === MISSING_BOARD.team ? MISSING_BOARD : ref.no === RESERVE.team ? RESERVE : null;
          if (special)
            for (const [place, player] of team.players.entries())
              await form
                .getByRole('checkbox', { name: new RegExp(player.name) })
                .setChecked(special.come.includes(place + 1));
          await form.getByRole('button', { name: `Salvesta võistkonna ${team.name} koosseis` }).click();
        }
        await form.waitFor({ state: 'detached' });
      }
    await screenshot(page, '121-team-lineups-et');
    // The adjourned game: sealed as every adjournment is (its envelope has its own tests).
    let view = await call<TeamTournamentView>(served, 'getTeams', { tournamentId: id });
    const adjudicatedMatch = view.rounds[DESK_ROUND - 1]!.matches.find(
      (m) => ADJUDICATED.teams.includes(m.first.no) && ADJUDICATED.teams.includes(m.second.no),
    )!;
    const adjourned = adjudicatedMatch.boards[ADJUDICATED.board - 1]!.gameId!;
    await call(served, 'adjournGame', {
      tournamentId: id,
      gameId: adjourned,
      position: 'B:Wc3,e3,g3:Bb6,d6,f6',
      sealedMoveNumber: 31,
      sealedMove: 'd6-c5',
      whiteUsed: '1:45',
      blackUsed: '1:50',
      resumeAt: '2026-12-13 18:00',
    });
    await page.reload();
    // Every played board by keyboard, in board order; the cursor moves on by itself, and ↓ passes the adjourned one.
    const cells = page.locator('button.result-cell');
    await cells.first().waitFor();
    await cells.first().focus();
    const order = view.rounds[DESK_ROUND - 1]!.matches.flatMap((m) => m.boards.filter((b) => b.gameId !== null));
    let waiting = order.length - 1;
    for (const board of order) {
      if (board.gameId === adjourned) await page.keyboard.press('ArrowDown');
      else {
        await page.keyboard.press('=');
        await expect.poll(() => page.locator('tr.missing').count()).toBe(--waiting);
        // The cursor on the next board still waiting for its result before the next key.
        if (waiting > 0)
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
            .toMatch(/^(·|katk\.)$/);
      }
    }
    await expect
      .poll(async () => {
        const now = await call<TeamTournamentView>(served, 'getTeams', { tournamentId: id });
        return now.rounds[DESK_ROUND - 1]!.matches.flatMap((m) => m.boards).filter((b) => b.result === null).length;
      })
      .toBe(0);
    // The board last typed at, its tools named by its match and its board there (match·board).
    const lastMatch = view.rounds[DESK_ROUND - 1]!.matches.findLast((m) => m.boards.some((b) => b.gameId !== null))!;
    const lastBoard = lastMatch.boards.findLast((b) => b.gameId !== null)!.board;
    await page.getByRole('region', { name: `Laud ${lastMatch.pairing}·${lastBoard}` }).waitFor();
    // §35: the arbiter adjudicates the adjourned game from its position.
    // Named, as the messages name it, by its match and board — "board 2" alone is in every match of the round.
    const adjudicate = `Otsusta laud ${adjudicatedMatch.pairing}·${ADJUDICATED.board}: 1 – 1 (§35)`;
    // The buttons say in words what they do, beside the results alone.
    await page.getByText('Otsusta (§35):').waitFor();
    await page.getByRole('button', { name: adjudicate }).click();
    await page
      .getByText(`Kohtunik otsustas laua ${adjudicatedMatch.pairing}·${ADJUDICATED.board}: 1 – 1 (§35).`)
      .waitFor();
    // Ctrl+Z takes the decision back: the message names the board, and the cursor is on it, as on every round screen.
    await cells.first().focus();
    await page.keyboard.press('Control+z');
    await page.getByText(`Tagasi võetud: ${adjudicatedMatch.pairing}·${ADJUDICATED.board}. laual`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('katk.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`^Laud ${adjudicatedMatch.pairing}·${ADJUDICATED.board}: .+ – .+, katk\\.$`),
    );
    await page.getByRole('button', { name: adjudicate }).click();
    await page.getByText(/Kohtunik otsustas laua/).waitFor();
    await screenshot(page, '122-team-round-et');
    // The round's two printable pages are told apart by name, not only by place.
    await page.getByRole('link', { name: 'Ava prinditav leht: Prindi matšilehed' }).waitFor();
    await page.getByRole('link', { name: 'Ava prinditav leht: Prindi voorupaarid' }).waitFor();
    view = await call<TeamTournamentView>(served, 'getTeams', { tournamentId: id });
    expect(view.rounds.every((r) => r.complete)).toBe(true);
    expect(
      view.standings.map((row) => ({
        team: row.no,
        place: row.place[0] === row.place[1] ? String(row.place[0]) : row.place.join('-'),
        matchPoints: row.matchPoints,
        boardPoints: row.boardPoints,
      })),
    ).toEqual(EXPECTED_TABLE);
    // The table on the screen, first the winners.
    await page.getByRole('link', { name: 'Turniiritabel' }).click();
    const standings = page.getByRole('table', { name: 'Paremusjärjestus' });
    await standings.waitFor();
    const firstRow = await standings.locator('tbody tr').first().innerText();
    expect(firstRow).toContain(teamNamed(EXPECTED_TABLE[0]!.team).name);
    await screenshot(page, '123-team-table-et');
    // The norms by the team reading, the norm column headed in words.
    await page.getByRole('link', { name: 'Järgunormid' }).click();
    await page.getByRole('columnheader', { name: 'Täidetud norm' }).waitFor();
    // On paper: the team crosstable and the round's match sheets.
    const [table, sheets] = askAtOnce(
      [
        `${served.url}export/${id}.pdf?lang=et&kind=crosstable`,
        `${served.url}export/${id}.pdf?lang=et&kind=matchSheets&round=${DESK_ROUND}`,
      ],
      served.token,
    );
    const tablePdf = await table!;
    expect(tablePdf.status).toBe(200);
    expect(savePdfWithPages('team-crosstable-et', tablePdf.pdf).length).toBeGreaterThan(0);
    const text = pdfText(tablePdf.pdf);
    const order10 = EXPECTED_TABLE.map((row) =>
      text.indexOf(`${teamNamed(row.team).name} `, text.indexOf('Paremusjärjestus')),
    );
    expect(order10.every((at, i) => at > 0 && (i === 0 || at > order10[i - 1]!))).toBe(true);
    const sheetsPdf = await sheets!;
    expect(sheetsPdf.status).toBe(200);
    expect(savePdfWithPages('team-match-sheets-et', sheetsPdf.pdf)).toHaveLength(5);
    expect(pdfText(sheetsPdf.pdf)).toContain('Kapten 3');
    await closeWindow(page);
  });
});
