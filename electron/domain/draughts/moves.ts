// Legal moves. Russian draughts: capture is compulsory but the capturer chooses freely among captures (§8); kings fly
// (§9); a man that reaches the last rank during a capture becomes a king at once and goes on capturing as a king (§9).
// 100-square draughts: the capture that takes the most pieces is compulsory, kings and men counting alike (§24, §25);
// a man that reaches the last rank during a capture and can capture on as a man stays a man; one that ends its
// capture there becomes a king (§25). On both boards captured pieces leave the board only when the move is complete,
// and no piece is jumped twice (§8, §14 examples 1–3).
import { DIRECTIONS, DOWN_LEFT, DOWN_RIGHT, isPromotionSquare, UP_LEFT, UP_RIGHT, type Geometry } from './board';
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
  for (let square = 1; square <= g.squares; square++) {
    if (position.board[square]! * sign > 0 && canCapture(position, g, square))
      captures.push(...capturesFrom(position, g, square));
  }
  if (captures.length > 0) {
    let allowed = captures;
    if (position.variant === 'international') {
      // §24, §25: the largest number of pieces must be captured.
      const most = Math.max(...captures.map((m) => m.captured.length));
      allowed = captures.filter((m) => m.captured.length === most);
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
  const g = geometryOf(position);
  const sign = position.toMove === 'white' ? 1 : -1;
  for (let square = 1; square <= g.squares; square++)
    if (position.board[square]! * sign > 0 && canCapture(position, g, square)) return true;
  return false;
}

/** The quiet move from `from` to `to` when it is a legal move of a position without a capture (a man one square
 * forward, a king along a free diagonal — §6, §9), else null: a written quiet move checked without listing every
 * move of the position (a score sheet's moves are mostly quiet). */
export function quietMoveBetween(position: Position, from: number, to: number): Move | null {
  const g = geometryOf(position);
  const side = position.toMove;
  const piece = position.board[from]!;
  if (piece * (side === 'white' ? 1 : -1) <= 0 || position.board[to] !== 0) return null;
  const directions = isKing(piece) ? DIRECTIONS : FORWARD[side];
  for (const direction of directions)
    for (let square = g.neighbour[from]![direction]!; square !== 0; square = g.neighbour[square]![direction]!) {
      if (square === to)
        return { from, to, path: [from, to], captured: [], promotes: !isKing(piece) && isPromotionSquare(g, to, side) };
      // A man goes one square; a king goes on while the squares are free.
      if (!isKing(piece) || position.board[square] !== 0) break;
    }
  return null;
}

/** The number of legal moves (as `legalMoves` counts them), without making the quiet ones. */
export function countLegalMoves(position: Position): number {
  const g = geometryOf(position);
  const sign = position.toMove === 'white' ? 1 : -1;
  for (let square = 1; square <= g.squares; square++) {
    if (position.board[square]! * sign > 0 && canCapture(position, g, square)) return legalMoves(position).length;
  }
  let count = 0;
  visitQuietMoves(position, g, () => count++);
  return count;
}

/** One move per `moveKey`, the first path kept; compared by numbers (a capture list is short). The one definition of
 * "the same move" — the generator's list and the reading of a written move (notation.ts) both keep this path. */
export function uniqueMoves(moves: Move[]): Move[] {
  const kept: Move[] = [];
  for (const move of moves) if (!kept.some((other) => sameMove(other, move))) kept.push(move);
  return kept;
}

function sameMove(a: Move, b: Move): boolean {
  if (a.from !== b.from || a.to !== b.to || a.captured.length !== b.captured.length) return false;
  // No piece is jumped twice (§8), so two sets of the same size are equal when one holds every piece of the other.
  return a.captured.every((square) => b.captured.includes(square));
}

/** Whether the piece on `from` has a first jump at all — checked on the board as it is, before the full search
 * copies the board (most pieces in most positions have none). */
function canCapture(position: Position, g: Geometry, from: number): boolean {
  const board = position.board;
  const piece = board[from]!;
  const king = isKing(piece);
  // The flat table and a counted loop: asked for every piece at every half-move a score sheet is checked at.
  const step = g.step;
  for (let direction = 0; direction < 4; direction++) {
    let over = step[from * 4 + direction]!;
    if (king) while (over !== 0 && board[over] === 0) over = step[over * 4 + direction]!;
    // An enemy piece: the opposite sign of the capturer's.
    if (over === 0 || board[over]! * piece >= 0) continue;
    const land = step[over * 4 + direction]!;
    if (land !== 0 && board[land] === 0) return true;
  }
  return false;
}

/** Every complete capture sequence of the piece on `from`. */
function capturesFrom(position: Position, g: Geometry, from: number): Move[] {
  const side = position.toMove;
  // A copy by slice (one block copied), not Int8Array.from, which walks the board as an iterable.
  const board = position.board.slice();
  const startedAsKing = isKing(board[from]!);
  // The capturing piece has left its square: it may pass over it again.
  board[from] = 0;
  const result: Move[] = [];
  const taken = new Set<number>();
  const sign = side === 'white' ? 1 : -1;
  const enemy = (square: number) => board[square]! * sign < 0 && !taken.has(square);

  /** The next jumps from `square`: [captured square, landing squares]. */
  const jumps = (square: number, king: boolean): [number, number[]][] => {
    const found: [number, number[]][] = [];
    for (const direction of DIRECTIONS) {
      let over = g.neighbour[square]![direction]!;
      if (king) while (over !== 0 && board[over] === 0) over = g.neighbour[over]![direction]!;
      if (over === 0 || !enemy(over)) continue;
      const landings: number[] = [];
      for (
        let land = g.neighbour[over]![direction]!;
        land !== 0 && board[land] === 0;
        land = g.neighbour[land]![direction]!
      ) {
        landings.push(land);
        if (!king) break;
      }
      if (landings.length > 0) found.push([over, landings]);
    }
    return found;
  };

  // The squares stood on and the pieces jumped so far, grown and shrunk as the search goes (copied at each end).
  const path = [from];
  const captured: number[] = [];
  const search = (square: number, king: boolean) => {
    const options = jumps(square, king);
    if (options.length === 0) {
      if (captured.length > 0) {
        const promotes = !startedAsKing && (king || isPromotionSquare(g, square, side));
        result.push({ from, to: square, path: [...path], captured: [...captured], promotes });
      }
      return;
    }
    for (const [over, landings] of options) {
      taken.add(over);
      captured.push(over);
      // A king that can go on capturing from some landing squares must land on one of those (it must complete
      // the capture); otherwise any landing square ends the move.
      const continuing = landings.length === 1 ? landings : landings.filter((land) => jumps(land, king).length > 0);
      for (const land of continuing.length > 0 ? continuing : landings) {
        path.push(land);
        search(land, king || promotesOn(land, king));
        path.pop();
      }
      captured.pop();
      taken.delete(over);
    }
  };

  /** Russian: a man reaching the last rank during a capture goes on as a king (§9); 100 squares: it stays a man (§25). */
  const promotesOn = (square: number, king: boolean) =>
    !king && position.variant === 'russian' && isPromotionSquare(g, square, side);

  search(from, startedAsKing);
  return result;
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

/** Number of distinct move sequences of length `depth` (perft), counting moves by `moveKey`. */
export function perft(position: Position, depth: number): number {
  if (depth === 0) return 1;
  if (depth === 1) return countLegalMoves(position);
  const moves = legalMoves(position);
  let nodes = 0;
  for (const move of moves) nodes += perft(makeMove(position, move), depth - 1);
  return nodes;
}
