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
    case 'ussr1953': {
      // §12: the game is replayed from the breach, unless it is found after the game in the last round or once the
      // next round has begun: then the result stands.
      const rule = '§12';
      if (context.lastRound && context.foundDuring === 'afterGame')
        return penalty('resultStands', rule, phrase('penalty.lastRoundStands', { rule }));
      if (context.foundDuring === 'afterGame' && context.nextRoundStarted)
        return penalty('resultStands', rule, phrase('penalty.nextRoundStarted', { rule }));
      return penalty('replayFromBreach', rule, phrase('penalty.replay', { rule }));
    }
    case 'fide':
      return ladder(context, 3, 2, 'FIDE art. 7');
    case 'fide2018':
      return ladder(context, 2, 2, 'FIDE 2018 art. 7');
    case 'fideBlitz':
      return ladder(context, 2, 1, 'FIDE blitz (A.4)');
    case 'fmjd':
      return penalty('opponentChooses', 'FMJD irregularities', phrase('penalty.opponentChooses', { rule: 'FMJD' }));
  }
}

/** The result each action decides for the offender: only a lost or drawn game decides one. */
const DECIDES: Record<Penalty['action'], Penalty['decides']> = {
  replayFromBreach: null,
  resultStands: null,
  restorePosition: null,
  opponentChooses: null,
  gameLost: 'loss',
  gameDrawn: 'draw',
};

function penalty(action: Penalty['action'], rule: string, explanation: Phrase, minutesToOpponent = 0): Penalty {
  return { action, minutesToOpponent, decides: DECIDES[action], rule, explanation };
}

/** FIDE's ladder: extra minutes for the opponent until the `losingCount`-th illegal move, which loses — unless the
 * opponent cannot win, which makes it a draw. */
function ladder(context: IllegalMoveContext, losingCount: number, minutes: number, rule: string): Penalty {
  const { count } = context;
  if (count >= losingCount)
    return context.opponentCanWin
      ? penalty('gameLost', rule, phrase('penalty.lost', { count, rule }))
      : penalty('gameDrawn', rule, phrase('penalty.drawn', { count, rule }));
  return penalty('restorePosition', rule, phrase('penalty.restore', { count: minutes, rule, losingCount }), minutes);
}
