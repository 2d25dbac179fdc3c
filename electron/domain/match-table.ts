// A round robin of micro-matches in the crosstable (docs/micro-matches.md): the matches its games make, each with its
// score and its games' symbols; the cells that write them ("3:1", or −:− for a match nobody played, §32); and each
// player's match points, matches won and Riga coefficient (micro-match.ts) in the points the table is ordered by.
import { collectMatches, lostByBoth, newMatch, type MatchGame, type MatchScore } from './matches';
import { microMatchStandings, type MatchOrder } from './micro-match';
import { cellSymbol, formatInScale, type Scoring } from './results';

export type { MatchGame };

/** Every player's match scores against every player, in the players' order: a complete match as its score in the
 * scale ("3:1"), one not yet complete as its games so far (the game cell's symbols); the matches of one pair in the
 * order they were played, a space between (a double round robin of micro-matches has two). */
export function crosstableMatchCells(
  position: Map<number, number>,
  gameCells: readonly string[][],
  matches: readonly PlayedMatch[],
  scoring: Scoring,
): string[][] {
  const cells = gameCells.map((row) => row.map((cell): string => (cell === 'x' ? 'x' : '')));
  const add = (me: number, opponent: number, text: string) => {
    const cell = cells[me]![opponent]!;
    cells[me]![opponent] = cell === '' ? text : `${cell} ${text}`;
  };
  for (const match of matches) {
    const a = position.get(match.a);
    const b = position.get(match.b);
    if (a === undefined || b === undefined) continue;
    if (!match.complete) {
      // Its games so far, as the game cells write them.
      if (match.aSymbols !== '') {
        add(a, b, match.aSymbols);
        add(b, a, match.bSymbols);
      }
      continue;
    }
    if (lostByBoth(match)) {
      // §32: written as the games are, lost by both.
      add(a, b, LOST_BY_BOTH_CELL);
      add(b, a, LOST_BY_BOTH_CELL);
      continue;
    }
    add(a, b, `${formatInScale(match.aHalfPoints, scoring)}:${formatInScale(match.bHalfPoints, scoring)}`);
    add(b, a, `${formatInScale(match.bHalfPoints, scoring)}:${formatInScale(match.aHalfPoints, scoring)}`);
  }
  return cells;
}

/** A micro-match lost by both (micro-match.ts, `lostByBoth`) in a crosstable cell: not a 0:0, which reads as drawn. */
export const LOST_BY_BOTH_CELL = '−:−';

/** A micro-match as the crosstable writes it: its score, and its games' symbols from each side as the game cells
 * write them (for a match not yet complete). */
export interface PlayedMatch extends MatchScore {
  aSymbols: string;
  bSymbols: string;
}

/** Each micro-match of the games: its players and their half-points in it, complete when every game of it is over,
 * with its games' symbols as the game cells write them (matches.ts, `collectMatches`; a player is his own side). */
export function matchScores(games: readonly MatchGame[], scoring: Scoring): PlayedMatch[] {
  return collectMatches<PlayedMatch>(
    games,
    (player) => player,
    (a, b) => ({ ...newMatch(a, b), aSymbols: '', bSymbols: '' }),
    (match, game, whiteIsA) => {
      match.aSymbols += cellSymbol(game.result, whiteIsA ? 'white' : 'black', scoring);
      match.bSymbols += cellSymbol(game.result, whiteIsA ? 'black' : 'white', scoring);
    },
  );
}

/** Match points, matches won and the Riga coefficient of each player; the Riga coefficient multiplies the points
 * the standings are ordered by — game points (half-points) or match points. */
export function microMatchTallies(
  numbers: readonly number[],
  matches: readonly MatchScore[],
  /** Each player's game points (half-points). */
  gamePoints: ReadonlyMap<number, number>,
  order: MatchOrder,
) {
  if (order === 'gamePoints') return microMatchStandings(numbers, matches, gamePoints);
  const matchPoints = microMatchStandings(numbers, matches, new Map());
  return microMatchStandings(
    numbers,
    matches,
    new Map([...matchPoints].map(([no, standing]) => [no, standing.matchPoints] as const)),
  );
}
