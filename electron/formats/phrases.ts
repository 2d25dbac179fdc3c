// The domain's phrases in words outside the screens (the CLI, printouts), from the one catalogue of each language.
import type { Language } from '../api/languages';
import type { Phrase } from '../domain/phrase';
import { catalogue } from '../i18n/catalogue';

/** The phrase as a sentence in `language`. */
export function sayPhrase(said: Phrase, language: Language = 'en'): string {
  return catalogue(language)(`phrases.${said.key}`, said.params);
}
