// A rank as every output writes it short, in the reader's language — M, MK (КМС), I–V — from one table, the
// catalogue's `rank.short`: the screens, the printouts, the spreadsheets and the terminal say a rank alike.
import type { Language } from '#api/languages';
import type { Rank } from '#domain/vocabulary';
import { section } from '#i18n/catalogue';

/** The rank in `lang`; an unranked player (null) is `none` ("–") unless the output says it its own way. */
export function rankShort(rank: Rank | null, lang: Language, none?: string): string {
  if (rank === null) return none ?? section(lang, 'rank').short.none;
  return section(lang, 'rank').short[rank];
}
