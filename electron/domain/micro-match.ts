// A round robin of micro-matches, as the Estonian federation's general regulations score and order one (EKL
// üldjuhend 3.1, 3.2.2; docs/micro-matches.md): each pairing plays a match of two games from a drawn opening, one with
// each colour. Game points stay the tournament's (2–1–0 or 1–½–0); a match is won, drawn or lost by its game points
// and scores 2, 1 or 0 match points (3.1); ties are broken by (a) the Riga coefficient, (b) more matches won, (c) the
// matches between the tied, (d) small points (3.2.2). Every number is kept in half-points: a game won is 2, drawn 1.

import { matchStandings, type MatchScore } from './matches';

// The match itself — its score, outcome, match points, a match lost by both, the matches among the tied — is the one
// notion of a match every paired event shares (matches.ts).
export {
  lostByBoth,
  MATCH_POINTS,
  matchOutcome,
  matchPointsAmong,
  type MatchOutcome,
  type MatchScore,
} from './matches';

/** How a round robin of micro-matches is ordered: by match points (EKL 3.1: 2 a match won, 1 drawn), as the
 * regulations do, or by game points where a tournament's own regulations say so. */
export const MATCH_ORDERS = ['gamePoints', 'matchPoints'] as const;
export type MatchOrder = (typeof MATCH_ORDERS)[number];

/** Games each pair of players plays: one a cycle, two in a round robin of micro-matches — so a double round robin of
 * micro-matches plays four, two micro-matches with the colours of the first reversed in the second cycle. */
export function gamesPerPair(double: boolean, microMatch: boolean): number {
  return (double ? 2 : 1) * (microMatch ? 2 : 1);
}

export interface MicroMatchStanding {
  /** 3.1: match points, 2 a match won and 1 a match drawn. */
  matchPoints: number;
  /** 3.2.2 (b): matches won. */
  matchWins: number;
  /** 3.2.2 (a): Σ over his matches of the opponent's points × the multiplier, in half-points × multiplier. */
  riga: number;
  /** 3.2.2 (d): small points — his game points, in half-points. */
  smallPoints: number;
}

/** Each player's match points, matches won, Riga coefficient and small points. `points` are each player's points in
 * the table (half-points), which the Riga coefficient multiplies; a match not yet complete counts nothing. */
export function microMatchStandings(
  players: readonly number[],
  matches: readonly MatchScore[],
  points: ReadonlyMap<number, number>,
): Map<number, MicroMatchStanding> {
  // 3.2.2 (a): the Riga coefficient is the match's coefficient — the multiplier 4, 3, 2, 1 or 0 for a match ended
  // 4:0 … 0:4 is what the player took from it in 2–1–0 game points, his half-points in it on either scale.
  const standings = matchStandings(players, matches, points);
  return new Map(
    [...standings].map(([no, { matchPoints, matchWins, coefficient, smallPoints }]) => [
      no,
      { matchPoints, matchWins, riga: coefficient, smallPoints },
    ]),
  );
}
