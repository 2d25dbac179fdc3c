// The one contract: every operation the app offers, with the zod schema of its input and the type of its output.
// IPC (Electron), HTTP (browser mode) and the CLI all parse input with these schemas and call the same service.
import { z } from 'zod';
import { GAME_RESULTS, type GameResult } from '../domain/results';
import { TIEBREAKS, type Tiebreak } from '../domain/standings';
import { MAX_PLAYERS, RANKS, RULE_SETS, VARIANTS } from '../domain/vocabulary';
import { LANGUAGES } from './languages';
import {
  DEFAULT_PAGE,
  EXPORT_FORMATS,
  isOperationName,
  MAX_PAGE,
  MOVES_PER_HOUR,
  OPERATION_NAMES,
  PRINTOUT_KINDS,
  REGISTER_PRINTOUT_KINDS,
  type OperationName,
} from './operations';
import { parseClock } from '../domain/adjournment';
import { readDate, readDateTime } from '../formats/dates';
import type { MessageKey } from './messages';
import type { Phrase } from '../domain/phrase';
import type { Rank, RuleSet, Variant } from '../domain/vocabulary';
import type { TournamentFile } from '../formats/tournament-file';
import type { crosstableJson } from '../formats/crosstable-json';
import type { WithdrawalDecision, WithdrawalEffect } from '../domain/withdrawal';
import type { NormRank, NormStatus } from '../domain/norms';
import type { RankBasis, RankEventKind, RankEvidence, RegisterSettings } from '../domain/rank-register';

export type { RegisterSettings };

export const EARLIEST_BIRTH_YEAR = 1900;

/** Text that prints as it reads: no control characters (NUL, tab, line breaks), no bidi controls that would show
 * a name reversed (U+202A–U+202E, U+2066–U+2069), and no broken characters (a lone half of a surrogate pair). */
export function isPrintableText(text: string): boolean {
  // Control characters are exactly what this looks for.
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(
    text,
  );
}

/** Optional free text: trimmed, and empty becomes null so that "no club" is stored one way only. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'invalidInput' })
      .trim()
      .max(max, { error: 'tooLong' })
      .refine(isPrintableText, { error: 'textNotPrintable' })
      .nullable()
      .default(null),
  );

export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .refine(isPrintableText, { error: 'textNotPrintable' });

export const rank = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.enum(RANKS, { error: 'rankInvalid' }).nullable(),
);

/** A year typed in a form arrives as text; an empty field means "not known". */
export const birthYear = z.preprocess(
  (value) => {
    if (value === '' || value === undefined || value === null) return null;
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
    return value;
  },
  z
    .number({ error: 'birthYearRange' })
    .int({ error: 'birthYearRange' })
    .min(EARLIEST_BIRTH_YEAR, { error: 'birthYearRange' })
    .max(new Date().getFullYear(), { error: 'birthYearRange' })
    .nullable(),
);

/** A date as typed (25.11.2026, 25/11/2026 or 2026-11-25), carried on as ISO; one message, the true one: written
 * wrongly, or written right but not on the calendar (30.02.2026). */
export const isoDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string({ error: 'dateInvalid' })
    .transform((text, ctx) => {
      const read = readDate(text);
      if (read.iso) return read.iso;
      ctx.addIssue({
        code: 'custom',
        message: read.problem === 'noSuchDay' ? 'dateNoSuchDay' : 'dateInvalid',
        params: { date: text.trim() },
      });
      return z.NEVER;
    })
    .nullable(),
);

/** A date and time of day as typed (25.11.2026 18:00, 2026-11-25T18:00), carried on as local ISO YYYY-MM-DDTHH:MM. */
export const localDateTime = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: 'dateTimeInvalid' })
    .transform((text, ctx) => {
      const read = readDateTime(text);
      if (read.iso) return read.iso;
      const message = { malformed: 'dateTimeInvalid', noSuchDay: 'dateNoSuchDay', noSuchTime: 'timeNoSuchTime' }[
        read.problem!
      ];
      ctx.addIssue({ code: 'custom', message, params: { date: text.trim() } });
      return z.NEVER;
    })
    .nullable()
    .default(null),
);

/** A whole number typed into a form (digits, spaces around them allowed) or sent as a number, within its limits;
 * anything else — `true`, `[3]`, `"0x10"`, `"1e3"` — is refused with the field's own message. */
const wholeNumber = (error: MessageKey, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?[0-9]{1,9}\s*$/.test(value) ? Number(value) : value),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );

/** An id is a positive whole number, or its digits as text (from a URL or a form): never `true`, `[1]`, `"0x10"`,
 * `" 7 "` or `"1e3"`, which a loose conversion would turn into a number. */
const id = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'idInvalid' })
    .int({ error: 'idInvalid' })
    .positive({ error: 'idInvalid' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'idInvalid' }),
);

/** A player as a screen showed him (the `Player` view without its id): compared, not validated as typing is. */
const playerAsShown = z.strictObject({
  name: z.string(),
  rank: z.enum(RANKS).nullable(),
  club: z.string().nullable(),
  city: z.string().nullable(),
  birthYear: z.number().int().nullable(),
});

export const playerFields = z.strictObject({
  name: requiredText(100),
  rank,
  club: optionalText(100),
  city: optionalText(100),
  birthYear,
});

const tournamentFields = z
  .strictObject({
    name: requiredText(200),
    variant: z.enum(VARIANTS, { error: 'variantInvalid' }),
    ruleSet: z.enum(RULE_SETS, { error: 'ruleSetInvalid' }),
    venue: optionalText(200),
    startDate: isoDate,
    endDate: isoDate,
    arbiter: optionalText(100),
  })
  .refine((t) => !t.startDate || !t.endDate || t.endDate >= t.startDate, {
    error: 'endBeforeStart',
    path: ['endDate'],
  });

const nothing = z.strictObject({});

const rankCounting = z.strictObject({
  M: z.number().int().min(0).max(9),
  CM: z.number().int().min(0).max(9),
  unranked: z.number().int().min(0).max(9),
});

/** A tournament's settings, each one optional: what a save changes, or what the form was given of them. */
const settingsValues = z.strictObject({
  name: requiredText(200).optional(),
  variant: z.enum(VARIANTS, { error: 'variantInvalid' }).optional(),
  ruleSet: z.enum(RULE_SETS, { error: 'ruleSetInvalid' }).optional(),
  venue: optionalText(200).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  arbiter: optionalText(100).optional(),
  // §32: 15, 18 or 20 moves an hour (25 possible in 100-square draughts); sessions of 4 to 6 hours.
  movesPerHour: wholeNumber('movesPerHourInvalid', 0, 1000)
    .refine((value) => (MOVES_PER_HOUR as readonly number[]).includes(value), { error: 'movesPerHourInvalid' })
    .optional(),
  sessionHours: wholeNumber('sessionHoursInvalid', 4, 6).optional(),
  double: z.boolean().optional(),
  swapLastTwoRounds: z.boolean().optional(),
  tiebreaks: z
    .array(z.enum(TIEBREAKS))
    .refine((list) => new Set(list).size === list.length, { error: 'invalidInput' })
    .optional(),
  rankCounting: rankCounting.optional(),
  drawRoundOrder: z.boolean().optional(),
  /** The national championship: taking part twice in three years makes a master (appendix). */
  nationalChampionship: z.boolean().optional(),
});

const settingsFields = settingsValues.extend({
  id,
  /** The stored values the form was given of the settings it changes: a save from a form opened before another
   * window changed one of them is refused, and writes nothing. */
  was: settingsValues.optional(),
  /** The arbiter confirms a change that the rules make delicate (tiebreaks after round 1). */
  confirm: z.boolean().default(false),
});

const drawFields = z.strictObject({
  tournamentId: id,
  method: z.enum(['random', 'manual']),
  /** Random draw: the seed to use (to reproduce a draw); a fresh one when absent. */
  seed: z.string().trim().min(1).max(40).optional(),
  /** Manual draw: every participant's number. */
  numbers: z.array(z.strictObject({ playerId: id, no: z.number().int() })).optional(),
});

/** The clock as the arbiter reads it, h:mm; the domain decides what is a time (1:99 is not). */
const clock = z
  .string({ error: 'clockInvalid' })
  .refine((text) => parseClock(text) !== null, { error: 'clockInvalid' });

const adjournFields = z.strictObject({
  tournamentId: id,
  gameId: id,
  /** The position at adjournment, PDN FEN, the sealer to move. */
  position: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
  sealedMoveNumber: wholeNumber('idInvalid', 1, 10_000),
  /** The sealed move typed into a digital envelope; absent for a paper envelope (typed when it is opened). */
  sealedMove: optionalText(60),
  whiteUsed: clock,
  blackUsed: clock,
  /** §34: sealed before the end of the session, with the arbiter's consent. */
  early: z.boolean().default(false),
  /** Within the tournament's dates; a day after its last one only when confirmed (`confirmResumeAfterEnd`). */
  resumeAt: localDateTime,
  resumePlace: optionalText(100),
  drawOfferPending: z.boolean().default(false),
  /** Adjourning a game that already has a final result replaces it: confirmed, like any result. */
  confirm: z.boolean().default(false),
  /** §36: a sealed move not written in the variant's notation is kept as the sealer wrote it, when confirmed. */
  confirmSealedMove: z.boolean().default(false),
  /** A resumption after the tournament's last day (an extra day the organisers added), confirmed. */
  confirmResumeAfterEnd: z.boolean().default(false),
});

const incidentFields = z.strictObject({
  tournamentId: id,
  gameId: id,
  kind: z.enum(['illegalMove', 'noShow', 'bothAbsent', 'timeLoss', 'discipline'], { error: 'invalidInput' }),
  /** Who committed it (for both absent: "both"). */
  side: z.enum(['white', 'black', 'both'], { error: 'invalidInput' }),
  moveNumber: wholeNumber('idInvalid', 1, 10_000).optional(),
  move: optionalText(60),
  position: optionalText(200),
  foundDuring: z.enum(['game', 'afterGame']).default('game'),
  opponentCanWin: z.boolean().default(true),
  note: optionalText(300),
  /** An incident whose result replaces a final result needs the same confirmation as recordResult. */
  confirm: z.boolean().default(false),
});

/** A score in points as typed (8, 8.5, "8,5"), whole or half, from 0 to `max`; carried on as half-points. */
const halfPoints = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d{1,3}([.,]5|[.,]0)?\s*$/.test(value)
        ? Number(value.replace(',', '.'))
        : value,
    z
      .number({ error: 'scoreInvalid' })
      .min(0, { error: 'scoreInvalid' })
      .max(max, { error: 'scoreInvalid' })
      .refine((points) => Number.isInteger(points * 2), { error: 'scoreInvalid' })
      .transform((points) => Math.round(points * 2)),
  );

/** The rank list's filters: one rank, a club, a city, and ranks whose three years end by a date. */
const rankListFilter = {
  rank: z.enum(RANKS, { error: 'rankInvalid' }).optional(),
  club: optionalText(100).optional(),
  city: optionalText(100).optional(),
  lapsingBy: isoDate.optional(),
};

const requiredDate = isoDate.refine((date) => date !== null, { error: 'required' }).transform((date) => date!);

const resultValue = z.enum(GAME_RESULTS as [Exclude<GameResult, null>, ...Exclude<GameResult, null>[]]).nullable();

export const contract = {
  /** One page of the registry in its order, found by name, club or city (accents and case aside). */
  listPlayers: {
    write: false,
    input: z.strictObject({
      search: z.string({ error: 'invalidInput' }).max(100, { error: 'tooLong' }).default(''),
      offset: wholeNumber('pageInvalid', 0, 10_000_000).default(0),
      limit: wholeNumber('pageInvalid', 1, MAX_PAGE).default(DEFAULT_PAGE),
    }),
  },
  /** Whether the full check of the database file has run and what it found (db/integrity.ts). */
  getStoreHealth: { write: false, input: nothing },
  /** A second player of the same name with a birth year missing on either side may be the same person: asked first. */
  createPlayer: { write: true, input: playerFields.extend({ confirm: z.boolean().default(false) }) },
  /** `was`: the player as the form showed him when it was opened. When the stored player is no longer that (another
   * window, a tournament's norms), nothing is written: a stale form would put back the old values, a rank among them. */
  updatePlayer: { write: true, input: playerFields.extend({ id, was: playerAsShown.optional() }) },
  /** One page of the tournaments, newest first. */
  listTournaments: {
    write: false,
    input: z.strictObject({
      offset: wholeNumber('pageInvalid', 0, 10_000_000).default(0),
      limit: wholeNumber('pageInvalid', 1, MAX_PAGE).default(DEFAULT_PAGE),
    }),
  },
  getTournament: { write: false, input: z.strictObject({ id }) },
  createTournament: { write: true, input: tournamentFields },
  /** A finished tournament: its results are locked. With games still unfinished, closing needs confirmation. */
  closeTournament: { write: true, input: z.strictObject({ id, confirm: z.boolean().default(false) }) },
  reopenTournament: {
    write: true,
    input: z.strictObject({ id, confirm: z.literal(true, { error: 'confirmRequired' }) }),
  },
  /** Deleting saves the tournament file beside the database first, in the same step. */
  deleteTournament: {
    write: true,
    input: z.strictObject({ id, confirm: z.literal(true, { error: 'confirmRequired' }) }),
  },
  /** Only a player who has never been entered in a tournament. */
  deletePlayer: { write: true, input: z.strictObject({ id }) },
  addParticipant: { write: true, input: z.strictObject({ tournamentId: id, playerId: id }) },
  removeParticipant: { write: true, input: z.strictObject({ tournamentId: id, playerId: id }) },
  updateTournamentSettings: { write: true, input: settingsFields },
  drawLots: { write: true, input: drawFields },
  drawNextRound: { write: true, input: z.strictObject({ tournamentId: id }) },
  getSchedule: { write: false, input: z.strictObject({ tournamentId: id }) },
  recordResult: {
    write: true,
    input: z.strictObject({ tournamentId: id, gameId: id, result: resultValue, confirm: z.boolean().default(false) }),
  },
  undoLastChange: { write: true, input: z.strictObject({ tournamentId: id }) },
  withdrawPlayer: {
    write: true,
    input: z.strictObject({ tournamentId: id, playerId: id, afterRound: wholeNumber('afterRoundNotANumber', 0, 1000) }),
  },
  /** A withdrawal recorded by mistake is cancelled: confirmed and logged; §38 is decided again without it. */
  cancelWithdrawal: {
    write: true,
    input: z.strictObject({ tournamentId: id, playerId: id, confirm: z.literal(true, { error: 'confirmRequired' }) }),
  },
  getCrosstable: { write: false, input: z.strictObject({ tournamentId: id }) },
  /** A tournament of the same name, variant and start date as one already stored is imported only when confirmed. */
  importTournament: {
    write: true,
    input: z.strictObject({ file: z.unknown(), confirm: z.boolean().default(false) }),
  },
  exportTournament: { write: false, input: z.strictObject({ id }) },
  adjournGame: { write: true, input: adjournFields },
  getAdjournment: { write: false, input: z.strictObject({ tournamentId: id, gameId: id }) },
  openEnvelope: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      gameId: id,
      /** §35: minutes left in the playing session — an adjourned game is resumed only with at least an hour left. */
      minutesLeftInSession: wholeNumber('minutesLeftInvalid', 0, 600),
      /** The arbiter's exception to §35's hour, confirmed before the envelope is opened and logged. */
      confirmShortSession: z.boolean().default(false),
      /** A paper envelope: the sealed move as written on the scoresheet, typed at the opening. */
      sealedMove: optionalText(60),
    }),
  },
  recordIncident: { write: true, input: incidentFields },
  listIncidents: { write: false, input: z.strictObject({ tournamentId: id, gameId: id.optional() }) },
  printout: {
    write: false,
    input: z.strictObject({
      tournamentId: id,
      kind: z.enum(PRINTOUT_KINDS, { error: 'printoutKindInvalid' }),
      round: wholeNumber('roundInvalid', 1, 1000).optional(),
      gameId: id.optional(),
      lang: z.enum(LANGUAGES, { error: 'langInvalid' }).default('en'),
    }),
  },
  /** A player's card: his tournaments, scores, places and norms, his rank and its history. */
  getPlayerCard: { write: false, input: z.strictObject({ id }) },
  /** A rank written by hand (brought from before the register, or corrected): dated, with a note. */
  setPlayerRank: {
    write: true,
    input: z.strictObject({ playerId: id, rank, date: requiredDate, note: optionalText(300) }),
  },
  /** Takes an event out of a player's history (one applied by mistake): confirmed and logged. */
  removeRankEvent: {
    write: true,
    input: z.strictObject({ id, confirm: z.literal(true, { error: 'confirmRequired' }) }),
  },
  /** "Meistersportlane": a 14-game classification match against a master, with the challenger's points. */
  recordClassificationMatch: {
    write: true,
    input: z.strictObject({
      playerId: id,
      masterId: id,
      date: requiredDate,
      points: halfPoints(14),
      note: optionalText(300),
    }),
  },
  /** What a tournament's norm report supports in the register, and what of it is applied. */
  getRankProposals: { write: false, input: z.strictObject({ tournamentId: id }) },
  /** Applies a closed tournament's proposals — those named by key, or all — dated at its end. */
  applyRankProposals: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      keys: z.array(z.string().max(80)).max(200).optional(),
      confirm: z.literal(true, { error: 'confirmRequired' }),
    }),
  },
  /** The rank list, filtered; one page of it when a limit is given (the screen), all of it otherwise. */
  getRankList: {
    write: false,
    input: z.strictObject({
      ...rankListFilter,
      offset: wholeNumber('pageInvalid', 0, 10_000_000).optional(),
      limit: wholeNumber('pageInvalid', 1, MAX_PAGE).optional(),
    }),
  },
  /** Records the lapse of every rank (or of the players named) whose three years ended before `asOf`. */
  recordLapses: {
    write: true,
    input: z.strictObject({
      asOf: requiredDate,
      // The lapses of the list the filter selects (the whole register without one), or of the players named.
      ...rankListFilter,
      playerIds: z.array(id).max(10_000).optional(),
      confirm: z.literal(true, { error: 'confirmRequired' }),
    }),
  },
  getRegisterSettings: { write: false, input: nothing },
  updateRegisterSettings: {
    write: true,
    input: z.strictObject({ candidateMaxCoefficient: wholeNumber('coefficientInvalid', 91, 500) }),
  },
  registerPrintout: { write: false, input: registerPrintoutRequest() },
} as const satisfies Record<OperationName, { write: boolean; input: z.ZodType }>;

// Every operation named in operations.ts has its schema above (`satisfies`), and no schema is unnamed (here).
const noUnnamedOperation: Exclude<keyof typeof contract, OperationName> extends never ? true : never = true;
void noUnnamedOperation;

/** Which register document: the rank list with its filters, or one player's card. */
function registerPrintoutRequest() {
  return z.strictObject({
    kind: z.enum(REGISTER_PRINTOUT_KINDS, { error: 'printoutKindInvalid' }),
    playerId: id.optional(),
    ...rankListFilter,
    lang: z.enum(LANGUAGES, { error: 'langInvalid' }).default('en'),
  });
}

/** A register export: the rank list as CSV, either document as a page or a PDF. */
export const registerExportRequest = registerPrintoutRequest().extend({
  format: z.enum(['csv', 'html', 'pdf'], { error: 'exportFormatInvalid' }),
});

/** An export request (not an operation: its answer is a file), checked the same way on every door. */
export const exportRequest = z.strictObject({
  tournamentId: id,
  format: z.enum(EXPORT_FORMATS, { error: 'exportFormatInvalid' }),
  lang: z.enum(LANGUAGES, { error: 'langInvalid' }).default('en'),
  kind: z.enum(PRINTOUT_KINDS, { error: 'printoutKindInvalid' }).optional(),
  round: wholeNumber('roundInvalid', 1, 1000).optional(),
  gameId: id.optional(),
});

export type Contract = typeof contract;
export type Input<K extends OperationName> = z.input<Contract[K]['input']>;
export type ParsedInput<K extends OperationName> = z.output<Contract[K]['input']>;

export { DEFAULT_PAGE, isOperationName, MAX_PAGE, MOVES_PER_HOUR, OPERATION_NAMES, type OperationName };

// ---- outputs ----

export interface Player {
  id: number;
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  birthYear: number | null;
}

export interface TournamentSummary {
  id: number;
  name: string;
  variant: Variant;
  ruleSet: RuleSet;
  venue: string | null;
  startDate: string | null;
  endDate: string | null;
  arbiter: string | null;
  participantCount: number;
  /** When it was closed (finished, results locked); null while open. */
  closedAt: string | null;
  state: TournamentState;
}

/** Where a tournament stands: not drawn, round k of n, or finished. */
export interface TournamentState {
  phase: 'setup' | 'playing' | 'finished';
  /** The round being played: the first with a game still to finish, else the last drawn one. */
  round: number | null;
  rounds: number | null;
}

export interface Participant {
  playerId: number;
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  lotNo: number | null;
  /** §38: the round after which he left, and what was decided; null while he plays on. */
  withdrawal: { afterRound: number; rule: 'forfeits' | 'annulled' } | null;
}

export interface TournamentSettingsView {
  movesPerHour: number;
  sessionHours: number;
  double: boolean;
  swapLastTwoRounds: boolean;
  tiebreaks: Tiebreak[];
  rankCounting: { M: number; CM: number; unranked: number };
  drawRoundOrder: boolean;
  nationalChampionship: boolean;
  drawMethod: 'random' | 'manual' | null;
  drawSeed: string | null;
  drawnAt: string | null;
}

export interface TournamentDetail extends TournamentSummary {
  settings: TournamentSettingsView;
  participants: Participant[];
}

export interface ScheduledPlayer {
  playerId: number;
  no: number;
  name: string;
}

export interface ScheduledGame {
  id: number;
  board: number;
  white: ScheduledPlayer;
  black: ScheduledPlayer;
  /** The result that counts: the one recorded, or + for the opponent of a player who left (§38). */
  result: GameResult;
  /** §38's decision on this game: annulled with a removed player, or won by the opponent of one who left. */
  withdrawal: { effect: WithdrawalEffect; player: ScheduledPlayer } | null;
}

export interface ScheduledRound {
  /** When it is played; null while the round order is still to be drawn. */
  round: number | null;
  tableRound: number;
  bye: ScheduledPlayer | null;
  games: ScheduledGame[];
  /** Every game has a final result. */
  complete: boolean;
}

export interface Schedule {
  tournamentId: number;
  drawn: boolean;
  rounds: ScheduledRound[];
}

/** §38's decision on one player who left, with the numbers it rests on (electron/domain/withdrawal.ts). */
export interface WithdrawalDecisionView extends Omit<WithdrawalDecision, 'player'> {
  playerId: number;
  no: number;
  name: string;
}

export type CrosstableView = ReturnType<typeof crosstableJson> & {
  tournamentId: number;
  tiebreaks: Tiebreak[];
  /** In the order §38 decided them. */
  withdrawals: WithdrawalDecisionView[];
};

export interface WithdrawalOutcomeView {
  rule: 'forfeits' | 'annulled' | 'redraw';
  /** The decision with its numbers; null for a new draw before the start. */
  decision: WithdrawalDecisionView | null;
  tournament: TournamentDetail;
}

/** What an undo reversed: the change (its audit action), the game it touched, and the player for a withdrawal. */
export interface UndoView {
  undone: 'result' | 'incident' | 'adjournment' | 'withdrawal';
  game: ScheduledGame | null;
  player: ScheduledPlayer | null;
}

export interface PlayerPage {
  players: Player[];
  /** How many players the search finds (all registered players without a search). */
  matched: number;
  registered: number;
}

export interface TournamentPage {
  tournaments: TournamentSummary[];
  total: number;
}

export interface StoreHealth {
  state: 'checking' | 'ok' | 'damaged';
  problems: string[];
}

export interface Outputs {
  getStoreHealth: StoreHealth;
  listPlayers: PlayerPage;
  createPlayer: Player;
  updatePlayer: Player;
  listTournaments: TournamentPage;
  getTournament: TournamentDetail;
  createTournament: TournamentDetail;
  closeTournament: TournamentDetail;
  reopenTournament: TournamentDetail;
  deleteTournament: { id: number; name: string; savedTo: string };
  deletePlayer: { id: number; name: string };
  addParticipant: TournamentDetail;
  removeParticipant: TournamentDetail;
  updateTournamentSettings: TournamentDetail;
  drawLots: Schedule;
  drawNextRound: Schedule;
  getSchedule: Schedule;
  recordResult: ScheduledGame;
  undoLastChange: UndoView;
  withdrawPlayer: WithdrawalOutcomeView;
  cancelWithdrawal: TournamentDetail;
  getCrosstable: CrosstableView;
  importTournament: { id: number };
  exportTournament: TournamentFile;
  printout: { title: string; html: string };
  adjournGame: AdjournmentView;
  getAdjournment: AdjournmentView;
  openEnvelope: AdjournmentView;
  recordIncident: IncidentView;
  listIncidents: IncidentView[];
  getPlayerCard: PlayerCard;
  setPlayerRank: PlayerCard;
  removeRankEvent: PlayerCard;
  recordClassificationMatch: PlayerCard;
  getRankProposals: RankProposalsView;
  applyRankProposals: RankProposalsView;
  getRankList: RankList;
  recordLapses: { recorded: LapseView[] };
  getRegisterSettings: RegisterSettings;
  updateRegisterSettings: RegisterSettings;
  registerPrintout: { title: string; html: string };
}

// ---- the rank register ----

/** One event of a player's rank history, with what it rests on. */
export interface RankEventView {
  id: number;
  playerId: number;
  kind: RankEventKind;
  rank: Rank | null;
  date: string;
  basis: RankBasis;
  tournamentId: number | null;
  matchId: number | null;
  evidence: RankEvidence;
  note: string | null;
}

/** His rank as the history folds it, with the three years of "Järgu säilitamine". */
export interface RankStandingView {
  rank: Rank | null;
  since: string | null;
  lastKept: string | null;
  validUntil: string | null;
  /** Three years passed (as of today) with nothing keeping it; the lapse is still to be recorded. */
  lapsed: boolean;
}

export interface PlayerTournamentView {
  tournamentId: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  closed: boolean;
  nationalChampionship: boolean;
  rankAtStart: Rank | null;
  /** Null before the draw. */
  no: number | null;
  games: number;
  /** Points (7.5) and percent with one decimal, of his games that count. */
  points: number;
  percent: number | null;
  place: string | null;
  players: number;
  norm: { achieved: NormRank | null; status: NormStatus | null };
  masterMet: boolean | null;
}

export interface MatchView {
  id: number;
  date: string;
  player: { id: number; name: string };
  master: { id: number; name: string };
  games: number;
  /** The challenger's points (8.5); the master has the rest. */
  points: number;
  won: boolean;
  note: string | null;
}

export interface PlayerCard {
  player: Player;
  standing: RankStandingView;
  /** Oldest first, as it happened. */
  history: RankEventView[];
  tournaments: PlayerTournamentView[];
  matches: MatchView[];
  /** Results counted toward candidate master (of three) and national championships in the last three years (of
   * two). */
  progress: { candidate: number; candidateNeeded: number; championships: number; championshipsNeeded: number };
}

export interface RankProposalView {
  /** Names the proposal when applying one by one. */
  key: string;
  playerId: number;
  name: string;
  rankAtStart: Rank | null;
  kind: 'achieved' | 'confirmed' | 'counted';
  rank: Rank;
  basis: RankBasis;
  count: { have: number; need: number } | null;
  games: number;
  points: number;
  /** The event it became, once applied. */
  appliedEventId: number | null;
}

export interface RankProposalsView {
  tournamentId: number;
  name: string;
  closed: boolean;
  /** The day the events are dated (the tournament's end); null when it has no dates and is not closed. */
  date: string | null;
  coefficient: number | null;
  /** Whether the field counts as "a tournament of I-rank players" under the federation's setting. */
  candidateField: boolean;
  nationalChampionship: boolean;
  settings: RegisterSettings;
  proposals: RankProposalView[];
  /** Events applied from this tournament that its results no longer support (it was reopened and changed). */
  unsupported: (RankEventView & { name: string })[];
}

export interface RankListRow {
  playerId: number;
  name: string;
  club: string | null;
  city: string | null;
  birthYear: number | null;
  rank: Rank;
  since: string | null;
  lastKept: string | null;
  validUntil: string | null;
  lapsed: boolean;
  /** The event that last kept the rank. */
  keptBy: RankEventView | null;
}

export interface RankList {
  asOf: string;
  lapsingBy: string | null;
  /** All the rows the filter selects, or one page of them. */
  rows: RankListRow[];
  /** How many rows the filter selects, and how many of those have lapsed by `asOf`. */
  total: number;
  lapsed: number;
}

export interface LapseView {
  playerId: number;
  name: string;
  from: Rank;
  to: Rank | null;
  date: string;
}

export interface AdjournmentView {
  gameId: number;
  round: number | null;
  board: number;
  white: ScheduledPlayer;
  black: ScheduledPlayer;
  position: string;
  sealer: 'white' | 'black';
  sealedMoveNumber: number;
  /** Hidden (null) from everyone until the envelope is opened (§36). */
  sealedMove: string | null;
  /** Whether the move was typed into the envelope at sealing; false for a paper envelope, typed at the opening. */
  sealedMoveTyped: boolean;
  /** §36: how the sealed move reads; hidden like the move itself. */
  check: { legal: boolean; reading: string | null; clerical: string | null; why: Phrase } | null;
  whiteUsed: string;
  blackUsed: string;
  early: boolean;
  /** §34: after an early adjournment, the minutes the sealer has to the next control. */
  toNextControl: number | null;
  resumeAt: string | null;
  resumePlace: string | null;
  drawOfferPending: boolean;
  sealedAt: string;
  openedAt: string | null;
  /** After opening: the position with the sealed move played (when it is legal), the answering side to move. */
  positionAfter: string | null;
  /** §35: the players' other adjourned games (`adjournment.restBetween` phrases). */
  warnings: Phrase[];
}

export interface IncidentView {
  id: number;
  gameId: number;
  kind: 'illegalMove' | 'noShow' | 'bothAbsent' | 'timeLoss' | 'discipline';
  side: 'white' | 'black' | 'both';
  moveNumber: number | null;
  move: string | null;
  ruleSet: string;
  /** Illegal moves: this player's count in this game, this one included. */
  count: number | null;
  penalty: {
    action: string;
    minutesToOpponent: number;
    decides: 'loss' | 'draw' | null;
    rule: string;
    explanation: Phrase;
  } | null;
  resultApplied: GameResult;
  note: string | null;
  createdAt: string;
}

export type Output<K extends OperationName> = Outputs[K];

/** What the renderer talks to: the same operations, asynchronous because they cross a process or a network. */
export type ArbiterApi = { [K in OperationName]: (input: Input<K>) => Promise<Output<K>> };

/** What the service implements: synchronous, because better-sqlite3 transactions cannot await. */
export type ArbiterHandlers = { [K in OperationName]: (input: ParsedInput<K>) => Output<K> };

export { MAX_PLAYERS };
