// The tournament file's shape (docs/tournament-file.md): each format's name, and the schema a file is read with —
// its fields, their limits (the screens' own, one contract for both) and what each format version added. What a file
// must also hold together (the draw, the rounds, §38's decisions) is checked in tournament-file.ts.
import { z } from 'zod';
import { birthYear, isoDate, localDateTime, optionalText, rank, requiredText } from '#api/fields';
import { CLOCKS } from '#domain/clocks';
import { RECORD_LIMITS } from '#domain/draughts/game-record';
import { MAX_BOARDS, MAX_ROSTER, MAX_TEAMS } from '#domain/kinds';
import { NAME_STYLES } from '#domain/names';
import { OPENING_DRAWS } from '#domain/opening-draw';
import { FMJD_TITLES, RATING_LISTS, RATING_MAX, RATING_MIN } from '#domain/ratings';
import { GAME_RESULTS, SCORINGS, type GameResult } from '#domain/results';
import { DEFAULT_TIEBREAKS, MATCH_ORDERS, TIEBREAKS } from '#domain/standings';
import { TEAM_ORDERS, TEAM_TIEBREAKS } from '#domain/team-standings';
import { INCIDENT_KINDS, RULE_SETS, VARIANTS } from '#domain/vocabulary';
import { WITHDRAWAL_THRESHOLDS } from '#domain/withdrawal';

/** @6: ratings (docs/ratings.md) — each player's `federation`, `fmjdId`, `latinName`, and his `rating` and `title` as
 * frozen when he was entered; `settings.ratingList` and `.womenNorms`. A tournament without them is written as before
 * (@5 or @4), so that every older file exports as it was read. */
export const TOURNAMENT_FORMAT_6 = 'kabe-arbiter/tournament@6';
/** @7: a team round robin (docs/teams.md) — `settings.teams`, `teams[]`, `lineups[]`, and each game's `pairing` (its
 * match's place in the round) with `board` its board in the match. Every other tournament is written as before. */
export const TOURNAMENT_FORMAT_7 = 'kabe-arbiter/tournament@7';
/** @5: a round robin of micro-matches — `settings.microMatch` and each game's `leg`. A tournament without them is
 * written as @4, so that every older file exports as it was read. */
export const TOURNAMENT_FORMAT_5 = 'kabe-arbiter/tournament@5';
export const TOURNAMENT_FORMAT = 'kabe-arbiter/tournament@4';
export const TOURNAMENT_FORMAT_3 = 'kabe-arbiter/tournament@3';
export const TOURNAMENT_FORMAT_2 = 'kabe-arbiter/tournament@2';
export const TOURNAMENT_FORMAT_1 = 'kabe-arbiter/tournament@1';

/** The most players a file numbers: twenty teams' full rosters. */
const MAX_FILE_PLAYERS = MAX_TEAMS * MAX_ROSTER;

const result = z
  .enum(GAME_RESULTS as [Exclude<GameResult, null>, ...Exclude<GameResult, null>[]])
  .nullable()
  .default(null);
const round = z.number().int().min(1);
/** A game named by its place in the schedule: the Berger table's round and the board. */
/** @5: a micro-match's game is one of two on its board: `leg` 2 is the second (absent: 1). */
const leg = z.union([z.literal(1), z.literal(2)]);
/** @7: in a team match, `board` is the board in the match and `pairing` the match's place in its round. */
const pairing = z.number().int().min(1).max(MAX_TEAMS);
const gameRef = z.strictObject({
  tableRound: round,
  board: z.number().int().min(1),
  leg: leg.optional(),
  pairing: pairing.optional(),
});
const json = z.record(z.string(), z.unknown());

const player = z.looseObject({
  // Up to 20 in a round robin of players (checked in tournament-file.ts); a team round robin numbers every roster's.
  no: z.number().int().min(1).max(MAX_FILE_PLAYERS),
  /** The full name, given names first; in @1 and @2 files the only name (split at its last word on import). */
  name: requiredText(100),
  /** @3: the surname (with its particle) and the given names, as federations keep them. */
  surname: optionalText(60).optional(),
  givenNames: optionalText(60).optional(),
  rank,
  club: optionalText(100),
  city: optionalText(100),
  birthYear,
  /** @6: who he is on the rating lists, and his rating and title on the tournament's list when he was entered. */
  federation: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .optional(),
  fmjdId: z.number().int().min(1).max(99_999_999).nullable().optional(),
  latinName: optionalText(100).optional(),
  /** @6: M or F, where the registry knows it (the women's rows of the title norms are a woman's). */
  sex: z.enum(['M', 'F']).optional(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable().optional(),
  title: z.enum(FMJD_TITLES).nullable().optional(),
  /** @6: the day of the list his rating is from. */
  ratingListDate: isoDate.optional(),
});

const game = z.looseObject({
  /** The round it is played in (null while not drawn, under the round order drawn per round). */
  round: round.nullable(),
  /** @2: the Berger table's round and the board; an @1 file gives neither (the round stands for both). */
  tableRound: round.optional(),
  board: z.number().int().min(1).optional(),
  leg: leg.optional(),
  pairing: pairing.optional(),
  white: z.number().int().min(1),
  black: z.number().int().min(1),
  result,
  /** @4: the game's record (score sheet), its moves as written (docs/game-records.md). */
  record: z
    .strictObject({
      start: z.string().min(1).max(300).nullable().default(null),
      moves: z
        .array(
          z.strictObject({
            text: z.string().min(1).max(RECORD_LIMITS.moveText),
            comment: z.string().max(RECORD_LIMITS.comment).optional(),
            number: z.number().int().min(1).max(RECORD_LIMITS.moves).optional(),
          }),
        )
        .max(RECORD_LIMITS.moves),
      result: z.string().max(10).nullable().default(null),
      /** The day the game was played, where its record says (a PDN `Date`). */
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    })
    .optional(),
});

const withdrawal = z.looseObject({ player: z.number().int().min(1), afterRound: z.number().int().min(0) });

/** A tie-break match: the players' numbers in the order it put them (winner first), and how it was played. */
const playoff = z.strictObject({
  players: z.array(z.number().int().min(1)).min(2),
  note: z.string().max(200).nullable().default(null),
});

const clockMinutes = z.number().int().min(0).max(6000);

const adjournment = z.strictObject({
  game: gameRef,
  position: z.string().min(1).max(200),
  sealer: z.enum(['white', 'black']),
  sealedMoveNumber: z.number().int().min(1),
  /** Null for a paper envelope not opened yet. */
  sealedMove: z.string().max(60).nullable(),
  /** True while the envelope is unopened: the move is secret (§36). */
  sealed: z.boolean(),
  sealedReading: z.string().max(100).nullable(),
  sealedCheck: json.nullable(),
  whiteMinutes: clockMinutes,
  blackMinutes: clockMinutes,
  early: z.boolean(),
  resumeAt: z.string().max(40).nullable(),
  resumePlace: z.string().max(100).nullable(),
  drawOfferPending: z.boolean(),
  sealedAt: z.string().min(1),
  openedAt: z.string().nullable(),
});

const incident = z.strictObject({
  game: gameRef,
  kind: z.enum(INCIDENT_KINDS),
  side: z.enum(['white', 'black', 'both']),
  moveNumber: z.number().int().min(1).nullable(),
  move: z.string().max(60).nullable(),
  position: z.string().max(200).nullable(),
  ruleSet: z.string().max(20),
  penalty: json.nullable(),
  minutesToOpponent: z.number().int().min(0).max(60),
  resultApplied: result,
  note: z.string().max(300).nullable(),
  createdAt: z.string().min(1),
});

/** One change of the tournament's audit trail. Database ids are not part of it: a game is named by its place. */
const trailEntry = z.strictObject({
  at: z.string().min(1),
  action: z.string().min(1).max(60),
  entity: z.string().min(1).max(20),
  game: gameRef.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** For an undo: the position in the trail of the change it reverses. */
  undoes: z.number().int().min(0).nullable(),
});

const rankCounting = z.strictObject({
  M: z.number().int().min(0).max(9),
  CM: z.number().int().min(0).max(9),
  unranked: z.number().int().min(0).max(9),
  // The youth ranks, each counted as unranked when not given (norms.ts).
  Y1: z.number().int().min(0).max(9).optional(),
  Y2: z.number().int().min(0).max(9).optional(),
  Y3: z.number().int().min(0).max(9).optional(),
});

const settings = z.looseObject({
  /** A team round robin's are the team table's own (@7). */
  tiebreaks: z.array(z.enum([...TIEBREAKS, ...TEAM_TIEBREAKS])).default([...DEFAULT_TIEBREAKS]),
  rankCounting: rankCounting.optional(),
  swapLastTwoRounds: z.boolean().default(false),
  movesPerHour: z.union([z.literal(15), z.literal(18), z.literal(20), z.literal(25)]).optional(),
  sessionHours: z.number().int().min(4).max(6).optional(),
  /** Absent: moves in an hour, in sessions (every file written before the other controls existed). */
  clock: z.enum(CLOCKS).optional(),
  baseMinutes: z.number().int().min(1).max(600).nullable().optional(),
  incrementSeconds: z.number().int().min(0).max(300).nullable().optional(),
  drawRoundOrder: z.boolean().default(false),
  nationalChampionship: z.boolean().default(false),
  /** Absent: shown in the hall, as every tournament was before the arbiter could hide one. */
  shownInHall: z.boolean().default(true),
  nameStyle: z.enum(NAME_STYLES).default('givenFirst'),
  /** Absent: as the rule set counts (2–1–0 under the FMJD's rules, 1–½–0 under 1953 and FIDE). */
  scoring: z.enum(SCORINGS).optional(),
  /** Absent: as the rule set decides (more than half under the FMJD's rules, at least half under 1953 and FIDE). */
  withdrawalThreshold: z.enum(WITHDRAWAL_THRESHOLDS).optional(),
  /** @5: a round robin of micro-matches (docs/micro-matches.md): two games a pairing, and what orders the standings
   * (game points when absent, or match points); absent or null: one game a pairing. */
  microMatch: z
    .strictObject({
      games: z.literal(2),
      order: z.enum(MATCH_ORDERS).optional(),
      /** The opening table the rounds' openings are drawn from (its id), and one a round or one a micro-match. */
      openings: z.string().min(1).max(60).optional(),
      draw: z.enum(OPENING_DRAWS).optional(),
    })
    .nullable()
    .optional(),
  /** @6: the rating list the players' ratings come from, and the women's rows of today's title norms. */
  ratingList: z.enum(RATING_LISTS).optional(),
  womenNorms: z.boolean().optional(),
  /** @7: a team round robin: the boards of a match, how a match is scored, what orders the table. */
  teams: z
    .strictObject({
      boards: z.number().int().min(1).max(MAX_BOARDS),
      matchPoints: z.enum(SCORINGS),
      order: z.enum(TEAM_ORDERS),
      /** When the arbiter confirmed the reading of its rank norms (docs/teams.md); absent: not confirmed. */
      normsConfirmedAt: z.string().min(1).max(40).optional(),
      /** The boards a regulation reserves for women, in board order (docs/teams.md); absent: none. */
      womensBoards: z.array(z.number().int().min(1).max(MAX_BOARDS)).min(1).max(MAX_BOARDS).optional(),
    })
    .optional(),
});

/** @7: a team: its number in the Berger table, its name, and its players' numbers in board order, reserves last. */
const team = z.looseObject({
  no: z.number().int().min(1).max(MAX_TEAMS),
  name: requiredText(100),
  club: optionalText(100).optional(),
  captain: optionalText(100).optional(),
  players: z.array(z.number().int().min(1)).min(1).max(MAX_ROSTER),
  /** The round after which it left (§38 applied to teams); absent while it plays. */
  leftAfter: z.number().int().min(0).max(1000).optional(),
});

/** @7: a team's line-up for a round: the players' numbers board by board, null for an empty board (every board
 * empty: the team did not come). */
const lineup = z.strictObject({
  round: round.max(1000),
  team: z.number().int().min(1).max(MAX_TEAMS),
  players: z.array(z.number().int().min(1).nullable()).max(MAX_BOARDS),
});

/** When a round starts: a local date and time on the hall's clock, as `resumeAt` is written. */
const roundStart = z.strictObject({
  round: z.number().int().min(1).max(1000),
  startsAt: localDateTime.refine((value) => value !== null, { error: 'required' }),
});

const draw = z.strictObject({
  method: z.enum(['random', 'manual']).nullable(),
  seed: z.string().max(40).nullable(),
  drawnAt: z.string().nullable(),
});

export const tournamentFileSchema = z
  .looseObject({
    format: z.enum([
      TOURNAMENT_FORMAT_7,
      TOURNAMENT_FORMAT_6,
      TOURNAMENT_FORMAT_5,
      TOURNAMENT_FORMAT,
      TOURNAMENT_FORMAT_3,
      TOURNAMENT_FORMAT_2,
      TOURNAMENT_FORMAT_1,
    ]),
    name: requiredText(200),
    variant: z.enum(VARIANTS),
    double: z.boolean().default(false),
    ruleSet: z.enum(RULE_SETS).default('ussr1953'),
    venue: optionalText(200),
    startDate: isoDate.default(null),
    endDate: isoDate.default(null),
    arbiter: optionalText(100),
    settings: settings.default({
      tiebreaks: [...DEFAULT_TIEBREAKS],
      swapLastTwoRounds: false,
      drawRoundOrder: false,
      nationalChampionship: false,
      shownInHall: true,
      nameStyle: 'givenFirst',
    }),
    draw: draw.optional(),
    closedAt: z.string().nullable().default(null),
    // 3 to 20 once drawn (consistencyProblems); before the draw, any number the participants list holds.
    players: z.array(player).max(MAX_FILE_PLAYERS),
    teams: z.array(team).max(MAX_TEAMS).optional(),
    lineups: z
      .array(lineup)
      .max(MAX_TEAMS * 1000)
      .optional(),
    games: z.array(game).default([]),
    withdrawals: z.array(withdrawal).default([]),
    playoffs: z.array(playoff).default([]),
    rounds: z.array(roundStart).default([]),
    /** @5: the openings drawn for the rounds of micro-matches: a table round's (board absent: every board) or a
     * board's ballot of the opening table, with the seed it was drawn by. */
    openings: z
      .array(
        z.strictObject({
          tableRound: round,
          board: z.number().int().min(1).optional(),
          ballot: z.string().min(1).max(60),
          seed: z.string().min(1).max(40),
        }),
      )
      .max(1000)
      .optional(),
    adjournments: z.array(adjournment).default([]),
    incidents: z.array(incident).default([]),
    trail: z.array(trailEntry).default([]),
  })
  .refine((t) => !t.startDate || !t.endDate || t.endDate >= t.startDate, {
    error: 'endBeforeStart',
    path: ['endDate'],
  });

/** The fields the app reads, where each stands in the file: the rest of a file from a newer app is kept as it came
 * (each schema above passes it through), and written out again on export. */
export const KNOWN_FIELDS = {
  top: Object.keys(tournamentFileSchema.shape),
  settings: Object.keys(settings.shape),
  player: Object.keys(player.shape),
  game: Object.keys(game.shape),
};

export type TournamentFile = z.output<typeof tournamentFileSchema>;
export type FileGame = TournamentFile['games'][number];
export type FileAdjournment = TournamentFile['adjournments'][number];
export type FileIncident = TournamentFile['incidents'][number];
export type FileTrailEntry = TournamentFile['trail'][number];
