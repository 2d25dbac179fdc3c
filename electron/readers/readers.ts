// What may be read apart from the arbiter's window (sandbox.ts): each reader of files made elsewhere by its name, as
// the worker runs it. Their inputs and answers are plain data, copied between the threads.
import { readPdn } from '#formats/pdn';
import { readTable } from '#formats/table-reading';

export const READERS = {
  /** A player list: an .xlsx workbook or a CSV file, as bytes. */
  table: (bytes: Uint8Array) => readTable(bytes),
  /** A PDN file's games, as text. */
  pdn: (text: string) => Promise.resolve(readPdn(text)),
};

export type ReaderName = keyof typeof READERS;
export type ReaderInput<N extends ReaderName> = Parameters<(typeof READERS)[N]>[0];
export type ReaderAnswer<N extends ReaderName> = Awaited<ReturnType<(typeof READERS)[N]>>;
