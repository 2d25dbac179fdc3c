// The floor of perft's row in `npm run bench`, as issue 11 defines it: the same rules of Russian draughts in plain
// JavaScript, make/unmake on one board — no objects per move, no copies of the board. It counts moves as the app
// does (a capture is its start, its landing square and the set of pieces it takes), and the bench prints its ratio
// only when both count the same nodes, so the floor cannot be fast by playing other rules.
//
// The rules it plays (the app's are in electron/domain/draughts/moves.ts): men move forward, capture both ways;
// capturing is compulsory but any capture may be chosen; kings fly, and a king that can capture on from some of the
// squares behind the taken piece must land on one of those; a man that reaches the last rank during a capture goes on
// as a king; taken pieces leave the board when the move is complete and are never jumped twice.

const EMPTY = 0;
const MAN = 1;
const KING = 2;
const SQUARES = 32;

/** neighbour[square * 4 + direction], 0 off the board; directions 0, 1 go up (White's forward), 2, 3 down. */
const neighbour = new Int8Array((SQUARES + 1) * 4);
const rankOf = new Int8Array(SQUARES + 1);
{
  const numberAt = new Map<string, number>();
  let square = 0;
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++)
      if ((x + y) % 2 === 0) {
        numberAt.set(`${x},${y}`, ++square);
        rankOf[square] = y;
      }
  for (const [at, sq] of numberAt) {
    const [x, y] = at.split(',').map(Number) as [number, number];
    [
      [-1, 1],
      [1, 1],
      [-1, -1],
      [1, -1],
    ].forEach(([dx, dy], direction) => (neighbour[sq * 4 + direction] = numberAt.get(`${x + dx!},${y + dy!}`) ?? 0));
  }
}

/** The board: + White, − Black; 1 a man, 2 a king. */
const board = new Int8Array(SQUARES + 1);

/** Moves found at each depth, in flat typed arrays: from, to, the taken pieces as a bit set, and promotion. */
const MAX_MOVES = 256;
const MAX_DEPTH = 32;
const fromAt = new Int8Array(MAX_DEPTH * MAX_MOVES);
const toAt = new Int8Array(MAX_DEPTH * MAX_MOVES);
const takenAt = new Uint32Array(MAX_DEPTH * MAX_MOVES);
const promotesAt = new Uint8Array(MAX_DEPTH * MAX_MOVES);
const countAt = new Int32Array(MAX_DEPTH);

function add(level: number, from: number, to: number, takenBits: number, promotes: boolean): void {
  const taken = takenBits >>> 0; // square 32 is the sign bit of a 32-bit integer
  const base = level * MAX_MOVES;
  const n = countAt[level]!;
  // One move per start, landing square and set of taken pieces (two paths over the same pieces are one move).
  if (taken !== 0)
    for (let i = base; i < base + n; i++) if (fromAt[i] === from && toAt[i] === to && takenAt[i] === taken) return;
  fromAt[base + n] = from;
  toAt[base + n] = to;
  takenAt[base + n] = taken;
  promotesAt[base + n] = promotes ? 1 : 0;
  countAt[level] = n + 1;
}

const isEnemy = (square: number, side: number, taken: number) =>
  board[square]! * side < 0 && (taken & (1 << (square - 1))) === 0;

/** Whether a piece (a king when `king`) on `square` has a jump over an untaken enemy piece. */
function canJump(square: number, side: number, king: boolean, taken: number): boolean {
  for (let direction = 0; direction < 4; direction++) {
    let over = neighbour[square * 4 + direction]!;
    if (king) while (over !== 0 && board[over] === EMPTY) over = neighbour[over * 4 + direction]!;
    if (over === 0 || !isEnemy(over, side, taken)) continue;
    const land = neighbour[over * 4 + direction]!;
    if (land !== 0 && board[land] === EMPTY) return true;
  }
  return false;
}

const lastRank = (square: number, side: number) => rankOf[square] === (side > 0 ? 7 : 0);

function searchCaptures(
  level: number,
  from: number,
  square: number,
  side: number,
  king: boolean,
  startedAsKing: boolean,
  taken: number,
): void {
  let jumped = false;
  for (let direction = 0; direction < 4; direction++) {
    let over = neighbour[square * 4 + direction]!;
    if (king) while (over !== 0 && board[over] === EMPTY) over = neighbour[over * 4 + direction]!;
    if (over === 0 || !isEnemy(over, side, taken)) continue;
    const first = neighbour[over * 4 + direction]!;
    if (first === 0 || board[first] !== EMPTY) continue;
    jumped = true;
    const after = taken | (1 << (over - 1));
    // A king must land where it can capture on, if there is such a square behind the piece.
    let mustContinue = false;
    if (king)
      for (let land = first; land !== 0 && board[land] === EMPTY; land = neighbour[land * 4 + direction]!)
        if (canJump(land, side, true, after)) {
          mustContinue = true;
          break;
        }
    for (let land = first; land !== 0 && board[land] === EMPTY; land = neighbour[land * 4 + direction]!) {
      const kingNow = king || lastRank(land, side);
      if (!mustContinue || canJump(land, side, kingNow, after))
        searchCaptures(level, from, land, side, kingNow, startedAsKing, after);
      if (!king) break;
    }
  }
  if (!jumped && taken !== 0) add(level, from, square, taken, !startedAsKing && (king || lastRank(square, side)));
}

function generate(level: number, side: number): void {
  countAt[level] = 0;
  for (let square = 1; square <= SQUARES; square++) {
    const piece = board[square]! * side;
    if (piece <= 0 || !canJump(square, side, piece === KING, 0)) continue;
    board[square] = EMPTY; // the capturing piece has left its square and may pass over it
    searchCaptures(level, square, square, side, piece === KING, piece === KING, 0);
    board[square] = piece * side;
  }
  if (countAt[level]! > 0) return;
  for (let square = 1; square <= SQUARES; square++) {
    const piece = board[square]! * side;
    if (piece <= 0) continue;
    if (piece === KING) {
      for (let direction = 0; direction < 4; direction++)
        for (
          let to = neighbour[square * 4 + direction]!;
          to !== 0 && board[to] === EMPTY;
          to = neighbour[to * 4 + direction]!
        )
          add(level, square, to, 0, false);
    } else {
      for (let direction = side > 0 ? 0 : 2, end = direction + 2; direction < end; direction++) {
        const to = neighbour[square * 4 + direction]!;
        if (to !== 0 && board[to] === EMPTY) add(level, square, to, 0, lastRank(to, side));
      }
    }
  }
}

/** Captured pieces saved for the unmake, per depth. */
const savedAt = new Int8Array(MAX_DEPTH * SQUARES);

function perftAt(depth: number, level: number, side: number): number {
  generate(level, side);
  const n = countAt[level]!;
  if (depth === 1) return n;
  let nodes = 0;
  const base = level * MAX_MOVES;
  for (let i = base; i < base + n; i++) {
    const from = fromAt[i]!;
    const to = toAt[i]!;
    const taken = takenAt[i]!;
    const piece = board[from]!;
    board[from] = EMPTY;
    for (let bits = taken, k = 0; bits !== 0; k++) {
      const square = 31 - Math.clz32(bits) + 1;
      savedAt[level * SQUARES + k] = board[square]!;
      board[square] = EMPTY;
      bits &= ~(1 << (square - 1));
    }
    board[to] = promotesAt[i] ? KING * side : piece;
    nodes += perftAt(depth - 1, level + 1, -side);
    board[to] = EMPTY;
    for (let bits = taken, k = 0; bits !== 0; k++) {
      const square = 31 - Math.clz32(bits) + 1;
      board[square] = savedAt[level * SQUARES + k]!;
      bits &= ~(1 << (square - 1));
    }
    board[from] = piece;
  }
  return nodes;
}

/** Perft from the starting position of Russian draughts (White's men on ranks 1–3, Black's on 6–8). */
export function perftFloor(depth: number): number {
  board.fill(EMPTY);
  for (let square = 1; square <= SQUARES; square++) {
    if (rankOf[square]! <= 2) board[square] = MAN;
    if (rankOf[square]! >= 5) board[square] = -MAN;
  }
  return depth === 0 ? 1 : perftAt(depth, 0, 1);
}
