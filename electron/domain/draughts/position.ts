// A position: the pieces on the playing squares and the side to move. Pieces are small integers so that positions
// copy and compare cheaply: 1 white man, 2 white king, −1 black man, −2 black king, 0 empty.
import { geometry, opposite, type DraughtsVariant, type Geometry, type Side } from './board';

export const WHITE_MAN = 1;
export const WHITE_KING = 2;
export const BLACK_MAN = -1;
export const BLACK_KING = -2;

export interface Position {
  variant: DraughtsVariant;
  /** Index 1..squares; index 0 unused. */
  board: Int8Array;
  toMove: Side;
}

export function emptyPosition(variant: DraughtsVariant, toMove: Side = 'white'): Position {
  return { variant, board: new Int8Array(geometry(variant).squares + 1), toMove };
}

/** §6 (64 squares): White a1–h2 ranks 1–3, Black ranks 6–8; §22 (100 squares): Black 1–20, White 31–50. */
export function startPosition(variant: DraughtsVariant): Position {
  const g = geometry(variant);
  const position = emptyPosition(variant);
  const rows = variant === 'russian' ? 3 : 4;
  for (let square = 1; square <= g.squares; square++) {
    if (g.y[square]! < rows) position.board[square] = WHITE_MAN;
    else if (g.y[square]! >= g.size - rows) position.board[square] = BLACK_MAN;
  }
  return position;
}

export function sideOf(piece: number): Side | null {
  return piece > 0 ? 'white' : piece < 0 ? 'black' : null;
}

export function isKing(piece: number): boolean {
  return piece === WHITE_KING || piece === BLACK_KING;
}

export function withMove(position: Position, board: Int8Array): Position {
  return { variant: position.variant, board, toMove: opposite(position.toMove) };
}

export function geometryOf(position: Position): Geometry {
  return geometry(position.variant);
}

/** Material as the draw rules count it (§16b): men and kings of each side. */
export function material(position: Position): {
  whiteMen: number;
  whiteKings: number;
  blackMen: number;
  blackKings: number;
} {
  const count = { whiteMen: 0, whiteKings: 0, blackMen: 0, blackKings: 0 };
  for (const piece of position.board) {
    if (piece === WHITE_MAN) count.whiteMen++;
    else if (piece === WHITE_KING) count.whiteKings++;
    else if (piece === BLACK_MAN) count.blackMen++;
    else if (piece === BLACK_KING) count.blackKings++;
  }
  return count;
}
