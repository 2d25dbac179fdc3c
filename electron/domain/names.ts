// Ordering players' names the way an Estonian reader expects (š, z, ž after s; õ, ä, ö, ü after w), whatever the
// UI language: the registry and printouts follow the federation's alphabet.
const estonian = new Intl.Collator('et', { sensitivity: 'base', numeric: true });

export function compareNames(a: string, b: string): number {
  return estonian.compare(a, b);
}
