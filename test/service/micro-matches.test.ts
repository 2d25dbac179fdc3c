// A round robin of micro-matches through the service: each pairing of the table plays two games in its round on its
// board, the second with colours swapped; results are entered per game; the crosstable counts two games a pair; and
// the tournament file carries the setting and each game's leg, older files reading as before.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '#domain/draughts/moves';
import { formatMove, parseFen } from '#domain/draughts/notation';
import { siteFiles } from '#electron/exports';
import { cli } from '../support/cli';
import { apiError, serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';

function microMatchTournament(players = 4, settings: { double?: boolean; ruleSet?: 'ussr1953' } = {}) {
  const s = serviceOnNewStore('2026-11-27T10:00:00Z');
  const tournament = s.call('createTournament', {
    name: 'Eesti MV vene kabes',
    variant: 'russian',
    ruleSet: settings.ruleSet ?? 'fmjd',
    startDate: '2026-11-27',
    endDate: '2026-11-29',
  });
  s.call('updateTournamentSettings', { id: tournament.id, microMatch: true, double: settings.double ?? false });
  const ids = Array.from(
    { length: players },
    (_, i) => s.call('createPlayer', { surname: `Mängija${i + 1}`, givenNames: 'Jaan' }).id,
  );
  for (const playerId of ids) s.call('addParticipant', { tournamentId: tournament.id, playerId });
  s.call('drawLots', {
    tournamentId: tournament.id,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  return { s, id: tournament.id };
}

describe('a round robin of micro-matches', () => {
  it('plays each pairing twice in its round, on its board, colours swapped in the second game', () => {
    const { s, id } = microMatchTournament();
    const schedule = s.call('getSchedule', { tournamentId: id });
    // Four players: three rounds, two boards a round, two games a board.
    expect(schedule.rounds).toHaveLength(3);
    const round1 = schedule.rounds[0]!;
    expect(round1.games.map((g) => [g.board, g.leg, g.white.no, g.black.no])).toEqual([
      [1, 1, 1, 4],
      [1, 2, 4, 1],
      [2, 1, 2, 3],
      [2, 2, 3, 2],
    ]);
  });

  it('counts two games a pair in the crosstable: a match 2:0 and one 1:1 in 2–1–0 points', () => {
    const { s, id } = microMatchTournament();
    const [first, second, third, fourth] = s.call('getSchedule', { tournamentId: id }).rounds[0]!.games;
    s.call('recordResult', { tournamentId: id, gameId: first!.id, result: '1-0' });
    s.call('recordResult', { tournamentId: id, gameId: second!.id, result: '0-1' });
    s.call('recordResult', { tournamentId: id, gameId: third!.id, result: '1/2-1/2' });
    s.call('recordResult', { tournamentId: id, gameId: fourth!.id, result: '1/2-1/2' });
    const table = s.call('getCrosstable', { tournamentId: id });
    const row = (no: number) => table.players.find((p) => p.no === no)!;
    // Player 1 won both games against 4 (white, then black): 4 points of 2–1–0 from two games.
    expect([row(1).points, row(1).games, row(1).cells[3]]).toEqual([4, 2, '22']);
    expect([row(2).points, row(3).points, row(4).points]).toEqual([2, 2, 0]);
  });

  it('is a setting of the draw, fixed once drawn', () => {
    const { s, id } = microMatchTournament();
    expect(apiError(() => s.call('updateTournamentSettings', { id, microMatch: false })).issues[0]!.key).toBe(
      'settingLockedAfterDraw',
    );
  });

  it('a double round robin of micro-matches: two matches a pair, the second cycle’s with the colours reversed', () => {
    const { s, id } = microMatchTournament(4, { double: true });
    const rounds = s.call('getSchedule', { tournamentId: id }).rounds;
    // Four players: six rounds, two boards a round, two games a board — four games a pair.
    expect(rounds).toHaveLength(6);
    expect(rounds[3]!.games.map((g) => [g.board, g.leg, g.white.no, g.black.no])).toEqual([
      [1, 1, 4, 1],
      [1, 2, 1, 4],
      [2, 1, 3, 2],
      [2, 2, 2, 3],
    ]);
    // 1 takes 3:1 from 4 in the first cycle (a win and a draw) and 2:2 in the second (two draws).
    const play = (round: number, board: number, leg: number, result: '1-0' | '0-1' | '1/2-1/2') => {
      const game = rounds[round - 1]!.games.find((g) => g.board === board && g.leg === leg)!;
      s.call('recordResult', { tournamentId: id, gameId: game.id, result });
    };
    play(1, 1, 1, '1-0');
    play(1, 1, 2, '1/2-1/2');
    play(4, 1, 1, '1/2-1/2');
    play(4, 1, 2, '1/2-1/2');
    const table = s.call('getCrosstable', { tournamentId: id });
    const row = (no: number) => table.players.find((p) => p.no === no)!;
    expect([row(1).points, row(1).games, row(1).matchPoints, row(1).cells[3], row(1).matchCells![3]]).toEqual([
      5,
      4,
      3,
      '2111',
      '3:1 2:2',
    ]);
    expect(row(4).matchCells![0]).toBe('1:3 2:2');
    // The tournament file keeps it, and reads back the same.
    const file = s.call('exportTournament', { id });
    expect([file.double, file.settings.microMatch]).toEqual([true, { games: 2, order: 'matchPoints' }]);
    const other = serviceOnNewStore('2026-11-28T10:00:00Z');
    const { id: copy } = other.call('importTournament', { file });
    expect({ ...other.call('exportTournament', { id: copy }), trail: [] }).toEqual({ ...file, trail: [] });
    expect(other.call('getCrosstable', { tournamentId: copy }).players).toEqual(table.players);
  });

  it('names a board’s game with its leg where a message names a game: §35’s last round under the 1953 rules', () => {
    const { s, id } = microMatchTournament(4, { ruleSet: 'ussr1953' });
    const rounds = s.call('getSchedule', { tournamentId: id }).rounds;
    // Every game but round 1's second game on board 2 finished; round 3 is the last.
    for (const round of rounds.slice(0, 2))
      for (const game of round.games)
        if (!(round.round === 1 && game.board === 2 && game.leg === 2))
          s.call('recordResult', { tournamentId: id, gameId: game.id, result: '1/2-1/2' });
    const refused = apiError(() =>
      s.call('recordResult', { tournamentId: id, gameId: rounds[2]!.games[0]!.id, result: '1-0' }),
    );
    expect(refused.message).toContain('round 1 board 2·2 (Jaan Mängija3 – Jaan Mängija2)');
  });

  it('the tournament file says so (@5: settings.microMatch, each second game’s leg), and reads back the same', () => {
    const { s, id } = microMatchTournament();
    const [first, second] = s.call('getSchedule', { tournamentId: id }).rounds[0]!.games;
    s.call('recordResult', { tournamentId: id, gameId: first!.id, result: '1-0' });
    s.call('recordResult', { tournamentId: id, gameId: second!.id, result: '1/2-1/2' });
    const file = s.call('exportTournament', { id });
    expect(file.format).toBe('kabe-arbiter/tournament@5');
    expect(file.settings.microMatch).toEqual({ games: 2, order: 'matchPoints' });
    expect(file.games.slice(0, 2).map((g) => [g.tableRound, g.board, g.leg, g.white, g.black, g.result])).toEqual([
      [1, 1, undefined, 1, 4, '1-0'],
      [1, 1, 2, 4, 1, '1/2-1/2'],
    ]);
    const other = serviceOnNewStore('2026-11-28T10:00:00Z');
    const { id: copy } = other.call('importTournament', { file });
    const again = other.call('exportTournament', { id: copy });
    expect({ ...again, trail: [] }).toEqual({ ...file, trail: [] });
    expect(other.call('getTournament', { id: copy }).settings.microMatch).toBe(true);
    // A board's second game must be its first one's pairing with the colours swapped, and come with it.
    const keys = (changed: typeof file) =>
      apiError(() => other.call('importTournament', { file: changed, confirm: true })).issues.map((i) => i.key);
    const swapped = {
      ...file,
      games: file.games.map((g, i) => (i === 1 ? { ...g, white: g.black, black: g.white } : g)),
    };
    expect(keys(swapped)).toContain('fileLegNotSwapped');
    expect(keys({ ...file, games: file.games.filter((_, i) => i !== 0) })).toContain('fileLegWithoutFirst');
    // A second game in a file that is no micro-match is said to be wrong.
    const wrong = { ...file, settings: { ...file.settings, microMatch: null } };
    expect(apiError(() => other.call('importTournament', { file: wrong })).issues.map((i) => i.key)).toContain(
      'fileLegNotMicroMatch',
    );
  });
});

describe('the standings of micro-matches (EKL 3.1, 3.2.2)', () => {
  it('a worked example: one tie split by the Riga coefficient, one by micro-matches won; the same from the file', async () => {
    const { s, id } = microMatchTournament();
    // Ordered by game points, as a tournament's own regulations may say (the EKL's order by match points follows).
    s.call('updateTournamentSettings', { id, matchOrder: 'gamePoints' });
    // Each micro-match's score for the first player, in 2–1–0 game points (4:0, 3:1, 2:2 …).
    const scoreOf = new Map([
      ['1-2', 4],
      ['1-3', 3],
      ['1-4', 0],
      ['2-3', 2],
      ['2-4', 3],
      ['3-4', 2],
    ]);
    const rounds = s.call('getSchedule', { tournamentId: id }).rounds;
    for (const { games } of rounds)
      for (const first of games.filter((g) => g.leg === 1)) {
        const [a, b] = [first.white.no, first.black.no].sort();
        const score = scoreOf.get(`${a}-${b}`)!;
        const second = games.find((g) => g.board === first.board && g.leg === 2 && g.white.no === first.black.no)!;
        // a's results: 4 → two wins, 3 → a win and a draw, 2 → two draws, 0 → two losses.
        const [one, two] = (
          { 4: ['win', 'win'], 3: ['win', 'draw'], 2: ['draw', 'draw'], 0: ['loss', 'loss'] } as const
        )[score as 0 | 2 | 3 | 4];
        for (const [game, outcome] of [
          [first, one],
          [second, two],
        ] as const) {
          const aIsWhite = game.white.no === a;
          const result = outcome === 'draw' ? '1/2-1/2' : (outcome === 'win') === aIsWhite ? '1-0' : '0-1';
          s.call('recordResult', { tournamentId: id, gameId: game.id, result });
        }
      }
    const table = s.call('getCrosstable', { tournamentId: id });
    // Game points 7, 5, 5, 7. Riga: 1: 5×4 + 5×3 + 7×0 = 35; 4: 7×4 + 5×1 + 5×2 = 43 — 4 before 1. 2 and 3: 31
    // each; 2 won a micro-match (3:1 against 4), 3 none — 2 before 3.
    // Match points (2 a match won, 1 drawn): 4: 3, 1: 4, 2: 3, 3: 2.
    expect(table.players.map((p) => [p.no, p.points, p.matchPoints, p.riga, p.matchWins, p.place])).toEqual([
      [4, 7, 3, 43, 1, '1'],
      [1, 7, 4, 35, 2, '2'],
      [2, 5, 3, 31, 1, '3'],
      [3, 5, 2, 31, 0, '4'],
    ]);

    // Where the regulations order by match points: 1 first; 4 and 2 share 3, and the Riga coefficient in match points
    // splits them: 4: 4×4 + 3×1 + 2×2 = 23, 2: 4×0 + 2×2 + 3×3 = 13 (1: 3×4 + 2×3 + 3×0 = 18; 3: 4×1 + 3×2 + 3×2 = 16).
    s.call('updateTournamentSettings', { id, matchOrder: 'matchPoints' });
    const byMatches = s.call('getCrosstable', { tournamentId: id });
    expect(byMatches.players.map((p) => [p.no, p.matchPoints, p.riga, p.place])).toEqual([
      [1, 4, 18, '1'],
      [4, 3, 23, '2'],
      [2, 3, 13, '3'],
      [3, 2, 16, '4'],
    ]);

    // The tournament file, and the CLI's crosstable of it, say the same.
    const file = s.call('exportTournament', { id });
    expect(file.settings.microMatch).toEqual({ games: 2, order: 'matchPoints' });
    const written = path.join(tempFolder(), 'mv.json');
    fs.writeFileSync(written, JSON.stringify(file));
    const fromFile = JSON.parse((await cli(['crosstable', written, '--json'])).stdout) as {
      players: { no: number; points: number; matchPoints: number; riga: number; matchWins: number }[];
    };
    expect(fromFile.players.map((p) => [p.no, p.points, p.matchPoints, p.riga, p.matchWins])).toEqual([
      [1, 7, 4, 18, 2],
      [4, 7, 3, 23, 1],
      [2, 5, 3, 13, 1],
      [3, 5, 2, 16, 0],
    ]);
    // The micro-matches' tiebreaks belong to micro-matches only.
    const other = s.call('createTournament', { name: 'Y', variant: 'russian', ruleSet: 'fmjd' });
    expect(
      apiError(() => s.call('updateTournamentSettings', { id: other.id, tiebreaks: ['riga'] })).issues[0]!.key,
    ).toBe('tiebreakNeedsMicroMatch');
  });
});

describe('a withdrawal between the two games of a micro-match (§38)', () => {
  it('leaving after a round’s first games: his second game of that round goes to his opponent, as a later round’s', () => {
    const { s, id } = microMatchTournament();
    const rounds = s.call('getSchedule', { tournamentId: id }).rounds;
    // Round 1 whole; round 2's first games only.
    for (const game of rounds[0]!.games)
      s.call('recordResult', { tournamentId: id, gameId: game.id, result: '1/2-1/2' });
    for (const game of rounds[1]!.games.filter((g) => g.leg === 1))
      s.call('recordResult', { tournamentId: id, gameId: game.id, result: '1/2-1/2' });
    const leaver = rounds[1]!.games[0]!.white;
    // §38 as the 1953 rules read it: at least half of his games played (3 of 6) keeps his results.
    s.call('updateTournamentSettings', { id, withdrawalThreshold: 'atLeastHalf' });
    s.call('withdrawPlayer', { tournamentId: id, playerId: leaver.playerId, afterRound: 2 });
    const after = s.call('getSchedule', { tournamentId: id }).rounds;
    const second = after[1]!.games.find((g) => g.leg === 2 && [g.white.no, g.black.no].includes(leaver.no))!;
    expect(second.withdrawal?.effect).toBe('awarded');
    // The second game of round 2 and both of round 3 go to his opponents.
    expect(second.result).toBe(second.white.no === leaver.no ? '-/+' : '+/-');
    expect(
      after[2]!.games.filter((g) => [g.white.no, g.black.no].includes(leaver.no)).map((g) => g.withdrawal?.effect),
    ).toEqual(['awarded', 'awarded']);
  });
});

describe('the drawn openings of a round of micro-matches', () => {
  it('one a round or one a board, from the tournament’s table by a seed, never twice, again only before results', () => {
    const { s, id } = microMatchTournament();
    expect(apiError(() => s.call('drawOpening', { tournamentId: id, tableRound: 1 })).issues[0]!.key).toBe(
      'openingTableNotChosen',
    );
    s.call('updateTournamentSettings', { id, openingTable: 'fmjd-64' });
    const first = s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'VOOR1' });
    const [opening] = first.rounds[0]!.openings;
    expect(opening).toMatchObject({ board: null, seed: 'VOOR1' });
    // The same seed draws the same ballot: the draw can be shown and repeated.
    expect(s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'VOOR1' }).rounds[0]!.openings[0]!.id).toBe(
      opening!.id,
    );
    // Round 2 never draws round 1's ballot.
    const second = s.call('drawOpening', { tournamentId: id, tableRound: 2, seed: 'VOOR1' }).rounds[1]!.openings[0]!;
    expect(second.id).not.toBe(opening!.id);
    // The table and the mode stand once an opening is drawn.
    expect(apiError(() => s.call('updateTournamentSettings', { id, openingDraw: 'perMatch' })).issues[0]!.key).toBe(
      'openingTableLocked',
    );
    // Once a game of the round has its result, its openings stand; the table stays in the app while it is used.
    const game = first.rounds[0]!.games[0]!;
    s.call('recordResult', { tournamentId: id, gameId: game.id, result: '1-0' });
    expect(apiError(() => s.call('drawOpening', { tournamentId: id, tableRound: 1 })).issues[0]!.key).toBe(
      'openingAfterResults',
    );
    const logged = s.store.db.$client
      .prepare("select count(*) as n from audit_log where action = 'round.openings'")
      .get() as { n: number };
    expect(logged.n).toBe(3);

    // The file carries the table, the mode and each round's opening with its seed, and reads back the same.
    const file = s.call('exportTournament', { id });
    expect(file.settings.microMatch).toEqual({ games: 2, order: 'matchPoints', openings: 'fmjd-64', draw: 'perRound' });
    expect(file.openings).toEqual([
      { tableRound: 1, ballot: opening!.id, seed: 'VOOR1' },
      { tableRound: 2, ballot: second.id, seed: 'VOOR1' },
    ]);
    const other = serviceOnNewStore('2026-11-28T10:00:00Z');
    const { id: copy } = other.call('importTournament', { file });
    expect(other.call('getSchedule', { tournamentId: copy }).rounds[1]!.openings[0]!.fen).toBe(second.fen);
    // The hall and the tournament's website say each round's opening above its pairings.
    const pages = siteFiles(s.service, id, new Date('2026-11-27T12:00:00Z'));
    const round1 =
      pages.find((page) => /^en\/.*round-1\.html$/.test(page.path)) ??
      pages.find((page) => page.path.includes('round-1'));
    expect(round1?.content).toContain(`Opening: ${opening!.id}`);
  });

  it('one a micro-match: each board its own ballot, shown with its moves and its position', () => {
    const { s, id } = microMatchTournament(6);
    s.call('updateTournamentSettings', { id, openingTable: 'fmjd-64', openingDraw: 'perMatch' });
    const openings = s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'LAUD' }).rounds[0]!.openings;
    expect(openings.map((o) => o.board)).toEqual([1, 2, 3]);
    expect(new Set(openings.map((o) => o.id)).size).toBe(3);
    for (const o of openings) expect(o.fen).toMatch(/^[WB]:W/);
  });
});

describe('a micro-match game’s score sheet and its drawn opening', () => {
  it('knows the opening drawn for it, and says whether the record begins with it', () => {
    const { s, id } = microMatchTournament();
    s.call('updateTournamentSettings', { id, openingTable: 'fmjd-64' });
    const round = s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'SHEET' }).rounds[0]!;
    const opening = round.openings[0]!;
    const game = round.games[0]!;
    const empty = s.call('getGameRecord', { tournamentId: id, gameId: game.id });
    expect(empty).toMatchObject({ recorded: false, opening: { id: opening.id }, followsOpening: null });
    // A record from the opening's position begins with it; one from the initial position without its moves does not.
    const fromOpening = s.call('saveGameRecord', {
      tournamentId: id,
      gameId: game.id,
      moves: `[FEN "${opening.fen}"]\n*`.replace('\n*', `\n${firstMoveFrom(opening.fen)} *`),
    });
    expect(fromOpening.followsOpening).toBe(true);
    const elsewhere = s.call('saveGameRecord', {
      tournamentId: id,
      gameId: game.id,
      moves: '1. c3-d4 *',
      confirm: true,
    });
    expect(elsewhere.followsOpening).toBe(
      opening.moves !== null && opening.moves.startsWith('1. c3-d4') ? true : false,
    );
  });
});

describe('a micro-match’s score sheets as PDN', () => {
  it('are written with the board’s game and the opening, read back onto the same games, and a swapped record is said', () => {
    const { s, id } = microMatchTournament();
    s.call('updateTournamentSettings', { id, openingTable: 'fmjd-64' });
    const round = s.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'PDN' }).rounds[0]!;
    const opening = round.openings[0]!;
    const [first, second] = round.games;
    for (const game of [first!, second!])
      s.call('saveGameRecord', {
        tournamentId: id,
        gameId: game.id,
        moves: `[FEN "${opening.fen}"]\n${firstMoveFrom(opening.fen)} *`,
      });
    const { pdn, count } = s.call('exportGames', { tournamentId: id });
    expect(count).toBe(2);
    expect(pdn).toContain('[Board "1·1"]');
    expect(pdn).toContain('[Board "1·2"]');
    expect(pdn.match(new RegExp(`\\[Opening "${opening.id}"\\]`, 'g'))).toHaveLength(2);
    // Read back into the tournament: each record onto its own game, named by its board's game.
    const preview = s.call('previewGamesImport', { tournamentId: id, pdn });
    expect(preview.games.map((g) => [g.match?.gameId, g.match?.board, g.problem])).toEqual([
      [first!.id, '1·1', null],
      [second!.id, '1·2', null],
    ]);
    // The second game's record with its colours exchanged is the first game's pairing: its Board tag says otherwise.
    const [, secondGame] = pdn.split(/\n\n(?=\[Event)/);
    const white = /\[White "([^"]*)"\]/.exec(secondGame!)![1]!;
    const black = /\[Black "([^"]*)"\]/.exec(secondGame!)![1]!;
    const swapped = secondGame!
      .replace(`[White "${white}"]`, `[White "${black}"]`)
      .replace(`[Black "${black}"]`, `[Black "${white}"]`);
    const said = s.call('previewGamesImport', { tournamentId: id, pdn: swapped }).games[0]!;
    expect(said.match).toBeNull();
    expect(said.problem).toMatchObject({ key: 'games.otherLeg', params: { written: '1·2', board: '1·1' } });
    // Other programs write a board's game "1.2", "1-2" or only its board, "1": the colours tell the game (issue 51).
    for (const tag of ['1.2', '1-2', '1/2', '1']) {
      const other = secondGame!.replace('[Board "1·2"]', `[Board "${tag}"]`);
      expect(s.call('previewGamesImport', { tournamentId: id, pdn: other }).games[0]).toMatchObject({
        match: { gameId: second!.id },
        problem: null,
      });
    }
    const wrongBoard = secondGame!.replace('[Board "1·2"]', '[Board "2"]');
    expect(s.call('previewGamesImport', { tournamentId: id, pdn: wrongBoard }).games[0]!.problem).toMatchObject({
      key: 'games.otherLeg',
    });
  });
});

/** A legal first move from a position, as written (the engine's first). */
function firstMoveFrom(fen: string): string {
  const position = parseFen('russian', fen);
  const [move] = legalMoves(position);
  const text = formatMove('russian', move!);
  return position.toMove === 'white' ? `1. ${text}` : `1... ${text}`;
}
