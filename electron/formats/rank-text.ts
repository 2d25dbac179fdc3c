// A rank as every output writes it short, in the reader's language — M, MK (КМС), I–V — from one table, the
// catalogue's `rank.short`: the screens, the printouts, the spreadsheets and the terminal say a rank alike.
import type { Language } from '#api/languages';
import { youthCounting, type RankCounting } from '#domain/norms';
import { isYouthRank, type Rank } from '#domain/vocabulary';
import { section, type Translate } from '#i18n/catalogue';

/** The rank in `lang`; an unranked player (null) is `none` ("–") unless the output says it its own way. */
export function rankShort(rank: Rank | null, lang: Language, none?: string): string {
  if (rank === null) return none ?? section(lang, 'rank').short.none;
  return section(lang, 'rank').short[rank];
}

/** How the tournament numbers its ranks for the coefficient, as the norm reports say it: I–V by the source, M, CM and
 * unranked by its setting — and the youth ranks, when a participant holds one, by the setting too (norms.ts). */
export function rankCountingText(t: Translate, counting: RankCounting, ranks: readonly (Rank | null)[]): string {
  const base = t('norms.counting', { ...counting });
  return ranks.some(isYouthRank) ? `${base} ${t('norms.countingYouth', youthCounting(counting))}` : base;
}
