// A team round robin through the service: teams and rosters, the draw, line-ups (a missing board, a reserve, a team
// that did not come), results per board, §35's adjudication, and the table the issue's worked example gives by hand.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportTournament, siteFiles } from '#electron/exports';
import { championshipFile, EXPECTED_TABLE, MISSING_BOARD, RESERVE, TEAM_FORFEIT } from '../fixtures/team-championship';
import { cli } from '../support/cli';
import { csvsAsCalcReadsThem } from '../support/libreoffice';
import { apiError, serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';
import { enterTeamChampionship, fourTeams, playTeamChampionship } from '../support/team-championship';

/** The championship played once for the tests that read it. */
let played: ReturnType<typeof playTeamChampionship> & { s: ReturnType<typeof serviceOnNewStore> };
beforeAll(() => {
  const s = serviceOnNewStore('2026-12-05T10:00:00Z');
  played = { s, ...playTeamChampionship(s) };
});
const championship = () => played;
const noPdf = () => Promise.reject(new Error('no PDF in this test'));

describe('a team round robin', () => {
  it('plays the championship to the table computed by hand (a tie split by board points, one by board 1)', () => {
    const { view } = championship();
    expect(view.rounds).toHaveLength(9);
    expect(view.rounds.every((round) => round.complete)).toBe(true);
    expect(
      view.standings.map((row) => ({
        team: row.no,
        place: row.place[0] === row.place[1] ? String(row.place[0]) : row.place.join('-'),
        matchPoints: row.matchPoints,
        boardPoints: row.boardPoints,
      })),
    ).toEqual(EXPECTED_TABLE);
  });

  it('gives the board prizes from games played over the board (docs/teams.md)', () => {
    const { view } = championship();
    const board1 = view.boardTables[0]!.rows;
    // Kalev's and Haapsalu's first boards won their games there: 10 of 18 in nine games each.
    expect(board1.slice(0, 2).map((row) => [row.team, row.games, row.points])).toEqual([
      ['Kalev', 9, 10],
      ['Haapsalu', 9, 10],
    ]);
    // Pärnu's first board won by forfeit in the last round: eight games in its table, not nine.
    expect(board1.find((row) => row.team === 'Pärnu Kabeklubi')).toMatchObject({ games: 8, points: 8 });
    // Tartu's reserve played once, on board 4.
    expect(view.boardTables[3]!.rows.filter((row) => row.team === 'Tartu Kabeklubi').map((r) => r.games)).toEqual([
      8, 1,
    ]);
  });

  it('scores a missing board, a team that did not come and a reserve as the line-ups say', () => {
    const { view } = championship();
    const matchOf = (a: number, b: number) =>
      view.rounds
        .flatMap((round) => round.matches)
        .find((m) => [m.first.no, m.second.no].sort().join() === [a, b].sort().join())!;
    const forfeited = matchOf(TEAM_FORFEIT.absent, TEAM_FORFEIT.present);
    expect(forfeited.boards.every((board) => board.gameId === null)).toBe(true);
    expect(forfeited.score).toEqual(forfeited.first.no === TEAM_FORFEIT.present ? [8, 0] : [0, 8]);
    const short = matchOf(MISSING_BOARD.team, MISSING_BOARD.against);
    const board4 = short.boards[3]!;
    expect(board4.gameId).toBeNull();
    expect(short.first.no === MISSING_BOARD.team ? short.score : [...short.score].reverse()).toEqual([3, 5]);
    const reserve = matchOf(RESERVE.team, RESERVE.against);
    const tartu = view.teams.find((team) => team.no === RESERVE.team)!;
    const tartuOn = (board: number) => {
      const seat = reserve.boards[board - 1]!;
      return [seat.white, seat.black].find((p) => tartu.players.some((q) => q.playerId === p?.playerId))!;
    };
    expect(tartuOn(3).name).toBe(tartu.players[3]!.name);
    expect(tartuOn(4).name).toBe(tartu.players[4]!.name);
    expect(tartu.players[4]!.reserve).toBe(true);
  });

  it('keeps the line-ups of a match with results, and the rosters after the draw', () => {
    const s = serviceOnNewStore('2026-12-05T10:00:00Z');
    const { id, view } = playTeamChampionship(s, 1);
    const match = view.rounds[0]!.matches[0]!;
    const players = view.teams.find((t) => t.id === match.first.id)!.players;
    expect(
      apiError(() =>
        s.call('setLineup', { tournamentId: id, round: 1, teamId: match.first.id, playerIds: [players[0]!.playerId] }),
      ).issues[0],
    ).toMatchObject({ key: 'lineupAfterResults' });
    expect(
      apiError(() => s.call('saveTeam', { tournamentId: id, teamId: match.first.id, name: 'X', playerIds: [] }))
        .issues[0],
    ).toMatchObject({ key: 'teamAfterDraw' });
  });

  it('refuses a roster shorter than the boards, a player in two teams, and players entered singly', () => {
    const s = serviceOnNewStore('2026-12-05T10:00:00Z');
    const { id } = s.call('createTournament', { name: 'Klubid', variant: 'russian', ruleSet: 'ussr1953' });
    const teams = { boards: 2, matchPoints: '2-1-0', order: 'matchPoints', tiebreaks: ['boardPoints'] };
    s.call('updateTournamentSettings', { id, teams });
    const [a, b, c] = ['Anna Tamm', 'Berit Saar', 'Carl Kask'].map((name) => s.call('createPlayer', { name }).id);
    expect(apiError(() => s.call('saveTeam', { tournamentId: id, name: 'A', playerIds: [a] })).issues[0]).toMatchObject(
      {
        key: 'rosterTooShort',
      },
    );
    s.call('saveTeam', { tournamentId: id, name: 'A', playerIds: [a, b] });
    expect(
      apiError(() => s.call('saveTeam', { tournamentId: id, name: 'B', playerIds: [b, c] })).issues[0],
    ).toMatchObject({ key: 'playerInOtherTeam' });
    expect(apiError(() => s.call('addParticipant', { tournamentId: id, playerId: c })).issues[0]).toMatchObject({
      key: 'participantThroughTeam',
    });
    expect(apiError(() => s.call('updateTournamentSettings', { id, teams: null })).issues[0]).toMatchObject({
      key: 'teamsStillEntered',
    });
  });

  it('adjudicates only an adjourned game of a team match, and undo takes the adjudication back', () => {
    const s = serviceOnNewStore('2026-12-05T10:00:00Z');
    const { id } = enterTeamChampionship(s);
    let view = s.call('getTeams', { tournamentId: id });
    const match = view.rounds[0]!.matches[0]!;
    for (const team of [match.first, match.second]) {
      const players = view.teams.find((t) => t.id === team.id)!.players.slice(0, 4);
      view = s.call('setLineup', {
        tournamentId: id,
        round: 1,
        teamId: team.id,
        playerIds: players.map((p) => p.playerId),
      });
    }
    const gameId = view.rounds[0]!.matches[0]!.boards[0]!.gameId!;
    expect(
      apiError(() => s.call('adjudicateGame', { tournamentId: id, gameId, result: '1-0' })).issues[0],
    ).toMatchObject({ key: 'adjudicationNeedsAdjourned' });
    s.call('adjournGame', {
      tournamentId: id,
      gameId,
      position: 'B:Wc3,e3,g3:Bb6,d6,f6',
      sealedMoveNumber: 31,
      sealedMove: 'd6-c5',
      whiteUsed: '1:45',
      blackUsed: '1:50',
      resumeAt: '2026-12-06 10:00',
    });
    const incident = s.call('adjudicateGame', {
      tournamentId: id,
      gameId,
      result: '1-0',
      note: 'White wins the ending',
    });
    expect(incident).toMatchObject({ kind: 'adjudication', resultApplied: '1-0' });
    expect(s.call('getTeams', { tournamentId: id }).rounds[0]!.matches[0]!.boards[0]!.result).toBe('1-0');
    expect(s.call('undoLastChange', { tournamentId: id })).toMatchObject({ undone: 'incident' });
    expect(s.call('getTeams', { tournamentId: id }).rounds[0]!.matches[0]!.boards[0]!.result).toBe('adjourned');
    // The pairings (and the hall, which shows them) say the game is adjourned, not a blank where a result would be.
    const pairings = s.call('printout', { tournamentId: id, kind: 'pairings', round: 1, lang: 'et' }).html;
    expect(pairings).toContain('<td class="center result-line">katkestatud</td>');
  });
});

describe('a team round robin in the tournament file and on the command line', () => {
  it('exports @7, imports into an empty store and exports the identical file', () => {
    const { s, id } = championship();
    const file = s.call('exportTournament', { id });
    expect(file.format).toBe('kabe-arbiter/tournament@7');
    expect(file.settings).toMatchObject({ teams: { boards: 4, matchPoints: '2-1-0', order: 'matchPoints' } });
    expect(file.teams).toHaveLength(10);
    expect(file.teams![0]).toMatchObject({ no: 1, name: 'Kalev', players: [1, 2, 3, 4, 5] });
    const other = serviceOnNewStore('2026-12-14T10:00:00Z');
    const { id: copy } = other.call('importTournament', { file });
    expect(other.call('exportTournament', { id: copy })).toEqual(file);
    expect(other.call('getTeams', { tournamentId: copy }).standings).toEqual(
      s.call('getTeams', { tournamentId: id }).standings.map((row) => ({ ...row, id: expect.any(Number) })),
    );
  });

  it('gives `crosstable FILE --json` the teams[] and players[] a checker reads', async () => {
    const { s, id } = championship();
    const folder = tempFolder();
    const path = `${folder}/team.json`;
    fs.writeFileSync(path, JSON.stringify(s.call('exportTournament', { id })));
    const answer = await cli(['crosstable', path, '--json']);
    expect(answer.stderr).toBe('');
    const json = JSON.parse(answer.stdout) as {
      teams: {
        no: number;
        name: string;
        place: string;
        matchPoints: number;
        boardPoints: number;
        matches: unknown[];
      }[];
      players: { no: number; team: number; board: number }[];
    };
    expect(json.teams.map((t) => [t.no, t.place, t.matchPoints, t.boardPoints])).toEqual(
      EXPECTED_TABLE.map((row) => [row.team, row.place.replace('-', '–'), row.matchPoints, row.boardPoints]),
    );
    const forfeit = json.teams.find((t) => t.no === TEAM_FORFEIT.present)!.matches;
    expect(forfeit).toContainEqual(expect.objectContaining({ opponent: TEAM_FORFEIT.absent, score: [8, 0] }));
    expect(json.players.find((p) => p.no === 5)).toMatchObject({ team: 1, board: 5 });
    const text = await cli(['crosstable', path, '--lang', 'et']);
    expect(text.stdout).toContain('Võistkond');
    expect(text.stdout.split('\n')[1]).toContain('Pärnu');
  });

  it('reads the championship as a file written from the fixture alone to the same table', () => {
    const s = serviceOnNewStore('2026-12-14T10:00:00Z');
    const { id } = s.call('importTournament', { file: championshipFile(9) });
    const view = s.call('getTeams', { tournamentId: id });
    expect(view.standings.map((row) => [row.no, row.matchPoints, row.boardPoints])).toEqual(
      EXPECTED_TABLE.map((row) => [row.team, row.matchPoints, row.boardPoints]),
    );
  });

  it('refuses a team file whose game is not between the players its line-ups put there, at its place', () => {
    const { s, id } = championship();
    const file = structuredClone(s.call('exportTournament', { id }));
    const game = file.games[0]!;
    [game.white, game.black] = [game.black, game.white];
    const refused = apiError(() => serviceOnNewStore().call('importTournament', { file }));
    expect(refused.issues).toContainEqual(expect.objectContaining({ path: 'games.0', key: 'fileGameNotLinedUp' }));
  });
});

describe('the papers of a team round robin', () => {
  it('prints a round pairings, its match sheets and the team crosstable with the boards tables', () => {
    const { s, id } = championship();
    const sheets = s.call('printout', { tournamentId: id, kind: 'matchSheets', round: 1, lang: 'et' });
    expect(sheets.title).toBe('1. vooru matšilehed');
    expect(sheets.html.match(/class="match-sheet"/g)).toHaveLength(5);
    expect(sheets.html).toContain('Kapten 1');
    const pairings = s.call('printout', { tournamentId: id, kind: 'pairings', round: 1, lang: 'et' });
    expect(pairings.html).toContain('Matš 1');
    const table = s.call('printout', { tournamentId: id, kind: 'crosstable', lang: 'et' });
    expect(table.title).toBe('Võistkondade turniiritabel');
    expect(table.html).toContain('Haapsalu');
    expect(table.html).toContain('1. laud');
    // The standings on paper show what split the ties, as the screen does: the Tallinn clubs' d) is games won.
    const standings = table.html.slice(table.html.indexOf('Paremusjärjestus'));
    expect(standings).toContain('Võidetud partiid');
    expect(standings).toContain('Võidetud matšid');
    // The order's sentence reads as Russian: «по командным очкам», the phrase the settings' choice continues.
    const russian = s.call('printout', { tournamentId: id, kind: 'crosstable', lang: 'ru' }).html;
    expect(russian).toContain('Места определяются по командным очкам; при равенстве учитываются по порядку: очки');
  });

  it('names the match sheets’ file in the language asked, as every other document’s', async () => {
    const { s, id } = championship();
    const file = (lang: 'et' | 'ru') =>
      exportTournament(s.service, { tournamentId: id, kind: 'matchSheets', round: 1, format: 'html', lang }, noPdf);
    expect((await file('ru')).fileName).toMatch(/-протоколы-матчей\.html$/);
    expect((await file('et')).fileName).toMatch(/-matšilehed\.html$/);
  });

  it('prints its participants team by team: number, club, captain, the roster in board order, the reserve last', () => {
    const { s, id } = championship();
    const list = s.call('printout', { tournamentId: id, kind: 'participants', lang: 'et' });
    const view = s.call('getTeams', { tournamentId: id });
    const first = view.teams.find((team) => team.no === 1)!;
    const section = list.html.slice(list.html.indexOf(`1. ${first.name}`));
    expect(section).toContain(`Kapten: ${first.captain}`);
    const rows = [
      ...section
        .slice(0, section.indexOf('</table>'))
        .matchAll(/<tr><td class="num">([^<]+)<\/td><td class="num">(\d+)</g),
    ];
    expect(rows.map((row) => [row[1], Number(row[2])])).toEqual(
      first.players.map((p) => [p.reserve ? 'varu' : String(p.position), p.no]),
    );
    expect(first.players.at(-1)!.reserve).toBe(true);
  });

  it('prints a blank match sheet before the line-ups with each board’s colours: the team named first White on 1, 3 …', () => {
    const s = serviceOnNewStore('2026-12-04T10:00:00Z');
    const { id } = enterTeamChampionship(s);
    const sheets = s.call('printout', { tournamentId: id, kind: 'matchSheets', round: 1, lang: 'et' });
    const first = sheets.html.slice(0, sheets.html.indexOf('</table>'));
    const view = s.call('getTeams', { tournamentId: id });
    const { first: home, second: away } = view.rounds[0]!.matches[0]!;
    expect(first).toContain('Valged');
    expect(first).toContain('Mustad');
    // Four boards: White's team, then Black's, board by board.
    const named = [...first.matchAll(/\(([^)]+)\)<\/span>/g)].map((m) => m[1]);
    expect(named).toEqual([home.name, away.name, away.name, home.name, home.name, away.name, away.name, home.name]);
  });
});

describe('the rating report of a team round robin', () => {
  it('is refused at every format, saying why, rather than printing the players as one table with places', async () => {
    const { s, id } = championship();
    expect(
      apiError(() => s.call('printout', { tournamentId: id, kind: 'ratingReport', lang: 'et' })).issues[0],
    ).toMatchObject({ path: 'kind', key: 'ratingReportNotForTeams' });
    for (const format of ['pdf', 'xlsx', 'zip'] as const)
      await expect(
        exportTournament(s.service, { tournamentId: id, kind: 'ratingReport', format, lang: 'en' }, noPdf),
      ).rejects.toMatchObject({ issues: [expect.objectContaining({ key: 'ratingReportNotForTeams' })] });
  });
});

describe('the team table in a spreadsheet', () => {
  it('as LibreOffice Calc reads the CSV: place, team, each match score as text, match and board points as numbers', async () => {
    const { s, id } = championship();
    const csv = (await exportTournament(s.service, { tournamentId: id, format: 'csv', lang: 'et' }, noPdf))
      .content as string;
    const { table } = await csvsAsCalcReadsThem({ table: csv }, 'et');
    const heading = table[0]!.map(String);
    const mp = heading.indexOf('Matšipunktid');
    expect(heading.slice(0, 4)).toEqual(['Koht', 'Nr', 'Võistkond', '1']);
    expect(table.slice(1).map((row) => [row[1], row[mp], row[mp + 1]])).toEqual(
      EXPECTED_TABLE.map((row) => [row.team, row.matchPoints, row.boardPoints]),
    );
    // Pärnu's 8–0 against Rakvere stays a score, never a time of day.
    const parnu = table.find((row) => row[1] === TEAM_FORFEIT.present)!;
    expect(parnu[3 + TEAM_FORFEIT.absent - 1]).toBe('8–0');
  });
});

describe('the team round robin in the hall and on its website', () => {
  it('publishes the team table, the crosstable of match scores and each round’s matches with their boards', () => {
    const { s, id } = championship();
    const pages = siteFiles(s.service, id, new Date('2026-12-13T20:00:00Z'));
    const page = (pattern: RegExp) => pages.find((p) => pattern.test(p.path))?.content ?? '';
    const standings = page(/^et\/t-\d+\.html$|^et\/.*index\.html$/);
    const crosstable = page(/^et\/.*crosstable\.html$/);
    expect(crosstable).toContain('Pärnu Kabeklubi');
    expect(crosstable).toContain('8:0');
    expect(crosstable).toContain('1. laud');
    const round9 = page(/^et\/.*round-9\.html$/);
    expect(round9).toContain('Matš 3');
    expect(round9).toContain('— (tühi laud)');
    expect(standings.length).toBeGreaterThan(0);
    // No captain's phone, no birth year: only what the match sheet prints.
    expect(pages.some((p) => p.content.includes('birthYear'))).toBe(false);
  });
});

describe('a team that leaves (§38 applied to teams)', () => {
  it('after two of its three matches: the last one is lost by forfeit, every board', () => {
    const { s, id, teamIds } = fourTeams(2);
    const view = s.call('withdrawTeam', { tournamentId: id, teamId: teamIds[3]!, afterRound: 2 });
    const last = view.rounds[2]!.matches.find((m) => m.first.no === 4 || m.second.no === 4)!;
    expect(last.withdrawal).toMatchObject({ team: { no: 4 }, effect: 'forfeits' });
    expect(last.first.no === 4 ? last.score : [...last.score].reverse()).toEqual([0, 4]);
    expect(view.standings.find((row) => row.no === 4)).toMatchObject({ matchPoints: 2, boardPoints: 4 });
    expect(
      apiError(() => s.call('setLineup', { tournamentId: id, round: 3, teamId: teamIds[3]!, playerIds: [] })).issues[0],
    ).toMatchObject({ key: 'matchDecidedByLeaving' });
    // The file says it, and the command line's table reads it so.
    const file = s.call('exportTournament', { id });
    expect(file.teams!.find((t) => t.no === 4)).toMatchObject({ leftAfter: 2 });
    const copy = serviceOnNewStore();
    const { id: again } = copy.call('importTournament', { file });
    expect(copy.call('exportTournament', { id: again })).toEqual(file);
  });

  it('after one of three: its matches are annulled and it leaves the table', () => {
    const { s, id, teamIds } = fourTeams(1);
    const view = s.call('withdrawTeam', { tournamentId: id, teamId: teamIds[0]!, afterRound: 1 });
    expect(view.standings.map((row) => row.no)).not.toContain(1);
    const first = view.rounds[0]!.matches.find((m) => m.first.no === 1 || m.second.no === 1)!;
    expect(first).toMatchObject({ withdrawal: { effect: 'annulled' }, complete: true });
    expect(view.standings.every((row) => row.matchPoints <= 1)).toBe(true);
    // The round's pairings (on paper and in the hall) say why its match has no line-ups, not that they are to come.
    const pairings = s.call('printout', { tournamentId: id, kind: 'pairings', round: 2, lang: 'en' }).html;
    expect(pairings).toContain('left before half of its matches: its matches are annulled (§38).');
    expect(pairings.match(/The line-ups are given before the round/g) ?? []).toHaveLength(1);
    s.call('cancelTeamWithdrawal', { tournamentId: id, teamId: teamIds[0]!, confirm: true });
    expect(s.call('getTeams', { tournamentId: id }).standings.map((row) => row.no)).toContain(1);
  });
});

describe('score sheets of a team match', () => {
  it('go out as PDN with each player’s team and the board in the match', () => {
    const { s, id } = fourTeams(1);
    const board = s.call('getTeams', { tournamentId: id }).rounds[0]!.matches[0]!.boards[1]!;
    s.call('saveGameRecord', { tournamentId: id, gameId: board.gameId!, moves: '1. c3-d4 f6-g5 2. g3-f4 *' });
    const { pdn, count } = s.call('exportGames', { tournamentId: id });
    expect(count).toBe(1);
    expect(pdn).toContain('[Board "2"]');
    expect(pdn).toMatch(/\[WhiteTeam "[A-D]"\]\n\[BlackTeam "[A-D]"\]/);
  });
});

describe('rank norms of a team round robin', () => {
  it('are provisional until the arbiter confirms the reading, and printed with it', () => {
    const { s, id } = fourTeams(1);
    const view = s.call('getTeams', { tournamentId: id });
    expect(view.norms.confirmedAt).toBeNull();
    // Unranked players all round: the coefficient is the unranked number, 6.00.
    expect(view.norms.rows.every((row) => row.coefficient === 600 && row.games === 1)).toBe(true);
    const printed = s.call('printout', { tournamentId: id, kind: 'norms', lang: 'en' }).html;
    expect(printed).toContain('Provisional');
    // The norm column's head is a word, not a sentence's placeholders.
    expect(printed).toContain('<th scope="col">Norm met</th>');
    expect(printed).not.toContain('{{');
    const confirmed = s.call('confirmTeamNorms', { tournamentId: id, confirmed: true });
    expect(confirmed.norms.confirmedAt).toBe('2026-12-05T10:00:00.000Z');
    expect(s.call('printout', { tournamentId: id, kind: 'norms', lang: 'en' }).html).toContain(
      'The reading confirmed by the arbiter on 2026-12-05.',
    );
  });
});

describe('undo in a team round robin', () => {
  it('stops at a line-up rather than passing it to take back an earlier round’s result', () => {
    const { s, id } = fourTeams(1);
    const view = s.call('getTeams', { tournamentId: id });
    const match = view.rounds[1]!.matches[0]!;
    s.call('setLineup', {
      tournamentId: id,
      round: 2,
      teamId: match.first.id,
      playerIds: view.teams.find((t) => t.id === match.first.id)!.players.map((p) => p.playerId),
    });
    expect(apiError(() => s.call('undoLastChange', { tournamentId: id })).issues[0]).toMatchObject({
      key: 'undoLineup',
    });
    // Round 1's results stand.
    expect(s.call('getTeams', { tournamentId: id }).rounds[0]!.complete).toBe(true);
  });
});
