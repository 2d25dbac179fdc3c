// The domain's phrases and notes in words outside the screens (the CLI, exports), from the one catalogue of each
// language.
import type { Language } from '#api/languages';
import type { NormNote } from '#domain/norms';
import type { Phrase } from '#domain/phrase';
import { catalogue } from '#i18n/catalogue';
import { normNoteParams } from './numbers';

/** The phrase as a sentence in `language`. */
export function sayPhrase(said: Phrase, language: Language = 'en'): string {
  return catalogue(language)(`phrases.${said.key}`, said.params);
}

/** A note of the norm table (interpretations 1–3) as a sentence in `language`. */
export function sayNormNote(note: NormNote, language: Language = 'en'): string {
  return catalogue(language)(`norms.notes.${note.code}`, normNoteParams(note, language));
}
