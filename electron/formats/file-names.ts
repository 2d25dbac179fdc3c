// A file name from a tournament's or a player's name (docs/reliability.md): letters and digits, accents kept, the
// rest a hyphen — and at most 100 bytes of UTF-8, cut at a letter's end. File systems take 255 bytes a name, and a
// website's .zip nests its pages under the name: a 170-letter Cyrillic name (340 bytes) made entries no one could
// unpack ("File name too long").
const MAX_STEM_BYTES = 100;

export function fileStem(name: string, { lowerCase = false } = {}): string {
  const words = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cased = lowerCase ? words.toLocaleLowerCase('et') : words;
  let stem = '';
  let bytes = 0;
  for (const letter of cased) {
    const size = Buffer.byteLength(letter, 'utf8');
    if (bytes + size > MAX_STEM_BYTES) break;
    stem += letter;
    bytes += size;
  }
  return stem.replace(/-+$/, '') || 'tournament';
}
