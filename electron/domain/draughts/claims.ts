// Draw claims a game record supports (§16, §31):
//   b) the material (number and value of the pieces) has not changed during the last 30 moves — read as 30 moves
//      of each side (interpretation, stated in every answer);
//   c) three kings against a lone king (four on 100 squares, §31) that the stronger side has not captured with its
//      18th move counted from when that balance arose;
//   d) the same position, with the same side to move, for the third time.
import { phrase, type Phrase } from '../phrase';
import type { DraughtsVariant } from './board';
import type { GameRecord, PlayedMove } from './game-record';
import { material, type Position } from './position';

export interface DrawClaim {
  rule: 'material30' | 'kingsVersusKing' | 'repetition';
  paragraph: string;
  /** The move after which the claim can be made. */
  move: number;
  side: 'white' | 'black';
  explanation: Phrase;
}

export const MATERIAL_MOVES = 30;
export const KINGS_MOVES = 18;

function key(position: Position): string {
  return `${position.toMove}:${position.board.join(',')}`;
}

function materialKey(position: Position): string {
  const m = material(position);
  return `${m.whiteMen},${m.whiteKings},${m.blackMen},${m.blackKings}`;
}

export function drawClaims(variant: DraughtsVariant, record: GameRecord): DrawClaim[] {
  const claims: DrawClaim[] = [];
  const label = (played: PlayedMove) => `${played.number}${played.side === 'black' ? '…' : '.'}`;

  // d) threefold repetition: the position after a move, with the same side to move, seen for the third time.
  const seen = new Map<string, number>([[key(record.start), 1]]);
  for (const played of record.moves) {
    const count = (seen.get(key(played.after)) ?? 0) + 1;
    seen.set(key(played.after), count);
    if (count === 3) {
      claims.push({
        rule: 'repetition',
        paragraph: '§16d',
        move: played.number,
        side: played.after.toMove,
        explanation: phrase(played.after.toMove === 'white' ? 'claim.repetitionWhite' : 'claim.repetitionBlack', {
          move: label(played),
        }),
      });
    }
  }

  // b) 30 moves (60 half-moves) without a change of material.
  let unchangedSince = 0;
  let previous = materialKey(record.start);
  record.moves.forEach((played, index) => {
    const now = materialKey(played.after);
    if (now !== previous) unchangedSince = index + 1;
    previous = now;
    if (index + 1 - unchangedSince === MATERIAL_MOVES * 2) {
      claims.push({
        rule: 'material30',
        paragraph: '§16b',
        move: played.number,
        side: played.after.toMove,
        explanation: phrase('claim.material30', { move: label(played), count: MATERIAL_MOVES }),
      });
    }
  });

  // c) kings against a lone king, not captured by the stronger side's 18th move.
  const needed = variant === 'russian' ? 3 : 4;
  const strongerSide = (position: Position): 'white' | 'black' | null => {
    const m = material(position);
    if (m.whiteMen === 0 && m.whiteKings >= needed && m.blackMen === 0 && m.blackKings === 1) return 'white';
    if (m.blackMen === 0 && m.blackKings >= needed && m.whiteMen === 0 && m.whiteKings === 1) return 'black';
    return null;
  };
  // Counting starts from the moment the balance arose: the start of the record, or the move that made it.
  let stronger = strongerSide(record.start);
  let movesByStronger = 0;
  for (const played of record.moves) {
    const side = strongerSide(played.after);
    if (side !== stronger) {
      stronger = side;
      movesByStronger = 0;
      continue;
    }
    if (side === null || played.side !== side) continue;
    movesByStronger += 1;
    if (movesByStronger === KINGS_MOVES) {
      claims.push({
        rule: 'kingsVersusKing',
        paragraph: variant === 'russian' ? '§16c' : '§31',
        move: played.number,
        side: side === 'white' ? 'black' : 'white',
        explanation: phrase(side === 'white' ? 'claim.kingsWhite' : 'claim.kingsBlack', {
          kings: needed,
          count: KINGS_MOVES,
        }),
      });
    }
  }
  return claims.sort((a, b) => a.move - b.move);
}
