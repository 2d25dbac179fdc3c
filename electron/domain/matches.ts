// One notion of a match, for every kind of event that pairs sides rather than single games: two sides meet in a match
// of k games — a micro-match is two players and two games (EKL 3.2.2), a team match two teams and a game on each
// board (EKL 3.1 for team events). A match is won, drawn or lost by the points its games give each side; it scores
// match points; its coefficient weighs the opponent's points by what the side took from the match (the Riga
// coefficient of micro-matches, the team Sonneborn-Berger); the matches among sides still tied break their tie.
// Every number is kept in half-points: a game won is 2, drawn 1 — a match "3:1" in 2–1–0 game points is 3 to 1.
import { halfPoints, isFinal, type GameResult } from './results';

/** One match as played so far: its two sides and the half-points each has taken in it. */
export interface MatchScore {
  a: number;
  b: number;
  aHalfPoints: number;
  bHalfPoints: number;
  /** Every game of it has its result. */
  complete: boolean;
  /** Every game of it was lost by both (−/−, §32): nobody played the match (`lostByBoth`). */
  unplayedByBoth?: boolean;
}

export type MatchOutcome = 'won' | 'drawn' | 'lost';

/** A match won 2 match points, drawn 1, lost 0 (EKL 3.1: individual micro-matches and team matches alike). */
export const MATCH_POINTS: Record<MatchOutcome, number> = { won: 2, drawn: 1, lost: 0 };

/** The match as one of its sides sees it: more points than the opponent wins it. */
export function matchOutcome(own: number, opponent: number): MatchOutcome {
  return own > opponent ? 'won' : own === opponent ? 'drawn' : 'lost';
}

/** §32: a game neither player came to is lost by both (−/−). A match of such games only was not played by either
 * side, so it is lost by both as well: no match points, not a match won or drawn, no entry among the matches between
 * the tied and no factor in either coefficient — rather than the drawn match its 0:0 would read as, which would give
 * both a match point and, through them, every other side's coefficient. A match with one game played (or won by
 * forfeit) counts as its points say. */
export function lostByBoth(match: MatchScore): boolean {
  return match.complete && match.unplayedByBoth === true;
}

/** A game as matches are made of it: the sides are those of its players (`sideOf`), and a match's games share
 * `match` (a micro-match's round and board, a team match's round and pairing). */
export interface MatchGame {
  white: number;
  black: number;
  result: GameResult;
  match?: string | undefined;
}

/** Each match of the games: its sides and their half-points in it, complete when every game of it is over; `each`
 * sees every game with the match it counts in (a crosstable writes its symbols). The side of a game's first player
 * in the match is `a`. */
export function collectMatches<M extends MatchScore>(
  games: readonly MatchGame[],
  sideOf: (player: number) => number,
  start: (a: number, b: number) => M,
  each?: (match: M, game: MatchGame, whiteIsA: boolean) => void,
): M[] {
  const byMatch = new Map<string, M>();
  for (const game of games) {
    if (game.match === undefined) continue;
    let match = byMatch.get(game.match);
    if (!match) {
      match = start(sideOf(game.white), sideOf(game.black));
      byMatch.set(game.match, match);
    }
    const points = halfPoints(game.result);
    if (!points || !isFinal(game.result)) {
      match.complete = false;
      continue;
    }
    if (game.result !== '-/-') match.unplayedByBoth = false;
    const whiteIsA = sideOf(game.white) === match.a;
    const [mine, theirs] = whiteIsA ? points : [points[1], points[0]];
    match.aHalfPoints += mine;
    match.bHalfPoints += theirs;
    each?.(match, game, whiteIsA);
  }
  return [...byMatch.values()];
}

/** A new match between two sides, nothing scored yet. */
export function newMatch(a: number, b: number): MatchScore {
  return { a, b, aHalfPoints: 0, bHalfPoints: 0, complete: true, unplayedByBoth: true };
}

export interface MatchStanding {
  /** Match points: 2 a match won, 1 a match drawn. */
  matchPoints: number;
  matchWins: number;
  /** Σ over his complete matches of the opponent's points × the half-points he took in the match. */
  coefficient: number;
  /** His half-points in all his matches (small points, board points). */
  smallPoints: number;
}

/** Each side's match points, matches won, coefficient and small points. `opponentPoints` are the points the
 * coefficient multiplies (what the table is ordered by); a match not yet complete counts only its small points. */
export function matchStandings(
  sides: readonly number[],
  matches: readonly MatchScore[],
  opponentPoints: ReadonlyMap<number, number>,
): Map<number, MatchStanding> {
  const standings = new Map<number, MatchStanding>(
    sides.map((side) => [side, { matchPoints: 0, matchWins: 0, coefficient: 0, smallPoints: 0 }]),
  );
  for (const match of matches) {
    const both = [
      [match.a, match.b, match.aHalfPoints, match.bHalfPoints],
      [match.b, match.a, match.bHalfPoints, match.aHalfPoints],
    ] as const;
    for (const [side, opponent, own, theirs] of both) {
      const standing = standings.get(side);
      if (!standing) continue;
      standing.smallPoints += own;
      if (!match.complete || lostByBoth(match)) continue;
      const outcome = matchOutcome(own, theirs);
      standing.matchPoints += MATCH_POINTS[outcome];
      if (outcome === 'won') standing.matchWins += 1;
      standing.coefficient += (opponentPoints.get(opponent) ?? 0) * own;
    }
  }
  return standings;
}

/** Each tied side's match points in the complete matches among the tied sides alone (a match lost by both gives
 * neither any). */
export function matchPointsAmong(tied: readonly number[], matches: readonly MatchScore[]): Map<number, number> {
  const among = new Set(tied);
  const result = new Map(tied.map((side) => [side, 0]));
  for (const match of matches) {
    if (!match.complete || lostByBoth(match) || !among.has(match.a) || !among.has(match.b)) continue;
    result.set(match.a, result.get(match.a)! + MATCH_POINTS[matchOutcome(match.aHalfPoints, match.bHalfPoints)]);
    result.set(match.b, result.get(match.b)! + MATCH_POINTS[matchOutcome(match.bHalfPoints, match.aHalfPoints)]);
  }
  return result;
}
