// A game record as the rules need it: its start and its moves, each with the position after it (read from PDN by
// formats/pdn-check.ts), and the record as the app keeps it with its game.
import { phrase, PhraseError, type Phrase } from '../phrase';
import type { Move } from './moves';
import type { Position } from './position';

/** A record that cannot be played: why, as a phrase, and — when a move stops it — which move. */
export class GameRecordError extends PhraseError {
  constructor(
    said: Phrase,
    readonly at: { number: number; side: 'white' | 'black'; move: string } | null = null,
  ) {
    super(said);
  }
}

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
  /** `number`: the sheet's own move number where it wrote one (a record that starts at move 26). */
  moves: { text: string; comment?: string; number?: number }[];
  /** As the sheet ends (`2-0`, `1/2-1/2`, `*`); null when it says nothing. */
  result: string | null;
  /** The day the game was played, as its record says (a PDN `Date` tag, `2026-11-21`); absent when it says none —
   * then the tournament's first day is written for it. */
  date?: string;
}

/** How large a kept record may be — the tournament file carries it within the same bounds. */
export const RECORD_LIMITS = { moveText: 200, comment: 50_000, moves: 5_000 } as const;

/** Why a sheet cannot be kept — too large to be a game (a pasted file: the longest games run to a few hundred moves),
 * or a move number no game has — or null when it can. */
export function whyNotKept(record: StoredGameRecord): Phrase | null {
  const badNumber = record.moves.find(
    (m) => m.number !== undefined && !(m.number >= 1 && m.number <= RECORD_LIMITS.moves),
  );
  if (badNumber)
    return phrase('record.numberInvalid', { number: String(badNumber.number), limit: RECORD_LIMITS.moves });
  if (record.moves.length > RECORD_LIMITS.moves)
    return phrase('record.tooManyMoves', { count: record.moves.length, limit: RECORD_LIMITS.moves });
  const long = record.moves.find((m) => m.text.length > RECORD_LIMITS.moveText);
  if (long) return phrase('record.moveTooLong', { start: long.text.slice(0, 20), limit: RECORD_LIMITS.moveText });
  if (record.moves.some((m) => (m.comment?.length ?? 0) > RECORD_LIMITS.comment))
    return phrase('record.commentTooLong', { limit: RECORD_LIMITS.comment });
  return null;
}

export interface GameRecord {
  start: Position;
  moves: PlayedMove[];
}
