// A drawn opening as every output writes it — the round screen, the printed pairings, the hall and the website: the
// ballot's moves, or its relocation named as one, and who is to move in the position it gives (docs/micro-matches.md).
type Say = (key: string) => string;

export interface OpeningWords {
  /** Moves in full notation; null for a relocation. */
  moves: string | null;
  /** As the table writes it ("a1-f4 f6-e5"). */
  written: string;
  /** The position, PDN FEN, side to move first. */
  fen: string;
}

/** "1. c3-d4 f6-g5 …; White to move", "a1-f4 f6-e5 (relocation); White to move". */
export function openingText(opening: OpeningWords, say: Say): string {
  const ballot = opening.moves ?? `${opening.written} (${say('openings.relocation')})`;
  return `${ballot}; ${say(opening.fen.startsWith('B') ? 'openings.blackToMove' : 'openings.whiteToMove')}`;
}
