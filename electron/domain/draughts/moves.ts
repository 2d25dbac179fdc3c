// Legal moves. Russian draughts: capture is compulsory but the capturer chooses freely among captures (§8); kings fly
// (§9); a man that reaches the last rank during a capture becomes a king at once and goes on capturing as a king (§9).
// 100-square draughts: the capture that takes the most pieces is compulsory, kings and men counting alike (§24, §25);
// a man that reaches the last rank during a capture and can capture on as a man stays a man; one that ends its
// capture there becomes a king (§25). On both boards captured pieces leave the board only when the move is complete,
// and no piece is jumped twice (§8, §14 examples 1–3).
import {
  DIRECTIONS,
  DOWN_LEFT,
  DOWN_RIGHT,
  geometry,
  isPromotionSquare,
  opposite,
  UP_LEFT,
  UP_RIGHT,
  type Geometry,
} from './board';
import { BLACK_KING, geometryOf, isKing, WHITE_KING, withMove, type Position } from './position';

export interface Move {
  from: number;
  to: number;
  /** Every square the piece stands on, from `from` to `to`: for a capture, each landing square. */
  path: number[];
  /** The squares of the pieces it captures, in the order they are jumped. */
  captured: number[];
  /** The piece ends the move as a new king. */
  promotes: boolean;
}

/** A move's identity for counting and comparing: its start, its landing square and the set of pieces it captures
 * (two capture paths that differ only in the order of the same pieces are one move). */
export function moveKey(move: Move): string {
  return `${move.from}>${move.to}:${[...move.captured].sort((a, b) => a - b).join(',')}`;
}

const FORWARD = { white: [UP_LEFT, UP_RIGHT], black: [DOWN_LEFT, DOWN_RIGHT] } as const;

/** The boards the capture searches are made on, one for each variant: a position with captures would otherwise copy
 * its board at every half-move of a score sheet's check. */
const searchBoards: Record<Position['variant'], Int8Array> = {
  russian: new Int8Array(geometry('russian').squares + 1),
  international: new Int8Array(geometry('international').squares + 1),
};

/** The legal moves, one per `moveKey`. */
export function legalMoves(position: Position): Move[] {
  const moves = legalMoveSequences(position);
  // Quiet moves differ by their squares already; only capture paths can repeat a move.
  return moves.length > 0 && moves[0]!.captured.length > 0 ? uniqueMoves(moves) : moves;
}

/** The legal moves with every capture path kept — two paths taking the same pieces stay two entries — so that a
 * written move can be matched whichever path it describes. */
export function legalMoveSequences(position: Position): Move[] {
  const g = geometryOf(position);
  const side = position.toMove;
  const captures: Move[] = [];
  const sign = side === 'white' ? 1 : -1;
  // One copy of the board for the searches of every piece that can capture, each leaving it as it found it: the
  // variant's own, filled again here (the search calls nothing that lists moves).
  let board: Int8Array | null = null;
  const pieces = position.board;
  for (let square = 1; square <= g.squares; square++) {
    // 1: a man of the side to move, 2: its king; nothing else is.
    const own = pieces[square]! * sign;
    if (own > 0 && hasJump(pieces, g.step, square, own === 2, sign)) {
      if (!board) {
        board = searchBoards[position.variant];
        board.set(position.board);
      }
      capturesFrom(position, board, g, square, captures);
    }
  }
  if (captures.length > 0) {
    let allowed = captures;
    if (position.variant === 'international') {
      // §24, §25: the largest number of pieces must be captured (counted by a loop: no list made to count them).
      let most = 0;
      for (const m of captures) if (m.captured.length > most) most = m.captured.length;
      if (captures.some((m) => m.captured.length < most)) allowed = captures.filter((m) => m.captured.length === most);
    }
    return allowed;
  }
  const quiet: Move[] = [];
  visitQuietMoves(position, g, (from, to, promotes) =>
    quiet.push({ from, to, path: [from, to], captured: [], promotes }),
  );
  return quiet;
}

/** Every quiet move of the side to move (§6, §9: a man one square forward, a king any distance along a free
 * diagonal), handed to `visit` without making a move object: perft counts them this way at its last level. */
function visitQuietMoves(
  position: Position,
  g: Geometry,
  visit: (from: number, to: number, promotes: boolean) => void,
): void {
  const side = position.toMove;
  const sign = side === 'white' ? 1 : -1;
  const board = position.board;
  for (let square = 1; square <= g.squares; square++) {
    const piece = board[square]!;
    if (piece * sign <= 0) continue;
    const next = g.neighbour[square]!;
    if (isKing(piece)) {
      for (const direction of DIRECTIONS) {
        for (let to = next[direction]!; to !== 0 && board[to] === 0; to = g.neighbour[to]![direction]!)
          visit(square, to, false);
      }
    } else {
      for (const direction of FORWARD[side]) {
        const to = next[direction]!;
        if (to !== 0 && board[to] === 0) visit(square, to, isPromotionSquare(g, to, side));
      }
    }
  }
}

/** Whether the side to move has a capture — then every legal move is one (§7, §23: capturing is compulsory). */
export function hasCapture(position: Position): boolean {
  const { board } = position;
  const g = geometryOf(position);
  const step = g.step;
  const sign = position.toMove === 'white' ? 1 : -1;
  // Asked at every quiet half-move a score sheet is checked at: the board, the table and the side read once.
  for (let square = 1; square <= g.squares; square++) {
    // 1: a man of the side to move, 2: its king; nothing else is.
    const own = board[square]! * sign;
    if (own > 0 && hasJump(board, step, square, own === 2, sign)) return true;
  }
  return false;
}

/** The quiet move from `from` to `to` when it is a legal move of a position without a capture (a man one square
 * forward, a king along a free diagonal — §6, §9), else null: a written quiet move checked without listing every
 * move of the position (a score sheet's moves are mostly quiet). */
export function quietMoveBetween(position: Position, from: number, to: number): Move | null {
  if (!isQuietMove(position, from, to)) return null;
  const piece = position.board[from]!;
  const promotes = !isKing(piece) && isPromotionSquare(geometryOf(position), to, position.toMove);
  return { from, to, path: [from, to], captured: [], promotes };
}

/** Whether the piece of the side to move on `from` goes to `to` by a quiet move, in a position without a capture. */
function isQuietMove(position: Position, from: number, to: number): boolean {
  const g = geometryOf(position);
  const side = position.toMove;
  const piece = position.board[from]!;
  if (piece * (side === 'white' ? 1 : -1) <= 0 || position.board[to] !== 0) return false;
  const directions = isKing(piece) ? DIRECTIONS : FORWARD[side];
  for (const direction of directions)
    for (let square = g.neighbour[from]![direction]!; square !== 0; square = g.neighbour[square]![direction]!) {
      if (square === to) return true;
      // A man goes one square; a king goes on while the squares are free.
      if (!isKing(piece) || position.board[square] !== 0) break;
    }
  return false;
}

/** The quiet move from `from` to `to` played on the position itself when it is a legal move of a position without a
 * capture (as `quietMoveBetween` finds it), for a check that only counts the moves: no move made for it. Whether it
 * was; the position is left as it was when it was not. */
export function playQuietInPlace(position: Position, from: number, to: number): boolean {
  if (!isQuietMove(position, from, to)) return false;
  const board = position.board;
  const piece = board[from]!;
  const promotes = !isKing(piece) && isPromotionSquare(geometryOf(position), to, position.toMove);
  board[from] = 0;
  board[to] = promotes ? (position.toMove === 'white' ? WHITE_KING : BLACK_KING) : piece;
  position.toMove = opposite(position.toMove);
  return true;
}

/** The number of legal moves (as `legalMoves` counts them), without making the quiet ones. */
export function countLegalMoves(position: Position): number {
  if (hasCapture(position)) return legalMoves(position).length;
  const g = geometryOf(position);
  let count = 0;
  visitQuietMoves(position, g, () => count++);
  return count;
}

/** One move per `moveKey`, the first path kept; compared by numbers (a capture list is short). The one definition of
 * "the same move" — the generator's list and the reading of a written move (notation.ts) both keep this path. */
export function uniqueMoves(moves: Move[]): Move[] {
  // One move or none is one per key already (every caller hands in a list of its own).
  if (moves.length < 2) return moves;
  const kept: Move[] = [];
  for (const move of moves) if (!kept.some((other) => sameMove(other, move))) kept.push(move);
  return kept;
}

function sameMove(a: Move, b: Move): boolean {
  if (a.from !== b.from || a.to !== b.to || a.captured.length !== b.captured.length) return false;
  // No piece is jumped twice (§8), so two sets of the same size are equal when one holds every piece of the other.
  return a.captured.every((square) => b.captured.includes(square));
}

/** Whether a piece of the side of `sign` (1 White, −1 Black) on `square` has a jump on `board`: over an enemy piece
 * (the opposite sign) to a free square behind it. Checked on the board as it is, before the full search copies the
 * board (most pieces in most positions have none); the flat table and a counted loop: asked for every piece at every
 * half-move a score sheet is checked at. */
function hasJump(board: Int8Array, step: Int8Array, square: number, king: boolean, sign: number): boolean {
  for (let direction = 0; direction < 4; direction++) {
    let over = step[square * 4 + direction]!;
    if (king) while (over !== 0 && board[over] === 0) over = step[over * 4 + direction]!;
    if (over === 0 || board[over]! * sign >= 0) continue;
    const land = step[over * 4 + direction]!;
    if (land !== 0 && board[land] === 0) return true;
  }
  return false;
}

/** A capture search: the board it is made on, the piece searched for, and the squares stood on and pieces jumped so
 * far (grown and shrunk as the search goes, copied at each end). One for the module, filled again for each piece:
 * a search calls nothing that searches, and a file's check searches at a quarter of its half-moves. */
interface CaptureSearch {
  board: Int8Array;
  g: Geometry;
  side: Position['toMove'];
  sign: number;
  russian: boolean;
  from: number;
  startedAsKing: boolean;
  path: number[];
  captured: number[];
  out: Move[];
}

const searching: CaptureSearch = {
  board: new Int8Array(0),
  g: geometry('international'),
  side: 'white',
  sign: 1,
  russian: false,
  from: 0,
  startedAsKing: false,
  path: [],
  captured: [],
  out: [],
};

/** Every complete capture sequence of the piece on `from`, added to `out`, searched on `board` (a copy of the
 * position's, left as it was found). A jumped piece stays on the board until the move is complete (§8, §14): it is
 * marked there as one of the capturer's own pieces for the search — it blocks the way and cannot be jumped again —
 * instead of being looked up in a set of taken squares at every step. */
function capturesFrom(position: Position, board: Int8Array, g: Geometry, from: number, out: Move[]): void {
  const piece = board[from]!;
  const search = searching;
  search.board = board;
  search.g = g;
  search.side = position.toMove;
  search.sign = position.toMove === 'white' ? 1 : -1;
  search.russian = position.variant === 'russian';
  search.from = from;
  search.startedAsKing = isKing(piece);
  search.out = out;
  search.path.push(from);
  // The capturing piece has left its square: it may pass over it again.
  board[from] = 0;
  searchCaptures(search, from, search.startedAsKing);
  board[from] = piece;
  search.path.pop();
}

/** The jumps from `square` in each direction, in order, each followed to the sequence's end. */
function searchCaptures(search: CaptureSearch, square: number, king: boolean): void {
  const { board, sign } = search;
  const step = search.g.step;
  let jumped = false;
  for (let direction = 0; direction < 4; direction++) {
    let over = step[square * 4 + direction]!;
    if (king) while (over !== 0 && board[over] === 0) over = step[over * 4 + direction]!;
    if (over === 0 || board[over]! * sign >= 0) continue;
    const first = step[over * 4 + direction]!;
    if (first === 0 || board[first] !== 0) continue;
    jumped = true;
    const enemy = board[over]!;
    board[over] = sign;
    search.captured.push(over);
    // A king that can go on capturing from some landing squares must land on one of those (it must complete the
    // capture); otherwise any landing square ends the move. A man has the one square behind the piece.
    let mustGoOn = false;
    if (king)
      for (let land = first; land !== 0 && board[land] === 0 && !mustGoOn; land = step[land * 4 + direction]!)
        mustGoOn = hasJump(board, step, land, true, sign);
    for (let land = first; land !== 0 && board[land] === 0; land = king ? step[land * 4 + direction]! : 0) {
      if (mustGoOn && !hasJump(board, step, land, true, sign)) continue;
      search.path.push(land);
      searchCaptures(search, land, king || promotesOn(search, land));
      search.path.pop();
    }
    search.captured.pop();
    board[over] = enemy;
  }
  if (!jumped && search.captured.length > 0) {
    const { from, startedAsKing, g, side } = search;
    const promotes = !startedAsKing && (king || isPromotionSquare(g, square, side));
    search.out.push({ from, to: square, path: search.path.slice(), captured: search.captured.slice(), promotes });
  }
}

/** Russian: a man reaching the last rank during a capture goes on as a king (§9); 100 squares: it stays a man (§25). */
function promotesOn(search: CaptureSearch, square: number): boolean {
  return search.russian && isPromotionSquare(search.g, square, search.side);
}

/** The position after a legal move. */
export function makeMove(position: Position, move: Move): Position {
  const board = position.board.slice();
  const piece = board[move.from]!;
  board[move.from] = 0;
  for (const square of move.captured) board[square] = 0;
  board[move.to] = move.promotes ? (position.toMove === 'white' ? WHITE_KING : BLACK_KING) : piece;
  return withMove(position, board);
}

/** A legal move played on the position itself (its board changed, the side to move passed), where nobody keeps the
 * position before it — a score sheet checked only for how far it goes: no board copied for each half-move. */
export function playInPlace(position: Position, move: Move): void {
  const board = position.board;
  const piece = board[move.from]!;
  board[move.from] = 0;
  for (const square of move.captured) board[square] = 0;
  board[move.to] = move.promotes ? (position.toMove === 'white' ? WHITE_KING : BLACK_KING) : piece;
  position.toMove = opposite(position.toMove);
}

/** Number of distinct move sequences of length `depth` (perft), counting moves by `moveKey`. */
export function perft(position: Position, depth: number): number {
  if (depth === 0) return 1;
  if (depth === 1) return countLegalMoves(position);
  const moves = legalMoves(position);
  let nodes = 0;
  for (const move of moves) nodes += perft(makeMove(position, move), depth - 1);
  return nodes;
}
