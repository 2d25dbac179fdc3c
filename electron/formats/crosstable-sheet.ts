// The crosstable for a spreadsheet (CSV or .xlsx, formats/spreadsheet.ts): one row per player in place order and the
// result columns in the same order, as on the screen and the printouts (the diagonal stays the diagonal); then
// points, games, the tournament's chosen tiebreaks in their order, and the norm. Each game has a cell of its own —
// a double round robin's two games against a player are two columns — so that no spreadsheet reads "11" as eleven;
// results are text ("1", "½", "+", "−"), points and tiebreaks numbers.
import type { Language } from '#api/languages';
import type { CrosstableView } from '#api/views';
import { catalogue, perLanguage, section } from '#i18n/catalogue';
import type { TableColumn } from './crosstable-layout';
import { crosstableLayout, gameSymbols, scoreNumber, showsRatings, tiebreakNumber } from './crosstable-layout';
import { microMatchNotes } from './micro-match-notes';
import { rankShort } from './rank-text';
import type { Sheet, SheetCell } from './spreadsheet';

export interface SheetLabels {
  sheet: string;
  place: string;
  no: string;
  name: string;
  nameSurnameFirst: string;
  rank: string;
  points: string;
  games: string;
  tiebreaks: Record<TableColumn, string>;
  norm: string;
  /** The title and rating columns, shown where players are rated (docs/ratings.md). */
  title: string;
  rating: string;
  statuses: Record<'promotion' | 'confirmation' | 'below', string>;
  /** The catalogue's words for the notes under the table. */
  say: (key: string) => string;
  lang: Language;
}

/** The spreadsheet's headings in `lang`, from its catalogue: the printout's column words, the tiebreaks unabbreviated
 * where a column has room, the norms' outcomes as the screens say them. */
export const sheetLabels = perLanguage((lang: Language): SheetLabels => {
  const words = section(lang, 'printout');
  return {
    sheet: words.titles.crosstable,
    place: words.place,
    no: words.no,
    name: words.name,
    nameSurnameFirst: words.nameSurnameFirst,
    rank: words.rank,
    points: words.points,
    games: words.games,
    tiebreaks: words.spreadsheetTiebreaks,
    norm: words.norm,
    title: section(lang, 'titleNorms').title,
    rating: section(lang, 'titleNorms').rating,
    statuses: section(lang, 'norms').status,
    say: catalogue(lang),
    lang,
  };
});

/** A place as a number when it is one place ("3"), as text when shared ("2–3"). */
function placeCell(place: string): SheetCell {
  return /^\d+$/.test(place) ? Number(place) : place;
}

/** The crosstable as a sheet; `gamesPerPair` is 2 in a double round robin or one of micro-matches, 4 in both. */
export function crosstableSheet(table: CrosstableView, gamesPerPair: number, labels: SheetLabels): Sheet {
  const layout = crosstableLayout(table, 'place');
  const rated = showsRatings(table);
  const gameColumns = (column: number) =>
    gamesPerPair === 1
      ? [String(column)]
      : Array.from({ length: gamesPerPair }, (_, game) => `${column} (${game + 1})`);
  // A cell's games in the order they were played: "1½" is two games, "0*1" too (a 0–0, then a win); the diagonal is
  // "x" for each.
  const gameCells = (cell: string): SheetCell[] => {
    const games = cell === 'x' ? Array<string>(gamesPerPair).fill('x') : gameSymbols(cell);
    return Array.from({ length: gamesPerPair }, (_, game) => games[game] ?? null);
  };
  return {
    name: labels.sheet,
    header: [
      labels.place,
      labels.no,
      labels.name,
      labels.rank,
      ...(rated ? [labels.title, labels.rating] : []),
      ...layout.columns.flatMap(gameColumns),
      layout.score === 'points' ? labels.points : labels.tiebreaks.matchPoints,
      labels.games,
      ...layout.tiebreaks.map((tb) => labels.tiebreaks[tb]),
      labels.norm,
    ],
    // What the Riga coefficient multiplies, and how a match nobody played counts, under a table of micro-matches.
    notes: microMatchNotes(table, labels.say),
    rows: layout.rows.map(({ player, cells }) => [
      placeCell(player.place),
      player.no,
      player.name,
      rankShort(player.rank, labels.lang, ''),
      ...(rated ? [player.title, player.rating] : []),
      ...cells.flatMap(gameCells),
      scoreNumber(player, layout.score),
      player.games,
      ...layout.tiebreaks.map((tb) => tiebreakNumber(player, tb)),
      player.norm.achieved
        ? `${rankShort(player.norm.achieved, labels.lang, '')} (${labels.statuses[player.norm.status!]})`
        : null,
    ]),
  };
}
