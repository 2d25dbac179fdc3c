// A rating list as a table (CSV or a workbook's first sheet, read by table-reading.ts): FMJD's published list, whose
// heading is `nr_ew,nick,last_n,first_n,sex,country,title,rating,wtitle,wrating` (FMJD ID, an online nickname,
// surname, given name, sex — a column since 2021 —, country as a two-letter ISO code, title, rating, women's title,
// women's rating), its older form without `sex`, or a national federation's list with an ID, a name, a rating and a
// title in columns its headings name in Estonian, English or Russian. Each row is read into what the registry keeps
// of it; a cell that cannot be is said with its line and column, a row cut short or broken by a quote is said as
// such, and the row is left out.
import { federationCode } from '#domain/federations';
import { FMJD_TITLES, RATING_MAX, RATING_MIN, type FmjdTitle } from '#domain/ratings';
import type { TableRow } from './csv-reading';
import { columnLetter, foldHeading, HEADING_SEARCH_ROWS, headingsOf } from './player-list';

export const RATING_FIELDS = [
  'fmjdId',
  'surname',
  'givenNames',
  'name',
  'federation',
  'sex',
  'title',
  'rating',
  'womenTitle',
  'womenRating',
  'birthYear',
] as const;
export type RatingField = (typeof RATING_FIELDS)[number];

/** Headings as lists write them (folded once below, as a file's are). FMJD's own come first. */
const HEADINGS: Record<RatingField, string[]> = {
  // Only a column that says it is FMJD's: a national list's own "ID" is its federation's number, not FMJD's.
  fmjdId: [
    'nr ew',
    'nr_ew',
    'fmjd id',
    'fmjd_id',
    'fmjdid',
    'fmjd',
    'fmjd nr',
    'fmjd kood',
    'код fmjd',
    'id fmjd',
    'id фмжд',
  ],
  surname: ['last n', 'last_n', 'surname', 'last name', 'lastname', 'perekonnanimi', 'perenimi', 'фамилия'],
  givenNames: ['first n', 'first_n', 'first name', 'firstname', 'given names', 'given name', 'eesnimi', 'имя'],
  name: ['name', 'player', 'nimi', 'mangija', 'игрок', 'фио', 'фамилия имя'],
  federation: ['country', 'federation', 'fed', 'riik', 'foderatsioon', 'страна', 'федерация'],
  sex: ['sex', 'gender', 'sugu', 'пол'],
  title: ['title', 'tiitel', 'звание', 'титул'],
  rating: ['rating', 'reiting', 'рейтинг', 'elo'],
  womenTitle: ['wtitle', 'women title', 'naiste tiitel'],
  womenRating: ['wrating', 'women rating', 'naiste reiting'],
  birthYear: ['birth year', 'born', 'year of birth', 'sunniaasta', 'sundinud', 'год рождения', 'гр', 'г р'],
};

/** The table folded once, as a file's headings are. */
const FOLDED_HEADINGS = headingsOf(HEADINGS);

export type RatingColumns = Partial<Record<RatingField, number>>;

/** One player of the list, as the registry keeps him. `rating` is the list's rating (the women's where he has no
 * other), `title` his highest title there (the women's where he has no other). */
export interface RatingEntry {
  line: number;
  fmjdId: number | null;
  surname: string;
  givenNames: string;
  /** As FMJD writes federations: EST, LAT, NED (electron/domain/federations.ts). */
  federation: string | null;
  /** FMJD's `sex` column: M or F; null where the list has no such column or the cell is empty. */
  sex: Sex | null;
  title: FmjdTitle | null;
  /** The title is one of the 64-square list ("GMI 64", "MI64"): FMJD writes a title of Russian or Brazilian
   * draughts with the board's size after it. */
  title64: boolean;
  rating: number | null;
  birthYear: number | null;
}

export type Sex = 'M' | 'F';

export interface RatingProblem {
  line: number;
  /** The column as a spreadsheet names it (A, B, …), or null for the whole row. */
  column: string | null;
  code:
    | 'ratingInvalid'
    | 'idInvalid'
    | 'titleUnknown'
    | 'nameMissing'
    | 'yearInvalid'
    | 'federationUnknown'
    | 'sexUnknown'
    /** The row ends before the heading's columns do: `value` names the first column missing. */
    | 'rowShort'
    /** A quote opens a cell and is not closed on its line (table-reading.ts). */
    | 'quoteUnclosed'
    /** The row names, by his FMJD ID, a player an earlier row (`value`: its line) names already. */
    | 'playerTwice';
  value: string;
}

/** Problems that leave the rest of their row read (the row is stored): said, but not a row that could not be read. */
export const ROW_KEPT: ReadonlySet<RatingProblem['code']> = new Set(['federationUnknown']);

export interface RatingListReading {
  /** The heading row's line; null when none was found (nothing else is read then). */
  headingLine: number | null;
  columns: RatingColumns;
  entries: RatingEntry[];
  problems: RatingProblem[];
}

function detect(cells: readonly string[]): RatingColumns {
  const columns: RatingColumns = {};
  cells.forEach((cell, index) => {
    const folded = foldHeading(cell);
    const field = RATING_FIELDS.find((candidate) => FOLDED_HEADINGS[candidate].has(folded));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

/** A heading row names the rating and a name (or FMJD's ID). */
function isHeading(columns: RatingColumns): boolean {
  return (
    columns.rating !== undefined &&
    (columns.surname !== undefined || columns.name !== undefined || columns.fmjdId !== undefined)
  );
}

const TITLES = new Map(FMJD_TITLES.map((title) => [title.toLowerCase(), title] as const));

/** A title as FMJD's lists write it: "GMI", or a 64-square one with the board's size after it, "GMI 64" or "MI64". */
function readTitle(text: string): { title: FmjdTitle; title64: boolean } | undefined {
  const match = /^([a-z]+)\s*(64)?$/i.exec(text.trim());
  const title = match ? TITLES.get(match[1]!.toLowerCase()) : undefined;
  return title ? { title, title64: match![2] !== undefined } : undefined;
}

const SEXES = new Map<string, Sex>([
  ['m', 'M'],
  ['male', 'M'],
  ['f', 'F'],
  ['w', 'F'],
  ['female', 'F'],
  ['n', 'F'],
  ['ж', 'F'],
  ['м', 'M'],
]);

/** The list's rows read: the heading row looked for among the first rows, then each row below it. */
export function readRatingList(rows: readonly TableRow[]): RatingListReading {
  const headingIndex = rows.slice(0, HEADING_SEARCH_ROWS).findIndex((row) => isHeading(detect(row.cells)));
  if (headingIndex < 0) return { headingLine: null, columns: {}, entries: [], problems: [] };
  const columns = detect(rows[headingIndex]!.cells);
  const entries: RatingEntry[] = [];
  const problems: RatingProblem[] = [];
  const heading = rows[headingIndex]!.cells;
  // A row must reach the columns it is read for: its name and its rating (and the women's rating where its own is
  // empty). Columns after them (a title, a women's title) may be left off, as spreadsheets leave empty cells off.
  const nameColumn = columns.surname ?? columns.name ?? columns.fmjdId ?? 0;
  const needed = (cells: readonly string[]) => {
    const base = Math.max(columns.rating!, nameColumn);
    const ownEmpty = (cells[columns.rating!] ?? '').trim() === '';
    return ownEmpty && columns.womenRating !== undefined ? Math.max(base, columns.womenRating) : base;
  };
  for (const row of rows.slice(headingIndex + 1)) {
    const found: RatingProblem[] = [];
    // A line broken by a quote, or cut short before a column it is read for, is said as a whole: its cells would be
    // read into the wrong columns, or a rating taken as none — and a rating the registry has would be taken away.
    if (row.fault?.kind === 'quoteUnclosed') {
      problems.push({ line: row.line, column: columnLetter(row.fault.column), code: 'quoteUnclosed', value: '' });
      continue;
    }
    if (row.fault?.kind === 'cutShort') {
      const column = row.fault.column;
      problems.push({
        line: row.line,
        column: columnLetter(column),
        code: 'rowShort',
        value: (heading[column] ?? '').slice(0, 40),
      });
      continue;
    }
    // Cut short after a separator (a copy broken off in the middle of a row: "…,EST,MF,"): the heading's columns do
    // not all come, and the last one that does is empty — its rating would be read as none.
    const cutAfterSeparator = row.cells.length < heading.length && (row.cells.at(-1) ?? '').trim() === '';
    if (row.cells.length <= needed(row.cells) || cutAfterSeparator) {
      const missing = cutAfterSeparator ? row.cells.length - 1 : row.cells.length;
      problems.push({
        line: row.line,
        column: columnLetter(missing),
        code: 'rowShort',
        value: (heading[missing] ?? '').slice(0, 40),
      });
      continue;
    }
    const cell = (field: RatingField) => {
      const index = columns[field];
      return index === undefined ? '' : (row.cells[index] ?? '').trim();
    };
    const say = (field: RatingField, code: RatingProblem['code']) =>
      found.push({ line: row.line, column: columnLetter(columns[field]!), code, value: cell(field).slice(0, 40) });
    /** A whole number in its bounds, or null for an empty cell; a problem otherwise. */
    const whole = (field: RatingField, min: number, max: number, code: RatingProblem['code']) => {
      const text = cell(field);
      if (text === '' || text === '0' || text === '-') return null;
      if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
        say(field, code);
        return null;
      }
      return Number(text);
    };
    const title = (field: 'title' | 'womenTitle') => {
      const text = cell(field);
      if (text === '' || text === '-') return null;
      const known = readTitle(text);
      if (!known) say(field, 'titleUnknown');
      return known ?? null;
    };
    const federation = () => {
      const text = cell('federation');
      // A country written out in full is not a code, and is left out; a code of no known country is said, and the
      // federation left empty — the rest of the row (the rating above all) is read.
      if (text === '' || text === '-' || !/^[A-Za-z]{2,3}$/.test(text)) return null;
      const code = federationCode(text);
      if (code === null)
        problems.push({
          line: row.line,
          column: columnLetter(columns.federation!),
          code: 'federationUnknown',
          value: text.slice(0, 40),
        });
      return code;
    };
    const sex = () => {
      const text = cell('sex').toLowerCase();
      if (text === '' || text === '-') return null;
      const known = SEXES.get(text);
      if (!known) say('sex', 'sexUnknown');
      return known ?? null;
    };
    const fmjdId = whole('fmjdId', 1, 99_999_999, 'idInvalid');
    const rating = whole('rating', RATING_MIN, RATING_MAX, 'ratingInvalid');
    const womenRating = whole('womenRating', RATING_MIN, RATING_MAX, 'ratingInvalid');
    const birthYear = whole('birthYear', 1900, 2100, 'yearInvalid');
    const ownTitle = title('title');
    const womenTitle = title('womenTitle');
    const country = federation();
    const listedSex = sex();
    const { surname, givenNames } = nameOf(cell('surname'), cell('givenNames'), cell('name'));
    if (surname === '') found.push({ line: row.line, column: null, code: 'nameMissing', value: '' });
    if (found.length > 0) {
      problems.push(...found);
      continue;
    }
    entries.push({
      line: row.line,
      fmjdId,
      surname,
      givenNames,
      federation: country,
      sex: listedSex,
      title: (ownTitle ?? womenTitle)?.title ?? null,
      title64: (ownTitle ?? womenTitle)?.title64 ?? false,
      rating: rating ?? womenRating,
      birthYear,
    });
  }
  return { headingLine: rows[headingIndex]!.line, columns, entries, problems };
}

/** The name from its columns: the parts where the list keeps them apart, else a full name — "Surname, Given" as
 * FMJD's tables write it, or given names first. FMJD's list writes surnames in capitals: kept as written. */
function nameOf(surname: string, givenNames: string, name: string): { surname: string; givenNames: string } {
  if (surname !== '') return { surname, givenNames };
  const comma = name.indexOf(',');
  if (comma > 0) return { surname: name.slice(0, comma).trim(), givenNames: name.slice(comma + 1).trim() };
  const space = name.lastIndexOf(' ');
  return space > 0
    ? { surname: name.slice(space + 1), givenNames: name.slice(0, space) }
    : { surname: name, givenNames: '' };
}

/** The date of FMJD's list from its file's name, `V` and the day as yyMMdd (`V261001.DRA` is 1 October 2026), as
 * FMJD publishes it; null for another name. */
export function listDateOfFileName(fileName: string): string | null {
  const match = /(?:^|[\\/])V(\d{2})(\d{2})(\d{2})\.DRA$/i.exec(fileName.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = `20${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}
