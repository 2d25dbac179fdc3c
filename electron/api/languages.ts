// The languages of the screens, the printouts, the exports and the CLI. Estonian first: the 1953 rules are Estonian;
// Russian because the game is Russian draughts and many arbiters and players read Russian first.
export const LANGUAGES = ['et', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The locale for Intl (dates, numbers, collation) of each language. */
export const LOCALES: Record<Language, string> = { et: 'et-EE', en: 'en-GB', ru: 'ru-RU' };
