// Names as federations keep and list them (surname and given names apart, by surname proper, Estonian alphabet), as
// a tournament shows them, and as an arbiter searches them (accents aside).
import { describe, expect, it } from 'vitest';
import {
  compareNames,
  fullName,
  initials,
  matchesSearch,
  namesPerson,
  personKey,
  type PersonName,
  searchKey,
  searchNeedles,
  searchText,
  sortKey,
  splitName,
  styledName,
  surnameProper,
} from '#domain/names';
import { ESTONIAN_NAMES } from '../fixtures/estonian-names';

/** A name written given names first, split as the migration splits it. */
const parts = (full: string): PersonName => {
  const { surname, givenNames } = splitName(full);
  return { surname, givenNames };
};
const byName = (a: string, b: string) => compareNames(parts(a), parts(b));

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
    expect([...names].sort(byName)).toEqual([
      'Mari Kask',
      'Aadu Saar',
      'Anu Šmidt',
      'Ants Tamm',
      'Jaan Tamm',
      'Toomas Wiik',
      'Peeter Õunapuu',
      'Ülle Ärm',
    ]);
    expect(styledName(parts('Maie Ilves-Tomingas'), 'surnameFirst')).toBe('Ilves-Tomingas Maie');
  });

  it('are found by what is typed, accents and case aside', () => {
    expect(searchKey('  Õunapuu  Šõrm ')).toBe('ounapuu sorm');
    expect(matchesSearch('ounapuu', ['Peeter Õunapuu'])).toBe(true);
    expect(matchesSearch('KALEV', [null, 'Tartu Kalev'])).toBe(true);
    expect(matchesSearch('tamm', ['Mari Kask', 'Tallinn'])).toBe(false);
    expect(matchesSearch('', ['anything'])).toBe(true);
  });

  it('are found in either alphabet: Smirnov finds Смирнов, Смирнов finds Smirnov', () => {
    expect(matchesSearch('Smirnov', ['Алексей Смирнов'])).toBe(true);
    expect(matchesSearch('смирн', ['Aleksei Smirnov'])).toBe(true);
    expect(matchesSearch('Ёлкин', ['Jolkin'])).toBe(false);
    expect(matchesSearch('Ёлкин', ['Elkin'])).toBe(true);
    expect(searchText(['Алексей Смирнов', 'СПб', null])).toBe('алексеи смирнов\naleksei smirnov\nспб\nspb\n');
    expect(searchNeedles('  Smirnov ')).toEqual(['smirnov']);
    expect(searchNeedles('Смирнов')).toEqual(['смирнов', 'smirnov']);
    expect(searchNeedles(' ')).toEqual([]);
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
      'Алексей Ёлкин',
      'Пётр Яковлев',
      'Мария Жукова',
      'Jaan-Erik Tamm',
      'Ants Sepp-Saar',
    ];
    const key = (name: string) => sortKey(parts(name));
    const byKey = [...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    expect(byKey).toEqual([...names].sort(byName));
  });

  it('are searched in one field at a time, folded as typed text is', () => {
    expect(searchText(['Õnne Ülevain', 'Pärnu Kabeklubi', null])).toBe('onne ulevain\nparnu kabeklubi\n');
  });

  it('are split from one string at the last word, a particle kept with the surname; a guess is marked unsure', () => {
    expect(splitName('Jaan Tamm')).toEqual({ surname: 'Tamm', givenNames: 'Jaan', unsure: false });
    expect(splitName('  Jan  van der Berg ')).toEqual({ surname: 'van der Berg', givenNames: 'Jan', unsure: true });
    expect(splitName('Иван Петрович Сидоров')).toEqual({
      surname: 'Сидоров',
      givenNames: 'Иван Петрович',
      unsure: true,
    });
    expect(splitName('Madonna')).toEqual({ surname: 'Madonna', givenNames: '', unsure: true });
    // A capitalised "Van" is a given name or a surname, not a particle.
    expect(splitName('Van Morrison')).toEqual({ surname: 'Morrison', givenNames: 'Van', unsure: false });
    expect(fullName({ surname: 'van der Berg', givenNames: 'Jan' })).toBe('Jan van der Berg');
    expect(surnameProper('van der Berg')).toBe('Berg');
    expect(surnameProper('de')).toBe('de');
  });

  it('are shown as the tournament chooses: given names first, surname first, or surname and initials', () => {
    const ivanov: PersonName = { surname: 'Иванов', givenNames: 'Иван Петрович' };
    expect(styledName(ivanov, 'givenFirst')).toBe('Иван Петрович Иванов');
    expect(styledName(ivanov, 'surnameFirst')).toBe('Иванов Иван Петрович');
    expect(styledName(ivanov, 'surnameInitials')).toBe('Иванов И. П.');
    expect(styledName({ surname: 'Tamm', givenNames: 'Jaan-Erik' }, 'surnameInitials')).toBe('Tamm J.-E.');
    expect(styledName({ surname: 'van der Berg', givenNames: 'Jan' }, 'surnameInitials')).toBe('van der Berg J.');
    expect(styledName({ surname: 'Madonna', givenNames: '' }, 'surnameInitials')).toBe('Madonna');
    expect(initials('õie ülle')).toBe('Õ. Ü.');
  });

  it('are listed by the surname proper, shown with its particle: "van der Berg" under B, as the federations list it', () => {
    const names: PersonName[] = [
      { surname: 'van der Berg', givenNames: 'Jan' },
      { surname: 'Bakker', givenNames: 'Piet' },
      { surname: 'de Jong', givenNames: 'Anna' },
      { surname: 'Boer', givenNames: 'Kees' },
      { surname: 'Jansen', givenNames: 'Ton' },
    ];
    expect([...names].sort(compareNames).map(fullName)).toEqual([
      'Piet Bakker',
      'Jan van der Berg',
      'Kees Boer',
      'Ton Jansen',
      'Anna de Jong',
    ]);
    const key = [...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1)).map(fullName);
    expect(key).toEqual([...names].sort(compareNames).map(fullName));
  });

  it('list Ё with Е, as Russian lists do', () => {
    const names = ['Пётр Яковлев', 'Мария Жукова', 'Алексей Ёлкин', 'Иван Иванов', 'Ольга Егорова'];
    const key = (name: string) => sortKey(parts(name));
    expect([...names].sort((a, b) => (key(a) < key(b) ? -1 : 1))).toEqual([
      'Ольга Егорова',
      'Алексей Ёлкин',
      'Мария Жукова',
      'Иван Иванов',
      'Пётр Яковлев',
    ]);
  });

  it('are recognised however a game record writes them: "Tamm, Jaan", "Jaan Tamm", "Tamm J.", "TAMM", "Voronova O."', () => {
    const jaan = { surname: 'Tamm', givenNames: 'Jaan' };
    for (const written of ['Tamm, Jaan', 'Jaan Tamm', 'Tamm J.', 'TAMM', 'tamm jaan', 'Tamm J'])
      expect(namesPerson(written, jaan), written).toBe(true);
    for (const written of ['Tamm, Peeter', 'Tammik Jaan', 'Jaan', 'Tamm P.', ''])
      expect(namesPerson(written, jaan), written).toBe(false);
    expect(namesPerson('van der Berg, K.', { surname: 'van der Berg', givenNames: 'Kees' })).toBe(true);
    expect(namesPerson('Воронова О.', { surname: 'Воронова', givenNames: 'Ольга Ивановна' })).toBe(true);
    expect(namesPerson('Õnne Saar', { surname: 'Saar', givenNames: 'Õnne' })).toBe(true);
    expect(namesPerson('Onne Saar', { surname: 'Saar', givenNames: 'Õnne' })).toBe(true);
  });
});

describe('a person as lists, alphabets and keyboards write him (personKey)', () => {
  it('is the same key whatever the accents, the alphabet, the transliteration and the order of the words', () => {
    const same: [string, string][] = [
      ['Ruutel, Mart', 'Märt Rüütel'],
      ['BERZINS Janis', 'Jānis Bērziņš'],
      ['Smirnov, Aleksei', 'Алексей Смирнов'],
      ['Alexey Smirnov', 'Алексей Смирнов'],
      ['Tatyana Smirnova', 'Tatjana Smirnova'],
      ['Zhukov Rein', 'Rein Žukov'],
      ['WALESA Lukasz', 'Łukasz Wałęsa'],
      ['Sorensen, Jorgen', 'Jørgen Sørensen'],
      ['Strauss Johann', 'Johann Strauß'],
      ['Dordevic, Dorde', 'Đorđe Đorđević'],
    ];
    for (const [a, b] of same) expect(personKey(a), `${a} = ${b}`).toBe(personKey(b));
    expect(personKey('Jaan Tamm')).not.toBe(personKey('Jaan Kask'));
  });
});
