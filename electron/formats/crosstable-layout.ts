// How a crosstable is laid out, on the screen, on paper and in a spreadsheet alike: the rows in place or number
// order, the result columns in the same order as the rows (as printed tables do: the diagonal stays the diagonal),
// and the tournament's chosen tiebreaks, in their order, as columns after the points.
import type { CrosstableView } from '#api/views';
import { ZERO_ZERO_MARK } from '#domain/results';
import type { Tiebreak } from '#domain/standings';
import { formatPoints, formatQuarters } from './numbers';

export type CrosstablePlayer = CrosstableView['players'][number];
export type RowOrder = 'place' | 'number';
/** A column after the points: a round robin of micro-matches' match points (first, EKL 3.1), a tiebreak, or the place
 * a tie-break match gave (only when a match decides). */
export type TableColumn = Tiebreak | 'playoff' | 'matchPoints';

/** The table's bold score: the points it is ordered by — game points, or a round robin of micro-matches' match points
 * where its regulations order by them (EKL 3.1). */
export type ScoreColumn = 'points' | 'matchPoints';

export interface CrosstableLayout {
  /** The heading of each result column: the row position (by place) or the player's number (by number). */
  columns: number[];
  /** Each row's game cells, and (in a round robin of micro-matches, else null) its match scores, in the columns'
   * order. */
  rows: { player: CrosstablePlayer; cells: string[]; matchCells: string[] | null }[];
  score: ScoreColumn;
  /** The columns after the score. */
  tiebreaks: TableColumn[];
}

export function crosstableLayout(
  table: Pick<CrosstableView, 'players' | 'tiebreaks' | 'microMatch'>,
  order: RowOrder,
): CrosstableLayout {
  const byNumber = [...table.players].sort((a, b) => a.no - b.no);
  // A player's cells are stored in number order.
  const cellIndex = new Map(byNumber.map((p, index) => [p.no, index] as const));
  const rows = order === 'place' ? table.players : byNumber;
  const columnPlayers = rows.map((p) => p.no);
  const score: ScoreColumn = table.microMatch?.order === 'matchPoints' ? 'matchPoints' : 'points';
  return {
    columns: order === 'place' ? rows.map((_, index) => index + 1) : columnPlayers,
    rows: rows.map((player) => {
      const inColumns = (cells: string[]) => columnPlayers.map((no) => cells[cellIndex.get(no)!] ?? '');
      return { player, cells: inColumns(player.cells), matchCells: player.matchCells && inColumns(player.matchCells) };
    }),
    score,
    // A tie-break match is shown as such: its column follows the tiebreaks it decided after.
    tiebreaks: [
      ...(table.microMatch ? microMatchColumns(score, table.tiebreaks) : table.tiebreaks),
      ...(table.players.some((p) => p.playoff !== null) ? (['playoff'] as const) : []),
    ],
  };
}

/** A round robin of micro-matches has its game points and its match points once each: the one that is not the score
 * follows it — small points after the match points, or the match points after the game points — and the small-points
 * tiebreak (3.2.2 d) is that column, not a second copy of it. */
function microMatchColumns(score: ScoreColumn, tiebreaks: readonly Tiebreak[]): TableColumn[] {
  const others = tiebreaks.filter((tiebreak) => tiebreak !== 'smallPoints');
  return [score === 'matchPoints' ? 'smallPoints' : 'matchPoints', ...others];
}

/** The score's value as written in the table. */
export function scoreText(player: CrosstablePlayer, score: ScoreColumn): string {
  return score === 'matchPoints' ? String(player.matchPoints ?? '') : formatPoints(player.points);
}

/** The score's value for a spreadsheet: a plain number. */
export function scoreNumber(player: CrosstablePlayer, score: ScoreColumn): number {
  return score === 'matchPoints' ? (player.matchPoints ?? 0) : player.points;
}

/** A tiebreak's value as written in the table: Sonneborn-Berger in quarter points (6¾), the others in half points;
 * wins as a whole number; head-to-head blank for a player it was not needed for (nobody tied with him there). */
export function tiebreakText(player: CrosstablePlayer, tiebreak: TableColumn): string {
  switch (tiebreak) {
    case 'sb':
      return formatQuarters(player.sb);
    case 'shmulyan':
      return formatPoints(player.shmulyan);
    case 'koya':
      return formatPoints(player.koya);
    case 'h2h':
      return player.h2h === null ? '' : formatPoints(player.h2h);
    case 'wins':
      return String(player.wins);
    case 'higherPlaced':
      return player.higherPlaced === null ? '' : String(player.higherPlaced);
    case 'playoff':
      return player.playoff === null ? '' : String(player.playoff);
    // A round robin of micro-matches (EKL 3.2.2): the Riga coefficient in the points it multiplies, matches won, the
    // match points among the tied (blank where nobody was), small points.
    case 'riga':
      return player.riga === null ? '' : formatPoints(player.riga);
    case 'matchWins':
      return player.matchWins === null ? '' : String(player.matchWins);
    case 'matchH2h':
      return player.matchH2h === null ? '' : String(player.matchH2h);
    case 'smallPoints':
      return formatPoints(player.points);
    case 'matchPoints':
      return player.matchPoints === null ? '' : String(player.matchPoints);
  }
}

/** A tiebreak's value for a spreadsheet: a plain number, or null where the table leaves it blank. */
export function tiebreakNumber(player: CrosstablePlayer, tiebreak: TableColumn): number | null {
  if (tiebreak === 'wins') return player.wins;
  if (tiebreak === 'smallPoints') return player.points;
  return player[tiebreak];
}

/** The games' symbols of a crosstable cell: one character each, but the two of a 0–0's mark. */
export function gameSymbols(cell: string): string[] {
  return cell.match(/0\*|./gu) ?? [];
}

/** Whether any cell holds a 0–0: its mark is then explained under the table. */
export function hasZeroZero(table: Pick<CrosstableView, 'players'>): boolean {
  return table.players.some((player) => player.cells.some((cell) => cell.includes(ZERO_ZERO_MARK)));
}

/** Whether the table shows the players' ratings: when any player in it is rated (docs/ratings.md). */
export function showsRatings(table: Pick<CrosstableView, 'averageRating'>): boolean {
  return table.averageRating !== null;
}

/** A player's rating as a table writes it beside his name: his title first where he has one ("GMI 2532"). */
export function ratingText(player: Pick<CrosstablePlayer, 'rating' | 'title'>): string {
  return [player.title, player.rating].filter((part) => part !== null).join(' ');
}
