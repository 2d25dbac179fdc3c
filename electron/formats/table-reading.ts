// A table from a file a spreadsheet made: an .xlsx workbook (its first sheet, read with read-excel-file) or a CSV
// file (any encoding and delimiter a spreadsheet saves, csv-reading.ts). Each row keeps the line or sheet row it came
// from, so that what is wrong in it can be pointed at. Node only: the main process, the CLI and browser mode's server
// read the file — apart, in a worker with a time and memory limit (electron/readers) — and the screens send its
// bytes (the renderer's security policy allows no worker to unzip in).
// The workbook is unpacked by read-excel-file's universal build: it finds the parts through the central directory
// and unpacks each into a buffer of its declared size, which workbook-bounds.ts has checked first (its Node build
// streams the local headers instead, and would unpack whatever they hold).
import readXlsxFile from 'read-excel-file/universal';
import { ApiError, invalidField } from '#api/errors';
import { csvTable, decodeTextBytes, type TableRow } from './csv-reading';
import { fileKind, firstNul } from './file-kind';
import { checkWorkbookBounds } from './workbook-bounds';

export interface ReadTable {
  kind: 'csv' | 'xlsx';
  /** The text encoding of a CSV file (UTF-8, windows-1257, …); null for a workbook. */
  encoding: string | null;
  rows: TableRow[];
}

/** A cell of a workbook as the text a list would have in it: a year stays 1987, a date is its ISO day. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** Whether the bytes are no text: a NUL in the first 8 KB, as in a PDF, an image or a program — never in a CSV. */
function isBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  // UTF-16 (Notepad's "Unicode") has NULs between its letters and is text: it starts with its byte-order mark.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return false;
  return head.includes(0);
}

/** The table in the file's bytes; a workbook that cannot be read is refused with the reason, and a file that is no
 * table at all (a PDF renamed .xlsx, an old .xls) is said to be so, not read as text. */
export async function readTable(bytes: Uint8Array): Promise<ReadTable> {
  const kind = fileKind(bytes);
  if (kind === 'ole') throw invalidField('file', 'tableOldXls');
  // A document, a picture or a packed file under a table's name: said as what it is, in one line.
  if (kind !== 'zip' && kind !== 'text')
    throw invalidField('file', 'fileIsNoTable', { kind: [{ key: `fileKinds.${kind}` }] });
  if (kind === 'text') {
    if (isBinary(bytes)) {
      const nul = firstNul(bytes);
      // A text with a stray NUL is a text: said at its place. One full of them is no text.
      const text = bytes.filter((byte) => byte !== 0);
      if (nul && bytes.length - text.length <= 3 && !isBinary(text))
        throw invalidField('file', 'tableNulByte', { line: nul.line, column: nul.column });
      throw invalidField('file', 'tableUnreadable');
    }
    const { text, encoding } = decodeTextBytes(bytes);
    return { kind: 'csv', encoding, rows: csvTable(text) };
  }
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    checkWorkbookBounds(bytes);
    sheets = await readXlsxFile(bytes.slice().buffer);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The reader's own refusals of the archive or its XML say damage; anything else is said as what it is.
    const { name, message } = error as Error;
    const damage =
      /Invalid|Unzip|Zip|Xml|Spreadsheet/i.test(name) || typeof (error as { code?: unknown }).code === 'number';
    throw invalidField('file', damage ? 'workbookDamaged' : 'readingFailed', { reason: message });
  }
  const data = sheets[0]?.data ?? [];
  const rows = data
    .map((cells, index) => ({ line: index + 1, cells: cells.map(cellText) }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  return { kind: 'xlsx', encoding: null, rows };
}
