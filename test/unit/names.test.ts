// Names as federations list them (by surname, Estonian alphabet) and as an arbiter searches them (accents aside).
import { describe, expect, it } from 'vitest';
import { compareNames, matchesSearch, searchKey, surnameFirst } from '../../electron/domain/names';

describe('player names', () => {
  it('are listed by surname, in the Estonian alphabet (õ ä ö ü after w, š ž after s)', () => {
    const names = ['Mari Kask', 'Jaan Tamm', 'Ülle Ärm', 'Peeter Õunapuu', 'Anu Šmidt', 'Aadu Saar', 'Toomas Wiik', 'Ants Tamm'];
    expect([...names].sort(compareNames)).toEqual(['Mari Kask', 'Aadu Saar', 'Anu Šmidt', 'Ants Tamm', 'Jaan Tamm', 'Toomas Wiik', 'Peeter Õunapuu', 'Ülle Ärm']);
    expect(surnameFirst('Maie Ilves-Tomingas')).toBe('Ilves-Tomingas Maie');
  });

  it('are found by what is typed, accents and case aside', () => {
    expect(searchKey('  Õunapuu  Šõrm ')).toBe('ounapuu sorm');
    expect(matchesSearch('ounapuu', ['Peeter Õunapuu'])).toBe(true);
    expect(matchesSearch('KALEV', [null, 'Tartu Kalev'])).toBe(true);
    expect(matchesSearch('tamm', ['Mari Kask', 'Tallinn'])).toBe(false);
    expect(matchesSearch('', ['anything'])).toBe(true);
  });
});
