import { describe, expect, it } from 'vitest';
import {
  coefficientHundredths,
  masterCheck,
  normsForCoefficient,
  playerNorm,
  pointsNeeded,
  rankNumber,
} from '#domain/norms';
import { sayNormNote } from '#formats/phrases';

describe('rank norms (appendix "Kabe järgunõuded")', () => {
  it('source example: 2×I, 5×II, 3×III, 6×IV → 45 : 16 = 2.81', () => {
    const ranks = [...Array(2).fill('I'), ...Array(5).fill('II'), ...Array(3).fill('III'), ...Array(6).fill('IV')];
    expect(coefficientHundredths(ranks.map((r) => rankNumber(r)))).toBe(281);
  });

  it('rounds the second decimal up when the third is 5 or more, with integers only', () => {
    expect(coefficientHundredths([1, 2, 2, 2, 2, 2, 2, 2])).toBe(188); // 15/8 = 1.875 → 1.88
    expect(coefficientHundredths([1, 1, 2])).toBe(133); // 1.3333 → 1.33
    expect(coefficientHundredths([2, 3, 3])).toBe(267); // 2.6666 → 2.67
    expect(coefficientHundredths([3, 3, 3, 3, 3, 3, 3, 4])).toBe(313); // 3.125 → 3.13
  });

  it('source example at 2.81: II needs 71%, III 48%, IV 30% (part 2, second row from the bottom)', () => {
    expect(normsForCoefficient(281)).toEqual({
      coefficient: 281,
      norms: [
        { rank: 'II', percent: 71 },
        { rank: 'III', percent: 48 },
        { rank: 'IV', percent: 30 },
      ],
      notes: [],
    });
  });

  it('source example, 15 games: 71% → 10.65 → 10½; 48% → 7.2 → 7; 30% → 4.5', () => {
    expect(pointsNeeded(15, 71)).toBe(21);
    expect(pointsNeeded(15, 48)).toBe(14);
    expect(pointsNeeded(15, 30)).toBe(9);
  });

  it('rounds to the half point: a remainder of ¼ point or more goes up, less is dropped', () => {
    expect(pointsNeeded(11, 25)).toBe(6); // 2.75 → 3
    expect(pointsNeeded(9, 25)).toBe(5); // 2.25 → 2.5
    expect(pointsNeeded(10, 52)).toBe(10); // 5.2 → 5
    expect(pointsNeeded(13, 75)).toBe(20); // 9.75 → 10
  });

  it('interpretation 1: a row in two parts gives the union of both parts’ norms', () => {
    const table = normsForCoefficient(195);
    expect(table.norms).toEqual([
      { rank: 'I', percent: 70 },
      { rank: 'II', percent: 50 },
      { rank: 'III', percent: 30 },
      { rank: 'IV', percent: 30 },
    ]);
    expect(table.notes.map((n) => n.code)).toEqual(['overlapRow']);
  });

  it('interpretation 2: at exactly 3.00 II rank needs 75% (text), not 73% (table); the note cites both', () => {
    const table = normsForCoefficient(300);
    expect(table.norms.find((n) => n.rank === 'II')).toEqual({ rank: 'II', percent: 75 });
    const note = table.notes.find((n) => n.code === 'wholeCoefficient')!;
    expect(note.params).toMatchObject({ rank: 'II', percent: 75, tablePercent: 73 });
    expect(sayNormNote(note)).toContain('II rank needs 75% (the table gives 73%)');
    // At 2.00, 4.00 and 5.00 text and table agree: no note about it.
    for (const c of [200, 400, 500])
      expect(normsForCoefficient(c).notes.map((n) => n.code)).not.toContain('wholeCoefficient');
    expect(normsForCoefficient(500).norms).toEqual([
      { rank: 'IV', percent: 67 },
      { rank: 'V', percent: 40 },
    ]);
  });

  it('interpretation 3: below 0.91 no norm; above 5.00 a beginners’ tournament (V at 50%)', () => {
    expect(normsForCoefficient(90)).toMatchObject({ norms: [], notes: [{ code: 'belowTable' }] });
    expect(normsForCoefficient(512)).toMatchObject({
      norms: [{ rank: 'V', percent: 50 }],
      notes: [{ code: 'beginners' }],
    });
    expect(rankNumber('M')).toBe(0);
    expect(rankNumber(null)).toBe(6);
    expect(rankNumber(null, { M: 0, CM: 1, unranked: 5 })).toBe(5);
  });

  it('interpretation 5: the highest norm met, and whether it promotes, confirms or is below his rank', () => {
    const table = normsForCoefficient(281);
    expect(playerNorm('III', 21, 15, table)).toEqual({
      achieved: 'II',
      status: 'promotion',
      needed: { II: 21, III: 14, IV: 9 },
    });
    expect(playerNorm('III', 20, 15, table)).toMatchObject({ achieved: 'III', status: 'confirmation' });
    expect(playerNorm('II', 14, 15, table)).toMatchObject({ achieved: 'III', status: 'below' });
    expect(playerNorm('IV', 8, 15, table)).toMatchObject({ achieved: null, status: null });
    expect(playerNorm(null, 9, 15, table)).toMatchObject({ achieved: 'IV', status: 'promotion' });
  });

  it('master: at least 2/3 masters in the field, and 50% against masters or 70% against candidates', () => {
    const field = ['M', 'M', 'M', 'M', 'CM', 'CM'] as const;
    const vsMasters = (points: number[]) => points.map((halfPoints) => ({ opponentRank: 'M' as const, halfPoints }));
    expect(masterCheck([...field], vsMasters([2, 0, 1, 1])).met).toBe(true); // 2 of 4
    expect(masterCheck([...field], vsMasters([2, 0, 1, 0])).met).toBe(false); // 1½ of 4
    const vsCandidates = [
      { opponentRank: 'CM' as const, halfPoints: 2 },
      { opponentRank: 'CM' as const, halfPoints: 1 },
    ];
    expect(masterCheck([...field], [...vsMasters([0, 0, 0]), ...vsCandidates]).met).toBe(true); // 75% v CM
    expect(masterCheck(['M', 'M', 'CM', 'CM', 'I', 'I'], vsMasters([2, 2])).applicable).toBe(false);
  });
});
