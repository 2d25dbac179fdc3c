// A table for a spreadsheet, written as CSV or as .xlsx. The CSV follows the conventions of the reader's language,
// because a spreadsheet reads a CSV file by its own locale: Estonian and Russian write decimals with a comma (16,5),
// so their fields are separated by semicolons; English writes 16.5 and separates by commas. Numbers are written as
// numbers, everything else as text that no spreadsheet turns into a number or a date (docs/spreadsheets.md says what
// was checked by reading the files back with LibreOffice).
import writeXlsxFile from 'write-excel-file/node';
import type { Language } from '#api/languages';
import { decimalIn } from './numbers';

/** A cell: a number (points, games, a tiebreak, a year), text (a name, a result: "½", "1"), a day (ISO), or
 * empty. */
export type SheetCell = string | number | { day: string } | null;

export interface Sheet {
  /** The sheet's name in a workbook (at most 31 characters, as Excel allows). */
  name: string;
  /** Lines of text above the table in a workbook — what the report is: the event, its dates, its list (a CSV file
   * has none: a program reading it takes its first line for the heading). */
  preamble?: string[];
  header: string[];
  rows: SheetCell[][];
  /** Lines of text under the table in a workbook — what a column means that its heading cannot say (the Riga
   * coefficient of a table of micro-matches); a CSV file has none, for the same reason as `preamble`. */
  notes?: string[];
}

/** How the language's spreadsheets read a CSV file: the field separator and the decimal sign. */
export function csvConventions(lang: Language): { delimiter: ',' | ';'; decimal: ',' | '.' } {
  return lang === 'en' ? { delimiter: ',', decimal: '.' } : { delimiter: ';', decimal: ',' };
}

/** Text a spreadsheet would run as a formula: it begins with `=`, `+`, `-` or `@` (Excel runs all four, LibreOffice
 * `=`), or with a tab or a carriage return before one (OWASP, "CSV Injection"). A lone `+` or `-` — the crosstable's
 * forfeit marks — has nothing to compute and is read as the mark it is. */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?!$))/;

/** One cell: numbers with the language's decimal sign; quoted when it holds a separator, a quote or a line break.
 * Text that a spreadsheet would take for a formula (a club called "=HYPERLINK(…)") is written as OWASP advises:
 * after an apostrophe, which tells the spreadsheet "this is text", inside quotes. Only such text is touched: names,
 * results and numbers read as before (docs/spreadsheets.md). */
export function csvCell(value: SheetCell, lang: Language): string {
  // A day as ISO (2021-05-02): every locale's spreadsheet reads it as that date.
  const text =
    value === null
      ? ''
      : typeof value === 'number'
        ? decimalIn(String(value), lang)
        : typeof value === 'object'
          ? value.day
          : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) return `"'${neutralised(text).replace(/"/g, '""')}"`;
  // Quoted whenever it holds any separator a spreadsheet may split at — its own, the other language's, a tab — not
  // only this file's, and each piece such a split would begin a formula with neutralised: opened with another
  // separator, "Olga,=5+5,x" in a file written with `;` would otherwise run =5+5.
  if (typeof value === 'string' && SEPARATOR.test(text)) return `"${neutralised(text).replace(/"/g, '""')}"`;
  return /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Any separator a spreadsheet may split a line at. */
const SEPARATOR = /[,;\t]/;
/** A piece after a separator that begins as a formula does (spaces before it aside: some readers trim them). */
const PIECE_FORMULA = /([,;\t][ ]*)(?=[=@]|[+-][^,;\t ])/g;

/** The text with an apostrophe before each piece a split at another separator would make a formula of: a reader
 * that splits "Olga,=5+5,x" at commas gets "'=5+5", text, where it would have run =5+5 — the quotes around the cell
 * count only at the start of a field, so they alone do not keep a cell in the middle of a line whole. */
function neutralised(text: string): string {
  return text.replace(PIECE_FORMULA, "$1'");
}

/** The sheet as a CSV file for the language's spreadsheet: UTF-8 with a byte-order mark (so that Excel reads õ, ä,
 * ö, ü and Cyrillic), CRLF line ends. */
export function csvFile(sheet: Pick<Sheet, 'header' | 'rows'>, lang: Language): string {
  const { delimiter } = csvConventions(lang);
  const lines = [sheet.header, ...sheet.rows].map((row) => row.map((cell) => csvCell(cell, lang)).join(delimiter));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** The sheet as an .xlsx workbook: numbers as numbers, text as text — a result "1" stays the text "1" — and the
 * heading row kept in view when scrolling. */
export async function xlsxFile(sheet: Sheet): Promise<Buffer> {
  const widths = sheet.header.map((heading, column) =>
    Math.min(40, Math.max(4, heading.length, ...sheet.rows.map((row) => cellText(row[column]).length)) + 1),
  );
  const preamble = sheet.preamble ?? [];
  const data = [
    ...preamble.map((line, index) => [
      { value: line, type: String, ...(index === 0 ? { fontWeight: 'bold' as const } : {}) },
    ]),
    ...(preamble.length > 0 ? [[null]] : []),
    sheet.header.map((heading) => ({ value: heading, type: String, fontWeight: 'bold' as const })),
    ...sheet.rows.map((row) => row.map(workbookCell)),
    ...(sheet.notes?.length ? [[null], ...sheet.notes.map((line) => [{ value: line, type: String }])] : []),
  ];
  return writeXlsxFile(data, {
    sheet: sheet.name.slice(0, 31),
    columns: widths.map((width) => ({ width })),
    stickyRowsCount: preamble.length + (preamble.length > 0 ? 2 : 1),
  }).toBuffer();
}

/** A cell of the workbook: numbers as numbers, days as dates (sortable, filterable), the rest as text. */
function workbookCell(cell: SheetCell) {
  if (cell === null) return null;
  if (typeof cell === 'number') return { value: cell, type: Number };
  if (typeof cell === 'object') return { value: new Date(`${cell.day}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' };
  return { value: cell, type: String };
}

function cellText(cell: SheetCell | undefined): string {
  return cell === null || cell === undefined ? '' : typeof cell === 'object' ? cell.day : String(cell);
}
