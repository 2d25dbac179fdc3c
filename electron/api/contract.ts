// The one contract: every operation the app offers, with the zod schema of its input; its answer's type is in
// views.ts, the fields it is made of in fields.ts. IPC (Electron), HTTP (browser mode) and the CLI all parse input with
// these schemas and call the same service.
import { z } from 'zod';
import { CLOCKS } from '#domain/clocks';
import { NAME_STYLES } from '#domain/names';
import { SCORINGS } from '#domain/results';
import { TIEBREAKS } from '#domain/standings';
import { MAX_PLAYERS, RANKS, RULE_SETS, VARIANTS } from '#domain/vocabulary';
import { WITHDRAWAL_THRESHOLDS } from '#domain/withdrawal';
import { IMPORT_FIELDS } from '#formats/player-list';
import {
  birthYear,
  clock,
  halfPoints,
  id,
  isoDate,
  localDateTime,
  optionalText,
  rank,
  requiredDate,
  requiredText,
  resultValue,
  wholeNumber,
} from './fields';
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
import type { Output } from './views';

/** A player as a screen showed him (the `Player` view without its id): compared, not validated as typing is. */
const playerAsShown = z.strictObject({
  name: z.string(),
  surname: z.string().optional(),
  givenNames: z.string().optional(),
  nameUnsure: z.boolean().optional(),
  rank: z.enum(RANKS).nullable(),
  /** Shown, not compared: the rank's date is the register's, changed only through its history. */
  rankSince: z.string().nullable().optional(),
  club: z.string().nullable(),
  city: z.string().nullable(),
  birthYear: z.number().int().nullable(),
});

export const playerFields = z
  .strictObject({
    /** The surname with its particle ("van der Berg"); required, unless an earlier client sends `name`. */
    surname: optionalText(60),
    /** The given names, a patronymic among them ("Иван Петрович"). */
    givenNames: optionalText(60),
    /** The one-string name of earlier versions, given names first ("Jaan Tamm"): split at its last word (a particle
     * kept with the surname) when `surname` is not given. */
    name: optionalText(100),
    rank,
    /** The day the rank was achieved, when the arbiter knows it; without it the rank's date is unknown. */
    rankSince: isoDate.optional(),
    club: optionalText(100),
    city: optionalText(100),
    birthYear,
  })
  // A name is required: the surname, or an earlier client's `name`. Said with the other fields' problems, not after.
  .refine((player) => player?.surname != null || player?.name != null, {
    error: 'required',
    path: ['surname'],
    when: () => true,
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
    /** Without it, the rule set's: 2–1–0 under the FMJD's rules, 1–½–0 under 1953 and FIDE. */
    scoring: z.enum(SCORINGS, { error: 'scoringInvalid' }).optional(),
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
  /** The kind of time control: moves in an hour in sessions (as above), a base time with an increment, a base time. */
  clock: z.enum(CLOCKS, { error: 'clockInvalid' }).optional(),
  baseMinutes: wholeNumber('baseMinutesInvalid', 1, 600).nullable().optional(),
  incrementSeconds: wholeNumber('incrementSecondsInvalid', 0, 300).nullable().optional(),
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
  shownInHall: z.boolean().optional(),
  /** How its screens and printouts show names: given names first, surname first, or surname and initials. */
  nameStyle: z.enum(NAME_STYLES, { error: 'nameStyleInvalid' }).optional(),
  /** How a game is counted: 1–½–0 (1953 §37, FIDE) or 2–1–0 (FMJD, EKL). */
  scoring: z.enum(SCORINGS, { error: 'scoringInvalid' }).optional(),
  /** When a player who leaves keeps his results: at least half played (§38, FIDE) or more than half (FMJD events). */
  withdrawalThreshold: z.enum(WITHDRAWAL_THRESHOLDS, { error: 'withdrawalThresholdInvalid' }).optional(),
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

/** The rank list's filters: one rank, a club, a city, and ranks whose three years end by a date. */
const rankListFilter = {
  rank: z.enum(RANKS, { error: 'rankInvalid' }).optional(),
  club: optionalText(100).optional(),
  city: optionalText(100).optional(),
  lapsingBy: isoDate.optional(),
  /** Only the ranks whose date is unknown, for the arbiter to give it. */
  undated: z.boolean().optional(),
};

export const contract = {
  /** One page of the registry in its order, found by name, club or city (accents and case aside). */
  listPlayers: {
    write: false,
    input: z.strictObject({
      search: z.string({ error: 'invalidInput' }).max(100, { error: 'tooLong' }).default(''),
      /** Only the names the migration split and the arbiter has not checked. */
      unsure: z.boolean().optional(),
      offset: wholeNumber('pageInvalid', 0, 10_000_000).default(0),
      limit: wholeNumber('pageInvalid', 1, MAX_PAGE).default(DEFAULT_PAGE),
    }),
  },
  /** Whether the full check of the database file has run and what it found (db/integrity.ts). */
  getStoreHealth: { write: false, input: nothing },
  /** A second player of the same name with a birth year missing on either side may be the same person: asked first. */
  createPlayer: { write: true, input: playerFields.safeExtend({ confirm: z.boolean().default(false) }) },
  /** `was`: the player as the form showed him when it was opened. When the stored player is no longer that (another
   * window, a tournament's norms), nothing is written: a stale form would put back the old values, a rank among them. */
  updatePlayer: { write: true, input: playerFields.safeExtend({ id, was: playerAsShown.optional() }) },
  /** A club's or federation's player list read from a file (the rows with their lines: `readTable`): previewed
   * with each row's status and problems, stored when confirmed — new players only, one person never twice. */
  importPlayers: {
    write: true,
    input: z.strictObject({
      /** The file's name, for the log. */
      source: optionalText(260),
      rows: z
        .array(
          z.strictObject({
            line: z.number().int().min(1),
            cells: z.array(z.string().max(500, { error: 'tooLong' })).max(60),
          }),
        )
        .min(1, { error: 'importEmpty' })
        .max(20_000, { error: 'importTooLong' }),
      /** The arbiter's choice of columns (a field's column from 0, or null for none); the headings decide the rest. */
      columns: z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0).max(59).nullable()).optional(),
      /** Store the new players; without it, only the preview. */
      confirm: z.boolean().default(false),
      /** With rows that have problems, store the others and leave those out. */
      skipInvalid: z.boolean().default(false),
    }),
  },
  /** One page of the tournaments, newest first. */
  listTournaments: {
    write: false,
    input: z.strictObject({
      offset: wholeNumber('pageInvalid', 0, 10_000_000).default(0),
      limit: wholeNumber('pageInvalid', 1, MAX_PAGE).default(DEFAULT_PAGE),
      /** Only those the hall shows: drawn, not closed, not hidden by the arbiter (docs/hall.md). */
      inHall: z.boolean().default(false),
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
  /** A tie-break match's outcome: the players still tied, by their numbers in the order it put them (winner first),
   * and how it was played. It decides their places on every table. */
  recordPlayoff: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      numbers: z
        .array(wholeNumber('playoffNumberInvalid', 1, MAX_PLAYERS))
        .min(2, { error: 'playoffTwoPlayers' })
        .max(MAX_PLAYERS),
      note: optionalText(200),
    }),
  },
  /** A tie-break match recorded by mistake is taken back: confirmed and logged; the players share the place again. */
  cancelPlayoff: {
    write: true,
    input: z.strictObject({ tournamentId: id, playoffId: id, confirm: z.literal(true, { error: 'confirmRequired' }) }),
  },
  /** A tournament of the same name, variant and start date as one already stored is imported only when confirmed. */
  importTournament: {
    write: true,
    input: z.strictObject({ file: z.unknown(), confirm: z.boolean().default(false) }),
  },
  exportTournament: { write: false, input: z.strictObject({ id }) },
  adjournGame: { write: true, input: adjournFields },
  getGameRecord: { write: false, input: z.strictObject({ tournamentId: id, gameId: id }) },
  /** The 1953 draw claims (§16, §31) the game's kept moves support, each at the move after which it can be made. */
  getDrawClaims: { write: false, input: z.strictObject({ tournamentId: id, gameId: id }) },
  /** The score sheet as PDN movetext (or one whole PDN game), checked by the rules engine, kept as written. */
  saveGameRecord: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      gameId: id,
      moves: z.string({ error: 'invalidInput' }).max(50_000, { error: 'tooLong' }),
      /** A start position (PDN FEN) other than the variant's; a FEN tag in the moves gives it too. */
      start: optionalText(300).optional(),
      confirm: z.boolean().default(false),
    }),
  },
  /** A PDN file's games against the schedule: what would be stored, what does not match. */
  previewGamesImport: {
    write: false,
    input: z.strictObject({ tournamentId: id, pdn: z.string({ error: 'invalidInput' }).max(20_000_000) }),
  },
  importGames: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      pdn: z.string({ error: 'invalidInput' }).max(20_000_000),
      confirm: z.boolean().default(false),
    }),
  },
  exportGames: { write: false, input: z.strictObject({ tournamentId: id }) },
  deleteGameRecord: {
    write: true,
    input: z.strictObject({ tournamentId: id, gameId: id, confirm: z.boolean().default(false) }),
  },
  getAdjournment: { write: false, input: z.strictObject({ tournamentId: id, gameId: id }) },
  openEnvelope: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      gameId: id,
      /** §35: minutes left in the playing session — an adjourned game is resumed only with at least an hour left.
       * Needed under the 1953 rules only; the other rule sets set no such limit. */
      minutesLeftInSession: wholeNumber('minutesLeftInvalid', 0, 600).optional(),
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
      /** A score sheet's diagram: the position after this many half-moves (0: the start; absent: the last). */
      ply: wholeNumber('plyInvalid', 0, 10_000).optional(),
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
  /** The day a rank of unknown date was achieved: from it the rank counts (its three years, its lapse). */
  giveRankDate: { write: true, input: z.strictObject({ playerId: id, date: requiredDate }) },
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
    input: z.strictObject({
      candidateMaxCoefficient: wholeNumber('coefficientInvalid', 91, 500).optional(),
      /** The championship the master's criterion counts ("Eesti meistrivõistlused"); empty: the national one. */
      championship: optionalText(100).optional(),
    }),
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
  format: z.enum(['csv', 'xlsx', 'html', 'pdf'], { error: 'exportFormatInvalid' }),
});

/** An export request (not an operation: its answer is a file), checked the same way on every door. */
export const exportRequest = z.strictObject({
  tournamentId: id,
  format: z.enum(EXPORT_FORMATS, { error: 'exportFormatInvalid' }),
  lang: z.enum(LANGUAGES, { error: 'langInvalid' }).default('en'),
  kind: z.enum(PRINTOUT_KINDS, { error: 'printoutKindInvalid' }).optional(),
  round: wholeNumber('roundInvalid', 1, 1000).optional(),
  gameId: id.optional(),
  ply: wholeNumber('plyInvalid', 0, 10_000).optional(),
});

export type Contract = typeof contract;
export type Input<K extends OperationName> = z.input<Contract[K]['input']>;
export type ParsedInput<K extends OperationName> = z.output<Contract[K]['input']>;

export { DEFAULT_PAGE, isOperationName, MAX_PAGE, MOVES_PER_HOUR, OPERATION_NAMES, type OperationName };

/** What the renderer talks to: the same operations, asynchronous because they cross a process or a network. */
export type ArbiterApi = { [K in OperationName]: (input: Input<K>) => Promise<Output<K>> };

/** What the service implements: synchronous, because better-sqlite3 transactions cannot await. */
export type ArbiterHandlers = { [K in OperationName]: (input: ParsedInput<K>) => Output<K> };

export { MAX_PLAYERS };

/** The arbiter's "Show in the hall" switch: how the hall stands, start it (on this computer or the venue's network),
 * or stop it. Not an operation of the service: the door that keeps the data runs the hall (electron/hall-control.ts). */
export const hallRequest = z.strictObject({
  action: z.enum(['status', 'start', 'stop'], { error: 'invalidInput' }),
  network: z.boolean({ error: 'invalidInput' }).default(false),
});

export type HallRequest = z.input<typeof hallRequest>;
