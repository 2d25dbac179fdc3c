// The messages the service can answer with are the `errors` section of the one catalogue per language
// (electron/i18n). Every error carries the key and its numbers — the screens say it in the arbiter's language — and
// the English text, for the CLI, the logs and a client without translations.
import { CATALOGUES, catalogue } from '../i18n/catalogue';

/** A text written in plural forms is one message: `closeWithUnfinished_one` and `_other` are `closeWithUnfinished`. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Stem<K> = K extends `${infer S}_${PluralForm}` ? S : K;

export type MessageKey = Stem<keyof typeof CATALOGUES.en.errors>;

export const MESSAGE_KEYS = [
  ...new Set(Object.keys(CATALOGUES.en.errors).map((key) => key.replace(PLURAL_FORM, ''))),
] as MessageKey[];

export function englishMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogue('en')(`errors.${key}`, params);
}
