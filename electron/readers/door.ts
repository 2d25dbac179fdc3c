// A player list's bytes as a door hands them over — IPC gives a Uint8Array, HTTP a Buffer, the command line a file's
// — checked for size, then read apart (sandbox.ts).
import { invalidField, refusal } from '#api/errors';
import type { ReadTable } from '#formats/table-reading';
import { readApart } from './sandbox';

/** The largest list read at once: a federation's register as a spreadsheet is well under a megabyte. */
export const MAX_TABLE_BYTES = 8_000_000;

/** The table in the bytes, or the refusal: too large, not a file, or what the reader said. */
export function readTableBytes(raw: unknown): Promise<ReadTable> {
  if (!(raw instanceof Uint8Array)) throw invalidField('file', 'tableUnreadable', { reason: 'no file' });
  if (raw.length > MAX_TABLE_BYTES) throw refusal('too_large', 'requestTooLarge', { max: MAX_TABLE_BYTES / 1_000_000 });
  return readApart('table', raw);
}
