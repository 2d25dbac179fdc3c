import { describe, expect, it } from 'vitest';
import { drawClaims } from '#domain/draughts/claims';
import { GameRecordError } from '#domain/draughts/game-record';
import { readRecord } from '#formats/pdn-check';

/** n numbered moves of the two kings' shuffle, starting from move `from`. */
function shuffle(from: number, count: number, white: [string, string], black: [string, string]): string {
  const moves: string[] = [];
  for (let i = 0; i < count; i++) {
    const there = i % 2 === 0;
    moves.push(
      `${from + i}. ${there ? `${white[0]}-${white[1]}` : `${white[1]}-${white[0]}`} ${there ? `${black[0]}-${black[1]}` : `${black[1]}-${black[0]}`}`,
    );
  }
  return moves.join(' ');
}

describe('draw claims (§16, §31)', () => {
  it('§16d: the same position with the same side to move for the third time', () => {
    const record = readRecord('russian', `[FEN "W:WKc1:BKh8"] ${shuffle(1, 4, ['c1', 'd2'], ['h8', 'g7'])}`);
    const claims = drawClaims('russian', record).filter((c) => c.rule === 'repetition');
    expect(claims[0]).toMatchObject({ rule: 'repetition', paragraph: '§16d', move: 4, side: 'white' });
  });

  it('§16c: three kings against a lone king not captured with the 18th move', () => {
    const record = readRecord('russian', `[FEN "W:WKa3,Kc1,Ke1:BKh8"] ${shuffle(1, 18, ['c1', 'd2'], ['h8', 'g7'])}`);
    const claim = drawClaims('russian', record).find((c) => c.rule === 'kingsVersusKing');
    expect(claim).toMatchObject({ paragraph: '§16c', move: 18, side: 'black' });
    const seventeen = readRecord(
      'russian',
      `[FEN "W:WKa3,Kc1,Ke1:BKh8"] ${shuffle(1, 17, ['c1', 'd2'], ['h8', 'g7'])}`,
    );
    expect(drawClaims('russian', seventeen).some((c) => c.rule === 'kingsVersusKing')).toBe(false);
  });

  it('§31: on 100 squares it takes four kings against one', () => {
    const three = readRecord('international', `[FEN "W:WK46,K47,K48:BK1"] ${shuffle(1, 18, ['46', '41'], ['1', '6'])}`);
    expect(drawClaims('international', three).some((c) => c.rule === 'kingsVersusKing')).toBe(false);
    const four = readRecord(
      'international',
      `[FEN "W:WK46,K47,K48,K49:BK1"] ${shuffle(1, 18, ['46', '41'], ['1', '6'])}`,
    );
    expect(drawClaims('international', four).find((c) => c.rule === 'kingsVersusKing')).toMatchObject({
      paragraph: '§31',
      move: 18,
    });
  });

  it('§16b: 30 moves of each side without a change of material', () => {
    const record = readRecord('russian', `[FEN "W:WKc1,a3:BKh8,h6"] ${shuffle(1, 30, ['c1', 'd2'], ['h8', 'g7'])}`);
    expect(drawClaims('russian', record).find((c) => c.rule === 'material30')).toMatchObject({
      paragraph: '§16b',
      move: 30,
    });
  });

  it('a record with an illegal move names the move', () => {
    let thrown: unknown;
    try {
      readRecord('russian', '1. c3-d4 f6-e5 2. d4-c5');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GameRecordError);
    // Said as a phrase, in the reader's language where it is shown.
    expect((thrown as GameRecordError).at).toEqual({ number: 2, side: 'white', move: 'd4-c5' });
    expect((thrown as GameRecordError).said).toEqual({
      key: 'check.captureCompulsory',
      params: { captures: 'd4:f6', count: 1 },
    });
  });

  it('reads the 1953 sample game of §14 (full notation) — Black wins material', () => {
    const record = readRecord('russian', '1. e3-d4 d6-c5 2. f2-e3 f6-g5 3. c3-b4 g5-h4 4. b4:d6 h4:f2 5. e1:g3 c7:h4');
    expect(record.moves).toHaveLength(10);
  });
});
