// §35: the order of rounds — all games of earlier rounds must be finished before the last round of a tournament.
import { isFinal, type GameResult } from './results';
import type { WithdrawalEffect } from './withdrawal';

export interface RoundGame {
  round: number | null;
  result: GameResult;
  /** What §38 made of the game: a removed player's games are annulled and hold nothing up. */
  effect: WithdrawalEffect | null;
}

/** The games that keep the last round from starting (§35): earlier rounds' games without a final result, adjourned
 * ones included. Empty when `round` is not the last one. Games annulled under §38 count for nobody and block nothing. */
export function unfinishedBeforeLastRound<G extends RoundGame>(
  games: readonly G[],
  round: number,
  lastRound: number,
): G[] {
  if (round !== lastRound) return [];
  return games.filter((g) => g.round !== null && g.round < lastRound && g.effect !== 'annulled' && !isFinal(g.result));
}

/** A round is complete when every game has a final result; §38: a removed player's annulled games count for nobody
 * and leave nothing to finish. */
export function isRoundComplete(
  games: readonly { result: GameResult; withdrawal: { effect: WithdrawalEffect } | null }[],
) {
  return games.every((g) => isFinal(g.result) || g.withdrawal?.effect === 'annulled');
}
