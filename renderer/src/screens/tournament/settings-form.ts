// The settings form as it holds a tournament's settings: what it is filled from, what a save sends, and what choosing
// (or leaving) micro-matches proposes — pure, so that the unit tests hold the screen's rules.
import type { ArbiterApi } from '#api/contract';
import type { TeamSettings, TournamentDetail, TournamentSettingsView } from '#api/views';
import type { TournamentKind } from '#domain/kinds';
import {
  MICRO_MATCH_DEFAULTS,
  MICRO_MATCH_TIEBREAKS,
  TIEBREAK_PRESETS,
  TIEBREAKS,
  DEFAULT_TIEBREAKS,
  type Tiebreak,
} from '#domain/standings';
import { TEAM_TIEBREAK_PRESETS } from '#domain/team-standings';
import { typedText } from '../../components/form-state';
import { DESCRIPTION_FIELDS, type TournamentDescription } from '../../components/TournamentFields';

/** As many slots as a round robin of single games has tiebreaks: the micro-matches' order (EKL 3.2.2) has four. */
export const TIEBREAK_SLOTS = TIEBREAKS.filter((t) => !MICRO_MATCH_TIEBREAKS.includes(t)).length;

/** The settings the form holds as the tournament has them (choices and switches). */
export const HELD_AS_THEY_ARE = [
  'movesPerHour',
  'sessionHours',
  'clock',
  'double',
  'microMatch',
  'swapLastTwoRounds',
  'drawRoundOrder',
  'nationalChampionship',
  'shownInHall',
  'nameStyle',
  'matchOrder',
  'openingTable',
  'openingDraw',
  'scoring',
  'withdrawalThreshold',
  'ratingList',
  'womenNorms',
  'teams',
] as const;
type HeldAsTheyAre = Pick<TournamentSettingsView, (typeof HELD_AS_THEY_ARE)[number]>;
/** Every field of the form: a message about one of them is said beside it. */
export const FIELDS = [
  ...DESCRIPTION_FIELDS,
  ...HELD_AS_THEY_ARE,
  'baseMinutes',
  'incrementSeconds',
  'tiebreaks',
  'rankCounting',
] as const;

/** The tournament's description and its rules, as the form holds them (text as typed). */
export interface SettingsForm extends TournamentDescription, HeldAsTheyAre {
  /** As typed (whole minutes, whole seconds); '' for none. */
  baseMinutes: string;
  incrementSeconds: string;
  /** One entry per slot; "" ends the list. */
  tiebreaks: (Tiebreak | '')[];
  rankCounting: { M: number; CM: number; unranked: number };
}

export function formOf(t: TournamentDetail): SettingsForm {
  return {
    ...typedText(t, ['name', 'venue', 'startDate', 'endDate', 'arbiter']),
    variant: t.variant,
    ruleSet: t.ruleSet,
    ...pick(t.settings, HELD_AS_THEY_ARE),
    ...typedText(t.settings, ['baseMinutes', 'incrementSeconds']),
    tiebreaks: Array.from({ length: TIEBREAK_SLOTS }, (_, i) => t.settings.tiebreaks[i] ?? ''),
    rankCounting: t.settings.rankCounting,
  };
}

/** The chosen tiebreaks in order, up to the first empty slot, each once. */
export function chosenTiebreaks(slots: (Tiebreak | '')[]): Tiebreak[] {
  const end = slots.indexOf('');
  const chosen = (end === -1 ? slots : slots.slice(0, end)) as Tiebreak[];
  return chosen.filter((tiebreak, index) => chosen.indexOf(tiebreak) === index);
}

type SettingsInput = Omit<Parameters<ArbiterApi['updateTournamentSettings']>[0], 'id' | 'was' | 'confirm'>;

/** The form as the settings a save writes; what the draw fixed is left out once drawn. */
export function settingsOfForm(form: SettingsForm, drawn: boolean): SettingsInput {
  return {
    name: form.name,
    ruleSet: form.ruleSet,
    venue: form.venue,
    startDate: form.startDate,
    endDate: form.endDate,
    arbiter: form.arbiter,
    movesPerHour: form.movesPerHour,
    sessionHours: form.sessionHours,
    clock: form.clock,
    // Kept whatever the kind of control: switching the kind and back finds the tournament's own numbers (45 + 30),
    // not the FMJD's defaults.
    baseMinutes: form.baseMinutes === '' ? null : form.baseMinutes,
    incrementSeconds: form.incrementSeconds === '' ? null : form.incrementSeconds,
    tiebreaks: chosenTiebreaks(form.tiebreaks),
    rankCounting: form.rankCounting,
    nationalChampionship: form.nationalChampionship,
    shownInHall: form.shownInHall,
    nameStyle: form.nameStyle,
    matchOrder: form.matchOrder,
    openingTable: form.openingTable,
    openingDraw: form.openingDraw,
    scoring: form.scoring,
    withdrawalThreshold: form.withdrawalThreshold,
    womenNorms: form.womenNorms,
    // A team round robin's boards are fixed by the draw (the service refuses another number); its order and
    // tiebreaks are not. The women's boards ticked beyond the boards are kept while the number is typed
    // (withTeamBoards), not sent.
    teams: form.teams && {
      ...form.teams,
      womensBoards: form.teams.womensBoards.filter((board) => board <= form.teams!.boards),
    },
    ...(drawn
      ? {}
      : {
          variant: form.variant,
          double: form.double,
          microMatch: form.microMatch,
          swapLastTwoRounds: form.double && form.swapLastTwoRounds,
          drawRoundOrder: form.drawRoundOrder,
          // The ratings are the participants' on this list, frozen by the draw.
          ratingList: form.ratingList,
        }),
  };
}

/** Only the `fields` of `values`. */
export function pick<T extends object, K extends keyof T>(values: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, values[field]])) as Pick<T, K>;
}

/** The form after micro-matches were ticked or unticked: ticked, it proposes what the regulations order them by —
 * match points and EKL 3.2.2's tiebreaks (MICRO_MATCH_DEFAULTS), as the service sets for a change that says nothing
 * of them —; unticked, the rule set's own tiebreaks where the 3.2.2 ones were chosen (they need matches). */
export function withMicroMatch(form: SettingsForm, microMatch: boolean): SettingsForm {
  if (microMatch)
    return {
      ...form,
      microMatch,
      matchOrder: MICRO_MATCH_DEFAULTS.order,
      tiebreaks: slotsOf(MICRO_MATCH_DEFAULTS.tiebreaks),
    };
  const needMatches = chosenTiebreaks(form.tiebreaks).some((tiebreak) => MICRO_MATCH_TIEBREAKS.includes(tiebreak));
  const own = form.ruleSet === 'fmjd' ? TIEBREAK_PRESETS.fmjd : DEFAULT_TIEBREAKS;
  return { ...form, microMatch, tiebreaks: needMatches ? slotsOf(own) : form.tiebreaks };
}

/** A team round robin as EKL's regulations play one (3.1): four boards, 2–1–0 matches, ordered by match points and
 * split by the Tallinn clubs' tiebreaks — proposed when the arbiter chooses teams, each changeable. */
export const TEAM_DEFAULTS: TeamSettings = {
  boards: 4,
  matchPoints: '2-1-0',
  order: TEAM_TIEBREAK_PRESETS.eklClubs.order,
  tiebreaks: [...TEAM_TIEBREAK_PRESETS.eklClubs.tiebreaks],
  womensBoards: [],
};

/** The team settings after the boards' number was typed: the women's boards ticked are kept — the number passes
 * through nothing while "3" is rubbed out and "4" typed, and the ticks beyond it come back when it does — and the
 * save sends those within the boards (settingsOfForm). */
export function withTeamBoards(teams: TeamSettings, boards: number): TeamSettings {
  return { ...teams, boards };
}

/** The form after the kind of tournament was chosen (electron/domain/kinds.ts): teams bring their settings (the
 * regulations' unless the form had others), micro-matches theirs (withMicroMatch), single games the rule set's. */
export function withKind(form: SettingsForm, kind: TournamentKind): SettingsForm {
  if (kind === 'team')
    return { ...form, microMatch: false, drawRoundOrder: false, teams: form.teams ?? { ...TEAM_DEFAULTS } };
  return withMicroMatch({ ...form, teams: null }, kind === 'microMatch');
}

/** An order of tiebreaks in the form's slots, the rest empty. */
export function slotsOf(order: readonly Tiebreak[]): (Tiebreak | '')[] {
  return Array.from({ length: TIEBREAK_SLOTS }, (_, i) => order[i] ?? '');
}
