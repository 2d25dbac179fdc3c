// Reading a CSV file as a spreadsheet saves it: in UTF-8 (with or without a byte-order mark) or in the Windows code
// page of the arbiter's locale, separated by commas, or by semicolons where the decimal separator is a comma (an
// Estonian or Russian Excel), or by tabs. papaparse finds the delimiter; chardet tells Cyrillic from Baltic bytes.
import chardet from 'chardet';
import Papa from 'papaparse';

/** Code pages a federation's spreadsheet may save in, when the bytes are not UTF-8. */
const CYRILLIC = ['windows-1251', 'KOI8-R', 'ISO-8859-5'];
/** The Baltic Windows code page: what an Estonian Excel writes (õ ä ö ü š ž). */
const BALTIC = 'windows-1257';

export interface DecodedText {
  text: string;
  encoding: string;
}

/** The file's text: UTF-8 when the bytes are valid UTF-8, else the Cyrillic code page chardet finds, else Baltic. */
export function decodeSpreadsheetBytes(bytes: Uint8Array): DecodedText {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'UTF-8' };
  } catch {
    const best = chardet.analyse(bytes)[0];
    const encoding = best && CYRILLIC.includes(best.name) ? best.name : BALTIC;
    return { text: new TextDecoder(encoding).decode(bytes), encoding };
  }
}

/** The rows of a CSV text, cells trimmed, blank lines left out; the delimiter is detected (comma, semicolon, tab). */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  return parsed.data.map((row) => row.map((cell) => cell.trim()));
}
