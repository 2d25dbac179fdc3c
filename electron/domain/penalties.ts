// What follows an illegal move under the tournament's rule set (docs/rules-engine.md, "Illegal moves").
//   1953 (§12): the game is replayed from the breach; not if the breach is found after the next round has begun (the
//               result stands); never in the last round.
//   FIDE Laws of Chess, art. 7: the position before the illegal move is restored; the first two illegal moves of a
//               player give the opponent 2 extra minutes; the third loses, unless the opponent cannot win (a draw).
//   FIDE 2018: the first illegal move gives the opponent 2 minutes, the second loses.
//   FIDE blitz (the 2018 rules, appendix B): the first gives the opponent 1 minute, the second loses (a draw if the
//               opponent cannot win).
//   FMJD (the rules' irregularities): only the opponent decides whether the irregularity is corrected or kept.
import { phrase, type Phrase } from './phrase';

export const PENALTY_RULE_SETS = ['ussr1953', 'fide', 'fide2018', 'fideBlitz', 'fmjd'] as const;
export type PenaltyRuleSet = (typeof PENALTY_RULE_SETS)[number];

export interface IllegalMoveContext {
  ruleSet: PenaltyRuleSet;
  /** How many illegal moves this player has made in this game, this one included. */
  count: number;
  /** Found during the game, or after it ended. */
  foundDuring: 'game' | 'afterGame';
  /** After the game: whether the next round had already begun. */
  nextRoundStarted: boolean;
  lastRound: boolean;
  /** FIDE: whether the opponent could still win by any series of legal moves. */
  opponentCanWin: boolean;
}

export interface Penalty {
  /** What the arbiter does with the game. */
  action: 'replayFromBreach' | 'resultStands' | 'restorePosition' | 'opponentChooses' | 'gameLost' | 'gameDrawn';
  /** Minutes added to the opponent's clock. */
  minutesToOpponent: number;
  /** The result the rule decides for the offender: loss, draw, or none (play goes on). */
  decides: 'loss' | 'draw' | null;
  rule: string;
  /** The decision in words, with its numbers (`penalty.*` phrases). */
  explanation: Phrase;
}

export function illegalMovePenalty(context: IllegalMoveContext): Penalty {
  switch (context.ruleSet) {
    case 'ussr1953':
      if (context.lastRound && context.foundDuring === 'afterGame') {
        return {
          action: 'resultStands',
          minutesToOpponent: 0,
          decides: null,
          rule: '§12',
          explanation: phrase('penalty.lastRoundStands', { rule: '§12' }),
        };
      }
      if (context.foundDuring === 'afterGame' && context.nextRoundStarted) {
        return {
          action: 'resultStands',
          minutesToOpponent: 0,
          decides: null,
          rule: '§12',
          explanation: phrase('penalty.nextRoundStarted', { rule: '§12' }),
        };
      }
      return {
        action: 'replayFromBreach',
        minutesToOpponent: 0,
        decides: null,
        rule: '§12',
        explanation: phrase('penalty.replay', { rule: '§12' }),
      };
    case 'fide':
      return ladder(context, 3, 2, 'FIDE art. 7');
    case 'fide2018':
      return ladder(context, 2, 2, 'FIDE 2018 art. 7');
    case 'fideBlitz':
      return ladder(context, 2, 1, 'FIDE blitz (A.4)');
    case 'fmjd':
      return {
        action: 'opponentChooses',
        minutesToOpponent: 0,
        decides: null,
        rule: 'FMJD irregularities',
        explanation: phrase('penalty.opponentChooses', { rule: 'FMJD' }),
      };
  }
}

/** FIDE's ladder: extra minutes for the opponent until the `losingCount`-th illegal move, which loses — unless the
 * opponent cannot win, which makes it a draw. */
function ladder(context: IllegalMoveContext, losingCount: number, minutes: number, rule: string): Penalty {
  if (context.count >= losingCount) {
    return context.opponentCanWin
      ? {
          action: 'gameLost',
          minutesToOpponent: 0,
          decides: 'loss',
          rule,
          explanation: phrase('penalty.lost', { count: context.count, rule }),
        }
      : {
          action: 'gameDrawn',
          minutesToOpponent: 0,
          decides: 'draw',
          rule,
          explanation: phrase('penalty.drawn', { count: context.count, rule }),
        };
  }
  return {
    action: 'restorePosition',
    minutesToOpponent: minutes,
    decides: null,
    rule,
    explanation: phrase('penalty.restore', { count: minutes, rule, losingCount }),
  };
}
