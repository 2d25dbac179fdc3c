// The inputs several operations of the contract share: a player's and a tournament's fields, a tournament's
// settings, a draw, an envelope, an incident, the rank list's filters. contract.ts names the operations that take them.
import { z } from 'zod';
import { CLOCKS } from '#domain/clocks';
import { federationCode } from '#domain/federations';
import { MAX_BOARDS } from '#domain/kinds';
import { NAME_STYLES } from '#domain/names';
import { OPENING_DRAWS } from '#domain/opening-draw';
import { FMJD_TITLES, RATING_LISTS, RATING_MAX, RATING_MIN } from '#domain/ratings';
import { SCORINGS } from '#domain/results';
import { MATCH_ORDERS, TIEBREAKS } from '#domain/standings';
import { TEAM_ORDERS, TEAM_TIEBREAKS } from '#domain/team-standings';
import { RANKS, RULE_SETS, VARIANTS } from '#domain/vocabulary';
import { WITHDRAWAL_THRESHOLDS } from '#domain/withdrawal';
import {
  birthYear,
  clock,
  id,
  isoDate,
  localDateTime,
  optionalText,
  rank,
  requiredDate,
  requiredText,
  wholeNumber,
} from './fields';
import { MOVES_PER_HOUR } from './operations';

/** A player as a screen showed him (the `Player` view without its id): compared, not validated as typing is. */
export const playerAsShown = z.strictObject({
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
  sex: z.enum(['M', 'F']).nullable().optional(),
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
    /** M or F (the women's rows of the title norms, a team's women's boards); absent keeps what the registry has,
     * null: not known. */
    sex: z
      .preprocess((value) => (value === '' ? null : value), z.enum(['M', 'F'], { error: 'sexInvalid' }).nullable())
      .optional(),
  })
  // A name is required: the surname, or an earlier client's `name`. Said with the other fields' problems, not after.
  .refine((player) => player?.surname != null || player?.name != null, {
    error: 'required',
    path: ['surname'],
    when: () => true,
  });

export const tournamentFields = z
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
    /** Without it, given names first; the screens send the registry's style, so that a Russian arbiter's tournament
     * lists «Иванов Иван» as his registry does. Changed later in the settings. */
    nameStyle: z.enum(NAME_STYLES, { error: 'nameStyleInvalid' }).optional(),
  })
  .refine((t) => !t.startDate || !t.endDate || t.endDate >= t.startDate, {
    error: 'endBeforeStart',
    path: ['endDate'],
  });

export const nothing = z.strictObject({});

export const rankCounting = z.strictObject({
  M: z.number().int().min(0).max(9),
  CM: z.number().int().min(0).max(9),
  unranked: z.number().int().min(0).max(9),
  // The youth ranks, each counted as unranked when not given (norms.ts).
  Y1: z.number().int().min(0).max(9).optional(),
  Y2: z.number().int().min(0).max(9).optional(),
  Y3: z.number().int().min(0).max(9).optional(),
});

/** A tournament's settings, each one optional: what a save changes, or what the form was given of them. */
export const settingsValues = z.strictObject({
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
  microMatch: z.boolean().optional(),
  matchOrder: z.enum(MATCH_ORDERS, { error: 'matchOrderInvalid' }).optional(),
  openingTable: z.string().max(60, { error: 'tooLong' }).nullable().optional(),
  openingDraw: z.enum(OPENING_DRAWS, { error: 'openingDrawInvalid' }).optional(),
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
  /** The rating list its players' ratings are taken from (fixed at the draw), and the women's rows of the federation's
   * title norms (docs/ratings.md). */
  ratingList: z.enum(RATING_LISTS, { error: 'ratingListInvalid' }).optional(),
  womenNorms: z.boolean().optional(),
  /** A team round robin (docs/teams.md): its boards, match points, order and tiebreaks; null: not a team tournament. */
  teams: z
    .strictObject({
      boards: wholeNumber('boardsInvalid', 1, MAX_BOARDS),
      matchPoints: z.enum(SCORINGS, { error: 'scoringInvalid' }),
      order: z.enum(TEAM_ORDERS, { error: 'invalidInput' }),
      tiebreaks: z
        .array(z.enum(TEAM_TIEBREAKS, { error: 'invalidInput' }))
        .refine((list) => new Set(list).size === list.length, { error: 'invalidInput' }),
      /** The boards reserved for women (absent: none), each once and within the boards. */
      womensBoards: z
        .array(wholeNumber('womensBoardInvalid', 1, MAX_BOARDS))
        .max(MAX_BOARDS)
        .optional(),
    })
    .refine(
      ({ boards, womensBoards = [] }) =>
        new Set(womensBoards).size === womensBoards.length && womensBoards.every((board) => board <= boards),
      { error: 'womensBoardInvalid', path: ['womensBoards'] },
    )
    .nullable()
    .optional(),
});

export const settingsFields = settingsValues.extend({
  id,
  /** The stored values the form was given of the settings it changes: a save from a form opened before another
   * window changed one of them is refused, and writes nothing. */
  was: settingsValues.optional(),
  /** The arbiter confirms a change that the rules make delicate (tiebreaks after round 1). */
  confirm: z.boolean().default(false),
});

export const drawFields = z.strictObject({
  tournamentId: id,
  method: z.enum(['random', 'manual']),
  /** Random draw: the seed to use (to reproduce a draw); a fresh one when absent. */
  seed: z.string().trim().min(1).max(40).optional(),
  /** Manual draw: every participant's number. */
  numbers: z.array(z.strictObject({ playerId: id, no: z.number().int() })).optional(),
  /** Manual draw of a team round robin: every team's number. */
  teamNumbers: z
    .array(z.strictObject({ teamId: id, no: z.number().int() }))
    .max(1000)
    .optional(),
});

export const adjournFields = z.strictObject({
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
  /** Under a clock that does not adjourn (an increment, a base time), the arbiter adjourns by his own decision — a
   * power failure, the hall's closing time — when he confirms it. */
  confirmArbiterAdjournment: z.boolean().default(false),
});

export const incidentFields = z.strictObject({
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
export const rankListFilter = {
  rank: z.enum(RANKS, { error: 'rankInvalid' }).optional(),
  club: optionalText(100).optional(),
  city: optionalText(100).optional(),
  lapsingBy: isoDate.optional(),
  /** Only the ranks whose date is unknown, for the arbiter to give it. */
  undated: z.boolean().optional(),
};

/** A table read from a file (`readTable`): its rows with their lines, at most `max` of them. */
export const tableRows = (max: number) =>
  z
    .array(
      z.strictObject({
        line: z.number().int().min(1),
        cells: z.array(z.string().max(500, { error: 'tooLong' })).max(60),
        /** The row's cells are not to be trusted: a quote opened in this column is not closed on its line. */
        fault: z
          .strictObject({ kind: z.enum(['quoteUnclosed', 'cutShort']), column: z.number().int().min(0).max(60) })
          .optional(),
      }),
    )
    .min(1, { error: 'importEmpty' })
    .max(max, { error: 'importTooLong' });

/** A rating list read from a file (FMJD's published CSV, or a national list; the rows with their lines). */
/** The rows of a rating list taken at once: FMJD's list of the world's rated players, with room (one limit for every
 * door: the contract, the HTTP body of browser mode, the workbook's size). */
export const MAX_RATING_ROWS = 100_000;

export const ratingsImportFields = z.strictObject({
  source: optionalText(260),
  list: z.enum(RATING_LISTS, { error: 'ratingListInvalid' }),
  /** The list's date, as it says (FMJD's are quarterly). */
  listDate: requiredDate,
  // FMJD's list holds every rated player of the world: tens of thousands of rows.
  rows: tableRows(MAX_RATING_ROWS),
  /** The rows found by name the arbiter accepts, each with the player it goes to. */
  accept: z
    .array(z.strictObject({ line: z.number().int().min(1), playerId: id }))
    // As many as the list has rows (`--accept-names` on FMJD's whole list accepts thousands).
    .max(MAX_RATING_ROWS, { error: 'tooManyEntries' })
    .default([]),
  confirm: z.boolean().default(false),
  /** The rows that would take a rating away (listed with none, where the player has one on this list): kept as they
   * are unless the arbiter says to take them away. */
  removeRatings: z.boolean().default(false),
});

/** Who a player is on the rating lists: his federation's code ("EST"), FMJD ID, name in Latin letters, sex. */
export const playerIdentityFields = z.strictObject({
  playerId: id,
  federation: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    // As FMJD writes it: "EE" or "est" is EST (electron/domain/federations.ts).
    z
      .string({ error: 'federationInvalid' })
      .refine((written) => federationCode(written) !== null, { error: 'federationInvalid' })
      .transform((written) => federationCode(written)!)
      .nullable(),
  ),
  fmjdId: wholeNumber('fmjdIdInvalid', 1, 99_999_999).nullable(),
  latinName: optionalText(100),
  /** M or F; absent keeps what the registry has. */
  sex: z.enum(['M', 'F'], { error: 'sexInvalid' }).nullable().optional(),
});

/** A rating typed on the player's card. */
export const playerRatingFields = z.strictObject({
  playerId: id,
  list: z.enum(RATING_LISTS, { error: 'ratingListInvalid' }),
  rating: wholeNumber('ratingInvalid', RATING_MIN, RATING_MAX).nullable(),
  title: z.enum(FMJD_TITLES, { error: 'titleInvalid' }).nullable(),
  listDate: requiredDate,
});
