// Today's title norms by Table 1's rows (EKL Lisa 2): a woman is judged by the women's rows where the tournament
// applies them — and keeps any norm the men's row gives her; a forfeit neither makes nor breaks a norm.
import { describe, expect, it } from 'vitest';
import { tableRatings } from '#domain/ratings';
import type { GameResult } from '#domain/results';

/** Player 1's eleven games against player 2: eight won and three lost over the board (16 of 22 half-points). */
const games: { white: number; black: number; result: GameResult }[] = [
  ...Array.from({ length: 8 }, () => ({ white: 1, black: 2, result: '1-0' as const })),
  ...Array.from({ length: 3 }, () => ({ white: 1, black: 2, result: '0-1' as const })),
];
const table = [
  { no: 1, points: 16, games: 11 },
  { no: 2, points: 6, games: 11 },
];

describe('title norms by the women’s rows and the men’s', () => {
  it('at an average of 2441 the women’s rows are beyond the annex as read: a woman keeps the men’s row’s MS', () => {
    const rated = tableRatings(
      [
        { no: 1, rating: 2441, woman: true },
        { no: 2, rating: 2441 },
      ],
      games,
      table,
      true,
    );
    expect(rated.normRow).toEqual({ kind: 'row', from: 2425, to: 2449, MS: 53, SM: 73 });
    expect(rated.womenNormRow).toEqual({ kind: 'beyond', from: 2350 });
    // 16 of 22 is 72.7 %: MS by the men's row (53 %), short of SM (73 %).
    expect(rated.byPlayer.get(1)).toMatchObject({ titleNorm: 'MS', womenRows: true, normGames: 11, normPoints: 16 });
  });

  it('at an average of 2250 the women’s row gives her what the men’s table has no row for', () => {
    const rated = tableRatings(
      [
        { no: 1, rating: 2250, woman: true },
        { no: 2, rating: 2250 },
      ],
      games,
      table,
      true,
    );
    // Men's rows start at 2375: none. Women's row 2225–2249 … 2250 is the row 2250–2274 (men's 2450: MS 50, SM 70).
    expect(rated.normRow).toEqual({ kind: 'below', from: 2375 });
    expect(rated.womenNormRow).toEqual({ kind: 'row', from: 2250, to: 2274, MS: 50, SM: 70 });
    expect(rated.byPlayer.get(1)!.titleNorm).toBe('SM');
    // The man beside her has no row at all.
    expect(rated.byPlayer.get(2)!.titleNorm).toBeNull();
  });

  it('a forfeit win neither makes a norm nor counts among the games played', () => {
    const withForfeit = [...games.slice(0, 7), { white: 1, black: 2, result: '+/-' as const }, ...games.slice(8)];
    const rated = tableRatings(
      [
        { no: 1, rating: 2441 },
        { no: 2, rating: 2441 },
      ],
      withForfeit,
      table,
      false,
    );
    // Over the board 14 of 20 (70 %): MS; with the forfeit 16 of 22 would be MS too — no difference to say.
    expect(rated.byPlayer.get(1)).toMatchObject({ titleNorm: 'MS', normGames: 10, normPoints: 14, withForfeits: null });
  });
});
