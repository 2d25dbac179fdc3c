// The opening tables the app carries (docs/openings.md): each read and checked by the rules engine the first time it
// is asked for — every ballot played or placed from the start and compared with the position the table gives — and
// kept once read.
import { readOpeningTable, type OpeningTable } from '#formats/opening-table';
import { FMJD_64_TABLE } from './tables/fmjd-64';

const SHIPPED_TEXTS = [FMJD_64_TABLE];

let read: OpeningTable[] | null = null;

/** The shipped tables, checked. */
export function shippedTables(): OpeningTable[] {
  read ??= SHIPPED_TEXTS.map(readOpeningTable);
  return read;
}

/** The shipped table of this id, or undefined. */
export function shippedTable(id: string): OpeningTable | undefined {
  return shippedTables().find((table) => table.id === id);
}
