// Writing and reading moves (§14 for 64 squares, §29 and FMJD for 100 squares) and positions (PDN FEN).
//   64 squares:  c3-d4, c3:e5, a multiple capture through its landing squares d2:h6:f8:c5:a7; the short notation
//                of scoresheets "ed4" (the file the piece comes from, then the square it goes to).
//   100 squares: 31-27, 27:18 or 27x18 (FMJD), 42:24:8:17:6.
// A position in PDN FEN: "W:Wa1,c3,Kd2:Bb6,d6" — side to move, then White's and Black's pieces, K for a king.
import { phrase, PhraseError } from '../phrase';
import { geometry, parseSquare, squareName, type DraughtsVariant, type Side } from './board';
import { hasCapture, legalMoveSequences, playQuietInPlace, quietMoveBetween, uniqueMoves, type Move } from './moves';
import { BLACK_KING, BLACK_MAN, emptyPosition, WHITE_KING, WHITE_MAN, type Position } from './position';

/** A position or move that is not PDN, said as a phrase. */
export class NotationError extends PhraseError {}

/** The move in full notation: every landing square of a capture, so that it is never ambiguous. */
export function formatMove(variant: DraughtsVariant, move: Move): string {
  const g = geometry(variant);
  const separator = move.captured.length > 0 ? (variant === 'international' ? 'x' : ':') : '-';
  return move.path.map((square) => squareName(g, square)).join(separator);
}

export interface MoveReading {
  /** The legal moves the text can mean. One: the reading; none: illegal or unintelligible; several: ambiguous. */
  candidates: Move[];
  /** The squares as written, or null when the text is not notation at all. */
  squares: number[] | null;
  /** The text names a capture (":" or "x") rather than a quiet move ("-"). */
  writtenAsCapture: boolean;
}

/** A written move as notation alone, before any position: §14's short form "ed4" (64 squares), or the squares of
 * the move joined by "-", ":" or "x". Null when the text is not a move in the variant's notation at all. */
type WrittenMove = { short: { file: number; to: number } } | { squares: number[]; capture: boolean };

/** Written moves already read: a score sheet, and a file of them, repeat the same few thousand texts. */
const readBefore: Record<DraughtsVariant, Map<string, WrittenMove | null>> = {
  russian: new Map(),
  international: new Map(),
};

function writtenMove(variant: DraughtsVariant, text: string): WrittenMove | null {
  if (variant === 'international') {
    const plain = plainWrittenMove(text);
    if (plain !== undefined) return plain;
  }
  const known = readBefore[variant];
  // One look-up: a move read before is most moves of a file.
  const before = known.get(text);
  if (before !== undefined) return before;
  if (known.size > 20_000) known.clear();
  const written = readWrittenMove(variant, text);
  known.set(text, written);
  return written;
}

/** Two-square moves of the 100-square board as read, at `from * 64 + to` (quiet) and `4096 + from * 64 + to`
 * (captures). */
const twoSquares: WrittenMove[] = [];

/** A 100-square move written only in digits joined by `-`, `x` or `:` (`32-28`, `24x33x44`) — most of a file's —
 * read by its character codes as readWrittenMove reads it, without the text's look-up in `readBefore` (the text's
 * hash was most of the time of a move read before) and, for two squares, without an array made for the reading;
 * undefined for any other text, which is read there. */
function plainWrittenMove(text: string): WrittenMove | null | undefined {
  let first = 0;
  let second = 0;
  let more: number[] | null = null;
  let count = 0;
  let value = 0;
  let digits = 0;
  let capture = false;
  for (let at = 0; at <= text.length; at++) {
    const code = at < text.length ? text.charCodeAt(at) : -1;
    if (code >= 48 && code <= 57) {
      value = value * 10 + code - 48;
      digits += 1;
      continue;
    }
    if (code !== 45 && code !== 120 && code !== 58 && code !== -1) return undefined;
    // Each part a square of the board: one or two digits, 1 to 50.
    if (digits === 0 || digits > 2 || value < 1 || value > 50) return null;
    if (count === 0) first = value;
    else if (count === 1) second = value;
    else (more ??= [first, second]).push(value);
    count += 1;
    if (code === 120 || code === 58) capture = true;
    value = 0;
    digits = 0;
  }
  if (count < 2) return null;
  if (more) return { squares: more, capture };
  const key = (capture ? 4096 : 0) + first * 64 + second;
  return (twoSquares[key] ??= { squares: [first, second], capture });
}

function readWrittenMove(variant: DraughtsVariant, text: string): WrittenMove | null {
  const g = geometry(variant);
  const cleaned = text.trim().replace(/[—–−]/g, '-').replace(/\s+/g, '');
  // §14's short notation: the file of the start square and the square reached ("ed4").
  const short = variant === 'russian' ? /^([a-h])([a-h][1-8])$/.exec(cleaned.toLowerCase()) : null;
  if (short) {
    const to = parseSquare(g, short[2]!);
    return to === null ? null : { short: { file: short[1]!.charCodeAt(0) - 97, to } };
  }
  const parts = cleaned.split(/[-:x]/i);
  const squares = parts.map((part) => parseSquare(g, part));
  if (parts.length < 2 || squares.some((s) => s === null)) return null;
  return { squares: squares as number[], capture: /[:x]/i.test(cleaned) };
}

/** Whether the text is written as a move of the variant (§14, §29): squares that exist, joined as moves are. Says
 * nothing of whether the move is legal — §36 judges a sealed move only when its envelope is opened. */
export function isMoveNotation(variant: DraughtsVariant, text: string): boolean {
  return writtenMove(variant, text) !== null;
}

/** Reads a move against a position: the legal moves whose start, landing squares in order, and end it names. */
export function readMove(position: Position, text: string): MoveReading {
  const g = geometry(position.variant);
  const written = writtenMove(position.variant, text);
  if (!written) return { candidates: [], squares: null, writtenAsCapture: false };
  // A quiet move written from–to where no capture is due: checked by itself (the same answer as the full list's).
  if ('squares' in written && written.squares.length === 2 && !written.capture && !hasCapture(position)) {
    const move = quietMoveBetween(position, written.squares[0]!, written.squares[1]!);
    return { candidates: move ? [move] : [], squares: written.squares, writtenAsCapture: false };
  }
  const moves = legalMoveSequences(position);
  if ('short' in written) {
    const { file, to } = written.short;
    const candidates = uniqueMoves(moves.filter((m) => m.to === to && g.x[m.from] === file));
    return { candidates, squares: [to], writtenAsCapture: candidates.some((m) => m.captured.length > 0) };
  }
  const candidates = moves.filter((move) => matchesPath(move, written.squares));
  return { candidates: uniqueMoves(candidates), squares: written.squares, writtenAsCapture: written.capture };
}

/** A written move played on the position itself when readMove would read it as a quiet move written from–to where
 * no capture is due (`32-28`, most of a score sheet's) and find it legal — by the same tests, for a check that only
 * counts the moves (record-check.ts): no reading, list or move made for each. False, and the position left as it
 * was, for any other text or an illegal move: readMove reads it then, and says why. */
export function playQuietWrittenInPlace(position: Position, text: string): boolean {
  const written = writtenMove(position.variant, text);
  if (!written || !('squares' in written) || written.squares.length !== 2 || written.capture) return false;
  return !hasCapture(position) && playQuietInPlace(position, written.squares[0]!, written.squares[1]!);
}

/** The written squares are the move's start, some of its landing squares in order, and its end. */
function matchesPath(move: Move, named: number[]): boolean {
  if (named[0] !== move.from || named[named.length - 1] !== move.to) return false;
  let at = 1;
  // The squares between the first and the last, by index (not a slice made for each move compared).
  for (let index = 1; index < named.length - 1; index++) {
    while (at < move.path.length - 1 && move.path[at] !== named[index]) at++;
    if (at >= move.path.length - 1) return false;
    at++;
  }
  return true;
}

/** The position in PDN FEN, pieces in square order. */
export function formatFen(position: Position): string {
  const g = geometry(position.variant);
  // 64 squares: from White's side, rank by rank (a1, c1, …); 100 squares: by number.
  const order = Array.from({ length: g.squares }, (_, i) => i + 1);
  if (position.variant === 'russian') order.sort((a, b) => g.y[a]! - g.y[b]! || g.x[a]! - g.x[b]!);
  const pieces = (man: number, king: number) => {
    const names: string[] = [];
    for (const square of order) {
      if (position.board[square] === man) names.push(squareName(g, square));
      if (position.board[square] === king) names.push(`K${squareName(g, square)}`);
    }
    return names.join(',');
  };
  return `${position.toMove === 'white' ? 'W' : 'B'}:W${pieces(WHITE_MAN, WHITE_KING)}:B${pieces(BLACK_MAN, BLACK_KING)}`;
}

/** Reads PDN FEN ("W:Wa1,c3,Kd2:Bb6,d6"; ranges like "W31-35" on 100 squares). Throws NotationError saying what is wrong. */
export function parseFen(variant: DraughtsVariant, text: string): Position {
  const g = geometry(variant);
  const fields = text.trim().replace(/\.$/, '').split(':');
  const turn = fields[0]?.toUpperCase();
  if (turn !== 'W' && turn !== 'B') throw new NotationError(phrase('notation.sideToMove', { found: fields[0] ?? '' }));
  const position = emptyPosition(variant, turn === 'W' ? 'white' : 'black');
  for (const field of fields.slice(1)) {
    const colour = field[0]?.toUpperCase();
    if (colour !== 'W' && colour !== 'B') throw new NotationError(phrase('notation.whosePieces', { field }));
    const side: Side = colour === 'W' ? 'white' : 'black';
    for (const entry of field
      .slice(1)
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const king = /^k/i.test(entry);
      const name = king ? entry.slice(1) : entry;
      const range = /^(\d+)-(\d+)$/.exec(name);
      const squares =
        range && variant === 'international'
          ? span(Number(range[1]), Number(range[2]))
          : [variant === 'russian' && /^\d{1,2}$/.test(name) ? numberedSquare(g, name) : parseSquare(g, name)];
      for (const square of squares) {
        if (square === null || square < 1 || square > g.squares)
          throw new NotationError(phrase('notation.notSquare', { entry, size: g.size }));
        if (position.board[square] !== 0)
          throw new NotationError(phrase('notation.squareTwice', { square: squareName(g, square) }));
        position.board[square] = side === 'white' ? (king ? WHITE_KING : WHITE_MAN) : king ? BLACK_KING : BLACK_MAN;
      }
    }
  }
  return position;
}

/** A 64-square board's square by its PDN number (1–32, from Black's side, as the board numbers its squares): real
 * files write the start position so even when their moves are algebraic. */
function numberedSquare(g: ReturnType<typeof geometry>, name: string): number | null {
  const square = Number(name);
  return square >= 1 && square <= g.squares ? square : null;
}

function span(from: number, to: number): (number | null)[] {
  if (to < from) return [null];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
