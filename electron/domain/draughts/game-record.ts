// A game record in PDN, as far as an arbiter needs it: an optional starting position ([FEN "…"]) and the moves,
// each checked against the position it is played in.
import { phrase, PhraseError } from '../phrase';
import type { DraughtsVariant } from './board';
import { makeMove, type Move } from './moves';
import { parseFen, readMove } from './notation';
import { startPosition, type Position } from './position';

/** A move of the record that cannot be played where it stands: its number, side and text, as a phrase. */
export class GameRecordError extends PhraseError {}

export interface PlayedMove {
  /** The number of the move in the record (1 for White's first move and Black's reply). */
  number: number;
  side: 'white' | 'black';
  move: Move;
  /** The position after the move. */
  after: Position;
}

/** A score sheet as the app keeps it with its game and carries it in the tournament file: the moves as written — an
 * illegal one included, where the sheet has one (real score sheets have errors) — the start position when it is not
 * the variant's, and the result written after the moves. */
export interface StoredGameRecord {
  /** PDN FEN of the start, or null for the variant's start position. */
  start: string | null;
  moves: { text: string; comment?: string }[];
  /** As the sheet ends (`2-0`, `1/2-1/2`, `*`); null when it says nothing. */
  result: string | null;
}

export interface GameRecord {
  start: Position;
  moves: PlayedMove[];
}

export function readGameRecord(variant: DraughtsVariant, text: string): GameRecord {
  const fen = /\[FEN\s+"([^"]+)"\]/i.exec(text)?.[1];
  const start = fen ? parseFen(variant, fen) : startPosition(variant);
  const movetext = text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\([^)]*\)/g, ' ');
  const tokens = movetext.split(/\s+/).filter(Boolean);
  const moves: PlayedMove[] = [];
  let position = start;
  let number = 1;
  for (const raw of tokens) {
    const numbered = /^(\d+)\.(\.\.)?(.*)$/.exec(raw);
    if (numbered) number = Number(numbered[1]);
    const token = (numbered ? numbered[3]! : raw).replace(/[!?]+$/, '');
    if (token === '' || /^(1-0|0-1|1\/2-1\/2|2-0|0-2|1-1|\*)$/.test(token)) continue;
    const reading = readMove(position, token);
    const side = position.toMove;
    if (reading.candidates.length !== 1) {
      const what = reading.candidates.length === 0 ? 'Illegal' : 'Ambiguous';
      const key = `record.move${what}${side === 'white' ? 'White' : 'Black'}` as const;
      throw new GameRecordError(phrase(key, { number, move: token, readings: reading.candidates.length }));
    }
    const move = reading.candidates[0]!;
    position = makeMove(position, move);
    moves.push({ number, side, move, after: position });
    if (side === 'black') number += 1;
  }
  return { start, moves };
}
