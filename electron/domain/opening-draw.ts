// Drawing the openings of a round of micro-matches (docs/micro-matches.md): one ballot for all the round's matches,
// or one per match, as the tournament's setting says — drawn from the table by a recorded seed like the lots
// (lots.ts), so that a draw can be shown and reproduced, and never a position the tournament has already drawn: the
// Russian federation's regulations draw "before game 1 the initial moves, binding for both games", and an opening is
// not played twice in one event.
import { seededShuffle } from './lots';
import { phrase, PhraseError } from './phrase';
import { isForfeit, type GameResult } from './results';

export const OPENING_DRAWS = ['perRound', 'perMatch'] as const;
export type OpeningDraw = (typeof OPENING_DRAWS)[number];

export class OpeningDrawError extends PhraseError {
  override name = 'OpeningDrawError';
}

/** A ballot of the table, with the position it gives: two ballots of one table can give the same position (the
 * FMJD's 64-square table has 15-XV = 16-I and 15-XVI = 16-II), and the same position is the same opening. */
export interface DrawableBallot {
  id: string;
  /** The position it gives, side to move included, written the same way for every ballot of the table. */
  position: string;
}

/** The ballots for a round of `matches` micro-matches: one (the round's) or one per match, in board order.
 *
 * What the seed reproduces: the draw depends on the seed and on the ballots left — the table's ballots less those
 * whose position the tournament's other rounds drew. The same seed with the same ballots left draws the same
 * ballots; after other draws the same seed may draw others. The left ballots are shuffled by the seed and taken in
 * that order, each skipped when its position was already taken in this draw (a twin). */
export function drawOpenings(input: {
  /** The table's ballots, in its order. */
  ballots: readonly DrawableBallot[];
  /** Ballots drawn for the tournament's other rounds: neither they nor a ballot of the same position is drawn. */
  used: ReadonlySet<string>;
  draw: OpeningDraw;
  matches: number;
  seed: string;
}): string[] {
  const needed = input.draw === 'perRound' ? 1 : input.matches;
  const usedPositions = new Set(input.ballots.filter((b) => input.used.has(b.id)).map((b) => b.position));
  const left = input.ballots.filter((b) => !input.used.has(b.id) && !usedPositions.has(b.position));
  const drawn: string[] = [];
  const taken = new Set<string>();
  for (const ballot of seededShuffle(left, input.seed)) {
    if (drawn.length === needed) break;
    if (taken.has(ballot.position)) continue;
    taken.add(ballot.position);
    drawn.push(ballot.id);
  }
  if (drawn.length < needed)
    throw new OpeningDrawError(
      phrase('openingDraw.tableUsedUp', { left: new Set(left.map((b) => b.position)).size, needed }),
    );
  return drawn;
}

/** Whether a game was played from its round's opening: it has a result that was played over the board (1, ½, 0, a
 * 0–0, or adjourned). A forfeit (+/−, −/+, −/−: §32, §38) was never started from it — whether the arbiter typed it or
 * a withdrawal decided it — and neither is a game without a result. */
export function playedFromOpening(result: GameResult): boolean {
  return result !== null && !isForfeit(result);
}

/** Why a round's opening cannot be drawn (or drawn again) now; null when it can.
 * - `noTable`: the tournament has no opening table chosen;
 * - `played`: a game of the round was played from its opening (`playedFromOpening`), so the opening stands;
 * - `closed`: the tournament is closed, its results locked. */
export type OpeningLock = 'noTable' | 'played' | 'closed';

export function openingLock(input: {
  hasTable: boolean;
  closed: boolean;
  results: readonly GameResult[];
}): OpeningLock | null {
  if (input.closed) return 'closed';
  if (!input.hasTable) return 'noTable';
  if (input.results.some(playedFromOpening)) return 'played';
  return null;
}
