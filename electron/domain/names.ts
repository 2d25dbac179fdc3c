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
