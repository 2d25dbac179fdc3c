// Players' names as federations keep and list them: the surname and the given names apart, listed by surname (its
// particle aside: "van der Berg" under B) in the Estonian alphabet (š, z, ž after s; õ, ä, ö, ü after w) whatever
// the UI language, shown as the tournament chooses; and found by what an arbiter types, accents or not ("ounapuu"
// finds Õunapuu). docs/names.md has the choices.
const estonian = new Intl.Collator('et', { sensitivity: 'base', numeric: true });

/** A person's name as federations keep it: the surname (with its particle, "van der Berg") and the given names (a
 * patronymic among them: "Иван Петрович"). */
export interface PersonName {
  surname: string;
  givenNames: string;
}

/** How a tournament shows its players' names: given names first ("Jaan Tamm"), surname first ("Tamm Jaan", as
 * Russian crosstables list them), or surname and initials ("Иванов И. П."). */
export const NAME_STYLES = ['givenFirst', 'surnameFirst', 'surnameInitials'] as const;
export type NameStyle = (typeof NAME_STYLES)[number];

/** The lower-case words that begin a surname without being its first letter in a list: "van der Berg" is listed
 * under B, "de Jong" under J, "von Stein" under S (as the Dutch, Belgian and German federations list them). */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'te',
  'zu',
  'af',
]);

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
/** A lower-case particle that leads a surname ("van", "der", "de"); "Van" written capitalised is a name. */
export const isParticle = (word: string) => PARTICLES.has(word) && word === word.toLowerCase();

/** The surname without its leading particles: "van der Berg" → "Berg". */
export function surnameProper(surname: string): string {
  const parts = words(surname);
  let first = 0;
  while (first < parts.length - 1 && isParticle(parts[first]!)) first += 1;
  return parts.slice(first).join(' ');
}

/** A name written given names first, split as the registry's earlier versions read it: the last word is the surname,
 * with the lower-case particles before it ("Jan van der Berg" → "van der Berg", "Jan"). `unsure` when the split is a
 * guess the arbiter should check: one word, more than two, or a particle. */
export function splitName(full: string): PersonName & { unsure: boolean } {
  const parts = words(full);
  if (parts.length < 2) return { surname: parts[0] ?? '', givenNames: '', unsure: true };
  let first = parts.length - 1;
  while (first > 1 && isParticle(parts[first - 1]!)) first -= 1;
  return {
    surname: parts.slice(first).join(' '),
    givenNames: parts.slice(0, first).join(' '),
    unsure: parts.length > 2,
  };
}

/** Given names first: "Jaan Tamm", "Jan van der Berg"; the surname alone when no given name is known. */
export function fullName(name: PersonName): string {
  return [...words(name.givenNames), ...words(name.surname)].join(' ');
}

/** The initials of the given names: "Иван Петрович" → "И. П."; a hyphenated name keeps its hyphen: "Jaan-Erik" →
 * "J.-E.". */
export function initials(givenNames: string): string {
  return words(givenNames)
    .map((word) =>
      word
        .split('-')
        .map((part) => (part ? `${[...part][0]!.toLocaleUpperCase()}.` : ''))
        .join('-'),
    )
    .join(' ');
}

/** The name in a tournament's style. */
export function styledName(name: PersonName, style: NameStyle): string {
  switch (style) {
    case 'givenFirst':
      return fullName(name);
    case 'surnameFirst':
      return [...words(name.surname), ...words(name.givenNames)].join(' ');
    case 'surnameInitials':
      return [...words(name.surname), initials(name.givenNames)].filter(Boolean).join(' ');
  }
}

/** How the registry orders names: the surname proper, then the given names, then the particle ("van der Berg Jan"
 * is listed as "Berg Jan van der"). */
function orderText(name: PersonName): string {
  const proper = surnameProper(name.surname);
  const particle = words(name.surname)
    .slice(0, words(name.surname).length - words(proper).length)
    .join(' ');
  return [proper, ...words(name.givenNames), particle].filter(Boolean).join(' ');
}

/** By surname (its particle aside), then given names. */
export function compareNames(a: PersonName, b: PersonName): number {
  return estonian.compare(orderText(a), orderText(b)) || estonian.compare(fullName(a), fullName(b));
}

/** Text folded for searching: no accents (Õ → o, Š → s), lower case, single spaces. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether any of `fields` contains `typed`, accents, case and alphabet aside (`searchNeedles`). */
export function matchesSearch(typed: string, fields: readonly (string | null | undefined)[]): boolean {
  const needles = searchNeedles(typed);
  return (
    needles.length === 0 ||
    fields.some((field) => field != null && needles.some((needle) => searchText([field]).includes(needle)))
  );
}

const CYRILLIC = /\p{Script=Cyrillic}/u;

/** Cyrillic letters in Latin ones as `CYRILLIC_IN_LATIN` writes them (Смирнов → smirnov), any other letter as it is. */
function inLatinLetters(text: string): string {
  return [...text.toLocaleLowerCase('ru')].map((char) => CYRILLIC_IN_LATIN[char] ?? char).join('');
}

/** What a search typed looks for: the text folded (`searchKey`), and typed in Cyrillic the same in Latin letters too —
 * a name registered as FMJD's list writes it (Smirnov) is found by the arbiter typing it in Russian. Nothing for an
 * empty search. */
export function searchNeedles(typed: string): string[] {
  const key = searchKey(typed);
  if (key === '') return [];
  return CYRILLIC.test(typed) ? [...new Set([key, searchKey(inLatinLetters(typed))])] : [key];
}

/** The Estonian alphabet's order of letters (š, z, ž after s; õ, ä, ö, ü after w; x, y last). */
const ESTONIAN_LETTERS = 'abcdefghijklmnopqrsšzžtuvwõäöüxy';

/** A key whose plain (binary) order is the registry's order — by surname in the Estonian alphabet, then given
 * names — so that the store can sort and page players by an index. Letters outside the Estonian alphabet are
 * read as their base letter (é as e); other scripts (Cyrillic) follow the Latin letters. */
export function sortKey(name: PersonName): string {
  let key = '';
  for (const char of orderText(name).normalize('NFC').toLocaleLowerCase('et').replace(/\s+/g, ' ')) {
    let at = ESTONIAN_LETTERS.indexOf(char);
    if (at < 0) at = ESTONIAN_LETTERS.indexOf(char.normalize('NFD')[0] ?? '');
    // Letters above every ASCII character and below other scripts; spaces, digits and punctuation keep their
    // ASCII place (before the letters). Ё is listed with Е, as Russian lists do (its code point is after Я).
    key += at >= 0 ? String.fromCharCode(0x100 + at) : char === 'ё' ? 'е' : char;
  }
  return key;
}

/** What a registry search looks in: name, club and city, folded as `searchKey` does, one per line (a search never
 * spans two fields); a field written in Cyrillic once more in Latin letters, so that "Smirnov" finds Смирнов. */
export function searchText(fields: readonly (string | null | undefined)[]): string {
  return fields
    .flatMap((field) => {
      if (field == null) return [''];
      const key = searchKey(field);
      return CYRILLIC.test(field) ? [key, searchKey(inLatinLetters(field))] : [key];
    })
    .join('\n');
}

/** Cyrillic letters in Latin ones, as FMJD's lists and the Russian passport's transliteration write them (Алексей
 * Смирнов → Aleksei Smirnov); Ukrainian and Belarusian letters as their Russian neighbours. */
const CYRILLIC_IN_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'i',
  є: 'e',
  ґ: 'g',
  ў: 'u',
};

/** Latin letters that are no base letter with a mark, so that taking the marks off leaves them as they are: Wałęsa is
 * Walesa, Sørensen Sorensen, Strauß Strauss, Đorđević Dordevic. */
const LATIN_APART: Record<string, string> = { ł: 'l', ø: 'o', ß: 'ss', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th' };

/** Spellings of one sound that lists write differently — Šmidt and Shmidt and Smidt, Aleksei and Alexey and Aleksej,
 * Tatjana and Tatyana, Zhukov and Žukov — taken as one, after the accents are gone. */
const SAME_SOUNDS: readonly [RegExp, string][] = [
  [/shch/g, 's'],
  [/tch/g, 'c'],
  [/sh/g, 's'],
  [/zh/g, 'z'],
  [/ch/g, 'c'],
  [/kh/g, 'h'],
  [/ts/g, 'c'],
  [/ph/g, 'f'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/[jy]/g, 'i'],
  [/(\p{L})\1+/gu, '$1'],
];

/** A person's name folded so that the spellings of one person across lists, alphabets and keyboards meet: lower case,
 * Cyrillic in Latin letters, accents off (Rüütel → ruutel, Bērziņš → berzins), and the sounds that transliterations
 * spell differently as one (SAME_SOUNDS). Used wherever a person written elsewhere is looked for in the registry —
 * a rating list's row, a game record's player — and only to propose: two people may fold alike. */
export function personText(text: string): string {
  // The same few dozen names are folded again for every game of a file and every row of a list: each is folded once.
  const known = FOLDED.get(text);
  if (known !== undefined) return known;
  const folded = foldPerson(text);
  if (FOLDED.size >= FOLDED_KEPT) FOLDED.clear();
  FOLDED.set(text, folded);
  return folded;
}

/** Names folded so far (`personText`), at most this many: a rating list of 100,000 rows is folded in passing. */
const FOLDED = new Map<string, string>();
const FOLDED_KEPT = 20_000;

function foldPerson(text: string): string {
  let folded = text.normalize('NFC').toLocaleLowerCase('ru');
  folded = [...folded].map((char) => CYRILLIC_IN_LATIN[char] ?? LATIN_APART[char] ?? char).join('');
  folded = folded.normalize('NFD').replace(/\p{M}/gu, '');
  for (const [sound, one] of SAME_SOUNDS) folded = folded.replace(sound, one);
  return folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** A person's name as one key whatever the order of its words ("Ruutel, Mart" and "Märt Rüütel" alike). */
export function personKey(name: string): string {
  return personText(name).split(' ').filter(Boolean).sort().join(' ');
}

/** Whether a name as a game record or another program writes it — "Tamm, Jaan", "Jaan Tamm", "Tamm J.", "TAMM Jaan",
 * "Tamm", "Smirnov, Aleksei" for Алексей Смирнов — names this person: every word of the surname is there, and every
 * other word is one of the given names or an initial of one. Accents, case and alphabet aside (`personText`). */
export function namesPerson(written: string, person: PersonName): boolean {
  const split = (text: string) => personText(text).split(' ').filter(Boolean);
  const said = split(written);
  const surname = split(person.surname);
  const given = split(person.givenNames);
  if (surname.length === 0 || !surname.every((word) => said.includes(word))) return false;
  const rest = said.filter((word) => !surname.includes(word));
  return rest.every((word) => given.some((name) => name === word || (word.length <= 2 && name.startsWith(word))));
}
