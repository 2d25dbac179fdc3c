// §38: players who leave the tournament. This module is the only place where §38 is decided: the store keeps the
// facts (who left, after which round, in which order) and every screen, printout and file shows what this decides.
// Today's regulations decide the same way with another threshold (docs/regulations.md): the FIDE's tournament rules
// (C.06 V.4) keep a player's results from 50 % of his games on, as §38 does from half; FMJD events' regulations keep
// them only when more than 50 % were played. The threshold is the tournament's setting.
import { forfeitWonBy, isForfeit, type GameResult } from './results';
import type { RuleSet } from './vocabulary';

/** When a player who leaves keeps his results (his unplayed games then + for his opponents): `atLeastHalf` — §38,
 * FIDE C.06 V.4 ("at least 50 %"); `moreThanHalf` — FMJD events' regulations ("more than 50 %"). */
export const WITHDRAWAL_THRESHOLDS = ['atLeastHalf', 'moreThanHalf'] as const;
export type WithdrawalThreshold = (typeof WITHDRAWAL_THRESHOLDS)[number];

/** The rule set's threshold: "more than 50 %" for FMJD events (their regulations, e.g. the Rotterdam open's), "at
 * least half" under 1953 (§38) and FIDE (C.06 V.4). A tournament whose own regulations say otherwise changes it. */
export function defaultWithdrawalThreshold(ruleSet: RuleSet): WithdrawalThreshold {
  return ruleSet === 'fmjd' ? 'moreThanHalf' : 'atLeastHalf';
}

export interface WithdrawalGame {
  /** The round the game is played in; null while its round is not drawn yet (the round order drawn per round). */
  round: number | null;
  white: number;
  black: number;
  /** The result as recorded at the board. */
  result: GameResult;
  /** A micro-match's second game is leg 2 (docs/micro-matches.md); absent or 1 for every other game. */
  leg?: number | undefined;
}

export interface Withdrawal {
  player: number;
  /** The last round he took part in (0: before the first round). */
  afterRound: number;
}

/** What §38 did to one game: annulled with a removed player, or won (+) by the opponent of one who left. */
export type WithdrawalEffect = 'annulled' | 'awarded';

export interface WithdrawalDecision {
  player: number;
  afterRound: number;
  /** §38: at least half played → his unplayed games are + for his opponents; fewer → his games are annulled. */
  rule: 'forfeits' | 'annulled';
  /** The threshold it was decided by (the tournament's). */
  threshold: WithdrawalThreshold;
  /** His games that took place (1, ½, 0 or adjourned) against the players still in the table when he left. */
  played: number;
  /** All his games against the players still in the table when he left. */
  total: number;
  /** Unplayed games that became + for his opponents (rule "forfeits"). */
  awarded: number;
  /** Games removed from the table with him (rule "annulled"). */
  annulled: number;
  /** His adjourned games: they count as played, and the arbiter decides their results (§38). */
  adjourned: number;
}

export type DecidedGame<G extends WithdrawalGame> = G & {
  /** The result that counts in the table: the recorded one, or + for the opponent of a player who left. */
  result: GameResult;
  /** The recorded result, unchanged. */
  recorded: GameResult;
  effect: WithdrawalEffect | null;
  /** The lot number of the player whose withdrawal decided this game. */
  decidedBy: number | null;
};

export interface WithdrawalOutcome<G extends WithdrawalGame> {
  /** Every game, with what §38 made of it (annulled games are kept, marked, so screens can show them). */
  games: DecidedGame<G>[];
  /** Players whose games were annulled and who leave the table, in the order they left. */
  removed: number[];
  decisions: WithdrawalDecision[];
}

/** §38: "at least half" — with an odd number of games 6 of 11, 7 of 13, 8 of 15 …, i.e. 2 × played ≥ total. */
export function playedAtLeastHalf(played: number, total: number): boolean {
  return played * 2 >= total;
}

/** Whether a player who leaves keeps his results under `threshold`: "more than 50 %" is 2 × played > total, so 5 of
 * 10 keeps them under §38 and not under an FMJD event's regulations; with an odd number the two agree (6 of 11). */
export function keepsResults(played: number, total: number, threshold: WithdrawalThreshold): boolean {
  return threshold === 'atLeastHalf' ? playedAtLeastHalf(played, total) : played * 2 > total;
}

/** A game that took place at the board (§37): a forfeit (+/−, −/−) did not, and neither did a game with no result.
 * An adjourned game counts as played (§38). */
export function tookPlace(result: GameResult): boolean {
  return result !== null && !isForfeit(result);
}

/** §38, interpretation for several withdrawals: decided in the order the players left — by round, then in the
 * order recorded — each on the table as it stands when he leaves, and never revisited. */
export function departureOrder<W extends Withdrawal>(withdrawals: readonly W[]): W[] {
  return withdrawals
    .map((w, recorded) => ({ w, recorded }))
    .sort((a, b) => a.w.afterRound - b.w.afterRound || a.recorded - b.recorded)
    .map(({ w }) => w);
}

function involves(game: WithdrawalGame, player: number): boolean {
  return game.white === player || game.black === player;
}

/** After his departure: a game of a round later than the last one he took part in (or not drawn yet) — and, in a
 * round robin of micro-matches, the second game of his last round when it has no result: he left between the two
 * games of a match, and the second is his opponent's (+), as a later round's would be. */
function afterDeparture(game: WithdrawalGame, afterRound: number): boolean {
  if (game.round === null || game.round > afterRound) return true;
  return game.leg === 2 && game.round === afterRound && game.result === null;
}

/** Applies §38 to the games.
 * - His "tournament games" are his games against the players still in the table (not removed before him).
 * - At least half of them played: his unplayed games — those after his departure that did not take place — are won
 *   (+) by his opponents. Forfeits recorded in the rounds he took part in stand as recorded.
 * - Fewer than half: all his games — forfeits for or against him included — are annulled and he leaves the table.
 * - His adjourned games count as played; their results are the arbiter's decision, so they stay adjourned.
 * Games decided by an earlier withdrawal are not decided again. */
export function applyWithdrawals<G extends WithdrawalGame>(
  games: readonly G[],
  withdrawals: readonly Withdrawal[],
  threshold: WithdrawalThreshold,
): WithdrawalOutcome<G> {
  // A copy, then the new fields set one by one: V8 (Node 20) makes this shape twenty times slower as a spread with
  // added fields, and twice as slow as Object.assign with a second source object (docs/performance.md).
  const decided = games.map((g) => {
    const copy = Object.assign({}, g) as DecidedGame<G>;
    copy.recorded = g.result;
    copy.effect = null;
    copy.decidedBy = null;
    return copy;
  });
  const removed: number[] = [];
  const decisions: WithdrawalDecision[] = [];
  for (const { player, afterRound } of departureOrder(withdrawals)) {
    const his = decided.filter((g) => involves(g, player) && g.effect !== 'annulled');
    const played = his.filter((g) => tookPlace(g.result)).length;
    const adjourned = his.filter((g) => g.result === 'adjourned').length;
    const base = { player, afterRound, played, total: his.length, adjourned, threshold };
    if (keepsResults(played, his.length, threshold)) {
      // §38: his unplayed games are won (+) by his opponents.
      const unplayed = his.filter((g) => g.effect === null && afterDeparture(g, afterRound) && !tookPlace(g.result));
      for (const game of unplayed) {
        game.result = forfeitWonBy(game.white === player ? 'black' : 'white');
        game.effect = 'awarded';
        game.decidedBy = player;
      }
      decisions.push({ ...base, rule: 'forfeits', awarded: unplayed.length, annulled: 0 });
    } else {
      // §38: fewer than half: his games are annulled and his name is removed from the table.
      for (const game of his) {
        game.effect = 'annulled';
        game.decidedBy = player;
      }
      removed.push(player);
      decisions.push({ ...base, rule: 'annulled', awarded: 0, annulled: his.length });
    }
  }
  return { games: decided, removed, decisions };
}

/** The games that count in the final table: annulled ones left out. */
export function countingGames<G extends WithdrawalGame>(outcome: WithdrawalOutcome<G>): DecidedGame<G>[] {
  return outcome.games.filter((g) => g.effect !== 'annulled');
}

/** §38: leaving after the draw but before the tournament has started, a new draw is made only when the number of
 * players is then odd — a new draw shortens the tournament only then (an odd field plays n rounds, an even one
 * n − 1). `playersBefore` is the field before he leaves. */
export function redrawBeforeStart(playersBefore: number, started: boolean): boolean {
  return !started && playersBefore % 2 === 1;
}

/** Why a withdrawal cannot be recorded as given; null when it can. Both the screens and the tournament file use it. */
export type WithdrawalProblem =
  | { kind: 'afterRoundBeyondSchedule'; rounds: number }
  | { kind: 'playedAfterLeaving'; round: number; opponent: number }
  | { kind: 'resultMissingBeforeLeaving'; round: number; opponent: number };

/** `games` are the games as the earlier withdrawals left them (a game already decided by one is not missing);
 * `rounds` is the number of rounds of the schedule. */
export function withdrawalProblem(
  games: readonly (WithdrawalGame & { effect?: WithdrawalEffect | null })[],
  withdrawal: Withdrawal,
  rounds: number,
): WithdrawalProblem | null {
  const { player, afterRound } = withdrawal;
  if (afterRound > rounds) return { kind: 'afterRoundBeyondSchedule', rounds };
  const opponent = (g: WithdrawalGame) => (g.white === player ? g.black : g.white);
  // A game that took place after he left contradicts the record: he left later, or the result is wrong.
  const later = games.find((g) => involves(g, player) && afterDeparture(g, afterRound) && tookPlace(g.result));
  if (later) return { kind: 'playedAfterLeaving', round: later.round!, opponent: opponent(later) };
  // §38 is decided on the table as it stands when he leaves: the rounds he took part in must have their results.
  const missing = games.find(
    (g) => involves(g, player) && !afterDeparture(g, afterRound) && g.result === null && !g.effect,
  );
  if (missing) return { kind: 'resultMissingBeforeLeaving', round: missing.round!, opponent: opponent(missing) };
  return null;
}

/** Every recorded withdrawal checked as `withdrawalProblem` checks a new one: in the order they left, each on the
 * table as the earlier ones left it. The facts of a tournament must keep every withdrawal's §38 basis — the
 * tournament file refuses a file with a problem here, and the service a change that would make one (a result
 * cleared, an earlier withdrawal cancelled) — so that a tournament entered screen by screen and its file agree. */
export function withdrawalsProblems<W extends Withdrawal>(
  games: readonly WithdrawalGame[],
  withdrawals: readonly W[],
  rounds: number,
  threshold: WithdrawalThreshold,
): { withdrawal: W; problem: WithdrawalProblem }[] {
  const ordered = departureOrder(withdrawals);
  return ordered.flatMap((withdrawal, position) => {
    const earlier = applyWithdrawals(games, ordered.slice(0, position), threshold).games;
    const problem = withdrawalProblem(earlier, withdrawal, rounds);
    return problem ? [{ withdrawal, problem }] : [];
  });
}

interface WithdrawalFacts<W extends Withdrawal> {
  games: readonly WithdrawalGame[];
  withdrawals: readonly W[];
}

/** The first withdrawal problem that a change of the facts (`before` → `after`) makes — one that was not there
 * before it; null when the change keeps every decision's basis. */
export function problemMadeBy<W extends Withdrawal>(
  before: WithdrawalFacts<W>,
  after: WithdrawalFacts<W>,
  rounds: number,
  threshold: WithdrawalThreshold,
): { withdrawal: W; problem: WithdrawalProblem } | null {
  const problems = (facts: WithdrawalFacts<W>) =>
    withdrawalsProblems(facts.games, facts.withdrawals, rounds, threshold);
  const had = new Set(problems(before).map((f) => f.withdrawal.player));
  const made = problems(after).find((f) => !had.has(f.withdrawal.player));
  return made ?? null;
}
