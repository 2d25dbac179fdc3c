// An .xlsx workbook is a ZIP archive, and a ZIP archive may unpack to a thousand times its size: a 2 MB file whose
// sheet unpacks to 2 GiB once took the whole process down. Before a workbook is handed to the spreadsheet reader,
// its central directory is read here and every part the reader would unpack (the XML parts) is unpacked once,
// counted as it comes out and stopped the moment it passes what it declared or what a player list could hold. The
// reader then unpacks the same parts, found through the same central directory, into buffers of the declared sizes
// (docs/reliability.md, "Files from elsewhere"). "The same": the directory is read twice — here, and by fflate
// itself, the reader's own unzipper, asked only to list it — and a file whose two readings differ (a count that
// says one thing to one reader and another to the other, a ZIP64 record pointing elsewhere) is refused.
import { Inflate, unzipSync } from 'fflate';
import { ApiError, invalidField } from '#api/errors';

/** What all the XML parts of a workbook may unpack to together: a register of 20,000 players is about 10 MB. */
export const MAX_WORKBOOK_UNPACKED_BYTES = 50_000_000;
/** Parts in one workbook: a spreadsheet program writes a dozen or two. */
const MAX_PARTS = 2_000;
/** Compressed bytes fed to the inflater at a time: at deflate's most (1,032 to 1) a step makes at most 4 MB. */
const STEP = 4_096;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;

/** The parts the spreadsheet reader unpacks (read-excel-file leaves the rest packed). */
function isReadPart(name: string): boolean {
  return name.endsWith('.xml') || name.endsWith('.xml.rels');
}

class Damaged extends Error {}

/** Refuses a workbook that is damaged, or whose parts unpack (or say they unpack) beyond the bounds; otherwise
 * returns, having unpacked nothing that is kept. */
export function checkWorkbookBounds(bytes: Uint8Array): void {
  try {
    checkParts(bytes);
  } catch (error) {
    if (error instanceof Damaged) throw invalidField('file', 'workbookDamaged', { reason: error.message });
    throw error;
  }
}

/** A part of the archive as a directory lists it. */
interface Listed {
  name: string;
  packed: number;
  declared: number;
}

/** The parts as fflate lists them (nothing unpacked): the reader finds its parts through this very reading. */
function listedByTheReader(bytes: Uint8Array): Listed[] {
  const listed: Listed[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        listed.push({ name: file.name, packed: file.size, declared: file.originalSize });
        if (listed.length > MAX_PARTS) throw tooManyParts(`> ${MAX_PARTS}`);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    fail((error as Error).message);
  }
  return listed;
}

function checkParts(bytes: Uint8Array): void {
  const theReaders = listedByTheReader(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : fail('cut short'));
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : fail('cut short'));
  // The end of the central directory: in the last 22 bytes, or before a comment of at most 65,535.
  let end = bytes.length - 22;
  const earliest = Math.max(0, bytes.length - 22 - 65_535);
  while (end >= earliest && u32(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < earliest) fail('no central directory');
  // The count as fflate takes it (the entries on this disk), which must be the total; a ZIP64 locator before the end
  // record makes fflate read another directory: a workbook that needs ZIP64 is far beyond any player list.
  const parts = u16(end + 8);
  let at = u32(end + 16);
  if (end >= 20 && u32(end - 20) === ZIP64_LOCATOR) throw tooManyParts('ZIP64');
  if (parts !== u16(end + 10)) fail('the directory gives two counts of its parts');
  if (parts > MAX_PARTS) throw tooManyParts(String(parts));
  if (parts !== theReaders.length) fail('the directory reads two ways');
  let total = 0;
  for (let part = 0; part < parts; part += 1) {
    if (u32(at) !== DIRECTORY_ENTRY) fail('central directory broken');
    const method = u16(at + 10);
    const packed = u32(at + 20);
    const declared = u32(at + 24);
    const nameLength = u16(at + 28);
    const skipped = nameLength + u16(at + 30) + u16(at + 32);
    const local = u32(at + 42);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skipped;
    const listed = theReaders[part]!;
    if (listed.name !== name || listed.packed !== packed || listed.declared !== declared)
      fail('the directory reads two ways');
    if (!isReadPart(name)) continue;
    total += declared;
    if (total > MAX_WORKBOOK_UNPACKED_BYTES) throw tooLarge(name);
    if (u32(local) !== LOCAL_HEADER) fail(`part ${name} not found`);
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (start + packed > bytes.length) fail(`part ${name} cut short`);
    const data = bytes.subarray(start, start + packed);
    if (method === 0) {
      if (packed !== declared) throw untrue(name, declared);
    } else if (method === 8) unpackCounted(data, name, declared);
    else fail(`part ${name} packed by method ${method}`);
  }
}

/** Unpacks a part only to count it, stopping the moment it passes the size it declared. */
function unpackCounted(data: Uint8Array, name: string, declared: number): void {
  let unpacked = 0;
  const inflater = new Inflate((chunk) => {
    unpacked += chunk.length;
    if (unpacked > declared) throw untrue(name, declared);
  });
  try {
    for (let from = 0; from < data.length || from === 0; from += STEP)
      inflater.push(data.subarray(from, from + STEP), from + STEP >= data.length);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    fail(`part ${name}: ${(error as Error).message}`);
  }
  if (unpacked !== declared) fail(`part ${name} unpacks to ${unpacked} bytes, not the ${declared} it declares`);
}

function fail(reason: string): never {
  throw new Damaged(reason);
}

function tooManyParts(parts: string) {
  return invalidField('file', 'workbookTooManyParts', { parts, max: MAX_PARTS });
}

function tooLarge(entry: string) {
  return invalidField('file', 'workbookTooLarge', { max: MAX_WORKBOOK_UNPACKED_BYTES / 1_000_000, entry });
}

function untrue(entry: string, declared: number) {
  return invalidField('file', 'workbookEntryUntrue', { entry, declared });
}
