// A legal game of Russian draughts of a given length, as a score sheet writes it ("1. c3-b4 b6-a5 2. …"), for the
// tests that need a long record (a score sheet of 40 moves on one page).
import { legalMoves, makeMove } from '#domain/draughts/moves';
import { formatMove } from '#domain/draughts/notation';
import { startPosition } from '#domain/draughts/position';

/** `plies` half-moves, chosen by a small seeded generator, tried seed after seed until a game lasts that long. */
export function legalGame(plies: number): string {
  for (let seed = 1; ; seed++) {
    let state = seed;
    let position = startPosition('russian');
    const words: string[] = [];
    for (let ply = 0; ply < plies; ply++) {
      const moves = legalMoves(position);
      if (moves.length === 0) break;
      state = (state * 1103515245 + 12345) % 2147483648;
      const move = moves[state % moves.length]!;
      words.push(`${ply % 2 === 0 ? `${ply / 2 + 1}. ` : ''}${formatMove('russian', move)}`);
      position = makeMove(position, move);
    }
    if (words.length === plies) return words.join(' ');
  }
}
