import { describe, expect, it } from 'vitest';
import { geometry, parseSquare, squareName } from '#domain/draughts/board';
import { countLegalMoves, legalMoves, legalMoveSequences, makeMove, perft } from '#domain/draughts/moves';
import { formatFen, formatMove, isMoveNotation, NotationError, parseFen, readMove } from '#domain/draughts/notation';
import { startPosition, WHITE_KING, BLACK_KING, WHITE_MAN } from '#domain/draughts/position';
import { checkWrittenMove } from '#domain/draughts/sealed-move';
import { citedAs } from '#formats/citations';
import { sayPhrase } from '#formats/phrases';

/** §36: a legal move read despite a clerical error of this kind. */
const clerical = (reading: string, kind: string) => ({ legal: true, reading, clerical: kind });

const names = (variant: 'russian' | 'international', fen: string) =>
  legalMoves(parseFen(variant, fen))
    .map((m) => formatMove(variant, m))
    .sort();

describe('boards and notation (§14, §29)', () => {
  it('names the 32 and 50 playing squares', () => {
    const russian = geometry('russian');
    expect(russian.squares).toBe(32);
    expect(parseSquare(russian, 'a1')).not.toBeNull();
    expect(parseSquare(russian, 'b1')).toBeNull(); // a light square
    expect(squareName(russian, parseSquare(russian, 'h8')!)).toBe('h8');
    const international = geometry('international');
    expect(international.squares).toBe(50);
    expect(international.x[46]).toBe(0); // 46 is a1
    expect(international.y[1]).toBe(9); // 1 is on Black's back rank
  });

  it('§14: the starting position, written as a position', () => {
    expect(formatFen(startPosition('russian'))).toBe(
      'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8',
    );
    expect(formatFen(startPosition('international'))).toMatch(/^W:W31,32,.*,50:B1,2,.*,20$/);
    expect(formatFen(parseFen('international', 'W:W31-35:B1-5'))).toBe('W:W31,32,33,34,35:B1,2,3,4,5');
  });

  it('reads a position and refuses what is not one, saying why', () => {
    expect(formatFen(parseFen('russian', 'W:Wa1,c3,Kd2:Bb6,d6'))).toBe('W:Wa1,Kd2,c3:Bb6,d6');
    const refusal = (fen: string) => {
      try {
        parseFen('russian', fen);
      } catch (error) {
        if (error instanceof NotationError) return { said: error.said, text: sayPhrase(error.said) };
        throw error;
      }
      throw new Error(`${fen} was read`);
    };
    expect(refusal('X:Wa1')).toEqual({
      said: { key: 'notation.sideToMove', params: { found: 'X' } },
      text: 'the position must start with W or B (the side to move), not “X”',
    });
    expect(refusal('W:Wb1').text).toBe('“b1” is not a playing square of the 8×8 board');
    expect(sayPhrase(refusal('W:Wb1').said, 'et')).toBe('„b1“ ei ole 8×8 laua mänguväli');
    expect(refusal('W:Wa1,a1').said).toEqual({ key: 'notation.squareTwice', params: { square: 'a1' } });
  });
});

describe('a move as notation alone, before any position (§14, §29)', () => {
  it('takes the ways a scoresheet writes a move', () => {
    for (const move of ['32-28', '32 - 28', '27x18', '27:18', '42:24:8:17:6', '32–28'])
      expect(isMoveNotation('international', move)).toBe(true);
    for (const move of ['c3-d4', 'c3:e5:g7', 'ed4', 'C3-D4']) expect(isMoveNotation('russian', move)).toBe(true);
  });

  it('refuses what no sealer writes as a move: a field typed into twice, squares that do not exist, words', () => {
    for (const move of ['32-2732-28', 'xyz32-28', '32', '51-46', '0-5', 'draw', ''])
      expect(isMoveNotation('international', move)).toBe(false);
    // A light square (b1), a square off the board (i9), a 100-square move on 64 squares.
    for (const move of ['b1-a2', 'c3-i9', '32-28', 'c3d4']) expect(isMoveNotation('russian', move)).toBe(false);
  });

  it('says nothing of legality (§36 judges that at the opening): a move that cannot be played is still notation', () => {
    const start = startPosition('international');
    expect(isMoveNotation('international', '50-1')).toBe(true);
    expect(readMove(start, '50-1').candidates).toHaveLength(0);
  });
});

describe('perft from the start position (published values)', () => {
  it('Russian draughts: 7, 49, 302, 1469, 7482, 37986', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => perft(startPosition('russian'), d))).toEqual([7, 49, 302, 1469, 7482, 37986]);
  });

  it('100-square draughts: 9, 81, 658, 4265, 27117', () => {
    expect([1, 2, 3, 4, 5].map((d) => perft(startPosition('international'), d))).toEqual([9, 81, 658, 4265, 27117]);
  });
});

describe('captures (§8, §9, §14 examples)', () => {
  it('§14: king d2 against b6, d6, f4, f6, g7 — two ways to a7, written d2:h6:f8:c5:a7 and d2:g5:e7:c5:a7', () => {
    const position = parseFen('russian', 'W:WKd2:Bb6,d6,f4,f6,g7');
    const moves = names('russian', 'W:WKd2:Bb6,d6,f4,f6,g7');
    expect(moves).toContain('d2:h6:f8:c5:a7');
    expect(moves).toContain('d2:g5:e7:c5:a7');
    // "d2:a7" alone could be either: the turning squares must be written.
    expect(readMove(position, 'd2:a7').candidates).toHaveLength(2);
    expect(readMove(position, 'd2:h6:f8:c5:a7').candidates).toHaveLength(1);
    expect(readMove(position, 'd2 : g5 : e7 : c5 : a7').candidates[0]!.captured.length).toBe(4);
  });

  it('§14 example 1: captured pieces stay on the board until the move ends — the king cannot take d4 over c3', () => {
    const position = parseFen('russian', 'B:Wc3,d4,f2,f4:BKa5,e7');
    const moves = legalMoves(position);
    expect(
      moves.some(
        (m) =>
          m.captured.length === 3 && m.path.join() === readMove(position, 'a5:e1:g3:e5').candidates[0]?.path.join(),
      ),
    ).toBe(true);
    const d4 = parseSquare(geometry('russian'), 'd4')!;
    const c3 = parseSquare(geometry('russian'), 'c3')!;
    expect(moves.some((m) => m.captured.includes(d4) && m.captured.includes(c3))).toBe(false);
  });

  it('§14 example 3: a man reaching the last rank during a capture goes on as a king (§9)', () => {
    // After White's c3-d4, Black takes five: a5:c3:e1:g3:e5:c3 or a5:c3:e5:g3:e1:c3 — the same pieces, the same move.
    const position = parseFen('russian', 'B:Wa1,b2,b4,d2,d4,f2,f4:Ba5,c5,c7,e7,g7');
    const one = readMove(position, 'a5:c3:e1:g3:e5:c3');
    const other = readMove(position, 'a5:c3:e5:g3:e1:c3');
    expect(one.candidates).toHaveLength(1);
    expect(other.candidates).toHaveLength(1);
    expect(one.candidates[0]!.captured.length).toBe(5);
    const after = makeMove(position, one.candidates[0]!);
    expect(after.board[parseSquare(geometry('russian'), 'c3')!]).toBe(BLACK_KING);
    // White answers b2:d4:b6:d8:f6:h8 — and becomes a king on d8 on the way.
    const reply = readMove(after, 'b2:d4:b6:d8:f6:h8');
    expect(reply.candidates).toHaveLength(1);
    expect(makeMove(after, reply.candidates[0]!).board[parseSquare(geometry('russian'), 'h8')!]).toBe(WHITE_KING);
  });

  it('the two paths over the same five pieces are one legal move, whether listed or counted (perft)', () => {
    const position = parseFen('russian', 'B:Wa1,b2,b4,d2,d4,f2,f4:Ba5,c5,c7,e7,g7');
    const paths = legalMoveSequences(position).filter((m) => m.captured.length === 5);
    expect(paths).toHaveLength(2);
    const moves = legalMoves(position);
    expect(moves.filter((m) => m.captured.length === 5)).toHaveLength(1);
    expect(countLegalMoves(position)).toBe(moves.length);
    expect(perft(position, 1)).toBe(moves.length);
    // Written by its ends only, it reads as that one move with the path the list keeps: one definition of "the same
    // move" for the generator and for a written (sealed) move.
    const byEnds = readMove(position, 'a5:c3');
    expect(byEnds.candidates).toHaveLength(1);
    expect(byEnds.candidates[0]!.path).toEqual(moves.find((m) => m.captured.length === 5)!.path);
  });

  it('§8: in Russian draughts the capturer chooses freely, not the larger capture', () => {
    expect(names('russian', 'W:Wa3,h2:Bb4,d6,g3')).toEqual(['a3:c5:e7', 'h2:f4']);
  });

  it('§24, §25 (100 squares): the capture that takes the most is compulsory', () => {
    expect(names('international', 'W:W32,45:B27,17,40')).toEqual(['32x21x12']);
  });

  it('§25 example 3: a man passing the last rank during a capture stays a man', () => {
    const position = parseFen('international', 'W:W13:B9,10');
    const [move] = legalMoves(position);
    expect(formatMove('international', move!)).toBe('13x4x15');
    expect(move!.promotes).toBe(false);
    expect(makeMove(position, move!).board[15]).toBe(WHITE_MAN);
  });

  it('§25 example 4: a man ending its capture on the last rank becomes a king there and stops', () => {
    const position = parseFen('international', 'W:W12:B8,20');
    const moves = legalMoves(position);
    expect(moves.map((m) => formatMove('international', m))).toEqual(['12x3']);
    expect(makeMove(position, moves[0]!).board[3]).toBe(WHITE_KING);
  });
});

describe('100-square examples of §29', () => {
  it('§29 notation: black men 11, 12, 13, 29, 30, 40 and a white king on 42 — 42:24:8:17:6 or 42:24:35:44:6', () => {
    expect(names('international', 'W:WK42:B11,12,13,29,30,40')).toEqual(['42x24x35x44x6', '42x24x8x17x6']);
  });

  it('§29 example 5: the king takes 8:26:48:39:28 and may not take 32 — 37 leaves the board only after the move', () => {
    const moves = legalMoves(parseFen('international', 'B:W21,32,33,37,43:BK8'));
    expect(moves.map((m) => formatMove('international', m))).toContain('8x26x48x39x28');
    expect(moves.every((m) => m.captured.length === 4 && !m.captured.includes(32))).toBe(true);
  });

  it('§29 example 6: 48:26:12:23:32, the king stops on 32 (not over 37 twice, not over 27)', () => {
    expect(names('international', 'W:WK48:B37,21,18,28,27')).toEqual(['48x26x12x23x32']);
  });

  it('reads the sample game of §29', () => {
    const position = startPosition('international');
    let current = position;
    for (const text of ['31-27', '19-24', '37-31', '18-22', '27:18', '13:22', '34-30', '14-19']) {
      const reading = readMove(current, text);
      expect(reading.candidates, text).toHaveLength(1);
      current = makeMove(current, reading.candidates[0]!);
    }
  });
});

describe('reading written moves', () => {
  it('reads quiet moves, captures with : or x, and the short notation of scoresheets (§14: ed4)', () => {
    const start = startPosition('russian');
    expect(readMove(start, 'e3-d4').candidates.map((m) => formatMove('russian', m))).toEqual(['e3-d4']);
    expect(readMove(start, 'e3—d4').candidates).toHaveLength(1);
    expect(readMove(start, 'ed4').candidates.map((m) => formatMove('russian', m))).toEqual(['e3-d4']);
    expect(readMove(start, 'cd4').candidates.map((m) => formatMove('russian', m))).toEqual(['c3-d4']);
    expect(readMove(start, 'e3-e4').candidates).toHaveLength(0);
    expect(readMove(start, 'hello').squares).toBeNull();
    expect(readMove(startPosition('international'), '32-28').candidates).toHaveLength(1);
    expect(readMove(parseFen('international', 'W:W32,45:B27,17,40'), '32:12').candidates).toHaveLength(1);
  });
});

describe('§36: checking a sealed move', () => {
  it('a legal move is read in full notation', () => {
    expect(checkWrittenMove(startPosition('russian'), 'cd4')).toMatchObject({
      legal: true,
      reading: 'c3-d4',
      clerical: null,
    });
  });

  it('a1–f8 written for a1–h8: f8 cannot be reached, and the king has one move to the 8th rank', () => {
    const position = parseFen('russian', 'W:WKa1,e1:Bh6');
    expect(checkWrittenMove(position, 'a1-f8')).toMatchObject(clerical('a1-h8', 'wrongTarget'));
  });

  it('a quiet move written where a capture is compulsory', () => {
    const position = parseFen('russian', 'W:Wc3:Bd4');
    expect(checkWrittenMove(position, 'c3-e5')).toMatchObject(clerical('c3:e5', 'quietForCapture'));
  });

  it('the move written from Black’s side', () => {
    // White's c3-d4 seen from Black's side is f6-e5.
    expect(checkWrittenMove(startPosition('russian'), 'f6-e5')).toMatchObject(clerical('c3-d4', 'otherSide'));
  });

  it('e3–d4 written for c3–d4 when e3 is empty and c3 holds a piece', () => {
    const position = parseFen('russian', 'W:Wc3,g3:Bh8');
    expect(checkWrittenMove(position, 'e3-d4')).toMatchObject(clerical('c3-d4', 'wrongStart'));
  });

  it('an unintelligible or illegal move: the sealer loses under §36, the arbiter decides', () => {
    const check = checkWrittenMove(startPosition('russian'), 'a1-b2');
    expect(check.legal).toBe(false);
    expect(check.why).toEqual({ key: 'sealed.notLegal', params: { text: 'a1-b2' } });
    // The engine words the case; the tournament's rule set names the article it is judged by.
    expect(sayPhrase(citedAs(check.why, 'ussr1953 §36'))).toContain(
      'An unintelligible or illegal sealed move loses for the sealer (§36); the arbiter decides.',
    );
    expect(sayPhrase(citedAs(check.why, 'fideGuidelines I.8'), 'ru')).toContain(
      'записавшему засчитывается поражение (Правила ФИДЕ, руководство I.8)',
    );
    expect(checkWrittenMove(startPosition('russian'), 'banana')).toMatchObject({
      legal: false,
      reading: null,
      why: { key: 'sealed.notNotation', params: { size: 8 } },
    });
    const ambiguous = checkWrittenMove(parseFen('russian', 'W:WKd2:Bb6,d6,f4,f6,g7'), 'd2:a7');
    expect(ambiguous.why).toMatchObject({ key: 'sealed.ambiguous', params: { count: 2 } });
    expect(sayPhrase(ambiguous.why)).toContain('can be read 2 ways');
    expect(sayPhrase(ambiguous.why, 'et')).toContain('Käiku saab lugeda 2 moodi');
  });
});

describe('a written quiet move read by itself', () => {
  it('answers as the full list of legal moves does, in positions of real play on both boards', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const variant of ['russian', 'international'] as const) {
      const g = geometry(variant);
      let position = startPosition(variant);
      for (let ply = 0; ply < 60; ply++) {
        const all = legalMoveSequences(position);
        if (all.length === 0) break;
        if (ply % 4 === 0)
          for (let from = 1; from <= g.squares; from++)
            for (let to = 1; to <= g.squares; to++) {
              const text = `${squareName(g, from)}-${squareName(g, to)}`;
              // The reading as it was: the legal moves whose start and end the text names.
              const expected = all.filter((m) => m.from === from && m.to === to && m.path.length === 2);
              const captures = all.some((m) => m.captured.length > 0);
              if (captures) continue;
              expect(readMove(position, text).candidates, `${variant} ${ply} ${text}`).toEqual(expected);
            }
        position = makeMove(position, all[Math.floor(next() * all.length)]!);
      }
    }
    // Kings, which go any distance along a free diagonal, and a man about to be crowned.
    for (const [variant, fen] of [
      ['russian', 'W:WKc1,a3,Kg1,g7:BKa7'],
      ['russian', 'B:WKc1,a3:BKh8,f2'],
      ['international', 'W:WK46,7:BK5'],
    ] as const) {
      const g = geometry(variant);
      const position = parseFen(variant, fen);
      const all = legalMoveSequences(position);
      expect(
        all.some((m) => m.captured.length > 0),
        fen,
      ).toBe(false);
      for (let from = 1; from <= g.squares; from++)
        for (let to = 1; to <= g.squares; to++) {
          const text = `${squareName(g, from)}-${squareName(g, to)}`;
          const expected = all.filter((m) => m.from === from && m.to === to);
          expect(readMove(position, text).candidates, `${fen} ${text}`).toEqual(expected);
        }
    }
  });
});
