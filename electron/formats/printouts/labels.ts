// The words on printouts and exported pages, in the language of the UI, from the language's one catalogue
// (electron/i18n): the `printout` section holds what only paper says. Estonian printouts use the federation's terms:
// Voor, Laud, Valge, Must, Punktid, Koht, Järk; Russian ones the Soviet federation's: Тур, Доска, Белые, Чёрные, Очки,
// Место, Разряд.
import type { Language } from '#api/languages';
import type { PlayoffView, TournamentSettingsView } from '#api/views';
import type { RankCounting } from '#domain/norms';
import type { Scoring } from '#domain/results';
import type { Rank, RuleSet } from '#domain/vocabulary';
import type { WithdrawalDecision } from '#domain/withdrawal';
import { catalogue, type Translate, perLanguage, wordsOf } from '#i18n/catalogue';
import { ruleToken } from '../citations';
import type { TableColumn } from '../crosstable-layout';
import { playoffText } from '../playoff-text';
import { rankCountingText } from '../rank-text';
import { withdrawalDecisionText } from '../withdrawal-text';

export type PrintLanguage = Language;

export interface PrintLabels {
  lang: PrintLanguage;
  round: string;
  board: string;
  white: string;
  black: string;
  result: string;
  points: string;
  place: string;
  rank: string;
  no: string;
  name: string;
  /** The name column's heading when names are written surname first. */
  nameSurnameFirst: string;
  club: string;
  city: string;
  bye: string;
  games: string;
  /** Tiebreak column headings, and their names for the note under the table. */
  tiebreaks: Record<TableColumn, string>;
  tiebreakNames: Record<TableColumn, string>;
  norm: string;
  venue: string;
  dates: string;
  arbiter: string;
  signature: string;
  titles: {
    participants: string;
    pairings: string;
    schedule: string;
    crosstable: string;
    norms: string;
    envelope: string;
    scoreSheet: string;
  };
  /** The printed score sheet's own words. */
  scoreSheet: {
    move: string;
    result: string;
    startPosition: string;
    /** "The position after 23. White c3-d4". */
    positionAfter: (number: number, side: string, move: string) => string;
    unplayed: string;
    noRecord: string;
  };
  envelope: {
    sealer: string;
    moveNumber: string;
    times: string;
    /** "early adjournment" with the rule set's article. */
    early: (ruleSet: RuleSet) => string;
    resume: string;
    drawOffer: string;
    sealedAt: string;
    yes: string;
    no: string;
    /** How an envelope is sealed and opened, citing the rule set's articles. */
    rule: (ruleSet: RuleSet) => string;
  };
  unranked: string;
  /** Under the pairings while the hall is shown: what its QR code leads to. */
  hallLink: string;
  drawRandom: string;
  drawManual: string;
  coefficient: string;
  /** How ranks outside I–V counted for the coefficient (interpretation 3). */
  /** How ranks count for the coefficient; the youth ranks too when one of `ranks` is one. */
  rankCounting: (counting: RankCounting, ranks: readonly (Rank | null)[]) => string;
  percent: string;
  pointsNeeded: string;
  achieved: string;
  outcome: string;
  statuses: Record<'promotion' | 'confirmation' | 'below', string>;
  noNorm: string;
  master: string;
  masterMet: string;
  masterNotMet: string;
  interpretations: string;
  notDecidable: string;
  /** The decision on a player who left (§38 under 1953), with the numbers it rests on and the rule it cites. */
  withdrew: (name: string, decision: Omit<WithdrawalDecision, 'player'>, ruleSet: RuleSet) => string;
  /** A tie-break match under the table: its players in its order, how it was played. */
  playoff: (playoff: Omit<PlayoffView, 'id'>) => string;
  /** What the 0–0 mark (0*) in a crosstable cell means. */
  zeroZero: string;
  /** A game annulled by a withdrawal, in the pairings and the schedule; `rule` the citation's token (citations.ts). */
  annulled: (rule: string) => string;
  /** The mark beside a result a withdrawal awarded (the opponent of a player who left). */
  awarded: (rule: string) => string;
  /** The pairings' title: the round and what the sheet is. */
  pairingsTitle: (round: number) => string;
  notes: Record<
    'overlapRow' | 'wholeCoefficient' | 'belowTable' | 'beginners',
    (p: Record<string, string | number>) => string
  >;
  /** The criteria one tournament cannot decide; the master's names the championship the register counts (null: the
   * national championship). */
  criteria: (championship: string | null) => string[];
  ruleSets: Record<'ussr1953' | 'fide' | 'fide2018' | 'fideBlitz' | 'fmjd', string>;
  variants: Record<'russian' | 'international', string>;
  /** How a game counts, in words: "2–1–0 (win 2, draw 1)". */
  scoring: (scoring: Scoring) => string;
  /** The tournament's time control in words: "15 moves an hour, sessions of 5 hours", "80 min + 60 s a move". */
  timeControl: (control: TimeControlSettings) => string;
}

/** What a printout says as the screens say it — §38's decisions, the norms' outcomes, interpretations and criteria —
 * comes from the one catalogue of each language (renderer/src/i18n), with its plural forms. */
type FromCatalogue =
  | 'withdrew'
  | 'playoff'
  | 'zeroZero'
  | 'annulled'
  | 'awarded'
  | 'notes'
  | 'criteria'
  | 'rankCounting'
  | 'statuses'
  | 'noNorm'
  | 'masterMet'
  | 'masterNotMet';

type TimeControlSettings = Pick<
  TournamentSettingsView,
  'clock' | 'movesPerHour' | 'sessionHours' | 'baseMinutes' | 'incrementSeconds'
>;

/** A time control in the words of `t`: moves in an hour with its sessions, or a base time with its increment. */
export function timeControlText(t: Translate, control: TimeControlSettings): string {
  if (control.clock === 'increment')
    return t('printout.clocks.increment', { base: control.baseMinutes ?? 0, increment: control.incrementSeconds ?? 0 });
  if (control.clock === 'base') return t('printout.clocks.base', { base: control.baseMinutes ?? 0 });
  return t('printout.timeControl', { moves: control.movesPerHour, hours: control.sessionHours });
}

/** The criteria one tournament cannot decide, in the words of `t`; the master's with the register's championship. */
export function criteriaText(t: Translate, championship: string | null): string[] {
  return [
    championship ? t('norms.criteria.masterNamed', { championship }) : t('norms.criteria.master', {}),
    t('norms.criteria.candidate', {}),
    t('norms.criteria.keeping', {}),
  ];
}

function fromCatalogue(lang: PrintLanguage): Pick<PrintLabels, FromCatalogue> {
  const t = catalogue(lang);
  const note = (code: string) => (p: Record<string, string | number>) => t(`norms.notes.${code}`, p);
  return {
    withdrew: (name, decision, ruleSet) => withdrawalDecisionText({ ...decision, name }, t, ruleSet),
    annulled: (rule) => t('printout.annulled', { rule }),
    playoff: (playoff) => playoffText(playoff, t),
    zeroZero: t('printout.zeroZero'),
    awarded: (rule) => t('printout.awarded', { rule }),
    notes: {
      overlapRow: note('overlapRow'),
      wholeCoefficient: note('wholeCoefficient'),
      belowTable: note('belowTable'),
      beginners: note('beginners'),
    },
    criteria: (championship) => criteriaText(t, championship),
    rankCounting: (counting, ranks) => rankCountingText(t, counting, ranks),
    statuses: {
      promotion: t('norms.status.promotion', {}),
      confirmation: t('norms.status.confirmation', {}),
      below: t('norms.status.below', {}),
    },
    noNorm: t('norms.noNorm', {}),
    masterMet: t('norms.masterMet', {}),
    masterNotMet: t('norms.masterNotMet', {}),
  };
}

/** The printout texts that take values, said through `t` by the functions of the labels. */
const PRINT_TEMPLATES = [
  'timeControl',
  'clocks',
  'pairingsTitle',
  'spreadsheetTiebreaks',
  'annulled',
  'awarded',
] as const;

/** The words only a printout uses (the federation's headings and titles), from the `printout` section of the
 * language's catalogue; ranks are written as the screens write them short (M, MK, МС…). */
function printWords(lang: PrintLanguage): Omit<PrintLabels, FromCatalogue> {
  const t = catalogue(lang);
  const words = wordsOf(lang, 'printout', PRINT_TEMPLATES);
  return {
    lang,
    ...words,
    scoreSheet: {
      ...words.scoreSheet,
      positionAfter: (number, side, move) => t('printout.scoreSheet.positionAfter', { number, side, move }),
    },
    envelope: {
      ...words.envelope,
      early: (ruleSet) => t('printout.envelope.early', { rule: ruleToken(ruleSet, 'earlySealing') }),
      rule: (ruleSet) =>
        t('printout.envelope.rule', {
          sealing: ruleToken(ruleSet, 'sealing'),
          resumption: ruleToken(ruleSet, 'resumption'),
        }),
    },
    timeControl: (control) => timeControlText(t, control),
    scoring: (scoring) => t(`settings.scorings.${scoring === '2-1-0' ? 'twoOneZero' : 'oneHalfZero'}`),
    pairingsTitle: (round) => t('printout.pairingsTitle', { round }),
  };
}

/** The printouts' words in `lang`, made once per language when first asked for. */
export const printLabels = perLanguage((lang): PrintLabels => ({ ...printWords(lang), ...fromCatalogue(lang) }));
