// What a file is, by its first bytes (issue 51): every door — the window, browser mode, the command line — asks this
// before reading a file as a table, so that a PDF, a picture or a word-processor file renamed .xlsx or .csv is said to
// be what it is, in one line, instead of being read as text and answered with a message for each of its "rows".
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'zip' | 'ole' | 'gzip' | 'text';

const SIGNATURES: [FileKind, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46]], // %PDF
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]], // GIF8
  ['zip', [0x50, 0x4b, 0x03, 0x04]], // .xlsx, .ods, .docx are ZIP archives
  ['ole', [0xd0, 0xcf, 0x11, 0xe0]], // Excel 97–2003 (.xls), Word (.doc)
  ['gzip', [0x1f, 0x8b]],
];

export function fileKind(bytes: Uint8Array): FileKind {
  const found = SIGNATURES.find(([, signature]) => signature.every((byte, at) => bytes[at] === byte));
  return found ? found[0] : 'text';
}

/** Where the first NUL byte of a text is, as a line and column: a text file has none (UTF-16, with its byte-order
 * mark, aside). */
export function firstNul(bytes: Uint8Array): { line: number; column: number } | null {
  const at = bytes.indexOf(0);
  if (at < 0) return null;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++)
    if (bytes[i] === 0x0a) {
      line += 1;
      lineStart = i + 1;
    }
  return { line, column: at - lineStart + 1 };
}
