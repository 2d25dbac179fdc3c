// The words of the rank register's documents — the rank list and the player card, on the screen, printed and as
// CSV — from the `registerDocument` section of each language's catalogue (electron/i18n). Estonian uses the appendix's words (järk, saavutatud, kinnitatud, meistersportlane), Russian the
// Soviet federation's (разряд, выполнен, подтверждён, мастер спорта).
import type { Language } from '#api/languages';
import type { RankBasis, RankEventKind } from '#domain/rank-register';
import { catalogue, perLanguage, section, wordsOf } from '#i18n/catalogue';

export interface RegisterLabels {
  lang: Language;
  register: string;
  titles: { rankList: string; playerCard: string };
  asOf: string;
  registrar: string;
  signature: string;
  rank: string;
  name: string;
  club: string;
  city: string;
  born: string;
  since: string;
  lastKept: string;
  validUntil: string;
  evidence: string;
  lapsed: string;
  /** The heading of the column that marks a lapsed rank. */
  lapsedColumn: string;
  noRank: string;
  /** A rank set without its date: said where the date would be. */
  dateUnknown: string;
  filters: { rank: string; club: string; city: string; lapsingBy: string; undated: string };
  noRows: string;
  history: string;
  tournaments: string;
  matches: string;
  date: string;
  event: string;
  note: string;
  tournament: string;
  no: string;
  games: string;
  points: string;
  percent: string;
  place: string;
  norm: string;
  rankAtStart: string;
  championship: string;
  master: string;
  opponent: string;
  won: string;
  notWon: string;
  kinds: Record<RankEventKind, string>;
  bases: Record<RankBasis, string>;
  statuses: Record<'promotion' | 'confirmation' | 'below', string>;
  progress: (candidate: number, championships: number) => string;
  /** What an event rests on, as one line. Points and coefficient arrive formatted. */
  fromTournament: (name: string, points: string, games: number, percent: string, coefficient: string | null) => string;
  countOf: (have: number, need: number) => string;
  fromMatch: (opponent: string, points: string, games: number) => string;
  fromRegistry: string;
  fromHand: string;
  fromFile: (tournament: string) => string;
  fromLapse: (rank: string, validUntil: string) => string;
}

/** The register documents' texts that take values, said through `t` by the functions of the labels. */
const REGISTER_TEMPLATES = [
  'progress',
  'fromTournament',
  'fromTournamentWithCoefficient',
  'countOf',
  'fromMatch',
  'fromFile',
  'fromLapse',
] as const;

/** The register documents' words in `lang`, made once per language when first asked for. */
export const registerLabels = perLanguage((lang) => fromCatalogue(lang));

function fromCatalogue(lang: Language): RegisterLabels {
  const t = catalogue(lang);
  const words = wordsOf(lang, 'registerDocument', REGISTER_TEMPLATES);
  return {
    lang,
    ...words,
    statuses: section(lang, 'norms').status,
    progress: (candidate, championships) => t('registerDocument.progress', { candidate, championships }),
    fromTournament: (name, points, games, percent, coefficient) =>
      coefficient
        ? t('registerDocument.fromTournamentWithCoefficient', { name, points, games, percent, coefficient })
        : t('registerDocument.fromTournament', { name, points, games, percent }),
    countOf: (have, need) => t('registerDocument.countOf', { have, need }),
    fromMatch: (opponent, points, games) => t('registerDocument.fromMatch', { opponent, points, games }),
    fromFile: (tournament) => t('registerDocument.fromFile', { tournament }),
    fromLapse: (rank, validUntil) => t('registerDocument.fromLapse', { rank, validUntil }),
  };
}
