// The domain's phrases (a key and its numbers) in the screen's language.
import type { TFunction } from 'i18next';
import type { Phrase } from '#domain/phrase';

export function sayPhrase(t: TFunction, said: Phrase): string {
  return t(`phrases.${said.key}`, said.params);
}
