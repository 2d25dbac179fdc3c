// Players' names as federations list them: by surname, in the Estonian alphabet (š, z, ž after s; õ, ä, ö, ü after
// w), whatever the UI language; and found by what an arbiter types, accents or not ("ounapuu" finds Õunapuu).
const estonian = new Intl.Collator('et', { sensitivity: 'base', numeric: true });

/** "Jaan Tamm" → "Tamm Jaan": names are written given name(s) first, surname last. */
export function surnameFirst(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length < 2 ? name.trim() : `${words[words.length - 1]} ${words.slice(0, -1).join(' ')}`;
}

/** By surname, then given names. */
export function compareNames(a: string, b: string): number {
  return estonian.compare(surnameFirst(a), surnameFirst(b)) || estonian.compare(a, b);
}

/** Text folded for searching: no accents (Õ → o, Š → s), lower case, single spaces. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether any of `fields` contains `typed`, accents and case aside. */
export function matchesSearch(typed: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = searchKey(typed);
  return needle === '' || fields.some((field) => field != null && searchKey(field).includes(needle));
}

/** The Estonian alphabet's order of letters (š, z, ž after s; õ, ä, ö, ü after w; x, y last). */
const ESTONIAN_LETTERS = 'abcdefghijklmnopqrsšzžtuvwõäöüxy';

/** A key whose plain (binary) order is the registry's order — by surname in the Estonian alphabet, then given
 * names — so that the store can sort and page players by an index. Letters outside the Estonian alphabet are
 * read as their base letter (é as e); other scripts (Cyrillic) follow the Latin letters. */
export function sortKey(name: string): string {
  let key = '';
  for (const char of surnameFirst(name).normalize('NFC').toLocaleLowerCase('et').replace(/\s+/g, ' ')) {
    let at = ESTONIAN_LETTERS.indexOf(char);
    if (at < 0) at = ESTONIAN_LETTERS.indexOf(char.normalize('NFD')[0] ?? '');
    // Letters above every ASCII character and below other scripts; spaces, digits and punctuation keep their
    // ASCII place (before the letters).
    key += at >= 0 ? String.fromCharCode(0x100 + at) : char;
  }
  return key;
}

/** What a registry search looks in: name, club and city, folded as `searchKey` does, one per line (a search never
 * spans two fields). */
export function searchText(fields: readonly (string | null | undefined)[]): string {
  return fields.map((field) => (field == null ? '' : searchKey(field))).join('\n');
}
