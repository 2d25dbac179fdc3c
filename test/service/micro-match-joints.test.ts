// Where micro-matches meet the other features: a withdrawal (§38) and the drawn openings, a double forfeit (§32) and
// match points, the defaults and the regulations (EKL 3.1, 3.2.2), a stray result and a round whose opening is not
// drawn. The championship below is the one a new arbiter could not finish: its table under the defaults was computed
// by hand (docs/micro-matches.md shows the sums), not by the code under test.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameResult } from '#domain/results';
import { exportTournament, siteFiles } from '#electron/exports';
import { CHAMPIONSHIP_PLAYERS, championshipResult, WITHDRAWAL, WITHDRAWAL_TABLE } from '../fixtures/micro-championship';
import { cli } from '../support/cli';
import { csvsAsCalcReadsThem } from '../support/libreoffice';
import { apiError, drawLettered, drawNamed, serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';

type Service = ReturnType<typeof serviceOnNewStore>;

const noPdf = () => Promise.reject(new Error('no PDF in this test'));

/** A new micro-match tournament as an arbiter makes one: micro-matches ticked and a table chosen, nothing else. */
function newMicroMatchTournament(s: Service, name = 'Eesti meistrivõistlused vene kabes 2026') {
  const { id } = s.call('createTournament', {
    name,
    variant: 'russian',
    ruleSet: 'fmjd',
    startDate: '2026-11-27',
    endDate: '2026-12-01',
  });
  s.call('updateTournamentSettings', { id, microMatch: true, openingTable: 'fmjd-64' });
  return id;
}

const LEAVER = WITHDRAWAL.leaver;

/** The championship of docs/micro-matches.md under the defaults, player 8 leaving after round 5 with 10 of his 18
 * games played (more than half: his games stand, §38 and the FMJD's threshold alike): an opening drawn for every round
 * as it comes, every result entered but those of the player who left. */
function playChampionshipWithWithdrawal() {
  const s = serviceOnNewStore('2026-11-27T10:00:00Z');
  const id = newMicroMatchTournament(s);
  const { ids } = drawNamed(s, id, CHAMPIONSHIP_PLAYERS);
  for (let round = 1; round <= 9; round++) {
    if (round === WITHDRAWAL.afterRound + 1)
      s.call('withdrawPlayer', { tournamentId: id, playerId: ids[LEAVER - 1]!, afterRound: WITHDRAWAL.afterRound });
    const games = s.call('getSchedule', { tournamentId: id }).rounds[round - 1]!.games;
    // Rounds 6–9 carry the leaver's forfeits, decided by §38 before any game is played: the opening is still drawn.
    s.call('drawOpening', { tournamentId: id, tableRound: round, seed: `EMV-${round}` });
    for (const game of games) {
      if (game.withdrawal) continue;
      const result = championshipResult({ white: game.white.no, black: game.black.no, leg: game.leg });
      s.call('recordResult', { tournamentId: id, gameId: game.id, result });
    }
  }
  return { s, id };
}

/** Played once, read by the tests of both describe blocks below (read-only: nothing there writes). */
let played: ReturnType<typeof playChampionshipWithWithdrawal> | null = null;
const championshipWithWithdrawal = () => (played ??= playChampionshipWithWithdrawal());

const rowsOf = (
  players: {
    place: string;
    no: number;
    points: number;
    matchPoints: number | null;
    riga: number | null;
    matchWins: number | null;
  }[],
) =>
  players.map(({ place, no, points, matchPoints, riga, matchWins }) => ({
    place,
    no,
    points,
    matchPoints,
    riga,
    matchWins,
  }));

describe('the championship, every day of it: a withdrawal after round 5, under the regulations’ defaults', () => {
  const { s, id } = championshipWithWithdrawal();

  it('draws an opening for every round, the rounds after the withdrawal too, each a different position', () => {
    const rounds = s.call('getSchedule', { tournamentId: id }).rounds;
    expect(rounds.map((r) => r.openings.length)).toEqual(Array<number>(9).fill(1));
    expect(new Set(rounds.map((r) => r.openings[0]!.fen)).size).toBe(9);
    // The leaver's games of round 6 are forfeits (§38), and the round's opening was drawn before them.
    const round6 = rounds[5]!;
    expect(round6.games.filter((g) => g.withdrawal).map((g) => g.result)).toHaveLength(2);
    expect(round6.games.filter((g) => g.withdrawal).every((g) => g.result === '+/-' || g.result === '-/+')).toBe(true);
  });

  it('prints each round’s opening on its pairings', () => {
    const rounds = s.call('getSchedule', { tournamentId: id }).rounds;
    for (const round of rounds) {
      const { html } = s.call('printout', { tournamentId: id, kind: 'pairings', round: round.round!, lang: 'et' });
      expect(html).toContain(round.openings[0]!.id);
    }
  });

  it('is ordered by match points with the tiebreaks of EKL 3.2.2, as computed by hand', () => {
    const table = s.call('getCrosstable', { tournamentId: id });
    expect(table.microMatch).toEqual({ order: 'matchPoints' });
    expect(table.tiebreaks).toEqual(['riga', 'matchWins', 'matchH2h', 'smallPoints']);
    expect(rowsOf(table.players)).toEqual(WITHDRAWAL_TABLE);
  });

  it('the file carries the order and the tiebreaks, and the CLI reads the same table from it', async () => {
    const file = s.call('exportTournament', { id });
    expect(file.settings.microMatch).toMatchObject({ order: 'matchPoints' });
    expect(file.settings.tiebreaks).toEqual(['riga', 'matchWins', 'matchH2h', 'smallPoints']);
    const written = path.join(tempFolder(), 'emv.json');
    fs.writeFileSync(written, JSON.stringify(file));
    const run = await cli(['crosstable', written, '--json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as { players: Parameters<typeof rowsOf>[0] };
    expect(rowsOf(json.players)).toEqual(WITHDRAWAL_TABLE);
  });
});

describe('the championship’s table says what it is ordered by, on every output', () => {
  const { s, id } = championshipWithWithdrawal();
  const note = 'vastase matšipunktid × mängija partiipunktid selles matšis';

  it('the printout: match points bold under their heading, small points once, and what Riga multiplies', () => {
    const { html } = s.call('printout', { tournamentId: id, kind: 'crosstable', lang: 'et' });
    const heads = [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    const score = heads.indexOf('MP');
    expect(score).toBeGreaterThan(0);
    expect(heads.slice(score, score + 3)).toEqual(['MP', 'VP', 'Riia']);
    expect(heads.filter((head) => head === 'VP')).toHaveLength(1);
    expect(html).toContain(note);
    expect(html).not.toContain('mõlemale kaotatud');
    // The first row's bold score is 6's 12 match points, not his 22 game points.
    expect(html).toMatch(/<td class="num strong">12<\/td>/);
  });

  it('the CSV as Calc reads it: the match points, then the games, small points once', async () => {
    const csv = (await exportTournament(s.service, { tournamentId: id, format: 'csv', lang: 'et' }, noPdf))
      .content as string;
    const { crosstable: read } = await csvsAsCalcReadsThem({ crosstable: csv }, 'et');
    const heading = read[0]!.map(String);
    const score = heading.indexOf('Matšipunktid');
    expect(heading.slice(score, score + 3)).toEqual(['Matšipunktid', 'Partiisid', 'Väikesed punktid']);
    expect(heading).not.toContain('Punktid');
    expect(read.slice(1).map((row) => [row[1], row[score], row[score + 2]])).toEqual(
      WITHDRAWAL_TABLE.map((r) => [r.no, r.matchPoints, r.points]),
    );
  });

  it('the terminal’s table and the hall say what the Riga coefficient multiplies', async () => {
    const file = path.join(tempFolder(), 'emv.json');
    fs.writeFileSync(file, JSON.stringify(s.call('exportTournament', { id })));
    expect((await cli(['crosstable', file, '--lang', 'et'])).stdout).toContain(note);
    const pages = siteFiles(s.service, id, new Date('2026-12-01T20:00:00Z'));
    const crosstable = pages.find((page) => /^et\/.*crosstable\.html$/.test(page.path));
    expect(crosstable?.content).toContain(note);
  });
});

describe('a withdrawal before half (§38: his games annulled) leaves the later rounds’ openings to be drawn', () => {
  it('draws the next round’s opening although the leaver’s games there are annulled', () => {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    const id = newMicroMatchTournament(s);
    const { ids } = drawLettered(s, id, ['A', 'B', 'C', 'D', 'E', 'F']);
    const round1 = s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'R1' }).rounds[0]!;
    for (const game of round1.games) s.call('recordResult', { tournamentId: id, gameId: game.id, result: '1/2-1/2' });
    s.call('withdrawPlayer', { tournamentId: id, playerId: ids[0]!, afterRound: 1 });
    const round2 = s.call('getSchedule', { tournamentId: id }).rounds[1]!;
    expect(round2.openingDraw).toEqual({ lock: null });
    expect(s.call('drawOpening', { tournamentId: id, tableRound: 2, seed: 'R2' }).rounds[1]!.openings).toHaveLength(1);
  });
});

describe('a micro-match nobody played (§32: −/− twice) is lost by both', () => {
  function fourPlayers(order: 'gamePoints' | 'matchPoints') {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    const id = newMicroMatchTournament(s);
    s.call('updateTournamentSettings', { id, matchOrder: order });
    drawLettered(s, id, ['A', 'B', 'C', 'D']);
    return { s, id };
  }
  /** Every game 1–0 for the lower number, but the match of 2 and 3: −/− in both games. */
  function play(s: Service, id: number) {
    for (const round of s.call('getSchedule', { tournamentId: id }).rounds) {
      s.call('drawOpening', { tournamentId: id, tableRound: round.tableRound });
      for (const game of round.games) {
        const pair = [game.white.no, game.black.no].sort().join('-');
        const result: GameResult = pair === '2-3' ? '-/-' : game.white.no < game.black.no ? '1-0' : '0-1';
        s.call('recordResult', { tournamentId: id, gameId: game.id, result });
      }
    }
  }

  it('no match point for either, no factor in anyone’s Riga coefficient, written −:− in the table', async () => {
    const { s, id } = fourPlayers('matchPoints');
    play(s, id);
    const table = s.call('getCrosstable', { tournamentId: id });
    const row = (no: number) => table.players.find((p) => p.no === no)!;
    // 1 won three matches (6), 2 and 3 one each (2), 4 none. Were 2–3 a drawn match, 2 and 3 would have 3 each.
    expect([1, 2, 3, 4].map((no) => row(no).matchPoints)).toEqual([6, 2, 2, 0]);
    expect([row(2).matchCells![2], row(3).matchCells![1]]).toEqual(['−:−', '−:−']);
    // Riga (opponent's match points × own game points in the match): 1: 2×4 + 2×4 + 0×4 = 16; 2: 6×0 (against 1) +
    // 0×4 (against 4, who has no match point) = 0, nothing from the match with 3; 3 the same; 4: 0.
    expect([1, 2, 3, 4].map((no) => row(no).riga)).toEqual([16, 0, 0, 0]);
    // The table says how such a match counts, under it; a table without one does not.
    const { html } = s.call('printout', { tournamentId: id, kind: 'crosstable', lang: 'en' });
    expect(html).toContain('is lost by both: no match point');
    const file = path.join(tempFolder(), 'mv.json');
    fs.writeFileSync(file, JSON.stringify(s.call('exportTournament', { id })));
    const json = JSON.parse((await cli(['crosstable', file, '--json'])).stdout) as {
      players: { no: number; matchPoints: number }[];
    };
    expect(json.players.filter((p) => p.no === 2 || p.no === 3).map((p) => p.matchPoints)).toEqual([2, 2]);
  });

  it('gives neither of them a match point among the tied (3.2.2 c)', () => {
    const { s, id } = fourPlayers('matchPoints');
    play(s, id);
    const table = s.call('getCrosstable', { tournamentId: id });
    // 2 and 3 stay tied on everything: the match between them gives neither a point, and they share their places.
    expect(table.players.filter((p) => p.no === 2 || p.no === 3).map((p) => [p.matchH2h, p.place])).toEqual([
      [0, '2–3'],
      [0, '2–3'],
    ]);
  });
});

describe('a round’s opening and its results cannot lock each other', () => {
  function sixPlayers() {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    const id = newMicroMatchTournament(s);
    drawLettered(s, id, ['A', 'B', 'C', 'D', 'E', 'F']);
    return { s, id, games: () => s.call('getSchedule', { tournamentId: id }).rounds[0]!.games };
  }

  it('a played result in a round whose opening is not drawn is questioned; a forfeit is not', () => {
    const { s, id, games } = sixPlayers();
    const [first, second, third] = games();
    const refused = apiError(() => s.call('recordResult', { tournamentId: id, gameId: first!.id, result: '1-0' }));
    expect(refused.issues[0]).toMatchObject({ path: 'result', key: 'openingNotDrawn', params: { round: 1 } });
    expect(refused.message).toContain('opening is not drawn');
    // Nothing was written.
    expect(games()[0]!.result).toBeNull();
    // A forfeit was never started from an opening: taken, and the opening can still be drawn.
    s.call('recordResult', { tournamentId: id, gameId: second!.id, result: '+/-' });
    expect(s.call('getSchedule', { tournamentId: id }).rounds[0]!.openingDraw).toEqual({ lock: null });
    // Played without one, as the arbiter says: taken, and the other games of the round are not asked again.
    s.call('recordResult', { tournamentId: id, gameId: first!.id, result: '1-0', withoutOpening: true });
    s.call('recordResult', { tournamentId: id, gameId: third!.id, result: '0-1' });
    const round = s.call('getSchedule', { tournamentId: id }).rounds[0]!;
    expect(round.openingDraw).toEqual({ lock: 'played' });
    // Said as it is: played without an opening, not "from its opening".
    expect(apiError(() => s.call('drawOpening', { tournamentId: id, tableRound: 1 })).issues[0]!.key).toBe(
      'openingPlayedWithout',
    );
  });

  it('the opening may be drawn again until a game is played from it; taking the result back frees it', () => {
    const { s, id, games } = sixPlayers();
    s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'A' });
    s.call('recordResult', { tournamentId: id, gameId: games()[0]!.id, result: '-/-' });
    s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'B' });
    s.call('recordResult', { tournamentId: id, gameId: games()[1]!.id, result: '1/2-1/2' });
    expect(s.call('getSchedule', { tournamentId: id }).rounds[0]!.openingDraw).toEqual({ lock: 'played' });
    s.call('undoLastChange', { tournamentId: id });
    expect(s.call('getSchedule', { tournamentId: id }).rounds[0]!.openingDraw).toEqual({ lock: null });
    expect(s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'C' }).rounds[0]!.openings).toHaveLength(1);
  });

  it('undo does not pass over an opening drawn to take back a result recorded before it', () => {
    const { s, id, games } = sixPlayers();
    s.call('recordResult', { tournamentId: id, gameId: games()[0]!.id, result: '+/-' });
    s.call('drawOpening', { tournamentId: id, tableRound: 2, seed: 'R2' });
    expect(apiError(() => s.call('undoLastChange', { tournamentId: id })).issues[0]!.key).toBe('undoOpeningDrawn');
    expect(games()[0]!.result).toBe('+/-');
  });

  it('asks nothing in a tournament that draws no openings', () => {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    const id = newMicroMatchTournament(s);
    s.call('updateTournamentSettings', { id, openingTable: null });
    drawLettered(s, id, ['A', 'B', 'C', 'D']);
    const game = s.call('getSchedule', { tournamentId: id }).rounds[0]!.games[0]!;
    expect(s.call('recordResult', { tournamentId: id, gameId: game.id, result: '1-0' }).result).toBe('1-0');
    expect(s.call('getSchedule', { tournamentId: id }).rounds[0]!.openingDraw).toEqual({ lock: 'noTable' });
  });
});

describe('an opening for each match: the twins, who is to move, a relocation named as one, a diagram a board', () => {
  it('on the printed pairings and in the hall', () => {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    const id = newMicroMatchTournament(s);
    s.call('updateTournamentSettings', { id, openingDraw: 'perMatch' });
    drawLettered(s, id, ['A', 'B', 'C', 'D', 'E', 'F']);
    // Drawn again (no game is played yet) until a board has a relocation: about half of the table's ballots are.
    let seed = 0;
    let openings = s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'LAUD0' }).rounds[0]!.openings;
    while (!openings.some((o) => o.kind === 'relocation') || !openings.some((o) => o.kind === 'moves'))
      openings = s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: `LAUD${++seed}` }).rounds[0]!.openings;
    expect(new Set(openings.map((o) => o.fen)).size).toBe(3);
    const { html } = s.call('printout', { tournamentId: id, kind: 'pairings', round: 1, lang: 'en' });
    // A diagram for each board's opening, each named by its board.
    expect(html.match(/<svg/g)).toHaveLength(3);
    for (const opening of openings) {
      expect(html).toContain(`Opening of board ${opening.board}: ${opening.id}`);
      const toMove = opening.fen.startsWith('B') ? 'Black to move' : 'White to move';
      const ballot = opening.moves ?? `${opening.written} (relocation)`;
      expect(html).toContain(`${ballot}; ${toMove}`);
    }
    const pages = siteFiles(s.service, id, new Date('2026-11-27T12:00:00Z'));
    const round1 = pages.find((page) => /^en\/.*round-1\.html$/.test(page.path))!;
    const relocation = openings.find((o) => o.kind === 'relocation')!;
    expect(round1.content).toContain(`${relocation.written} (relocation); `);
  });
});

describe('the regulations’ defaults (EKL 3.1, 3.2.2)', () => {
  function plain(ruleSet: 'fmjd' | 'ussr1953') {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    const { id } = s.call('createTournament', {
      name: 'Klubi MV',
      variant: 'russian',
      ruleSet,
      startDate: '2026-11-27',
      endDate: '2026-11-29',
    });
    return { s, id };
  }

  it('choosing micro-matches orders by match points with the 3.2.2 tiebreaks, unless the same change says otherwise', () => {
    const { s, id } = plain('fmjd');
    const chosen = s.call('updateTournamentSettings', { id, microMatch: true });
    expect([chosen.settings.matchOrder, chosen.settings.tiebreaks]).toEqual([
      'matchPoints',
      ['riga', 'matchWins', 'matchH2h', 'smallPoints'],
    ]);
    // Leaving micro-matches brings back the rule set's own tiebreaks (the 3.2.2 ones need matches).
    expect(s.call('updateTournamentSettings', { id, microMatch: false }).settings.tiebreaks).toEqual([
      'wins',
      'h2h',
      'higherPlaced',
    ]);
    const own = s.call('updateTournamentSettings', {
      id,
      microMatch: true,
      matchOrder: 'gamePoints',
      tiebreaks: ['riga'],
    });
    expect([own.settings.matchOrder, own.settings.tiebreaks]).toEqual(['gamePoints', ['riga']]);
    // A save that does not touch micro-matches leaves the arbiter's choice alone.
    expect(s.call('updateTournamentSettings', { id, name: 'Klubi MV 2026' }).settings.matchOrder).toBe('gamePoints');
  });

  it('the 1953 rule set goes back to this app’s order for 1953', () => {
    const { s, id } = plain('ussr1953');
    s.call('updateTournamentSettings', { id, microMatch: true });
    expect(s.call('updateTournamentSettings', { id, microMatch: false }).settings.tiebreaks).toEqual([
      'sb',
      'wins',
      'h2h',
    ]);
  });
});
