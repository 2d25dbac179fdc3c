// A file read as a table is first said for what it is (issue 51): a PDF named .xlsx is a PDF, in one line; a text
// with one stray NUL byte is a text, said at the NUL's place.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorMessageIn, invalidInput, issue } from '#api/errors';
import { terminalSafe } from '#electron/cli/io';
import { fileStem } from '#formats/file-names';
import { readTable } from '#formats/table-reading';
import { catalogue } from '#i18n/catalogue';
import { cli } from '../support/cli';
import { tempFolder } from '../support/store';

async function refusal(bytes: Uint8Array) {
  try {
    await readTable(bytes);
  } catch (error) {
    return error as Parameters<typeof errorMessageIn>[0];
  }
  throw new Error('read as a table');
}

describe('what a file is, before it is read as a table', () => {
  it('a PDF under a table’s name is said to be a PDF, in one line, in the reader’s language', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'.repeat(200));
    const error = await refusal(pdf);
    expect(error.issues).toHaveLength(1);
    expect(errorMessageIn(error, catalogue('en'))).toBe(
      'This is a PDF document, not a table: choose the list as .xlsx or CSV.',
    );
    expect(errorMessageIn(error, catalogue('et'))).toMatch(/^See on PDF-dokument/);
  });

  it('a picture, and an old Excel workbook', async () => {
    expect((await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))).issues[0]!.key).toBe(
      'fileIsNoTable',
    );
    expect((await refusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).issues[0]!.key).toBe('tableOldXls');
  });

  it('one NUL byte in a CSV: said at its line and column', async () => {
    const text = new TextEncoder().encode('Nimi;Järk\nJaan Tamm;II\nMari\0 Kask;III\n');
    const error = await refusal(text);
    expect(error.issues[0]).toMatchObject({ key: 'tableNulByte', params: { line: 3, column: 5 } });
  });
});

describe('messages at the arbiter’s level (issue 51)', () => {
  it('the same fault in eighty cells is one message with a count and the first place, no contract path', () => {
    const issues = Array.from({ length: 80 }, (_, i) => issue(`rows.${i + 1}.cells.0`, 'tooLong', { max: 500 }));
    const said = errorMessageIn(invalidInput(issues), catalogue('en'));
    expect(said).toBe('At most 500 characters (80 cells, the first at row 2, column 1)');
    expect(said).not.toMatch(/rows\.|cells\./);
  });
});

describe('text from files on a terminal (issue 51)', () => {
  it('shows an escape sequence, a control character or a direction mark as its code, line breaks kept', () => {
    expect(terminalSafe('Jaan\u001b[31m Tamm\u202e\r\n\tok\n')).toBe('Jaan<U+001B>[31m Tamm<U+202E>\r\n\tok\n');
  });
});

describe('file names from names (issue 51)', () => {
  it('a 170-letter Cyrillic name makes a file name of at most 100 bytes, cut at a letter', () => {
    const stem = fileStem('Чемпионат'.repeat(19), { lowerCase: true });
    expect(Buffer.byteLength(stem, 'utf8')).toBeLessThanOrEqual(100);
    expect(stem.startsWith('чемпионат')).toBe(true);
    expect(fileStem('Tartu lahtised 2026', { lowerCase: true })).toBe('tartu-lahtised-2026');
    expect(fileStem('!!!')).toBe('tournament');
  });
});

describe('a document under a tournament file’s name (issue 51)', () => {
  it('is said to be what it is by the command line, not “no JSON at line 1”', async () => {
    const file = `${tempFolder()}/turniir.json`;
    fs.writeFileSync(file, Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1'));
    const said = await cli(['crosstable', file, '--lang', 'et']);
    expect(said.code).toBe(2);
    expect(said.stderr).toContain('on PDF-dokument, mitte JSON-fail');
  });
});
