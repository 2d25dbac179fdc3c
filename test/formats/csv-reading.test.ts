// A paper crosstable as a spreadsheet in an Estonian or Russian locale saves it: semicolons, a Windows code page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRows, csvTable, decodeTextBytes } from '#formats/csv-reading';
import { parseMatrixCsv } from '#formats/matrix-csv';

const paper = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'tartu-6-paper.csv'), 'utf8');

/** The text in a single-byte Windows code page, as such a spreadsheet writes it. */
function encode(text: string, codePage: string): Uint8Array {
  const decoder = new TextDecoder(codePage);
  const byteOf = new Map<string, number>();
  for (let b = 0; b < 256; b++) byteOf.set(decoder.decode(new Uint8Array([b])), b);
  return new Uint8Array([...text].map((ch) => byteOf.get(ch) ?? 0x3f));
}

describe('reading a spreadsheet’s CSV', () => {
  it('finds the delimiter: comma, semicolon or tab, quotes honoured', () => {
    expect(csvRows('a,b,"c, d"\n1,2,3\n')).toEqual([
      ['a', 'b', 'c, d'],
      ['1', '2', '3'],
    ]);
    expect(csvRows('a;b;c\r\n1;2,5;3\r\n\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2,5', '3'],
    ]);
    expect(csvRows('a\tb\tc\n1\t2\t3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('UTF-8 with or without a byte-order mark; else the Baltic code page (õ ä ö ü š ž) or the Cyrillic one', () => {
    expect(decodeTextBytes(new TextEncoder().encode('\uFEFFÕunapuu;Šõrm'))).toEqual({
      text: 'Õunapuu;Šõrm',
      encoding: 'UTF-8',
    });
    expect(decodeTextBytes(encode('1;Jaan Õunapuu;Šõrm Žürii;Ülo Käär', 'windows-1257'))).toEqual({
      text: '1;Jaan Õunapuu;Šõrm Žürii;Ülo Käär',
      encoding: 'windows-1257',
    });
    const russian = 'Иванов Пётр;Сидоров Алексей;Кузнецова Анна Сергеевна';
    expect(decodeTextBytes(encode(russian, 'windows-1251'))).toEqual({
      text: russian,
      encoding: 'windows-1251',
    });
  });

  it('UTF-16 as Windows Notepad saves "Unicode" (little-endian) and "Unicode big endian", by the byte-order mark', () => {
    const little = Buffer.from('\uFEFF[White "Õunapuu, Jaan"]\r\n1. 22-18 11-15', 'utf16le');
    expect(decodeTextBytes(little)).toEqual({
      text: '[White "Õunapuu, Jaan"]\r\n1. 22-18 11-15',
      encoding: 'UTF-16LE',
    });
    const big = Buffer.from(little).swap16();
    expect(decodeTextBytes(big)).toEqual({ text: '[White "Õunapuu, Jaan"]\r\n1. 22-18 11-15', encoding: 'UTF-16BE' });
  });

  it('a paper crosstable saved by an Estonian Excel (semicolons, windows-1257) reads as the comma/UTF-8 one', () => {
    // The code page has no minus sign (U+2212): the hyphen stands for it, as typed on a keyboard.
    const estonian = paper.replace(/,/g, ';').replace(/−/g, '-').replace(/\n/g, '\r\n');
    const decoded = decodeTextBytes(encode(estonian, 'windows-1257')).text;
    expect(parseMatrixCsv(decoded)).toEqual(parseMatrixCsv(paper));
  });

  it('a run of thousands of blank lines is passed over once: the next row keeps its line', () => {
    // Found by the hostile-file test: a repeated line end made each blank row scan the rest of the run again.
    const text = `Nimi;Klubi\r\n${'\r\n'.repeat(20_000)}Jaan Tamm;Kalev\r\n`;
    expect(csvTable(text)).toEqual([
      { line: 1, cells: ['Nimi', 'Klubi'] },
      { line: 20_002, cells: ['Jaan Tamm', 'Kalev'] },
    ]);
  });
});
