// A round robin of micro-matches, as the Estonian federation's general regulations score and order one (EKL
// üldjuhend 3.1, 3.2.2; docs/micro-matches.md): each pairing plays a match of two games from a drawn opening, one with
// each colour. Game points stay the tournament's (2–1–0 or 1–½–0); a match is won, drawn or lost by its game points
// and scores 2, 1 or 0 match points (3.1); ties are broken by (a) the Riga coefficient, (b) more matches won, (c) the
// matches between the tied, (d) small points (3.2.2). Every number is kept in half-points: a game won is 2, drawn 1.

/** One micro-match as played so far: its two players and the half-points each has taken in it. */
export interface MatchScore {
  a: number;
  b: number;
  aHalfPoints: number;
  bHalfPoints: number;
  /** Every game of it has its result. */
  complete: boolean;
  /** Every game of it was lost by both players (−/−, §32): nobody played the match (`lostByBoth`). */
  unplayedByBoth?: boolean;
}

export type MatchOutcome = 'won' | 'drawn' | 'lost';

/** How a round robin of micro-matches is ordered: by match points (EKL 3.1: 2 a match won, 1 drawn), as the
 * regulations do, or by game points where a tournament's own regulations say so. */
export const MATCH_ORDERS = ['gamePoints', 'matchPoints'] as const;
export type MatchOrder = (typeof MATCH_ORDERS)[number];

/** Games each pair of players plays: one a cycle, two in a round robin of micro-matches — so a double round robin of
 * micro-matches plays four, two micro-matches with the colours of the first reversed in the second cycle. */
export function gamesPerPair(double: boolean, microMatch: boolean): number {
  return (double ? 2 : 1) * (microMatch ? 2 : 1);
}

/** 3.1: a match won 2 match points, drawn 1, lost 0. */
export const MATCH_POINTS: Record<MatchOutcome, number> = { won: 2, drawn: 1, lost: 0 };

/** The match as one of its players sees it: more game points than the opponent wins it. */
export function matchOutcome(own: number, opponent: number): MatchOutcome {
  return own > opponent ? 'won' : own === opponent ? 'drawn' : 'lost';
}

/** 3.2.2 (a): the Riga coefficient's multiplier for one match is what the player scored in it in 2–1–0 game points —
 * 4 for 4:0, 3 for 3:1, 2 for 2:2, 1 for 1:3, 0 for 0:4 — which is his half-points in it on either scale. */
export function rigaMultiplier(ownHalfPoints: number): number {
  return ownHalfPoints;
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

/** §32: a game neither player came to is lost by both (−/−). A micro-match of such games only was not played by
 * either player, so it is lost by both as well: no match points, not a match won or drawn, no entry among the matches
 * between the tied (3.2.2 c) and no factor in either Riga coefficient (3.2.2 a) — rather than the drawn match its 0:0
 * would read as, which would give both a match point and, through them, every other player's Riga coefficient. A
 * match with one game played (or won by forfeit) and the other −/− counts as its game points say. */
export function lostByBoth(match: MatchScore): boolean {
  return match.complete && match.unplayedByBoth === true;
}

/** Each player's match points, matches won, Riga coefficient and small points. `points` are each player's points in
 * the table (half-points), which the Riga coefficient multiplies; a match not yet complete counts nothing. */
export function microMatchStandings(
  players: readonly number[],
  matches: readonly MatchScore[],
  points: ReadonlyMap<number, number>,
): Map<number, MicroMatchStanding> {
  const standings = new Map<number, MicroMatchStanding>(
    players.map((no) => [no, { matchPoints: 0, matchWins: 0, riga: 0, smallPoints: 0 }]),
  );
  for (const match of matches) {
    const sides = [
      [match.a, match.b, match.aHalfPoints, match.bHalfPoints],
      [match.b, match.a, match.bHalfPoints, match.aHalfPoints],
    ] as const;
    for (const [player, opponent, own, theirs] of sides) {
      const standing = standings.get(player);
      if (!standing) continue;
      standing.smallPoints += own;
      if (!match.complete || lostByBoth(match)) continue;
      const outcome = matchOutcome(own, theirs);
      standing.matchPoints += MATCH_POINTS[outcome];
      if (outcome === 'won') standing.matchWins += 1;
      standing.riga += (points.get(opponent) ?? 0) * rigaMultiplier(own);
    }
  }
  return standings;
}

/** 3.2.2 (c): each tied player's match points in the complete matches among the tied players alone. */
export function matchPointsAmong(tied: readonly number[], matches: readonly MatchScore[]): Map<number, number> {
  const among = new Set(tied);
  const result = new Map(tied.map((no) => [no, 0]));
  for (const match of matches) {
    if (!match.complete || lostByBoth(match) || !among.has(match.a) || !among.has(match.b)) continue;
    result.set(match.a, result.get(match.a)! + MATCH_POINTS[matchOutcome(match.aHalfPoints, match.bHalfPoints)]);
    result.set(match.b, result.get(match.b)! + MATCH_POINTS[matchOutcome(match.bHalfPoints, match.aHalfPoints)]);
  }
  return result;
}
