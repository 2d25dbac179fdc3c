// The crosstable as CSV for a spreadsheet: UTF-8 with a byte-order mark (so that Excel reads õ, ä, ö, ü), one row
// per player in place order, the result columns by player number, then points, games and the tournament's chosen
// tiebreaks in their order; numbers with a decimal point.
import type { CrosstableView } from '../api/contract';
import type { Language } from '../api/languages';
import type { Tiebreak } from '../domain/standings';
import { tiebreakNumber } from './crosstable-layout';

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
}

export const CSV_LABELS: Record<Language, CsvLabels> = {
  en: {
    place: 'Place',
    no: 'No',
    name: 'Name',
    rank: 'Rank',
    points: 'Points',
    games: 'Games',
    tiebreaks: { sb: 'SB', shmulyan: 'Shmulyan', koya: 'Koya', wins: 'Wins', h2h: 'H2H' },
    norm: 'Norm',
    statuses: { promotion: 'promotion', confirmation: 'confirmation', below: 'below his rank' },
  },
  et: {
    place: 'Koht',
    no: 'Nr',
    name: 'Nimi',
    rank: 'Järk',
    points: 'Punktid',
    games: 'Partiisid',
    tiebreaks: { sb: 'SB', shmulyan: 'Šmuljan', koya: 'Koya', wins: 'Võite', h2h: 'Omavaheline' },
    norm: 'Norm',
    statuses: { promotion: 'järgu tõus', confirmation: 'kinnitus', below: 'alla oma järgu' },
  },
  ru: {
    place: 'Место',
    no: '№',
    name: 'Фамилия, имя',
    rank: 'Разряд',
    points: 'Очки',
    games: 'Партий',
    tiebreaks: { sb: 'КБ', shmulyan: 'Шмульян', koya: 'Койя', wins: 'Побед', h2h: 'Личная встреча' },
    norm: 'Норма',
    statuses: { promotion: 'повышение', confirmation: 'подтверждение', below: 'ниже своего разряда' },
  },
};

export function crosstableCsv(table: CrosstableView, labels: CsvLabels = CSV_LABELS.en): string {
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
    p.rank ?? '',
    ...p.cells,
    p.points,
    p.games,
    ...table.tiebreaks.map((tb) => tiebreakNumber(p, tb)),
    p.norm.achieved ? `${p.norm.achieved} (${labels.statuses[p.norm.status!]})` : '',
  ]);
  return csvFile([header, ...rows]);
}
