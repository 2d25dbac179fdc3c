// Drawing the openings of a round of micro-matches (docs/micro-matches.md): one ballot for all the round's matches,
// or one per match, as the tournament's setting says — drawn from the table by a recorded seed like the lots
// (lots.ts), so that a draw can be shown and reproduced, and never a ballot the tournament has already drawn: the
// Russian federation's regulations draw "before game 1 the initial moves, binding for both games", and an opening is
// not played twice in one event.
import { seededShuffle } from './lots';
import { phrase, PhraseError } from './phrase';

export const OPENING_DRAWS = ['perRound', 'perMatch'] as const;
export type OpeningDraw = (typeof OPENING_DRAWS)[number];

export class OpeningDrawError extends PhraseError {
  override name = 'OpeningDrawError';
}

/** The ballots for a round of `matches` micro-matches: one (the round's) or one per match, in board order. */
export function drawOpenings(input: {
  /** The table's ballots, in its order. */
  ballots: readonly string[];
  /** Ballots drawn for the tournament's earlier rounds. */
  used: ReadonlySet<string>;
  draw: OpeningDraw;
  matches: number;
  seed: string;
}): string[] {
  const needed = input.draw === 'perRound' ? 1 : input.matches;
  const left = input.ballots.filter((id) => !input.used.has(id));
  if (left.length < needed)
    throw new OpeningDrawError(phrase('openingDraw.tableUsedUp', { left: left.length, needed }));
  return seededShuffle(left, input.seed).slice(0, needed);
}
