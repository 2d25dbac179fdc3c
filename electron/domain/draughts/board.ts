// The two boards (§1–§6 for 64 squares, §17–§22 for 100 squares): the playing (dark) squares, their names, and
// which square lies in which diagonal direction. Squares are numbered 1..n row by row from Black's side, left to right
// as White sees the board — the 100-square notation of §29 (1–50); the 64-square board is named a1–h8 (§14).

export type DraughtsVariant = 'russian' | 'international';

export interface Geometry {
  variant: DraughtsVariant;
  /** Squares per side: 8 or 10. */
  size: number;
  /** Number of playing squares: 32 or 50. */
  squares: number;
  /** neighbour[square][direction], 0 off the board. Directions: 0 up-left, 1 up-right, 2 down-left, 3 down-right,
   * "up" towards Black (White's forward direction). */
  neighbour: number[][];
  /** The same in one flat array, `step[square * 4 + direction]`: what the capture test reads at every half-move. */
  step: Int8Array;
  /** File (0 = a) and rank (0 = White's back rank) of each square. */
  x: number[];
  y: number[];
}

export const UP_LEFT = 0;
export const UP_RIGHT = 1;
export const DOWN_LEFT = 2;
export const DOWN_RIGHT = 3;
export const DIRECTIONS = [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT] as const;
const DX = [-1, 1, -1, 1];
const DY = [1, 1, -1, -1];

function build(variant: DraughtsVariant): Geometry {
  const size = variant === 'russian' ? 8 : 10;
  const squares = (size * size) / 2;
  const x = [0];
  const y = [0];
  const numberAt = new Map<string, number>();
  for (let row = 0; row < size; row++) {
    const rank = size - 1 - row;
    for (let file = 0; file < size; file++) {
      // a1 is a playing square on both boards (§1, §17): dark squares have file + rank even.
      if ((file + rank) % 2 !== 0) continue;
      x.push(file);
      y.push(rank);
      numberAt.set(`${file},${rank}`, x.length - 1);
    }
  }
  const neighbour: number[][] = [[0, 0, 0, 0]];
  for (let square = 1; square <= squares; square++) {
    neighbour.push(DIRECTIONS.map((d) => numberAt.get(`${x[square]! + DX[d]!},${y[square]! + DY[d]!}`) ?? 0));
  }
  const step = new Int8Array((squares + 1) * 4);
  neighbour.forEach((around, square) => around.forEach((next, direction) => (step[square * 4 + direction] = next)));
  return { variant, size, squares, neighbour, step, x, y };
}

const GEOMETRIES: Record<DraughtsVariant, Geometry> = {
  russian: build('russian'),
  international: build('international'),
};

export function geometry(variant: DraughtsVariant): Geometry {
  return GEOMETRIES[variant];
}

/** The square's name: "c3" on 64 squares (§14), "32" on 100 squares (§29). */
export function squareName(g: Geometry, square: number): string {
  if (g.variant === 'international') return String(square);
  return `${String.fromCharCode(97 + g.x[square]!)}${g.y[square]! + 1}`;
}

/** The square a name stands for, or null ("b2" on 64 squares; "1".."50" on 100 squares; a light square is null). */
export function parseSquare(g: Geometry, name: string): number | null {
  const text = name.trim().toLowerCase();
  if (g.variant === 'international') {
    if (!/^\d{1,2}$/.test(text)) return null;
    const square = Number(text);
    return square >= 1 && square <= g.squares ? square : null;
  }
  const match = /^([a-h])([1-8])$/.exec(text);
  if (!match) return null;
  const file = match[1]!.charCodeAt(0) - 97;
  const rank = Number(match[2]) - 1;
  for (let square = 1; square <= g.squares; square++) if (g.x[square] === file && g.y[square] === rank) return square;
  return null;
}

/** The rank on which a side's men become kings: Black's back rank for White, and the other way round. */
export function isPromotionSquare(g: Geometry, square: number, side: Side): boolean {
  return side === 'white' ? g.y[square] === g.size - 1 : g.y[square] === 0;
}

export type Side = 'white' | 'black';

export function opposite(side: Side): Side {
  return side === 'white' ? 'black' : 'white';
}
