// Reading PDN as real files are written (PDN 3.0 and looser), and every game's moves checked by the rules engine:
// the first move that cannot be played said with its number, side, text and reason, and its line and column.
import { describe, expect, it } from 'vitest';
import { readPdn, sameResult } from '#formats/pdn';
import { checkGame } from '#formats/pdn-check';
import { sayPhrase } from '#formats/phrases';

const checked = (text: string) => readPdn(text).games.map((game) => checkGame(game, null));

describe('reading PDN', () => {
  it('takes tags, numbered moves, comments, nested variations, NAGs and the FMJD’s results', () => {
    const { games, errors } = readPdn(
      [
        '[Event "Eesti MV 2026"]',
        '[White "Tamm, Jaan"]',
        '[Black "Kask, Mari"]',
        '[Result "1-1"]',
        '[GameType "20"]',
        '',
        '1. 32-28 {a comment} 19-23 $1 2. 28x19 ({before} 2. 37-32 (2. 34-30 23x34) 14-19) 14x23 !? 3. 33-29 1-1',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(games).toHaveLength(1);
    const [game] = games;
    expect(game!.tags).toEqual({
      Event: 'Eesti MV 2026',
      White: 'Tamm, Jaan',
      Black: 'Kask, Mari',
      Result: '1-1',
      GameType: '20',
    });
    expect(game!.moves.map((m) => m.text)).toEqual(['32-28', '19-23', '28x19', '14x23', '33-29']);
    expect(game!.moves[0]).toMatchObject({ number: 1, line: 7, column: 4, comment: 'a comment' });
    expect(game!.result).toBe('1-1');
  });

  it('takes real files’ looseness: padded squares, no space after the number, 26..., tabs and CRLF', () => {
    const text = '[GameType "20"]\r\n1.32-28\t19-23 2.28x 19 14x23 3.33-29 3...10-14 4. 29- 24 *\r\n';
    const [game] = readPdn(text).games;
    expect(game!.moves.map((m) => m.text)).toEqual(['32-28', '19-23', '28x19', '14x23', '33-29', '10-14', '29-24']);
    expect(game!.moves[5]).toMatchObject({ number: 3, line: 2 });
  });

  it('says what is broken at its line and column, and reads the games around it', () => {
    const { games, errors } = readPdn(
      [
        '[Event "one"]', // 1
        '1. c3-d4 *', // 2
        '[Event "cut', // 3
        '1. c3-d4 *', // 4
        '[Event "tags only"]', // 5
        '[Event "bad result"]', // 6
        '[Result "4-6"]', // 7
        '1. c3-d4 *', // 8
        '[Event "three"]', // 9
        '1. c3-d4 b6-a5 {never closed', // 10
        '',
      ].join('\n'),
    );
    expect(games.map((g) => g.tags.Event)).toEqual(['one']);
    expect(errors.map((e) => [e.line, e.column, sayPhrase(e.said)])).toEqual([
      [3, 1, 'the tag line ends before its closing ]'],
      [5, 1, 'the game has tags and no moves'],
      [7, 1, '“4-6” is not a result (2-0, 1-1, 0-2, 1-0, 0-1, 1/2-1/2 or *)'],
      [10, 16, 'the comment {…} is never closed'],
    ]);
  });

  it('says so when the Result tag and the moves’ end disagree, and still reads the game', () => {
    const [game] = readPdn('[Result "2-0"]\n[GameType "25"]\n1. c3-d4 f6-g5 0-2\n').games;
    expect(sayPhrase(game!.warnings[0]!.said)).toBe('the Result tag says 2-0, the moves end with 0-2');
    expect(game!.warnings[0]).toMatchObject({ line: 1, column: 1 });
    expect(sameResult('1-1', '1/2-1/2')).toBe(true);
    expect(sameResult('2-0', '1-0')).toBe(true);
  });
});

describe('a score sheet checked by the rules engine', () => {
  it('plays a correct Russian game to its end, captures written with x or :', () => {
    const [game] = checked(
      '[GameType "25"]\n1. c3-b4 b6-c5 2. b2-c3 f6-e5 3. a1-b2 g7-f6 4. e3-f4 f6-g5 5. b4-a5 g5xe3 6. d2:f4 *',
    );
    expect(game).toMatchObject({ variant: 'russian', firstIllegal: null });
    expect(game!.played).toHaveLength(11);
  });

  it('pinpoints the first wrong move: its number, side, text, reason, line and column; the moves before it kept', () => {
    const [game] = checked('[GameType "25"]\n1. c3-d4 f6-g5 2. d4-e5 d6xf4\n3. c1-d2 h6-g5 *');
    expect(game!.played).toHaveLength(4);
    expect(game!.firstIllegal).toMatchObject({ number: 3, side: 'white', move: 'c1-d2', line: 3, column: 4 });
    expect(sayPhrase(game!.firstIllegal!.reason)).toBe('a capture is compulsory: g3:e5');
    expect(sayPhrase(game!.firstIllegal!.reason, 'ru')).toBe('взятие обязательно: g3:e5');
  });

  it('says there is no piece, the piece cannot go there, or which squares a capture needs', () => {
    const noPiece = checked('[GameType "25"]\n1. d4-e5 *')[0]!.firstIllegal!;
    expect(sayPhrase(noPiece.reason)).toBe('there is no piece on d4');
    const cannot = checked('[GameType "20"]\n1. 32-23 *')[0]!.firstIllegal!;
    expect(sayPhrase(cannot.reason)).toBe('the piece on 32 cannot go to 23; it can play 32-27, 32-28');
    const ambiguous = checked('[FEN "W:WKd2:Bb6,d6,f4,f6,g7"]\n1. d2:a7 *')[0]!.firstIllegal!;
    expect(sayPhrase(ambiguous.reason)).toMatch(/^the capture can be read 2 ways \(.*\): give the squares in between$/);
  });

  it('reads a 64-square start position written in PDN numbers with a trailing dot, moves in letters', () => {
    const [game] = checked(
      '[FEN "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12."]\n1. c3-d4 f6-g5 *',
    );
    expect(game).toMatchObject({ variant: 'russian', badStart: null, firstIllegal: null });
    expect(game!.played).toHaveLength(2);
  });

  it('takes a 64-square game written in PDN numbers', () => {
    const [game] = checked('[GameType "25"]\n1. 22-18 11-15 *');
    expect(game!.firstIllegal).toBeNull();
    expect(game!.played.map((p) => p.written)).toEqual(['c3-d4', 'f6-e5']);
  });
});
