// The messages the service can answer with are the `errors` section of the one catalogue per language
// (electron/i18n). Every error carries the key and its parameters — the screens say it in the arbiter's language —
// and the English text, for the CLI, the logs and a client without translations.
import type { Phrase } from '#domain/phrase';
import { CATALOGUES, catalogue, type Translate } from '#i18n/catalogue';

/** A text written in plural forms is one message: `closeWithUnfinished_one` and `_other` are `closeWithUnfinished`. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Stem<K> = K extends `${infer S}_${PluralForm}` ? S : K;

export type MessageKey = Stem<keyof typeof CATALOGUES.en.errors>;

export const MESSAGE_KEYS = [
  ...new Set(Object.keys(CATALOGUES.en.errors).map((key) => key.replace(PLURAL_FORM, ''))),
] as MessageKey[];

/** A part of a message said in its own words — one game of a list, the rules engine's reason — by its catalogue key
 * (`errors.…` or `phrases.…`), so that the whole message reads in one language. */
export interface MessagePart {
  key: string;
  params?: Record<string, string | number>;
}

/** A message's parameters: numbers and names as they are, and parts that are words themselves. */
export type MessageParams = Record<string, string | number | MessagePart[]>;

/** The rules engine's phrase as a part of a message. */
export function phrasePart(said: Phrase): MessagePart[] {
  return [{ key: `phrases.${said.key}`, params: said.params }];
}

/** Where a text cannot be read, and the rules engine's reason, as a message's parameters. */
export function placedProblem(place: { line: number; column: number }, problem: Phrase): MessageParams {
  return { line: place.line, column: place.column, problem: phrasePart(problem) };
}

/** The message in the words of `t`: each list of parts said part by part, joined by semicolons. */
export function sayMessage(t: Translate, key: MessageKey, params: MessageParams = {}): string {
  return t(`errors.${key}`, sayParams(t, params));
}

/** A message's parameters in the words of `t`, for a sentence of the screen's own that uses them (a question). */
export function sayParams(t: Translate, params: MessageParams = {}): Record<string, string | number> {
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    words[name] = Array.isArray(value) ? value.map((part) => t(part.key, part.params)).join('; ') : value;
  return words;
}

export function englishMessage(key: MessageKey, params: MessageParams = {}): string {
  return sayMessage(catalogue('en'), key, params);
}
