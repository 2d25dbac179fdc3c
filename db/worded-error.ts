// A refusal of the store (a file that cannot be opened, a backup that cannot be made) in words of the catalogues:
// the key and the names in it travel with the error, so that each door says it in its reader's language — the
// command line in the one asked for; the message itself is the English, for logs and the window's error box.
import { catalogue, type Translate } from '#i18n/catalogue';

export class WordedError extends Error {
  constructor(
    /** The catalogue key: `storeRefused.noFolder`, `backupRefused.exists`. */
    readonly wording: string,
    readonly params: Record<string, string>,
  ) {
    super(catalogue('en')(wording, params));
  }

  /** The refusal in the words of `t`. */
  sayIn(t: Translate): string {
    return t(this.wording, this.params);
  }
}
