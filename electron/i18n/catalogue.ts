// The one catalogue of texts per language, for every door: the screens (renderer/src/i18n sets up its own i18next
// over the same files), the server's messages, the printouts, the CSV headings and the CLI. Every text is written
// once per language, interpolated by i18next, with each language's plural forms (Russian: one, few, many, other).
// The instance is made on first use, so a module that only imports a type from here pays nothing.
import i18next, { type i18n } from 'i18next';
import type { Language } from '#api/languages';
import { addCitationFormat } from '#formats/citations';
import { addDateFormats } from '#formats/dates';
import en from './en.json';
import et from './et.json';
import ru from './ru.json';

/** A catalogue's `t`: the screens pass i18next's own, the other doors `catalogue(language)`. */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

/** The texts' shape, as the English catalogue has them; the other languages have the same keys (a test says so). */
export type Texts = typeof en;

export const CATALOGUES = { en, et, ru } as const;

let shared: i18n | undefined;

function instance(): i18n {
  if (!shared) {
    shared = i18next.createInstance();
    void shared.init({
      resources: { en: { translation: en }, et: { translation: et }, ru: { translation: ru } },
      lng: 'en',
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    addDateFormats(shared);
    addCitationFormat(shared);
  }
  return shared;
}

/** The catalogue of `language` as a `t`. The language goes with each call's values rather than through
 * `getFixedT`, whose `t` copies the instance's whole options object at every call — under Node 20's engine 2.4 times
 * this way's cost (15 µs a text on this machine), a sixth of `kabe-arbiter pdn` over 10,000 games; Chromium's engine
 * makes the two equal, so the screens keep react-i18next's own (docs/performance.md). */
export function catalogue(language: Language): Translate {
  const texts = instance();
  return (key, options) => texts.t(key, { ...options, lng: language });
}

/** A section of the catalogue as it is written (no interpolation), for tables of plain words. */
export function section<K extends keyof Texts>(language: Language, name: K): Texts[K] {
  return CATALOGUES[language][name] as Texts[K];
}

/** A section's plain words without its `templates`, the texts that take values: a table of words says those through
 * `t`, as functions of their values. */
export function wordsOf<K extends keyof Texts, T extends keyof Texts[K]>(
  language: Language,
  name: K,
  templates: readonly T[],
): Omit<Texts[K], T> {
  const words = Object.entries(section(language, name) as object).filter(([key]) => !templates.includes(key as T));
  return Object.fromEntries(words) as Omit<Texts[K], T>;
}

/** `make` run once per language, when that language is first asked for: the tables of words the documents use. */
export function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language)!;
  };
}
