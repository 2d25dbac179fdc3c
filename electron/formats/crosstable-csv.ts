// The crosstable as CSV for a spreadsheet: UTF-8 with a byte-order mark (so that Excel reads õ, ä, ö, ü), one row
// per player in place order, the result columns by player number, then points, games and the tournament's chosen
// tiebreaks in their order; numbers with a decimal point.
import type { Language } from '#api/languages';
import type { CrosstableView } from '#api/views';
import type { Tiebreak } from '#domain/standings';
import { perLanguage, section } from '#i18n/catalogue';
import { tiebreakNumber } from './crosstable-layout';
import { rankShort } from './rank-text';

/** One cell: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file for a spreadsheet: UTF-8 with a byte-order mark, CRLF line ends. */
export function csvFile(rows: (string | number | null)[][]): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface CsvLabels {
  place: string;
  no: string;
  name: string;
  rank: string;
  points: string;
  games: string;
  tiebreaks: Record<Tiebreak, string>;
  norm: string;
  statuses: Record<'promotion' | 'confirmation' | 'below', string>;
  lang: Language;
}

/** The spreadsheet's headings in `lang`, from its catalogue: the printout's column words, the tiebreaks unabbreviated
 * where a column has room, the norms' outcomes as the screens say them. */
export const csvLabels = perLanguage((lang: Language): CsvLabels => {
  const words = section(lang, 'printout');
  return {
    place: words.place,
    no: words.no,
    name: words.name,
    rank: words.rank,
    points: words.points,
    games: words.games,
    tiebreaks: words.spreadsheetTiebreaks,
    norm: words.norm,
    statuses: section(lang, 'norms').status,
    lang,
  };
});

export function crosstableCsv(table: CrosstableView, labels: CsvLabels = csvLabels('en')): string {
  const numbers = table.players.map((p) => p.no).sort((a, b) => a - b);
  const header = [
    labels.place,
    labels.no,
    labels.name,
    labels.rank,
    ...numbers.map(String),
    labels.points,
    labels.games,
    ...table.tiebreaks.map((tb) => labels.tiebreaks[tb]),
    labels.norm,
  ];
  const rows = table.players.map((p) => [
    p.place,
    p.no,
    p.name,
    rankShort(p.rank, labels.lang, ''),
    ...p.cells,
    p.points,
    p.games,
    ...table.tiebreaks.map((tb) => tiebreakNumber(p, tb)),
    p.norm.achieved ? `${p.norm.achieved} (${labels.statuses[p.norm.status!]})` : '',
  ]);
  return csvFile([header, ...rows]);
}
