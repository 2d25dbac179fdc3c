// A tournament's games in and out as PDN: each game of a file matched to its scheduled game by its Round, White and
// Black tags however the names are written; a file with a game that does not match stores nothing; a game that has a
// record already is replaced only when confirmed; every recorded game written out, and read back the same.
import { describe, expect, it } from 'vitest';
import { readPdn } from '#formats/pdn';
import { sayPhrase } from '#formats/phrases';
import { apiError, serviceOnNewStore } from '../support/service';

function tournament() {
  const s = serviceOnNewStore('2026-11-25T10:00:00Z');
  const { id } = s.call('createTournament', {
    name: 'Tartu lahtised 2026',
    variant: 'russian',
    ruleSet: 'ussr1953',
    venue: 'Tartu',
    startDate: '2026-11-24',
  });
  const names = [
    ['Tamm', 'Jaan'],
    ['Kask', 'Mari'],
    ['Mänd', 'Peeter'],
    ['Saar', 'Õnne'],
  ];
  const ids = names.map(([surname, givenNames]) => s.call('createPlayer', { surname, givenNames }).id);
  for (const playerId of ids) s.call('addParticipant', { tournamentId: id, playerId });
  const schedule = s.call('drawLots', {
    tournamentId: id,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  return { s, id, schedule };
}

/** A game of round `round` as a federation's PDN file writes it, its players named as given. */
function pdnGame(round: string, white: string, black: string, moves = '1. c3-d4 f6-g5 2. d4-e5 d6xf4 2-0') {
  return `[Event "Tartu lahtised 2026"]\n[Round "${round}"]\n[White "${white}"]\n[Black "${black}"]\n[Result "2-0"]\n[GameType "25"]\n\n${moves}\n`;
}

describe('games imported from PDN', () => {
  it('matches each game to its scheduled game, however the names are written, and stores them all', () => {
    const { s, id, schedule } = tournament();
    const round1 = schedule.rounds[0]!.games;
    const nameOf = (no: number) =>
      ({
        1: ['Tamm, Jaan', 'Jaan Tamm'],
        2: ['Kask M.', 'Mari Kask'],
        3: ['MÄND Peeter', 'Mänd'],
        4: ['Saar, Onne', 'Õnne Saar'],
      })[no]!;
    const file = round1
      .map((g, i) => pdnGame('1', nameOf(g.white.no)[i % 2]!, nameOf(g.black.no)[(i + 1) % 2]!))
      .join('\n');
    const preview = s.call('previewGamesImport', { tournamentId: id, pdn: file });
    expect(preview.ready).toBe(true);
    expect(preview.games.map((g) => [g.match?.round, g.match?.board, g.plies])).toEqual(
      round1.map((g) => [1, String(g.board), 4]),
    );
    const imported = s.call('importGames', { tournamentId: id, pdn: file });
    expect(imported.games).toHaveLength(round1.length);
    for (const g of round1)
      expect(s.call('getGameRecord', { tournamentId: id, gameId: g.id }).moves.map((m) => m.written)).toEqual([
        'c3-d4',
        'f6-g5',
        'd4-e5',
        'd6xf4',
      ]);
  });

  it('stores nothing when a game does not match, and says why for each', () => {
    const { s, id, schedule } = tournament();
    const g = schedule.rounds[0]!.games[0]!;
    const white = g.white.name;
    const black = g.black.name;
    const file = [
      pdnGame('1', white, black),
      pdnGame('1', black, white),
      pdnGame('1', 'Nobody, Known', black),
      pdnGame('2', white, black),
    ].join('\n');
    const preview = s.call('previewGamesImport', { tournamentId: id, pdn: file });
    expect(preview.ready).toBe(false);
    expect(preview.games.map((row) => (row.problem ? sayPhrase(row.problem) : 'ok'))).toEqual([
      'ok',
      `in round 1 ${black} plays Black against ${white}: the colours are the other way round`,
      'no player of this tournament is called “Nobody, Known”',
      `${white} and ${black} do not meet in round 2`,
    ]);
    const refused = apiError(() => s.call('importGames', { tournamentId: id, pdn: file }));
    expect(refused.message).toBe('3 games of the file do not match the schedule: nothing was stored.');
    expect(s.call('getGameRecord', { tournamentId: id, gameId: g.id }).recorded).toBe(false);
  });

  it('says a game whose FEN is no position or which has no moves, and an empty or unreadable file, storing nothing', () => {
    const { s, id, schedule } = tournament();
    const [first, second] = schedule.rounds[0]!.games;
    const badFen = pdnGame('1', first!.white.name, first!.black.name).replace(
      '[GameType "25"]',
      '[GameType "25"]\n[FEN "W:Wz9:Bf6"]',
    );
    const noMoves = pdnGame('1', second!.white.name, second!.black.name, '*');
    const preview = s.call('previewGamesImport', { tournamentId: id, pdn: `${badFen}\n${noMoves}` });
    expect(preview.games.map((row) => (row.problem ? sayPhrase(row.problem) : 'ok'))).toEqual([
      '“z9” is not a playing square of the 8×8 board',
      'the game has no moves',
    ]);
    expect(apiError(() => s.call('importGames', { tournamentId: id, pdn: `${badFen}\n${noMoves}` })).message).toBe(
      '2 games of the file do not match the schedule: nothing was stored.',
    );
    expect(apiError(() => s.call('importGames', { tournamentId: id, pdn: '\n' })).message).toBe(
      'The file holds no game: nothing was stored.',
    );
    expect(apiError(() => s.call('importGames', { tournamentId: id, pdn: '1. c3-d4 {never' })).message).toMatch(
      /^The file cannot be read as it stands \(line 1, column 10: .*\): nothing was stored\.$/,
    );
    expect(s.call('getGameRecord', { tournamentId: id, gameId: first!.id }).recorded).toBe(false);
  });

  it('replaces a record only when confirmed', () => {
    const { s, id, schedule } = tournament();
    const g = schedule.rounds[0]!.games[0]!;
    s.call('saveGameRecord', { tournamentId: id, gameId: g.id, moves: '1. a3-b4' });
    const file = pdnGame('1', g.white.name, g.black.name);
    expect(s.call('previewGamesImport', { tournamentId: id, pdn: file }).games[0]!.replaces).toBe(true);
    expect(apiError(() => s.call('importGames', { tournamentId: id, pdn: file })).message).toBe(
      '1 game has a record already. Replace it? (logged)',
    );
    s.call('importGames', { tournamentId: id, pdn: file, confirm: true });
    expect(s.call('getGameRecord', { tournamentId: id, gameId: g.id }).moves).toHaveLength(4);
  });
});

describe('games exported as PDN', () => {
  it('writes every recorded game with the seven tags and GameType, which reads back as written', () => {
    const { s, id, schedule } = tournament();
    const [first, second] = schedule.rounds[0]!.games;
    s.call('recordResult', { tournamentId: id, gameId: first!.id, result: '1/2-1/2' });
    s.call('saveGameRecord', { tournamentId: id, gameId: first!.id, moves: '1. c3-d4 {good} f6-g5 1-1' });
    s.call('saveGameRecord', {
      tournamentId: id,
      gameId: second!.id,
      moves: '[FEN "B:Wc3,e3:Bd6,f6"]\n26... d6-c5 27. c3-d4 *',
    });
    const { pdn, count } = s.call('exportGames', { tournamentId: id });
    expect(count).toBe(2);
    expect(pdn).toContain('[Event "Tartu lahtised 2026"]\n[Site "Tartu"]\n[Date "2026.11.24"]\n[Round "1"]');
    expect(pdn).toContain('[Result "1-1"]\n[GameType "25"]\n\n1. c3-d4 {good} f6-g5 1-1');
    // A sheet that starts at move 26 is written numbered as the sheet numbers it.
    expect(pdn).toContain('[FEN "B:Wc3,e3:Bd6,f6"]\n\n26... d6-c5 27. c3-d4 *');
    const read = readPdn(pdn);
    expect(read.errors).toEqual([]);
    expect(read.games.map((g) => g.moves.map((m) => m.text))).toEqual([
      ['c3-d4', 'f6-g5'],
      ['d6-c5', 'c3-d4'],
    ]);
    // Read back into the same tournament, every game finds its own.
    const again = s.call('previewGamesImport', { tournamentId: id, pdn });
    expect(again.games.map((g) => g.match?.gameId)).toEqual([first!.id, second!.id]);
  });
});

describe('games for FMJD and from other programs: names in Latin letters, surname first; FMJD IDs; the game’s own day', () => {
  function ratedTournament() {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    const { id } = s.call('createTournament', {
      name: 'Narva lahtised 2026',
      variant: 'international',
      ruleSet: 'fmjd',
      startDate: '2026-11-20',
    });
    const smirnov = s.call('createPlayer', { name: 'Алексей Смирнов' }).id;
    s.call('setPlayerIdentity', { playerId: smirnov, federation: 'EST', fmjdId: 16400, latinName: 'Aleksei Smirnov' });
    const tamm = s.call('createPlayer', { name: 'Jaan Tamm' }).id;
    const others = ['Mari Kask', 'Peeter Mänd'].map((name) => s.call('createPlayer', { name }).id);
    for (const [index, playerId] of [smirnov, tamm, ...others].entries()) {
      s.call('setPlayerRating', {
        playerId,
        list: 'fmjd100',
        rating: 2300 + index,
        title: null,
        listDate: '2026-10-01',
      });
      s.call('addParticipant', { tournamentId: id, playerId });
    }
    const schedule = s.call('drawLots', {
      tournamentId: id,
      method: 'manual',
      numbers: [smirnov, tamm, ...others].map((playerId, i) => ({ playerId, no: i + 1 })),
    });
    return { s, id, schedule };
  }
  const game = (white: string, black: string, extra = '') =>
    `[Event "Narva"]\n[Date "2026.11.21"]\n[Round "1"]\n[White "${white}"]\n[Black "${black}"]\n${extra}[Result "2-0"]\n[GameType "20"]\n\n1. 32-28 19-23 2-0\n`;

  it('finds Алексей Смирнов by “Smirnov, Aleksei”, or by his FMJD ID whatever the name, and keeps the game’s day', () => {
    const { s, id, schedule } = ratedTournament();
    const first = schedule.rounds[0]!.games.find((g) => g.white.no === 1 || g.black.no === 1)!;
    // His opponent in round 1 as another program writes him, surname first.
    const opponent = (first.white.no === 1 ? first.black : first.white).name.split(' ').reverse().join(', ');
    const [white, black] = first.white.no === 1 ? ['Smirnov, Aleksei', opponent] : [opponent, 'Smirnov, Aleksei'];
    const preview = s.call('previewGamesImport', { tournamentId: id, pdn: game(white, black) });
    expect(preview.games[0]!.match?.gameId).toBe(first.id);
    const byId = game(
      first.white.no === 1 ? 'A. Smirnoff' : opponent,
      first.white.no === 1 ? opponent : 'A. Smirnoff',
      `[${first.white.no === 1 ? 'White' : 'Black'}FmjdId "16400"]\n`,
    );
    expect(s.call('previewGamesImport', { tournamentId: id, pdn: byId }).games[0]!.match?.gameId).toBe(first.id);
    s.call('importGames', { tournamentId: id, pdn: game(white, black) });
    const { pdn } = s.call('exportGames', { tournamentId: id });
    // Written for FMJD: Latin letters, surname first; the game's own day, not the tournament's first.
    expect(pdn).toContain('"Smirnov, Aleksei"]');
    expect(pdn).toContain(`"${opponent}"]`);
    expect(pdn).toContain('[Date "2026.11.21"]');
    expect(readPdn(pdn).games[0]!.tags.WhiteFmjdId ?? readPdn(pdn).games[0]!.tags.BlackFmjdId).toBe('16400');
    // A Latin name typed surname first, as FMJD's tables write it, is not turned round.
    const smirnov = s.call('getTournament', { id }).participants.find((p) => p.lotNo === 1)!.playerId;
    s.call('setPlayerIdentity', { playerId: smirnov, federation: 'EST', fmjdId: 16400, latinName: 'Smirnov Aleksei' });
    expect(s.call('exportGames', { tournamentId: id }).pdn).toContain('"Smirnov, Aleksei"]');
  });
});
