// A file's text from its bytes, whatever encoding it was saved in — every door reads text through `decodeTextBytes`
// (issue 51): the window, browser mode and the command line; spreadsheets, PDN files, tournament files, opening tables.
// Apart from the CSV reader (csv-reading.ts) so that a command reading a text file does not load papaparse.
import chardet from 'chardet';
import { decodeUnicodeBytes, type DecodedText } from './unicode-text';

export type { DecodedText };

/** Code pages a federation's spreadsheet may save in, when the bytes are not UTF-8. */
const CYRILLIC = ['windows-1251', 'KOI8-R', 'ISO-8859-5'];
/** The Baltic Windows code page: what an Estonian Excel writes (õ ä ö ü š ž). */
const BALTIC = 'windows-1257';

/** A file's text — a spreadsheet's, a PDN file's, a tournament file's, an opening table's: every door reads text
 * through this one function. UTF-16 when it starts with that byte-order mark (Windows Notepad's "Unicode"), UTF-8
 * when the bytes are valid UTF-8, else the Cyrillic code page chardet finds (Windows-1251, KOI8-R and kin), else
 * Western (Windows-1252) or Baltic (Windows-1257). */
export function decodeTextBytes(bytes: Uint8Array): DecodedText {
  const unicode = decodeUnicodeBytes(bytes);
  if (unicode) return unicode;
  const best = chardet.analyse(bytes)[0];
  // Three letters of the upper half in a row are a Russian word (Windows-1251): Estonian words have one or two
  // such letters between plain ones (õ, ä, ö, ü, š, ž). chardet misjudges short Cyrillic among much ASCII — a PDN
  // file's names among its moves.
  const cyrillicWord = bytes.some((byte, i) => byte >= 0xc0 && bytes[i + 1]! >= 0xc0 && bytes[i + 2]! >= 0xc0);
  // Windows-1252 (Western Europe: é, ñ, ç, à) shares õ ä ö ü with the Baltic page but not š ž (0xF0, 0xFE there,
  // ð þ here — Icelandic only): a text without them that chardet calls Western is read as Western.
  const balticOnly = bytes.some((byte) => byte === 0xf0 || byte === 0xfe || byte === 0xd0 || byte === 0xde);
  const western = best && /^(windows-1252|ISO-8859-1)$/.test(best.name) && !balticOnly;
  const encoding =
    best && CYRILLIC.includes(best.name)
      ? best.name
      : cyrillicWord
        ? 'windows-1251'
        : western
          ? 'windows-1252'
          : BALTIC;
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}
