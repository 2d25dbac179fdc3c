// A score sheet's moves played out by the rules engine: each checked against the position it is written in, and the
// first that cannot be played said as an arbiter says it — its number, its side, what was written and why ("23. White
// c3-d4: there is no piece on c3"; "a capture is compulsory: c3:e5 or g3:h4"; an ambiguous capture asks for the
// squares in between). Real score sheets have errors: the moves before the wrong one are kept.
import { phrase, type Phrase } from '../phrase';
import { geometry, squareName, type Side } from './board';
import { legalMoveSequences, makeMove, playInPlace, uniqueMoves, type Move } from './moves';
import { formatMove, playQuietWrittenInPlace, readMove } from './notation';
import { BLACK_KING, BLACK_MAN, WHITE_KING, WHITE_MAN, type Position } from './position';

export interface WrittenMove {
  /** The move number written before it, if any. */
  number: number | null;
  text: string;
}

export interface PlayedMove {
  /** The score sheet's move number (1 for White's first move and Black's reply). */
  number: number;
  side: Side;
  /** As written, and as the engine reads it. */
  written: string;
  move: Move;
  after: Position;
}

export interface IllegalMove {
  /** Which of the written moves it is (0 for the first). */
  index: number;
  number: number;
  side: Side;
  /** As written. */
  move: string;
  /** Why it cannot be played, as a phrase. */
  reason: Phrase;
}

export interface RecordPlay {
  /** Each move played, with the position after it; empty when the caller asked only how many (`keep: false`). */
  played: PlayedMove[];
  /** How many of the written moves were played. */
  plies: number;
  /** The position after the last move played. */
  end: Position;
  firstIllegal: IllegalMove | null;
}

/** Plays the written moves from `start`, stopping at the first that cannot be played. A move number written before a
 * move is taken as the sheet's own (a record may start at move 26 from a position); otherwise the count goes on. */
export function playRecord(
  start: Position,
  moves: readonly WrittenMove[],
  { keep = true }: { keep?: boolean } = {},
): RecordPlay {
  // A file of 10,000 games checked whole (`kabe-arbiter pdn`) needs only how far each goes: not keeping every move
  // and position spares a million objects the collector would chase.
  const played: PlayedMove[] = [];
  // Counting only, the moves are played on one copy of the start (the caller's is left as it was).
  let position = keep ? start : { ...start, board: start.board.slice() };
  let number = moves[0]?.number ?? 1;
  for (let index = 0; index < moves.length; index++) {
    const written = moves[index]!;
    if (written.number !== null) number = written.number;
    const side = position.toMove;
    // Counting only, a legal quiet move is played without a reading made of it (most of a file's half-moves).
    if (!keep && playQuietWrittenInPlace(position, written.text)) {
      if (side === 'black') number += 1;
      continue;
    }
    const reading = readMove(position, written.text);
    if (reading.candidates.length !== 1)
      return {
        played,
        plies: index,
        end: position,
        firstIllegal: { index, number, side, move: written.text, reason: whyNot(position, written.text, reading) },
      };
    const move = reading.candidates[0]!;
    if (keep) {
      position = makeMove(position, move);
      played.push({ number, side, written: written.text, move, after: position });
    } else playInPlace(position, move);
    if (side === 'black') number += 1;
  }
  return { played, plies: moves.length, end: position, firstIllegal: null };
}

/** Why a written move is not one legal move of the position. */
function whyNot(position: Position, text: string, reading: ReturnType<typeof readMove>): Phrase {
  const { variant } = position;
  const g = geometry(variant);
  const write = (moves: Move[]) => moves.map((m) => formatMove(variant, m)).join(', ');
  if (reading.squares === null) return phrase('check.notNotation', { move: text, size: g.size });
  if (reading.candidates.length > 1)
    return phrase('check.ambiguous', { count: reading.candidates.length, readings: write(reading.candidates) });
  const legal = uniqueMoves(legalMoveSequences(position));
  if (legal.length === 0) return phrase('check.noMoves');
  const from = reading.squares[0]!;
  const own = position.toMove === 'white' ? [WHITE_MAN, WHITE_KING] : [BLACK_MAN, BLACK_KING];
  if (!own.includes(position.board[from]!))
    return phrase(position.board[from] === 0 ? 'check.noPiece' : 'check.notOwnPiece', {
      square: squareName(g, from),
    });
  const to = reading.squares.at(-1)!;
  const captures = legal.filter((m) => m.captured.length > 0);
  const sameEnds = captures.filter((m) => m.from === from && m.to === to);
  // The right start and end, but not through the squares written.
  if (sameEnds.length > 0) return phrase('check.captureRoute', { readings: write(sameEnds) });
  if (captures.length > 0)
    return phrase('check.captureCompulsory', { captures: write(captures.slice(0, 6)), count: captures.length });
  const fromHere = legal.filter((m) => m.from === from);
  if (fromHere.length === 0) return phrase('check.pieceCannotMove', { square: squareName(g, from) });
  return phrase('check.cannotGo', {
    from: squareName(g, from),
    to: squareName(g, to),
    moves: write(fromHere.slice(0, 6)),
  });
}
