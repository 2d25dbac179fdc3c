// Opening tables of draw: read as written (a byte-order mark, CRLF, move numbers, fields apart by spaces, squares as
// numbers), every ballot played or placed by the rules engine and compared with the position the table gives, and a
// wrong one refused at its line and column with its id — the entries an older public copy of the FMJD table got
// wrong among them.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readOpeningTable, OpeningTableError, type OpeningTableProblem } from '#formats/opening-table';
import { sayPhrase } from '#formats/phrases';
import { shippedTables } from '#openings/shipped';

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/openings/${name}`, import.meta.url), 'utf8');

function problemsOf(text: string): OpeningTableProblem[] {
  try {
    readOpeningTable(text);
  } catch (error) {
    if (error instanceof OpeningTableError) return error.problems;
    throw error;
  }
  throw new Error('the table was read');
}

const HEADER = '# Kabe Arbiter opening table\nid: t\nname: T\nvariant: russian\nsource: s\n\n';

describe('an opening table', () => {
  it('is read as a Windows editor saves it, each ballot with its full moves and the position it reaches', () => {
    const table = readOpeningTable(fixture('sample.txt'));
    expect(table).toMatchObject({
      id: 'sample-64',
      variant: 'russian',
      numbering: '1 = b8, 4 = h8, 29 = a1, 32 = g1',
    });
    expect(table.notes).toHaveLength(2);
    expect(table.ballots.map((b) => [b.id, b.kind, b.moves])).toEqual([
      ['1-I', 'moves', '1. a3-b4 b6-a5 2. b2-a3 a7-b6 3. a1-b2 d6-c5'],
      // Captures in full, every landing square written.
      ['1-IX', 'moves', '1. a3-b4 b6-a5 2. e3-d4 d6-c5 3. b4:d6 c7:e5'],
      ['1-IV', 'moves', '1. a3-b4 b6-a5 2. b2-a3 f6-e5 3. g3-h4'],
      ['11-IV', 'relocation', null],
      ['17-XI', 'relocation', null],
      ['16-III', 'relocation', null],
    ]);
    // Black to move after White's third move; White to move on a relocated position.
    expect(table.ballots.find((b) => b.id === '1-IV')!.fen).toMatch(/^B:/);
    expect(table.ballots.find((b) => b.id === '11-IV')!.fen).toBe(
      'W:Wc1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,a5:Bh4,b6,d6,f6,h6,c7,e7,g7,b8,d8,f8,h8',
    );
    // White's man may be placed where Black's stood: both are lifted before either is put down.
    expect(table.ballots.find((b) => b.id === '17-XI')!.fen).toContain('h6:Ba5');
  });

  it('refuses the entries an older public copy of the FMJD table got wrong, each at its line and column', () => {
    const problems = problemsOf(fixture('older-copy-errors.txt'));
    expect(problems.map((p) => [p.line, p.column, p.said.key, p.said.params.id])).toEqual([
      [7, 36, 'openings.positionDiffers', '11-I'],
      [8, 30, 'openings.positionDiffers', '22-XV'],
      [9, 31, 'openings.positionDiffers', '27-XIV'],
      [10, 30, 'openings.positionDiffers', '27-XV'],
      [11, 37, 'openings.positionDiffers', '45-IX'],
    ]);
    // 11-I: a man was captured, but the copy keeps twelve Black men; 22-XV: Black to move on a relocation; 45-IX:
    // Black to move after six half-moves.
    expect(sayPhrase(problems[1]!.said, 'en')).toMatch(/^ballot 22-XV: it reaches W:.* but the table gives B:/);
  });

  it('a move that cannot be played is named by the ballot, its number and its text', () => {
    const problems = problemsOf(`${HEADER}9-X\tmoves\tgf4 fe5 ed5 ab6\tB:W18`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 7, column: 11 });
    expect(sayPhrase(problems[0]!.said, 'ru')).toBe('жребий 9-X: ход 2, «ed5», сделать нельзя');
  });

  it('says what is wrong with a line that is no ballot, and goes on to the next', () => {
    const problems = problemsOf(
      `${HEADER}1-I\tmove\tab4\tW:W1\n1-II\tmoves\tab4 ba5\n1-III\trelocation\ta1-a5\tW:W1\n` +
        `1-IV\trelocation\tc3-d4 h6-g5\tW:W1\n1-IV\trelocation\ta1-a5 a7-a5\tW:W13\n1-V\trelocation\ta1-b2 a7-b6\tW:W1\n` +
        `1-VI\tmoves\tab4\tnot a position\n`,
    );
    expect(problems.map((p) => [p.line, p.column, p.said.key])).toEqual([
      [7, 5, 'openings.kindInvalid'],
      [8, 1, 'openings.fieldCount'],
      [9, 18, 'openings.relocationInvalid'],
      [10, 29, 'openings.positionDiffers'],
      [11, 1, 'openings.idTwice'],
      [12, 16, 'openings.relocationTo'],
      [13, 16, 'openings.positionUnreadable'],
    ]);
  });

  it('a file that is not a table, or a header without what it needs, is said to be so', () => {
    expect(problemsOf('1-I\tmoves\tab4\tW:W1')[0]!.said.key).toBe('openings.notTable');
    expect(problemsOf('').map((p) => p.said.key)).toEqual(['openings.notTable']);
    const header = problemsOf('# Kabe Arbiter opening table\nid: x\nvariant: shashki\ncolour: red\n\n');
    // An unknown field at its line; the missing ones where the header ends; a wrong variant at its value.
    expect(header.map((p) => [p.line, p.column, p.said.key])).toEqual([
      [4, 1, 'openings.headerUnknown'],
      [5, 1, 'openings.headerMissing'],
      [5, 1, 'openings.headerMissing'],
      [3, 10, 'openings.variantInvalid'],
    ]);
    expect(problemsOf(HEADER).map((p) => p.said.key)).toEqual(['openings.noBallots']);
    // An id the store and the command line can name: a short word.
    const longId = problemsOf(HEADER.replace('id: t', `id: ${'x'.repeat(76)}`));
    expect(longId.map((p) => [p.line, p.column, p.said.key])).toEqual([[2, 5, 'openings.idInvalid']]);
    expect(problemsOf(HEADER.replace('id: t', 'id: two words'))[0]!.said.key).toBe('openings.idInvalid');
  });

  it('every ballot of every shipped table is played or placed by the engine and reaches the position it gives', () => {
    // Reading a table checks it whole: one wrong ballot would throw here.
    const tables = shippedTables();
    const fmjd = tables.find((table) => table.id === 'fmjd-64')!;
    // 46 categories of sixteen ballots, I–XVI: 344 of moves and 392 relocations.
    expect(fmjd.ballots).toHaveLength(736);
    expect(fmjd.ballots.filter((b) => b.kind === 'moves')).toHaveLength(344);
    expect(new Set(fmjd.ballots.map((b) => b.id)).size).toBe(736);
    expect(fmjd.ballots.at(-1)!.id).toBe('46-XVI');
    // The entries the public copies got wrong stand as their ballots reach.
    const fen = (id: string) => fmjd.ballots.find((b) => b.id === id)!.fen;
    expect([fen('22-XV'), fen('45-IX'), fen('27-XIV')].map((f) => f[0])).toEqual(['W', 'W', 'W']);
    expect(fmjd.notes.join(' ')).toContain('22-XV and 45-IX give White to move');
  });
});

describe('an opening table that could reach the screens and the terminal as it is (issue 51)', () => {
  it('refuses ESC, NUL and a mark that turns the text around, at their line and column', () => {
    for (const [bad, code] of [
      ['\u001b[31m', 'U+001B'],
      ['\u0000', 'U+0000'],
      ['\u202e', 'U+202E'],
    ] as const) {
      const [found] = problemsOf(HEADER.replace('name: T', `name: T${bad}`));
      expect(found).toMatchObject({ line: 3, column: 8, said: { key: 'openings.controlCharacter', params: { code } } });
    }
  });

  it('refuses a second id (which would replace the first) and notes beyond their size and number', () => {
    const twice = problemsOf(HEADER.replace('name: T', 'id: other\nname: T'));
    expect(twice[0]).toMatchObject({ line: 3, said: { key: 'openings.headerTwice', params: { field: 'id' } } });
    const many = problemsOf(HEADER.replace('name: T', `name: T\n${'note: n\n'.repeat(21)}`));
    expect(many.some((p) => p.said.key === 'openings.notesTooMany')).toBe(true);
    const long = problemsOf(HEADER.replace('name: T', `name: T\nnote: ${'x'.repeat(400)}`));
    expect(long.some((p) => p.said.key === 'openings.headerTooLong')).toBe(true);
  });
});
