// A file's text when its bytes say which Unicode they are in: a UTF-16 byte-order mark, or valid UTF-8. Apart from
// csv-reading.ts (which guesses the code pages of other bytes with chardet, and reads CSV with papaparse) so that a
// command reading a PDN file loads neither for the files nearly all are: loading papaparse alone held `kabe-arbiter
// pdn`'s exit back by 15–30 ms (docs/performance.md).

export interface DecodedText {
  text: string;
  encoding: string;
}

/** UTF-16 when the bytes start with its byte-order mark (Windows Notepad's "Unicode"), UTF-8 when they are valid
 * UTF-8 (a byte-order mark left out); null for any other bytes — a code page's, for `decodeTextBytes` to find. */
export function decodeUnicodeBytes(bytes: Uint8Array): DecodedText | null {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16.toUpperCase() };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'UTF-8' };
  } catch {
    return null;
  }
}
