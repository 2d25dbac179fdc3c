// A rating list as a table (CSV or a workbook's first sheet, read by table-reading.ts): FMJD's published list, whose
// heading is `nr_ew,nick,last_n,first_n,country,title,rating,wtitle,wrating` (FMJD ID, an online nickname, surname,
// given name, country, title, rating, women's title, women's rating), or a national federation's list with an ID, a
// name, a rating and a title in columns its headings name in Estonian, English or Russian. Each row is read into
// what the registry keeps of it; a cell that cannot be is said with its line and column, and the row is left out.
import { FMJD_TITLES, RATING_MAX, RATING_MIN, type FmjdTitle } from '#domain/ratings';
import type { TableRow } from './csv-reading';
import { columnLetter, foldHeading, HEADING_SEARCH_ROWS } from './player-list';

export const RATING_FIELDS = [
  'fmjdId',
  'surname',
  'givenNames',
  'name',
  'federation',
  'title',
  'rating',
  'womenTitle',
  'womenRating',
  'birthYear',
] as const;
export type RatingField = (typeof RATING_FIELDS)[number];

/** Headings folded as `foldHeading` folds them. FMJD's own come first. */
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
  title: ['title', 'tiitel', 'звание', 'титул'],
  rating: ['rating', 'reiting', 'рейтинг', 'elo'],
  womenTitle: ['wtitle', 'women title', 'naiste tiitel'],
  womenRating: ['wrating', 'women rating', 'naiste reiting'],
  birthYear: ['birth year', 'born', 'year of birth', 'sunniaasta', 'sundinud', 'год рождения', 'гр', 'г р'],
};

export type RatingColumns = Partial<Record<RatingField, number>>;

/** One player of the list, as the registry keeps him. `rating` is the list's rating (the women's where he has no
 * other), `title` his highest title there (the women's where he has no other). */
export interface RatingEntry {
  line: number;
  fmjdId: number | null;
  surname: string;
  givenNames: string;
  federation: string | null;
  title: FmjdTitle | null;
  rating: number | null;
  birthYear: number | null;
}

export interface RatingProblem {
  line: number;
  /** The column as a spreadsheet names it (A, B, …), or null for the whole row. */
  column: string | null;
  code: 'ratingInvalid' | 'idInvalid' | 'titleUnknown' | 'nameMissing' | 'yearInvalid';
  value: string;
}

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
    const field = RATING_FIELDS.find((candidate) => HEADINGS[candidate].includes(folded));
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

/** The list's rows read: the heading row looked for among the first rows, then each row below it. */
export function readRatingList(rows: readonly TableRow[]): RatingListReading {
  const headingIndex = rows.slice(0, HEADING_SEARCH_ROWS).findIndex((row) => isHeading(detect(row.cells)));
  if (headingIndex < 0) return { headingLine: null, columns: {}, entries: [], problems: [] };
  const columns = detect(rows[headingIndex]!.cells);
  const entries: RatingEntry[] = [];
  const problems: RatingProblem[] = [];
  for (const row of rows.slice(headingIndex + 1)) {
    const found: RatingProblem[] = [];
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
      const known = TITLES.get(text.toLowerCase());
      if (!known) say(field, 'titleUnknown');
      return known ?? null;
    };
    const fmjdId = whole('fmjdId', 1, 99_999_999, 'idInvalid');
    const rating = whole('rating', RATING_MIN, RATING_MAX, 'ratingInvalid');
    const womenRating = whole('womenRating', RATING_MIN, RATING_MAX, 'ratingInvalid');
    const birthYear = whole('birthYear', 1900, 2100, 'yearInvalid');
    const ownTitle = title('title');
    const womenTitle = title('womenTitle');
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
      // FMJD's codes are three letters ("EST"); a country written out in full is not a code, and is left out.
      federation: /^[A-Za-z]{3}$/.test(cell('federation')) ? cell('federation').toUpperCase() : null,
      title: ownTitle ?? womenTitle,
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
