// All UI text goes through i18next. Estonian, English and Russian: the app's one catalogue per language
// (electron/i18n, shared with the printouts, the CLI and the server's messages); a new language is one more JSON
// file there and one more entry in electron/api/languages.ts.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '#api/languages';
import { addCitationFormat } from '#formats/citations';
import { addDateFormats } from '#formats/dates';
import en from '#i18n/en.json';
import et from '#i18n/et.json';
import ru from '#i18n/ru.json';

export { isLanguage, LANGUAGES, type Language };
const STORAGE_KEY = 'kabe-arbiter.language';

/** The arbiter's earlier choice, else the system's language if we have it, else English. */
export function initialLanguage(
  stored: string | null = safeStorageGet(),
  systemLanguages: readonly string[] = navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of systemLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be disabled; the choice then lasts for this session only.
  }
}

function safeStorageGet(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function setupI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, et: { translation: et }, ru: { translation: ru } },
    lng: initialLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addDateFormats(i18next);
  addCitationFormat(i18next);
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next;
}
