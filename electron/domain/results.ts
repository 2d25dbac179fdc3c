// Game results and their points (§37). Points are kept in half-points so that all arithmetic is on integers.
import type { RuleSet } from './vocabulary';

/** Final results: a game with one of these counts in the table. '0-0' is a played game scored nothing for either
 * (the FMJD's premature draw), only under the FMJD's rule set. */
export const FINAL_RESULTS = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-', '0-0'] as const;
export type FinalResult = (typeof FINAL_RESULTS)[number];
/** What a game can hold: a final result, adjourned (§34), or nothing yet (not played). */
export type GameResult = FinalResult | 'adjourned' | null;

export const GAME_RESULTS: readonly Exclude<GameResult, null>[] = [...FINAL_RESULTS, 'adjourned'];

/** How a regulation counts a game: 1–½–0 (1953 §37, FIDE) or 2–1–0 (the FMJD's and the Estonian federation's
 * regulations: "võit 2, viik 1, kaotus 0", EKL 3.1). The engine counts in half-points either way — a win is 2 — so
 * 2–1–0 is those integers as they are, and 1–½–0 is them halved (docs/scoring.md). */
export const SCORINGS = ['1-½-0', '2-1-0'] as const;
export type Scoring = (typeof SCORINGS)[number];

/** The scoring a rule set plays by unless the tournament says otherwise: FMJD 2–1–0, the 1953 rules and FIDE's
 * (laws, 2018 laws, blitz) 1–½–0. */
export function defaultScoring(ruleSet: RuleSet): Scoring {
  return ruleSet === 'fmjd' ? '2-1-0' : '1-½-0';
}

/** Half-points (the engine's unit) in the tournament's scale: 2–1–0 counts them as they are, 1–½–0 halves them. */
export function inScale(halfPoints: number, scoring: Scoring): number {
  return scoring === '2-1-0' ? halfPoints : halfPoints / 2;
}

/** Points in the tournament's scale back in half-points (the engine's unit and the register's). */
export function toHalfPoints(points: number, scoring: Scoring): number {
  return Math.round(scoring === '2-1-0' ? points : points * 2);
}

/** A score as a percentage of the points possible, in tenths, rounded half up on integers: 7 of 18 (14 half-points
 * of 18 games) is 389 (38,9 %), 6½ of 12 is 542 (54,2 %) — never cut off (38,8). The same in either scale. */
export function scorePercentTenths(halfPoints: number, games: number): number {
  // 100 % · halfPoints / (2 · games), in tenths: 500 · halfPoints / games, plus a half before the floor.
  return Math.floor((1000 * halfPoints + games) / (2 * games));
}

/** Whether a rule set knows the result: 0–0 (a premature draw) is the FMJD's alone. */
export function resultAllowed(result: GameResult, ruleSet: RuleSet): boolean {
  return result !== '0-0' || ruleSet === 'fmjd';
}

export function isFinal(result: GameResult): result is FinalResult {
  return result !== null && result !== 'adjourned';
}

/** §37: win 1, draw ½, loss 0; a game not played (§32, §38) counts + as 1 and − as 0; "−/−" (both absent, §32)
 * is lost by both. Returned as half-points [White, Black]; null for a game that does not count yet. */
export function halfPoints(result: GameResult): readonly [number, number] | null {
  switch (result) {
    case '1-0':
    case '+/-':
      return WHITE_SCORES;
    case '0-1':
    case '-/+':
      return BLACK_SCORES;
    case '1/2-1/2':
      return BOTH_HALF;
    // '0-0': a game played and scored nothing for either — under the FMJD's regulations, a draw agreed before both
    // players made 40 moves (not a double forfeit: the game was played).
    case '-/-':
    case '0-0':
      return NEITHER;
    default:
      return null;
  }
}

// Shared, frozen answers: a crosstable asks for hundreds of games.
const WHITE_SCORES = Object.freeze([2, 0] as const);
const BLACK_SCORES = Object.freeze([0, 2] as const);
const BOTH_HALF = Object.freeze([1, 1] as const);
const NEITHER = Object.freeze([0, 0] as const);

/** §37: a forfeit is written + for the player awarded the win and − for the loser. */
export function isForfeit(result: GameResult): boolean {
  return result === '+/-' || result === '-/+' || result === '-/-';
}

/** A 0–0 in a crosstable cell: no point for either player, like a loss, but not a loss — marked, and explained under
 * the table (FMJD: a draw agreed before both players made 40 moves). */
export const ZERO_ZERO_MARK = '0*';

/** The symbol in a player's crosstable cell for one game: 1, ½, 0 (2, 1, 0 under 2–1–0), +, − (U+2212), 0* for a
 * 0–0, or "" when not final. */
export function cellSymbol(result: GameResult, side: 'white' | 'black', scoring: Scoring = '1-½-0'): string {
  const points = halfPoints(result);
  if (!points) return '';
  if (result === '0-0') return ZERO_ZERO_MARK;
  const mine = side === 'white' ? points[0] : points[1];
  if (isForfeit(result)) return mine === 2 ? '+' : '−';
  if (scoring === '2-1-0') return String(mine);
  return mine === 2 ? '1' : mine === 1 ? '½' : '0';
}

/** The forfeit that gives the win to `winner` of a game between white and black (§38: unplayed games of a
 * withdrawn player are won by his opponents). */
export function forfeitWonBy(winner: 'white' | 'black'): FinalResult {
  return winner === 'white' ? '+/-' : '-/+';
}

/** Half-points as the scale writes them: 7½ under 1–½–0, 15 under 2–1–0. */
export function formatInScale(half: number, scoring: Scoring): string {
  return scoring === '2-1-0' ? String(half) : formatHalfPoints(half);
}

/** Half-points as the arbiter writes them: 7, 7½, ½, 0. */
export function formatHalfPoints(half: number): string {
  const whole = Math.trunc(half / 2);
  if (half % 2 === 0) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}
