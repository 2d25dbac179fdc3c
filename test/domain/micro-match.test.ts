// A round robin of micro-matches scored and ordered as the EKL's general regulations say (3.1, 3.2.2), on a worked
// example computed by hand; and the openings of its rounds drawn from a table by a seed, never one twice.
import { describe, expect, it } from 'vitest';
import { lostByBoth, matchOutcome, matchPointsAmong, microMatchStandings, type MatchScore } from '#domain/micro-match';
import { drawOpenings, OpeningDrawError, openingLock, playedFromOpening } from '#domain/opening-draw';
import type { GameResult } from '#domain/results';
import { shippedTable } from '#openings/shipped';

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

describe('a micro-match nobody played (§32: a game neither player came to is lost by both)', () => {
  // Players 1–3: 1–2 4:0, 1–3 2:2, and 2–3 two double forfeits (−/− twice): game points 6, 0, 2.
  const played = [match(1, 2, 4), match(1, 3, 2)];
  const unplayed: MatchScore = { a: 2, b: 3, aHalfPoints: 0, bHalfPoints: 0, complete: true, unplayedByBoth: true };

  it('is lost by both: no match points, not a match won, nothing in the Riga coefficient of anyone', () => {
    expect(lostByBoth(unplayed)).toBe(true);
    expect(lostByBoth({ ...unplayed, complete: false })).toBe(false);
    const points = new Map([
      [1, 6],
      [2, 0],
      [3, 2],
    ]);
    const standings = microMatchStandings([1, 2, 3], [...played, unplayed], points);
    // Were it a drawn match (its 0:0), 2 and 3 would each have a match point more.
    expect([...standings.entries()]).toEqual([
      [1, { matchPoints: 3, matchWins: 1, riga: 0 * 4 + 2 * 2, smallPoints: 6 }],
      [2, { matchPoints: 0, matchWins: 0, riga: 6 * 0, smallPoints: 0 }],
      [3, { matchPoints: 1, matchWins: 0, riga: 6 * 2, smallPoints: 2 }],
    ]);
  });

  it('gives neither a match point among the tied (3.2.2 c)', () => {
    expect([...matchPointsAmong([2, 3], [unplayed]).entries()]).toEqual([
      [2, 0],
      [3, 0],
    ]);
    // A 0:0 that was played (two FMJD 0–0 games) is a drawn match: a match point each.
    const zeroZero: MatchScore = { a: 2, b: 3, aHalfPoints: 0, bHalfPoints: 0, complete: true };
    expect([...matchPointsAmong([2, 3], [zeroZero]).entries()]).toEqual([
      [2, 1],
      [3, 1],
    ]);
  });
});

describe('drawing the openings', () => {
  const ballots = Array.from({ length: 20 }, (_, i) => ({ id: `b${i + 1}`, position: `p${i + 1}` }));
  const ids = (list: readonly { id: string }[]) => list.map((b) => b.id);
  it('one per round or one per match, reproducible from the seed, never a ballot already drawn', () => {
    const once = drawOpenings({ ballots, used: new Set(), draw: 'perMatch', matches: 5, seed: 'NARVA1' });
    expect(once).toHaveLength(5);
    expect(new Set(once).size).toBe(5);
    expect(drawOpenings({ ballots, used: new Set(), draw: 'perMatch', matches: 5, seed: 'NARVA1' })).toEqual(once);
    const next = drawOpenings({ ballots, used: new Set(once), draw: 'perRound', matches: 5, seed: 'NARVA2' });
    expect(ids(ballots)).toEqual(expect.arrayContaining([...once, ...next]));
    expect(next).toHaveLength(1);
    expect(once).not.toContain(next[0]);
  });

  it('a table used up is said so', () => {
    expect(() =>
      drawOpenings({
        ballots: [
          { id: 'x', position: 'px' },
          { id: 'y', position: 'py' },
        ],
        used: new Set(['x']),
        draw: 'perMatch',
        matches: 2,
        seed: 'S',
      }),
    ).toThrow(OpeningDrawError);
  });

  it('never draws a position twice: a twin of a ballot drawn, in this draw or an earlier round, is not drawn', () => {
    // Ten ballots, five positions: each position twice (as 15-XV and 16-I of the FMJD's table give one position).
    const twins = Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, position: `p${i % 5}` }));
    const positionOf = new Map(twins.map((b) => [b.id, b.position] as const));
    for (const seed of ['A', 'B', 'C', 'D', 'E', 'F']) {
      const all = drawOpenings({ ballots: twins, used: new Set(), draw: 'perMatch', matches: 5, seed });
      expect(new Set(all.map((id) => positionOf.get(id))).size).toBe(5);
      const first = drawOpenings({ ballots: twins, used: new Set(), draw: 'perRound', matches: 1, seed });
      const later = drawOpenings({ ballots: twins, used: new Set(first), draw: 'perMatch', matches: 4, seed });
      expect(later.map((id) => positionOf.get(id))).not.toContain(positionOf.get(first[0]!));
    }
    // Five positions cannot give six matches their own.
    expect(() => drawOpenings({ ballots: twins, used: new Set(), draw: 'perMatch', matches: 6, seed: 'A' })).toThrow(
      OpeningDrawError,
    );
  });

  it('depends only on the seed and the ballots left', () => {
    const left = ballots.slice(3);
    const afterOthers = drawOpenings({
      ballots,
      used: new Set(ids(ballots.slice(0, 3))),
      draw: 'perMatch',
      matches: 3,
      seed: 'X',
    });
    expect(drawOpenings({ ballots: left, used: new Set(), draw: 'perMatch', matches: 3, seed: 'X' })).toEqual(
      afterOthers,
    );
  });
});

describe('when a round’s opening may be drawn', () => {
  it('until a game is played from it: forfeits, typed or decided by a withdrawal (§38), were never started from it', () => {
    const lock = (...results: GameResult[]) => openingLock({ hasTable: true, closed: false, results });
    expect(lock(null, null)).toBeNull();
    expect(lock('+/-', '-/+', '-/-', null)).toBeNull();
    for (const played of ['1-0', '0-1', '1/2-1/2', '0-0', 'adjourned'] as const)
      expect(lock('+/-', played)).toBe('played');
    expect(openingLock({ hasTable: false, closed: false, results: [] })).toBe('noTable');
    expect(openingLock({ hasTable: true, closed: true, results: [] })).toBe('closed');
    expect([playedFromOpening('-/-'), playedFromOpening(null), playedFromOpening('1-0')]).toEqual([false, false, true]);
  });
});

describe('the FMJD’s table of draw, as shipped: its twins', () => {
  const table = shippedTable('fmjd-64')!;
  const ballots = table.ballots.map((b) => ({ id: b.id, position: b.fen }));
  const positionOf = new Map(ballots.map((b) => [b.id, b.position] as const));

  it('15-XV gives the position of 16-I, and 15-XVI that of 16-II: 736 ballots, 734 positions', () => {
    expect(positionOf.get('15-XV')).toBe(positionOf.get('16-I'));
    expect(positionOf.get('15-XVI')).toBe(positionOf.get('16-II'));
    expect(new Set(positionOf.values()).size).toBe(734);
  });

  it('draws every position once and no more: a twin of a ballot drawn is never drawn', () => {
    const all = drawOpenings({ ballots, used: new Set(), draw: 'perMatch', matches: 734, seed: 'KÕIK' });
    expect(new Set(all.map((id) => positionOf.get(id))).size).toBe(734);
    expect(() => drawOpenings({ ballots, used: new Set(), draw: 'perMatch', matches: 735, seed: 'KÕIK' })).toThrow(
      OpeningDrawError,
    );
    for (const [drawn, twin] of [
      ['15-XV', '16-I'],
      ['16-II', '15-XVI'],
    ] as const) {
      const rest = drawOpenings({ ballots, used: new Set([drawn]), draw: 'perMatch', matches: 733, seed: 'ÜLEJÄÄNUD' });
      expect(rest).not.toContain(twin);
    }
  });
});
