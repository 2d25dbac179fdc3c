// §38: a player who leaves the tournament.
import { forfeitWonBy, type GameResult } from './results';

export interface WithdrawalGame {
  round: number;
  white: number;
  black: number;
  result: GameResult;
}

export interface Withdrawal {
  player: number;
  /** The last round he took part in (0: before the first round). */
  afterRound: number;
}

export interface WithdrawalOutcome<G extends WithdrawalGame> {
  games: G[];
  /** Players whose games were annulled and who leave the table (§38, fewer than half played). */
  removed: number[];
  /** What was done for each withdrawal, for the arbiter. */
  decisions: { player: number; completed: number; total: number; rule: 'forfeits' | 'annulled' }[];
}

/** §38: "at least half" — with an odd number of games 6 of 11, 7 of 13, 8 of 15 … , i.e. 2 × completed ≥ total. */
export function completedAtLeastHalf(completed: number, total: number): boolean {
  return completed * 2 >= total;
}

/** Applies §38 to the games. `gamesPerPlayer` is every player's number of games in the full schedule.
 * - At least half of his games completed: his games without a result become forfeit wins for his opponents.
 * - Fewer: all his games are annulled and he is removed from the table.
 * His adjourned games count as completed; their result is the arbiter's decision (§38), so they stay adjourned. */
export function applyWithdrawals<G extends WithdrawalGame>(games: G[], withdrawals: Withdrawal[], gamesPerPlayer: number): WithdrawalOutcome<G> {
  let current = games;
  const removed: number[] = [];
  const decisions: WithdrawalOutcome<G>['decisions'] = [];
  for (const { player } of withdrawals) {
    const his = current.filter((g) => g.white === player || g.black === player);
    const completed = his.filter((g) => g.result !== null).length;
    if (completedAtLeastHalf(completed, gamesPerPlayer)) {
      // §38: his unplayed games are won (+) by his opponents.
      current = current.map((g) =>
        (g.white === player || g.black === player) && g.result === null ? { ...g, result: forfeitWonBy(g.white === player ? 'black' : 'white') } : g,
      );
      decisions.push({ player, completed, total: gamesPerPlayer, rule: 'forfeits' });
    } else {
      // §38: fewer than half: his games are annulled and his name is removed from the table.
      current = current.filter((g) => g.white !== player && g.black !== player);
      removed.push(player);
      decisions.push({ player, completed, total: gamesPerPlayer, rule: 'annulled' });
    }
  }
  return { games: current, removed, decisions };
}
