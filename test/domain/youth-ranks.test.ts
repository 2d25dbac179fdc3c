// Youth ranks (I–III юношеский разряд, noorte järk): every club list has them, the 1953 rules do not. They are read
// as lists write them, kept on the player, counted for the coefficient as the tournament's setting says (as unranked
// until given a number of their own), fall one youth rank when they lapse, and any of the table's ranks is above them.
import { describe, expect, it } from 'vitest';
import {
  coefficientHundredths,
  DEFAULT_RANK_COUNTING,
  normsForCoefficient,
  playerNorm,
  rankNumber,
} from '#domain/norms';
import { isStronger, rankBelow } from '#domain/rank-register';
import { readRankText } from '#formats/player-list';

describe('youth ranks', () => {
  it('are read as Russian, Estonian and English lists write them', () => {
    const read = (text: string) => readRankText(text);
    expect(
      ['2 юн.', 'II юн', 'II юношеский разряд', 'юн. 2', '2ю', 'II noorte järk', 'II noortejärk', 'II n.'].map(read),
    ).toEqual(Array(8).fill('Y2'));
    expect([read('1 юн.'), read('III youth'), read('Y3')]).toEqual(['Y1', 'Y3', 'Y3']);
    // The adult ranks are read as before.
    expect([read('2'), read('II järk'), read('1 разряд')]).toEqual(['II', 'II', 'I']);
  });

  it('count as unranked for the coefficient unless the tournament gives them a number', () => {
    expect(rankNumber('Y1')).toBe(DEFAULT_RANK_COUNTING.unranked);
    expect(rankNumber('Y3', { ...DEFAULT_RANK_COUNTING, Y3: 8 })).toBe(8);
    // 2×IV, one unranked and a II youth at 6: (4+4+6+6)/4 = 5.00.
    expect(coefficientHundredths(['IV', 'IV', null, 'Y2'].map((rank) => rankNumber(rank as never)))).toBe(500);
  });

  it('a norm of the table is a promotion for a youth rank; a lapse falls one youth rank, never into V', () => {
    const table = normsForCoefficient(400);
    const norm = playerNorm('Y1', 12, 12, table);
    expect(norm.status).toBe('promotion');
    expect([rankBelow('Y1'), rankBelow('Y2'), rankBelow('Y3'), rankBelow('V')]).toEqual(['Y2', 'Y3', null, null]);
    expect([isStronger('V', 'Y1'), isStronger('Y1', 'Y2'), isStronger('Y3', null)]).toEqual([true, true, true]);
  });
});
