// A table from a file a spreadsheet made: an .xlsx workbook (its first sheet, read with read-excel-file) or a CSV
// file (any encoding and delimiter a spreadsheet saves, csv-reading.ts). Each row keeps the line or sheet row it came
// from, so that what is wrong in it can be pointed at. Node only: the main process, the CLI and browser mode's server
// read the file; the screens send its bytes (the renderer's security policy allows no worker to unzip in).
import readXlsxFile from 'read-excel-file/node';
import { invalidField, refusal } from '#api/errors';
import { csvTable, decodeTextBytes, type TableRow } from './csv-reading';

export interface ReadTable {
  kind: 'csv' | 'xlsx';
  /** The text encoding of a CSV file (UTF-8, windows-1257, …); null for a workbook. */
  encoding: string | null;
  rows: TableRow[];
}

/** The first bytes of every .xlsx file: it is a ZIP archive. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** A cell of a workbook as the text a list would have in it: a year stays 1987, a date is its ISO day. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** The table in the file's bytes; a workbook that cannot be read is refused with the reason. */
export async function readTable(bytes: Uint8Array): Promise<ReadTable> {
  if (!ZIP.every((byte, at) => bytes[at] === byte)) {
    const { text, encoding } = decodeTextBytes(bytes);
    return { kind: 'csv', encoding, rows: csvTable(text) };
  }
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    sheets = await readXlsxFile(Buffer.from(bytes));
  } catch (error) {
    throw invalidField('file', 'tableUnreadable', { reason: (error as Error).message });
  }
  const data = sheets[0]?.data ?? [];
  const rows = data
    .map((cells, index) => ({ line: index + 1, cells: cells.map(cellText) }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  return { kind: 'xlsx', encoding: null, rows };
}

/** The largest list read at once: a federation's register as a spreadsheet is well under a megabyte. */
export const MAX_TABLE_BYTES = 8_000_000;

/** A file's bytes as a door hands them over (IPC gives a Uint8Array, HTTP a Buffer): read, or refused. */
export function readTableBytes(raw: unknown): Promise<ReadTable> {
  if (!(raw instanceof Uint8Array)) throw invalidField('file', 'tableUnreadable', { reason: 'no file' });
  if (raw.length > MAX_TABLE_BYTES) throw refusal('too_large', 'requestTooLarge', { max: MAX_TABLE_BYTES / 1_000_000 });
  return readTable(raw);
}
