// A game's record through the service: a score sheet pasted as PDN movetext, kept as written — its first illegal move
// said, the moves before it played — replaced and deleted only when confirmed, its end checked against the entered
// result, and carried by the tournament file (@4) so that export → import → export gives the same file.
import { describe, expect, it } from 'vitest';
import { sayPhrase } from '#formats/phrases';
import { legalGame } from '../support/legal-game';
import { apiError, serviceOnNewStore } from '../support/service';

function fourPlayers() {
  const s = serviceOnNewStore('2026-11-25T10:00:00Z');
  const tournament = s.call('createTournament', { name: 'Tartu karikas', variant: 'russian', ruleSet: 'ussr1953' });
  for (const [surname, givenNames] of [
    ['Tamm', 'Jaan'],
    ['Kask', 'Mari'],
    ['Mänd', 'Peeter'],
    ['Saar', 'Õnne'],
  ]) {
    const player = s.call('createPlayer', { surname, givenNames });
    s.call('addParticipant', { tournamentId: tournament.id, playerId: player.id });
  }
  const schedule = s.call('drawLots', { tournamentId: tournament.id, method: 'random', seed: 'REC' });
  return { s, tournamentId: tournament.id, game: schedule.rounds[0]!.games[0]! };
}

/** The first game of `fourPlayers` with its score sheet saved. */
function recordedGame(moves: string) {
  const four = fourPlayers();
  four.s.call('saveGameRecord', { tournamentId: four.tournamentId, gameId: four.game.id, moves });
  return four;
}

describe('a game’s record', () => {
  it('keeps the score sheet as written and plays it: each move, the position after it, the first wrong one said', () => {
    const { s, tournamentId, game } = fourPlayers();
    expect(s.call('getGameRecord', { tournamentId, gameId: game.id })).toMatchObject({ recorded: false, moves: [] });
    const view = s.call('saveGameRecord', {
      tournamentId,
      gameId: game.id,
      moves: '1. c3-d4 f6-g5 {a quiet start} 2. d4-e5 d6xf4 3. c1-d2 h6-g5 *',
    });
    expect(view.recorded).toBe(true);
    expect(view.moves.map((m) => [m.number, m.side, m.written, m.move])).toEqual([
      [1, 'white', 'c3-d4', 'c3-d4'],
      [1, 'black', 'f6-g5', 'f6-g5'],
      [2, 'white', 'd4-e5', 'd4-e5'],
      [2, 'black', 'd6xf4', 'd6:f4'],
    ]);
    expect(view.moves[1]!.comment).toBe('a quiet start');
    expect(view.moves[3]!.after).toBe('W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3:Bf4,g5,b6,h6,a7,c7,e7,g7,b8,d8,f8,h8');
    expect(view.firstIllegal).toMatchObject({ number: 3, side: 'white', move: 'c1-d2' });
    expect(sayPhrase(view.firstIllegal!.reason, 'et')).toBe('löömine on kohustuslik: g3:e5');
    expect(view.unplayed.map((m) => m.text)).toEqual(['c1-d2', 'h6-g5']);
    // Kept as written, and read again the same.
    expect(s.call('getGameRecord', { tournamentId, gameId: game.id }).unplayed.map((m) => m.text)).toEqual([
      'c1-d2',
      'h6-g5',
    ]);
  });

  it('plays a 64-square sheet written in PDN’s square numbers, keeps its own move numbers and the comments after a wrong move', () => {
    const { s, tournamentId, game } = fourPlayers();
    const numbers = s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: '1. 22-18 11-15 2. 18x11 *' });
    expect(numbers.moves.map((m) => [m.written, m.move])).toEqual([
      ['22-18', 'c3-d4'],
      ['11-15', 'f6-e5'],
      ['18x11', 'd4:f6'],
    ]);
    expect(s.call('getDrawClaims', { tournamentId, gameId: game.id }).moves).toBe(3);
    // A sheet that starts at move 26 from a position is numbered as written, and a wrong move keeps its comment.
    const later = s.call('saveGameRecord', {
      tournamentId,
      gameId: game.id,
      moves: '[FEN "W:Wc3:Bf6"] 26. c3-d4 f6-e5 27. a1-b2 {time trouble} *',
      confirm: true,
    });
    expect(later.moves.map((m) => [m.number, m.side])).toEqual([
      [26, 'white'],
      [26, 'black'],
    ]);
    expect(later.firstIllegal).toMatchObject({ number: 27, side: 'white', move: 'a1-b2' });
    expect(later.unplayed).toEqual([{ text: 'a1-b2', comment: 'time trouble', number: null }]);
    // A jump in the sheet's numbering is kept on the wrong move too, so that the sheet is shown as written.
    const jump = s.call('saveGameRecord', {
      tournamentId,
      gameId: game.id,
      moves: '1. c3-d4 f6-g5 10. a1-b2 *',
      confirm: true,
    });
    expect(jump.firstIllegal).toMatchObject({ number: 10, move: 'a1-b2' });
    expect(jump.unplayed).toEqual([{ text: 'a1-b2', comment: null, number: 10 }]);
    // A number no game has would not go through the tournament file: refused, before any question of replacing.
    expect(
      apiError(() => s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: '0. c3-d4 f6-g5 *' })).message,
    ).toBe('moves: The score sheet cannot be kept: move number 0 is not one a game has (1 to 5000).');
  });

  it('refuses a sheet too large to be a game, saying what is too large', () => {
    const { s, tournamentId, game } = fourPlayers();
    const endless = Array.from({ length: 2501 }, () => 'c3-d4 f6-g5').join(' ');
    expect(apiError(() => s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: endless })).message).toBe(
      'moves: The score sheet cannot be kept: the score sheet has 5002 moves; at most 5000 are kept.',
    );
    const move = `1. c3-d4${'-e5'.repeat(70)}`;
    expect(apiError(() => s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: move })).message).toBe(
      'moves: The score sheet cannot be kept: the move “c3-d4-e5-e5-e5-e5-e5…” is longer than 200 characters.',
    );
    expect(s.call('getGameRecord', { tournamentId, gameId: game.id }).recorded).toBe(false);
  });

  it('refuses what cannot be read, with its place; replaces and deletes only when confirmed (logged)', () => {
    const { s, tournamentId, game } = fourPlayers();
    const unreadable = apiError(() =>
      s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: '1. c3-d4 {never closed' }),
    );
    expect(unreadable.message).toBe(
      'moves: The score sheet cannot be read: line 1, column 10: the comment {…} is never closed.',
    );
    expect(
      apiError(() => s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: '  ' })).issues[0],
    ).toMatchObject({
      key: 'recordEmpty',
    });
    s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: '1. c3-d4 f6-g5' });
    const again = apiError(() => s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: '1. a3-b4' }));
    expect(again.message).toBe('This game has a record already (2 moves). Replace it? (logged)');
    s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: '1. a3-b4', confirm: true });
    expect(s.call('getGameRecord', { tournamentId, gameId: game.id }).moves.map((m) => m.written)).toEqual(['a3-b4']);
    expect(apiError(() => s.call('deleteGameRecord', { tournamentId, gameId: game.id })).issues[0]).toMatchObject({
      key: 'recordDeleteNeedsConfirm',
    });
    expect(s.call('deleteGameRecord', { tournamentId, gameId: game.id, confirm: true }).recorded).toBe(false);
    const logged = s.store.db.$client
      .prepare("select action from audit_log where action like 'record.%' order by id")
      .all()
      .map((row) => (row as { action: string }).action);
    expect(logged).toEqual(['record.save', 'record.replace', 'record.delete']);
  });

  it('points out a record whose end contradicts the entered result', () => {
    const { s, tournamentId, game } = fourPlayers();
    s.call('recordResult', { tournamentId, gameId: game.id, result: '0-1' });
    const view = s.call('saveGameRecord', { tournamentId, gameId: game.id, moves: '1. c3-d4 f6-g5 2-0' });
    expect(view).toMatchObject({ result: '2-0', resultDisagrees: true });
    s.call('recordResult', { tournamentId, gameId: game.id, result: '1-0', confirm: true });
    expect(s.call('getGameRecord', { tournamentId, gameId: game.id }).resultDisagrees).toBe(false);
  });

  it('travels in the tournament file: export → import → export gives the same file', () => {
    const { s, tournamentId } = recordedGame('[FEN "W:Wc3,e3:Bd6,f6"]\n1. c3-d4 {the only good move} d6-c5 2. d4xb6 *');
    const file = s.call('exportTournament', { id: tournamentId });
    expect(file.format).toBe('kabe-arbiter/tournament@4');
    const withRecord = file.games.find((g) => g.record);
    expect(withRecord!.record).toEqual({
      start: 'W:Wc3,e3:Bd6,f6',
      moves: [{ text: 'c3-d4', comment: 'the only good move' }, { text: 'd6-c5' }, { text: 'd4xb6' }],
      result: '*',
    });
    const other = serviceOnNewStore('2026-11-26T10:00:00Z');
    const { id } = other.call('importTournament', { file });
    const again = other.call('exportTournament', { id });
    expect(again.games).toEqual(file.games);
    const imported = again.games.find((g) => g.record)!;
    const schedule = other.call('getSchedule', { tournamentId: id });
    const gameId = schedule.rounds
      .flatMap((r) => r.games)
      .find((g) => g.board === imported.board && g.white.no === imported.white)!.id;
    expect(other.call('getGameRecord', { tournamentId: id, gameId }).moves.map((m) => m.move)).toEqual([
      'c3-d4',
      'd6-c5',
      'd4:b6',
    ]);
  });

  it('prints 40 moves in two columns of 20 lines, side by side', () => {
    const moves = legalGame(80);
    const { s, tournamentId, game } = recordedGame(moves);
    expect(s.call('getGameRecord', { tournamentId, gameId: game.id }).moves).toHaveLength(80);
    const { html } = s.call('printout', { tournamentId, kind: 'scoreSheet', gameId: game.id, lang: 'et' });
    const tables = html.match(/<table class="moves">[\s\S]*?<\/table>/g) ?? [];
    expect(tables).toHaveLength(2);
    const lines = tables.map((table) => table.match(/<tr>/g)!.length - 1);
    expect(Math.abs(lines[0]! - lines[1]!)).toBeLessThanOrEqual(1);
    expect(html).toContain('<td class="num">1</td>');
  });

  it('prints as the federation files a score sheet: the moves in two columns by number, the result, signatures', () => {
    const { s, tournamentId, game } = recordedGame('1. c3-d4 f6-g5 2. d4-e5 d6xf4 2-0');
    const { title, html } = s.call('printout', { tournamentId, kind: 'scoreSheet', gameId: game.id, lang: 'et' });
    expect(title).toBe(`Partiileht: ${game.white.name} – ${game.black.name}`);
    expect(html).toContain('<td class="num">2</td><td>d4-e5</td><td>d6:f4</td>');
    expect(html).toContain('Seis pärast käiku 2. Must d6:f4');
    // Any position of the game: after the first half-move, or the start.
    const first = s.call('printout', { tournamentId, kind: 'scoreSheet', gameId: game.id, ply: 1, lang: 'en' });
    expect(first.html).toContain('The position after 1. White c3-d4');
    expect(
      s.call('printout', { tournamentId, kind: 'scoreSheet', gameId: game.id, ply: 0, lang: 'ru' }).html,
    ).toContain('Начальная позиция');
    expect(html).toContain(`Valge: ${game.white.name}`);
    // The result the arbiter entered is the sheet's: a draw is ½ – ½, never "—".
    s.call('recordResult', { tournamentId, gameId: game.id, result: '1/2-1/2' });
    const drawn = s.call('printout', { tournamentId, kind: 'scoreSheet', gameId: game.id, lang: 'en' }).html;
    expect(drawn).toMatch(/<th>Result<\/th><td>½ – ½<\/td>/);
    expect(
      apiError(() => s.call('printout', { tournamentId, kind: 'scoreSheet', lang: 'et' })).issues[0],
    ).toMatchObject({
      path: 'gameId',
    });
  });

  it('answers the 1953 draw claims its kept moves support; not for a tournament under another rule set', () => {
    const { s, tournamentId, game } = recordedGame(
      '[FEN "W:WKc1:BKh8"]\n1. c1-d2 h8-g7 2. d2-c1 g7-h8 3. c1-d2 h8-g7 4. d2-c1 g7-h8',
    );
    const { moves, claims } = s.call('getDrawClaims', { tournamentId, gameId: game.id });
    expect(moves).toBe(8);
    expect(claims[0]).toMatchObject({ rule: 'repetition', paragraph: '§16d', move: 4, side: 'white' });
    const fide = serviceOnNewStore();
    const other = fide.call('createTournament', { name: 'FIDE', variant: 'russian', ruleSet: 'fide' });
    expect(apiError(() => fide.call('getDrawClaims', { tournamentId: other.id, gameId: 1 })).issues[0]).toMatchObject({
      key: 'claimsUnder1953',
    });
  });
});
