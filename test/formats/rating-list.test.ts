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
      title: 'MF',
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
