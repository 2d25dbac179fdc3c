// FMJD's rating list as it publishes it (a CSV named V + the list's day, quoted fields, CRLF; the heading
// nr_ew,nick,last_n,first_n,country,title,rating,wtitle,wrating), and a national list in a workbook's columns: each
// row read into the registry's fields; a wrong cell said at its line and column, and its row left out.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listDateOfFileName, readRatingList } from '#formats/rating-list';
import { readTable } from '#formats/table-reading';

const fixture = path.join(import.meta.dirname, '..', 'fixtures', 'ratings', 'V261001.DRA');

describe('a rating list', () => {
  it('FMJD’s CSV: every row with its ID, name, federation, title and rating; the women’s where there is no other', async () => {
    const table = await readTable(fs.readFileSync(fixture));
    const reading = readRatingList(table.rows);
    expect(reading.headingLine).toBe(1);
    expect(reading.entries).toHaveLength(18);
    expect(reading.entries[0]).toEqual({
      line: 2,
      fmjdId: 16310,
      surname: 'TAMM',
      givenNames: 'Jaan',
      federation: 'EST',
      sex: null,
      title: 'MF',
      title64: false,
      rating: 2412,
      birthYear: null,
    });
    // Mari Kask has a women's title and rating only.
    expect(reading.entries.find((e) => e.fmjdId === 16311)).toMatchObject({ title: 'MFF', rating: 2208 });
    // Two wrong cells: each said where it is, and its row is not read.
    expect(reading.problems).toEqual([
      { line: 16, column: 'F', code: 'titleUnknown', value: 'XX' },
      { line: 17, column: 'G', code: 'ratingInvalid', value: 'twenty' },
    ]);
  });

  it('FMJD’s list since 2021: `sex`, countries in two letters, 64-square titles; a broken line and a short one said', async () => {
    const table = await readTable(
      fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'ratings', 'V261201.DRA')),
    );
    const reading = readRatingList(table.rows);
    const row = (surname: string) => reading.entries.find((entry) => entry.surname === surname);
    // Countries as FMJD writes federations: EE is EST, LV LAT, NL NED, UA UKR, BY BLR, SN SEN; an old EST and an
    // ISO alpha-3 NLD read the same.
    expect(
      ['TAMM', 'BERZINS', 'VAN DER BERG', 'IVANOV', 'MOROZOV', 'DIALLO', 'RUUTEL', 'JANSEN'].map(
        (surname) => row(surname)?.federation,
      ),
    ).toEqual(['EST', 'LAT', 'NED', 'UKR', 'BLR', 'SEN', 'EST', 'NED']);
    expect([row('TAMM')?.sex, row('KASK')?.sex]).toEqual(['M', 'F']);
    // "GMI 64", "MIF 64", "MI64": the title of the 64-square list.
    expect(
      ['IVANOV', 'KOVALENKO', 'MOROZOV', 'DIALLO'].map((surname) => [row(surname)?.title, row(surname)?.title64]),
    ).toEqual([
      ['GMI', true],
      ['MIF', true],
      ['MI', true],
      ['GMI', false],
    ]);
    // A country of no code is said and the row read with no federation; a quote left open (said in the column it
    // opens in, not as a wrong rating) and a line cut short after the country (not read as "no rating") are said and
    // their rows left out; the rows after them are read.
    expect(reading.problems).toEqual([
      { line: 15, column: 'F', code: 'federationUnknown', value: 'XQ' },
      { line: 16, column: 'G', code: 'quoteUnclosed', value: '' },
      { line: 17, column: 'G', code: 'rowShort', value: 'title' },
    ]);
    expect(row('DE JONG')).toMatchObject({ line: 18, rating: 2290 });
    expect(row('PETERS')).toMatchObject({ federation: null, rating: 2150 });
    expect(reading.entries).toHaveLength(15);
  });

  it('a row that leaves off its empty cells after the rating is read; one cut before its rating is said', () => {
    const reading = readRatingList([
      { line: 1, cells: ['ID', 'Nimi', 'Reiting', 'Tiitel'] },
      { line: 2, cells: ['2', 'Kask Mari', '1700'] },
      { line: 3, cells: ['3', 'Tamm Jaan'] },
    ]);
    expect(reading.entries.map((e) => [e.line, e.rating])).toEqual([[2, 1700]]);
    expect(reading.problems).toEqual([{ line: 3, column: 'C', code: 'rowShort', value: 'Reiting' }]);
  });

  it('a national list: the headings in Estonian, the name whole, a birth year', () => {
    const rows = [
      { line: 1, cells: ['Eesti Kabeliidu reitingud 01.10.2026'] },
      { line: 3, cells: ['Nimi', 'Sünniaasta', 'Reiting', 'FMJD ID', 'Tiitel'] },
      { line: 4, cells: ['Tamm, Jaan', '1987', '2412', '16310', 'mf'] },
      { line: 5, cells: ['Mari Kask', '1990', '2208', '', ''] },
    ];
    const reading = readRatingList(rows);
    expect(reading.headingLine).toBe(3);
    expect(reading.entries.map((e) => [e.surname, e.givenNames, e.birthYear, e.rating, e.fmjdId, e.title])).toEqual([
      ['Tamm', 'Jaan', 1987, 2412, 16310, 'MF'],
      ['Kask', 'Mari', 1990, 2208, null, null],
    ]);
  });

  it('a table without a heading naming a rating is no rating list: nothing is read', () => {
    expect(readRatingList([{ line: 1, cells: ['Nimi', 'Klubi'] }])).toMatchObject({ headingLine: null, entries: [] });
  });

  it('takes the list’s date from FMJD’s file name', () => {
    expect(listDateOfFileName('V261001.DRA')).toBe('2026-10-01');
    expect(listDateOfFileName('/home/kohtunik/Downloads/v260701.dra')).toBe('2026-07-01');
    expect(listDateOfFileName('V261341.DRA')).toBeNull();
    expect(listDateOfFileName('ratings.csv')).toBeNull();
  });
});
