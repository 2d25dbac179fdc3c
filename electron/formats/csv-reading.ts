// Reading a CSV file as a spreadsheet saves it: in UTF-8 (with or without a byte-order mark) or in the Windows code
// page of the arbiter's locale, separated by commas, or by semicolons where the decimal separator is a comma (an
// Estonian or Russian Excel), or by tabs. papaparse finds the delimiter; text-decoding.ts reads the bytes.
import Papa from 'papaparse';

export { decodeTextBytes, type DecodedText } from './text-decoding';

/** The rows of a CSV text, cells trimmed, blank lines left out; the delimiter is detected (comma, semicolon, tab). */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  return parsed.data.map((row) => row.map((cell) => cell.trim()));
}

/** A row of a table read from a file, with the line it starts on (a quoted cell may hold a line break). */
export interface TableRow {
  line: number;
  cells: string[];
  /** A fault that makes the row's cells unreliable: a quote opened in this column and not closed on its line, or the
   * file broken off in this row right after a separator (its last cell, and any after it, never came). */
  fault?: { kind: 'quoteUnclosed' | 'cutShort'; column: number };
}

/** The rows of a CSV text with the line each begins on, cells trimmed, blank lines left out; the delimiter is
 * detected as `csvRows` does. A quote not closed on its line would take the rest of the file into one cell: such a
 * text is read again line by line, each row with its line and the row whose quote is open kept with its fault and the
 * column the quote opens in — so that a reader says it there, not as a wrong value in a later column. */
export function csvTable(text: string): TableRow[] {
  const body = text.replace(/^\uFEFF/, '');
  // The delimiter as `csvRows` finds it (blank lines aside), then every row with where it begins.
  const { delimiter } = Papa.parse<string[]>(body, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    preview: 20,
  }).meta;
  return markCut(body, delimiter, parsedRows(body, delimiter) ?? lineByLine(body, delimiter));
}

/** A file that ends without a line break right after a separator, where the line above ends with none, was broken off
 * in its last row (a copy cut short, an attachment half-saved): that row's last cell is no empty cell but one that
 * never came, and is marked so — a rating read from it would be read as none. */
function markCut(body: string, delimiter: string, rows: TableRow[]): TableRow[] {
  const last = rows.at(-1);
  if (!last || last.fault || /[\r\n]$/.test(body) || !body.endsWith(delimiter)) return rows;
  const lines = body.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length > 1 && lines.at(-2)!.endsWith(delimiter)) return rows;
  return [...rows.slice(0, -1), { ...last, fault: { kind: 'cutShort', column: last.cells.length - 1 } }];
}

/** The rows as the CSV parser reads them (a quoted cell may hold a line break); null when a quote is left open. */
function parsedRows(body: string, delimiter: string): TableRow[] | null {
  const rows: TableRow[] = [];
  // Lines are counted as the parser moves on: `line` is the line of the character at `scanned`.
  let scanned = 0;
  let line = 1;
  const lineOf = (offset: number) => {
    for (; scanned < offset; scanned += 1) if (body[scanned] === '\n') line += 1;
    return line;
  };
  let rowStart = 0;
  let quoteOpen = false;
  Papa.parse<string[]>(body, {
    delimiter,
    skipEmptyLines: false,
    step: (row, parser) => {
      if (row.errors.some((error) => error.type === 'Quotes')) {
        quoteOpen = true;
        parser.abort();
        return;
      }
      const start = rowStart;
      rowStart = row.meta.cursor;
      const cells = row.data.map((cell) => cell.trim());
      // A blank row is passed over without looking for where it begins: a run of thousands of line ends, each a row,
      // was otherwise scanned again from each of them (quadratic: 35 KB of them took seconds).
      if (!cells.some((cell) => cell !== '')) return;
      // A row begins after the line break that ended the one before it.
      let begin = start;
      while (body[begin] === '\r' || body[begin] === '\n') begin += 1;
      rows.push({ line: lineOf(begin), cells });
    },
  });
  return quoteOpen ? null : rows;
}

/** A text whose quotes are broken, read one line a row: each line's cells split at the delimiters outside quotes,
 * and a line whose quote is not closed where its cell ends kept with the column it opens in. */
function lineByLine(body: string, delimiter: string): TableRow[] {
  const rows: TableRow[] = [];
  body.split('\n').forEach((text, index) => {
    const { cells, openAt } = splitLine(text.replace(/\r$/, ''), delimiter);
    if (!cells.some((cell) => cell !== '')) return;
    rows.push({
      line: index + 1,
      cells,
      ...(openAt === null ? {} : { fault: { kind: 'quoteUnclosed' as const, column: openAt } }),
    });
  });
  return rows;
}

/** One line's cells, quotes taken off a quoted cell ("" inside is one quote); `openAt` is the column of the first
 * cell whose quote does not close at the cell's end, null when every one does. */
function splitLine(text: string, delimiter: string): { cells: string[]; openAt: number | null } {
  const cells: string[] = [];
  let openAt: number | null = null;
  let at = 0;
  while (at <= text.length) {
    let end = text.indexOf(delimiter, at);
    if (end === -1) end = text.length;
    const raw = text.slice(at, end).trim();
    if (raw.startsWith('"')) {
      // A quoted cell runs to its closing quote, delimiters inside it included.
      let close = text.indexOf('"', text.indexOf('"', at) + 1);
      while (close !== -1 && text[close + 1] === '"') close = text.indexOf('"', close + 2);
      const after = close === -1 ? -1 : text.indexOf(delimiter, close);
      const rest = close === -1 ? '' : text.slice(close + 1, after === -1 ? text.length : after).trim();
      if (close === -1 || rest !== '') {
        openAt ??= cells.length;
        cells.push(raw.replace(/^"/, ''));
      } else {
        cells.push(
          text
            .slice(text.indexOf('"', at) + 1, close)
            .replaceAll('""', '"')
            .trim(),
        );
        end = after === -1 ? text.length : after;
      }
    } else {
      if (raw.includes('"')) openAt ??= cells.length;
      cells.push(raw);
    }
    at = end + delimiter.length;
  }
  return { cells, openAt };
}
