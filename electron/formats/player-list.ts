// A club's or a federation's player list as a table (CSV or a spreadsheet's sheet): which column holds what, found by
// its heading in Estonian, English or Russian or chosen by the arbiter, and each row read into the registry's fields
// as generously as spreadsheets write them — "КМС" or "MK" for a candidate master, "1 разряд" for I, a birth date
// for a birth year, "Tamm, Jaan" in a surname-first column. What is wrong is said by the contract, per field; the
// import (electron/service/player-import.ts) names the row and the column.
import { isParticle, splitName, type PersonName } from '#domain/names';
import type { Rank } from '#domain/vocabulary';

/** What a column can hold. `name` is a full name given names first; `nameSurnameFirst` one written surname first
 * ("Иванов Иван Петрович", "Tamm, Jaan"). */
export const IMPORT_FIELDS = [
  'surname',
  'givenNames',
  'patronymic',
  'name',
  'nameSurnameFirst',
  'rank',
  'rankSince',
  'club',
  'city',
  'birthYear',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportColumns = Partial<Record<ImportField, number>>;

/** A column as a spreadsheet names it: A, B, …, Z, AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Headings as federations' and clubs' lists write them, folded (no accents, lower case, no punctuation). */
const HEADINGS: Record<ImportField, string[]> = {
  surname: ['surname', 'last name', 'lastname', 'family name', 'perekonnanimi', 'perenimi', 'фамилия'],
  givenNames: [
    'given names',
    'given name',
    'first name',
    'first names',
    'firstname',
    'forename',
    'forenames',
    'eesnimi',
    'eesnimed',
    'имя',
    'имя отчество',
    'имя и отчество',
  ],
  // A patronymic kept apart is written after the given name: "Иван" + "Петрович" = "Иван Петрович".
  patronymic: ['patronymic', 'middle name', 'isanimi', 'отчество'],
  name: ['name', 'full name', 'player', 'nimi', 'mangija', 'ees- ja perekonnanimi', 'имя и фамилия', 'игрок'],
  nameSurnameFirst: [
    'surname and given names',
    'surname given names',
    'surname name',
    'perekonnanimi ja eesnimi',
    'perekonnanimi eesnimi',
    'фамилия имя',
    'фамилия и имя',
    'фамилия имя отчество',
    'фио',
    'ф и о',
  ],
  rank: ['rank', 'category', 'jark', 'jarg', 'разряд', 'звание', 'разряд звание', 'квалификация'],
  rankSince: [
    'rank since',
    'rank date',
    'rank achieved',
    'rank achieved on',
    'jark saavutatud',
    'jargu kuupaev',
    'разряд выполнен',
    'дата разряда',
    'дата выполнения',
  ],
  club: ['club', 'klubi', 'клуб', 'спортклуб'],
  city: ['city', 'town', 'linn', 'asula', 'город', 'населённый пункт', 'населенный пункт'],
  birthYear: [
    'birth year',
    'year of birth',
    'born',
    'birth date',
    'date of birth',
    'sunniaasta',
    'sundinud',
    'sunnikuupaev',
    'год рождения',
    'год рожд',
    'г р',
    'гр',
    'дата рождения',
    'дата рожд',
    'sunniaeg',
    'sund',
  ],
};

/** The table folded once, as a file's headings are (foldHeading). */
const FOLDED_HEADINGS = headingsOf(HEADINGS);

/** A heading folded for comparing with the table above (itself folded the same way, `headingsOf`): case and
 * punctuation aside, Latin diacritics dropped (ü → u, š → s), but й and ё kept letters of their own, as Russian keeps
 * them — folded to и and е, «Рейтинг» would never be «рейтинг» again. */
export function foldHeading(text: string): string {
  return text
    .normalize('NFD')
    .replace(/([иИеЕ])([\u0306\u0308])|\p{M}/gu, (_, base: string | undefined, mark: string | undefined) =>
      base ? base + mark! : '',
    )
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[.:;,/()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A table of headings folded as `foldHeading` folds what a file says. */
export function headingsOf<F extends string>(table: Record<F, readonly string[]>): Record<F, Set<string>> {
  return Object.fromEntries(
    Object.entries<readonly string[]>(table).map(([field, words]) => [field, new Set(words.map(foldHeading))]),
  ) as Record<F, Set<string>>;
}

/** The columns the headings name: each field the first column whose heading is one of its words. A list with both
 * a surname column and a full-name column takes its names from the parts. */
export function detectColumns(headings: readonly string[]): ImportColumns {
  const columns: ImportColumns = {};
  headings.forEach((heading, index) => {
    const folded = foldHeading(heading);
    const field = IMPORT_FIELDS.find((candidate) => FOLDED_HEADINGS[candidate].has(folded));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  if (columns.surname !== undefined) {
    delete columns.name;
    delete columns.nameSurnameFirst;
  }
  return columns;
}

/** Whether a row's cells look like headings: some cell is the heading of a name column (a title line above the
 * headings, "Список членов клуба …", names none). */
export function isHeadingRow(cells: readonly string[]): boolean {
  const found = detectColumns(cells);
  return found.surname !== undefined || found.name !== undefined || found.nameSurnameFirst !== undefined;
}

/** How many rows from the top a list's heading row is looked for in: a title and a blank line or two above it. */
export const HEADING_SEARCH_ROWS = 10;

/** The word for "rank" written beside one: "II järk", "1 разряд". */
const RANK_NOUNS = new Set(['jark', 'jarg', 'разряд', 'rank']);

const RANK_WORDS: Record<string, Rank | null> = {
  m: 'M',
  ms: 'M',
  мс: 'M',
  gm: 'M',
  cm: 'CM',
  mk: 'CM',
  кмс: 'CM',
  i: 'I',
  ii: 'II',
  iii: 'III',
  iv: 'IV',
  v: 'V',
  '1': 'I',
  '2': 'II',
  '3': 'III',
  '4': 'IV',
  '5': 'V',
  '': null,
  '-': null,
  '–': null,
  '—': null,
  jarguta: null,
  unranked: null,
  'б р': null,
  'без разряда': null,
};

/** A rank's text as the table above holds it: folded, without the word for "rank". */
function rankKey(text: string): string {
  return foldHeading(text)
    .split(' ')
    .filter((word) => !RANK_NOUNS.has(word))
    .join(' ');
}

/** The words lists put beside a youth rank's number, before or after it: «2 юн.», «3ю», «II юношеский разряд»,
 * «юн. 1», "III noorte järk", "I noortejärk", "I n.", "II youth". */
const YOUTH_WORDS = [
  'юн',
  'юнош',
  'юношеский',
  'юношеского',
  'ю',
  'noorte',
  'noortejärk',
  'noortejärgu',
  'n',
  'youth',
  'y',
];
const YOUTH_NUMBERS = { Y1: ['1', 'i'], Y2: ['2', 'ii'], Y3: ['3', 'iii'] } as const;

/** Every way of writing a youth rank that `readRankText` reads, folded as it folds them. */
const YOUTH_RANK_WORDS: Record<string, Rank> = Object.fromEntries(
  Object.entries(YOUTH_NUMBERS).flatMap(([rank, numbers]) => [
    [rank.toLowerCase(), rank],
    ...numbers.flatMap((number) =>
      YOUTH_WORDS.flatMap((word) => [
        [rankKey(`${number} ${word}`), rank],
        // Written together only in Cyrillic («3ю», «2юн»): "in" is a word, not "I n.".
        ...(/[а-я]/.test(word) ? [[rankKey(`${number}${word}`), rank]] : []),
        [rankKey(`${word} ${number}`), rank],
      ]),
    ),
  ]),
);

/** A rank as lists write it — "II", "2", "II järk", "1 разряд", "КМС", "MK", "мс", «2 юн.», "I noortejärk" — or the
 * text as it is when it is none of these (the contract then says which ranks there are). */
export function readRankText(text: string): Rank | null | string {
  const folded = rankKey(text);
  if (folded in RANK_WORDS) return RANK_WORDS[folded]!;
  return YOUTH_RANK_WORDS[folded] ?? text.trim();
}

/** A birth year from a year (1987) or a birth date (12.05.1987, 1987-05-12, 12/05/1987); other text as it is. */
export function readBirthYear(text: string): string {
  const trimmed = text.trim();
  const iso = /^(\d{4})-\d{1,2}-\d{1,2}/.exec(trimmed);
  if (iso) return iso[1]!;
  const written = /^\d{1,2}[./]\d{1,2}[./](\d{4})$/.exec(trimmed);
  if (written) return written[1]!;
  return trimmed;
}

/** A name written surname first: "Tamm, Jaan" at the comma, else the first word — with the particles that lead it,
 * "van der Berg Jan" — is the surname. */
export function splitSurnameFirst(text: string): PersonName {
  const comma = text.indexOf(',');
  if (comma !== -1) return { surname: text.slice(0, comma).trim(), givenNames: text.slice(comma + 1).trim() };
  const words = text.trim().split(/\s+/).filter(Boolean);
  let last = 0;
  while (last < words.length - 1 && isParticle(words[last]!)) last += 1;
  return { surname: words.slice(0, last + 1).join(' '), givenNames: words.slice(last + 1).join(' ') };
}

/** One row as the player fields the contract reads, and the column each came from. */
export function rowAsPlayer(
  cells: readonly string[],
  columns: ImportColumns,
): { input: Record<string, unknown>; columnOf: Partial<Record<string, number>> } {
  const cell = (field: ImportField) => (columns[field] === undefined ? '' : (cells[columns[field]] ?? '').trim());
  const columnOf: Partial<Record<string, number>> = {};
  const input: Record<string, unknown> = {};
  const take = (field: string, from: ImportField, value: unknown) => {
    input[field] = value;
    if (columns[from] !== undefined) columnOf[field] = columns[from];
  };
  if (columns.surname !== undefined) {
    take('surname', 'surname', cell('surname'));
    take('givenNames', 'givenNames', [cell('givenNames'), cell('patronymic')].filter(Boolean).join(' '));
  } else {
    const from: ImportField = columns.nameSurnameFirst !== undefined ? 'nameSurnameFirst' : 'name';
    const text = cell(from);
    const parts =
      text === '' ? { surname: '', givenNames: '' } : from === 'name' ? splitName(text) : splitSurnameFirst(text);
    take('surname', from, parts.surname);
    take('givenNames', from, parts.givenNames);
  }
  take('rank', 'rank', readRankText(cell('rank')));
  take('rankSince', 'rankSince', cell('rankSince'));
  take('club', 'club', cell('club'));
  take('city', 'city', cell('city'));
  take('birthYear', 'birthYear', readBirthYear(cell('birthYear')));
  return { input, columnOf };
}
