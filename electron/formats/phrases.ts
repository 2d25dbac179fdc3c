// The domain's phrases in words outside the screens (the CLI, printouts): the renderer's own catalogues read by the
// same i18next, so each sentence is written once per language and its plural forms follow that language's rules.
import i18next from 'i18next';
import type { Language } from '../api/languages';
import type { Phrase } from '../domain/phrase';
import type { Translate } from './withdrawal-text';
import en from '../../renderer/src/i18n/en.json';
import et from '../../renderer/src/i18n/et.json';
import ru from '../../renderer/src/i18n/ru.json';

const catalogues = i18next.createInstance();
void catalogues.init({
  resources: { en: { translation: en }, et: { translation: et }, ru: { translation: ru } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The phrase as a sentence in `language`. */
export function sayPhrase(said: Phrase, language: Language = 'en'): string {
  return catalogues.t(`phrases.${said.key}`, { ...said.params, lng: language });
}

/** The catalogue of `language` as a `t`, for the texts the printouts share with the screens. */
export function catalogue(language: Language): Translate {
  const t = catalogues.getFixedT(language);
  return (key, options) => t(key, options);
}
