// A shipped opening table is shown in the reader's language: its name, source and every note in each catalogue; a
// table the arbiter loaded keeps its own file's words.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#api/languages';
import { openingTableWords } from '#formats/opening-table-words';
import { catalogue } from '#i18n/catalogue';
import { shippedTables } from '#openings/shipped';

describe('the words of the opening tables', () => {
  for (const table of shippedTables()) {
    it(`${table.id}: its name, source and ${table.notes.length} notes in every language`, () => {
      const summary = { ...table, shipped: true };
      const said = LANGUAGES.map((lang) => openingTableWords(summary, catalogue(lang)));
      for (const words of said) {
        expect(words.notes).toHaveLength(table.notes.length);
        for (const text of [words.name, words.source, ...words.notes]) expect(text).not.toMatch(/^openingTables\./);
      }
      // Each language its own words; the Estonian name is not the English one.
      expect(new Set(said.map((words) => words.name)).size).toBe(LANGUAGES.length);
      // The source's address survives every translation.
      for (const words of said) expect(words.source).toContain('https://results.fmjd.org/');
    });
  }

  it('a loaded table keeps its file’s words', () => {
    const loaded = { id: 'ekl-2012', shipped: false, name: 'EKL 2012', source: 'EKL', notes: ['one'] };
    expect(openingTableWords(loaded, catalogue('et'))).toEqual(loaded);
  });
});
