// The one contract: every operation the app offers, with the zod schema of its input; its answer's type is in
// views.ts, the fields it is made of in fields.ts, the inputs several operations share in inputs.ts. IPC (Electron),
// HTTP (browser mode) and the CLI all parse input with these schemas and call the same service.
import { z } from 'zod';
import { NAME_STYLES } from '#domain/names';
import { MAX_PLAYERS } from '#domain/vocabulary';
import { MAX_OPENING_TABLE_BYTES } from '#formats/opening-table';
import { MAX_GAMES_IMPORT_LENGTH } from '#formats/pdn';
import { IMPORT_FIELDS } from '#formats/player-list';
import {
  halfPoints,
  id,
  localDateTime,
  optionalText,
  rank,
  requiredDate,
  resultValue,
  timeOfDay,
  wholeNumber,
} from './fields';
import {
  adjournFields,
  drawFields,
  incidentFields,
  nothing,
  playerAsShown,
  playerFields,
  playerIdentityFields,
  playerRatingFields,
  rankListFilter,
  ratingsImportFields,
  settingsFields,
  tableRows,
  tournamentFields,
} from './inputs';
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
import { teamContract } from './team-contract';
import type { Output } from './views';

/** An opening table's id, as its header gives it ("fmjd-64"). */
const openingTableId = z.string().min(1, { error: 'required' }).max(60, { error: 'tooLong' });

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
      rows: tableRows(20_000),
      /** The arbiter's choice of columns (a field's column from 0, or null for none); the headings decide the rest. */
      columns: z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0).max(59).nullable()).optional(),
      /** Store the new players; without it, only the preview. */
      confirm: z.boolean().default(false),
      /** With rows that have problems, store the others and leave those out. */
      skipInvalid: z.boolean().default(false),
    }),
  },
  /** A rating list read from a file (FMJD's published CSV, or a national list; the rows with their lines):
   * previewed with each registered player it finds — by FMJD ID, or by name where the arbiter accepts it — and
   * stored when confirmed (docs/ratings.md). */
  importRatings: {
    write: true,
    input: ratingsImportFields,
  },
  getPlayerRatings: { write: false, input: z.strictObject({ playerId: id }) },
  /** Before the draw, each participant's rating and title taken again from the tournament's list as it now stands
   * (a list imported after the entries). */
  retakeRatings: { write: true, input: z.strictObject({ tournamentId: id }) },
  /** Who a player is on the rating lists: his federation's code ("EST"), FMJD ID, name in Latin letters. */
  setPlayerIdentity: {
    write: true,
    input: playerIdentityFields,
  },
  /** A rating typed on the player's card (a list not imported); a null rating and title take the list's row away. */
  setPlayerRating: {
    write: true,
    input: playerRatingFields,
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
  /** When rounds start (a local date and time on the hall's clock; null takes a start away). */
  setRoundTimes: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      rounds: z
        .array(z.strictObject({ round: wholeNumber('roundInvalid', 1, 1000), startsAt: localDateTime }))
        .min(1, { error: 'required' })
        .max(1000),
    }),
  },
  /** The rounds without a start given one from the tournament's dates, the first of each day at `time`. */
  fillRoundTimes: { write: true, input: z.strictObject({ tournamentId: id, time: timeOfDay }) },
  recordResult: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      gameId: id,
      result: resultValue,
      confirm: z.boolean().default(false),
      /** In a tournament that draws openings, a game played in a round whose opening is not drawn is refused
       * (`openingNotDrawn`) unless the arbiter says it was played without one. */
      withoutOpening: z.boolean().default(false),
    }),
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
    input: z.strictObject({ tournamentId: id, pdn: z.string({ error: 'invalidInput' }).max(MAX_GAMES_IMPORT_LENGTH) }),
  },
  importGames: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      pdn: z.string({ error: 'invalidInput' }).max(MAX_GAMES_IMPORT_LENGTH),
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
      /** How the registry shows names; null: as the reader's language writes them. */
      nameStyle: z.enum(NAME_STYLES, { error: 'nameStyleInvalid' }).nullable().optional(),
    }),
  },
  registerPrintout: { write: false, input: registerPrintoutRequest() },
  /** The opening tables of draw: the shipped ones and those the arbiter loaded (docs/openings.md). */
  listOpeningTables: { write: false, input: nothing },
  /** One table with its ballots, each played or placed by the rules engine. */
  getOpeningTable: { write: false, input: z.strictObject({ id: openingTableId }) },
  /** A table file's text: checked whole (every ballot played or placed) and stored, or refused with its first fault
   * at its line and column and nothing stored. */
  loadOpeningTable: {
    write: true,
    input: z.strictObject({
      text: z.string().max(MAX_OPENING_TABLE_BYTES, { error: 'openingTableTooLarge' }),
      /** The file's name, kept with the table. */
      file: optionalText(260),
    }),
  },
  /** A round's openings drawn (or drawn again, before any of its games has a result) from the tournament's table. */
  drawOpening: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      tableRound: wholeNumber('roundInvalid', 1, 1000),
      seed: z.string().trim().min(1).max(40, { error: 'tooLong' }).optional(),
    }),
  },
  ...teamContract,
  /** A loaded table taken away again (confirmed, logged); the shipped ones stay. */
  removeOpeningTable: {
    write: true,
    input: z.strictObject({ id: openingTableId, confirm: z.literal(true, { error: 'confirmRequired' }) }),
  },
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

export { MAX_PLAYERS, playerFields };

/** The arbiter's "Show in the hall" switch: how the hall stands, start it (on this computer or the venue's network),
 * or stop it. Not an operation of the service: the door that keeps the data runs the hall (electron/hall-control.ts). */
export const hallRequest = z.strictObject({
  action: z.enum(['status', 'start', 'stop'], { error: 'invalidInput' }),
  network: z.boolean({ error: 'invalidInput' }).default(false),
  /** The hall's language (its pages' unless an address asks for another); without it, each browser's. */
  language: z.enum(LANGUAGES, { error: 'invalidInput' }).optional(),
});

export type HallRequest = z.input<typeof hallRequest>;
