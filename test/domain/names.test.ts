// Names as federations list them (by surname, Estonian alphabet) and as an arbiter searches them (accents aside).
import { describe, expect, it } from 'vitest';
import { compareNames, matchesSearch, searchKey, searchText, sortKey, surnameFirst } from '#domain/names';
import { ESTONIAN_NAMES } from '../fixtures/estonian-names';

describe('player names', () => {
  it('are listed by surname, in the Estonian alphabet (õ ä ö ü after w, š ž after s)', () => {
    const names = [
      'Mari Kask',
      'Jaan Tamm',
      'Ülle Ärm',
      'Peeter Õunapuu',
      'Anu Šmidt',
      'Aadu Saar',
      'Toomas Wiik',
      'Ants Tamm',
    ];
    expect([...names].sort(compareNames)).toEqual([
      'Mari Kask',
      'Aadu Saar',
      'Anu Šmidt',
      'Ants Tamm',
      'Jaan Tamm',
      'Toomas Wiik',
      'Peeter Õunapuu',
      'Ülle Ärm',
    ]);
    expect(surnameFirst('Maie Ilves-Tomingas')).toBe('Ilves-Tomingas Maie');
  });

  it('are found by what is typed, accents and case aside', () => {
    expect(searchKey('  Õunapuu  Šõrm ')).toBe('ounapuu sorm');
    expect(matchesSearch('ounapuu', ['Peeter Õunapuu'])).toBe(true);
    expect(matchesSearch('KALEV', [null, 'Tartu Kalev'])).toBe(true);
    expect(matchesSearch('tamm', ['Mari Kask', 'Tallinn'])).toBe(false);
    expect(matchesSearch('', ['anything'])).toBe(true);
  });

  it('have a sort key whose plain order is the registry’s order, so the store can page by an index', () => {
    const names = [
      ...ESTONIAN_NAMES,
      'Madis Ärm',
      'Liis Öpik',
      'Juri Xenon',
      'Kalle Young',
      'Anna Wiik',
      'Boris Vassiljev',
      'Éva Eller',
      'Hans Ehrenpreis',
      'Aino Kask',
      'Madonna',
      'Иван Петров',
      'Jaan-Erik Tamm',
      'Ants Sepp-Saar',
    ];
    const byKey = [...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
    expect(byKey).toEqual([...names].sort(compareNames));
  });

  it('are searched in one field at a time, folded as typed text is', () => {
    expect(searchText(['Õnne Ülevain', 'Pärnu Kabeklubi', null])).toBe('onne ulevain\nparnu kabeklubi\n');
  });
});
