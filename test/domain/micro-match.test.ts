// A round robin of micro-matches scored and ordered as the EKL's general regulations say (3.1, 3.2.2), on a worked
// example computed by hand; and the openings of its rounds drawn from a table by a seed, never one twice.
import { describe, expect, it } from 'vitest';
import { matchOutcome, matchPointsAmong, microMatchStandings, type MatchScore } from '#domain/micro-match';
import { drawOpenings, OpeningDrawError } from '#domain/opening-draw';

/** Four players, six micro-matches of two games each, in 2–1–0 game points (= half-points). */
const match = (a: number, b: number, aHalfPoints: number): MatchScore => ({
  a,
  b,
  aHalfPoints,
  bHalfPoints: 4 - aHalfPoints,
  complete: true,
});
const MATCHES = [match(1, 2, 3), match(1, 3, 2), match(1, 4, 4), match(2, 3, 4), match(2, 4, 2), match(3, 4, 3)];

describe('micro-matches (EKL 3.1, 3.2.2)', () => {
  it('the worked example: game points, match points, matches won and the Riga coefficient', () => {
    // Game points: 1: 3+2+4 = 9; 2: 1+4+2 = 7; 3: 2+0+3 = 5; 4: 0+2+1 = 3 (24 in all: six matches of 4).
    const points = new Map([
      [1, 9],
      [2, 7],
      [3, 5],
      [4, 3],
    ]);
    const standings = microMatchStandings([1, 2, 3, 4], MATCHES, points);
    // Riga: 1: 7×3 + 5×2 + 3×4 = 43; 2: 9×1 + 5×4 + 3×2 = 35; 3: 9×2 + 7×0 + 3×3 = 27; 4: 9×0 + 7×2 + 5×1 = 19.
    expect([...standings.entries()]).toEqual([
      [1, { matchPoints: 5, matchWins: 2, riga: 43, smallPoints: 9 }],
      [2, { matchPoints: 3, matchWins: 1, riga: 35, smallPoints: 7 }],
      [3, { matchPoints: 3, matchWins: 1, riga: 27, smallPoints: 5 }],
      [4, { matchPoints: 1, matchWins: 0, riga: 19, smallPoints: 3 }],
    ]);
    // 2 and 3 share 3 match points; their own match (4:0 for 2) decides between them (3.2.2 c).
    expect([...matchPointsAmong([2, 3], MATCHES).entries()]).toEqual([
      [2, 2],
      [3, 0],
    ]);
  });

  it('a match is won by more game points, drawn by as many; one still being played counts nothing yet', () => {
    expect([matchOutcome(3, 1), matchOutcome(2, 2), matchOutcome(0, 4)]).toEqual(['won', 'drawn', 'lost']);
    const playing = microMatchStandings(
      [1, 2],
      [{ a: 1, b: 2, aHalfPoints: 2, bHalfPoints: 0, complete: false }],
      new Map(),
    );
    expect(playing.get(1)).toEqual({ matchPoints: 0, matchWins: 0, riga: 0, smallPoints: 2 });
  });
});

describe('drawing the openings', () => {
  const ballots = Array.from({ length: 20 }, (_, i) => `b${i + 1}`);
  it('one per round or one per match, reproducible from the seed, never a ballot already drawn', () => {
    const once = drawOpenings({ ballots, used: new Set(), draw: 'perMatch', matches: 5, seed: 'NARVA1' });
    expect(once).toHaveLength(5);
    expect(new Set(once).size).toBe(5);
    expect(drawOpenings({ ballots, used: new Set(), draw: 'perMatch', matches: 5, seed: 'NARVA1' })).toEqual(once);
    const next = drawOpenings({ ballots, used: new Set(once), draw: 'perRound', matches: 5, seed: 'NARVA2' });
    expect(next).toHaveLength(1);
    expect(once).not.toContain(next[0]);
  });

  it('a table used up is said so', () => {
    expect(() =>
      drawOpenings({ ballots: ['x', 'y'], used: new Set(['x']), draw: 'perMatch', matches: 2, seed: 'S' }),
    ).toThrow(OpeningDrawError);
  });
});
