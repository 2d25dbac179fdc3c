// The store's tables (of the columns in columns.ts); `npm run db:generate` writes `migrations/` from them.
import { isNotNull, sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core';
import { CLOCKS } from '#domain/clocks';
import type { FinalLine } from '#domain/crosstable';
import type { StoredGameRecord } from '#domain/draughts/game-record';
import { NAME_STYLES } from '#domain/names';
import type { RankCounting } from '#domain/norms';
import { OPENING_DRAWS } from '#domain/opening-draw';
import { RANK_BASES, RANK_EVENT_KINDS, type RankEvidence } from '#domain/rank-register';
import { RATING_LISTS } from '#domain/ratings';
import { SCORINGS } from '#domain/results';
import { MATCH_ORDERS, type Tiebreak } from '#domain/standings';
import { INCIDENT_KINDS, RANKS, RULE_SETS, VARIANTS } from '#domain/vocabulary';
import { WITHDRAWAL_THRESHOLDS } from '#domain/withdrawal';
import { rankOrder, reference, teamSettingColumns } from './columns';

/** The player registry, reused across tournaments. */
export const players = sqliteTable(
  'players',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The full name, given names first ("Jaan Tamm"), made from the two parts below. */
    name: text('name').notNull(),
    /** The surname with its particle ("van der Berg") and the given names (a patronymic among them), as federations
     * keep them. Null only in a file opened before they existed, until `fillDerivedKeys` splits `name`. */
    surname: text('surname'),
    givenNames: text('given_names'),
    /** The name as a tournament may show it: surname first ("Tamm Jaan"), surname and initials ("Иванов И. П."). */
    nameSurnameFirst: text('name_surname_first'),
    nameInitials: text('name_initials'),
    /** Split from a one-string name by the migration and not yet checked by the arbiter: one word, more than two,
     * or a particle (docs/names.md). Saving the player in the form clears it. */
    nameUnsure: integer('name_unsure', { mode: 'boolean' }).notNull().default(false),
    /** `name` folded for comparison: NFC, lower case, single spaces. Two entries with the same key and birth year
     * are the same person. */
    nameKey: text('name_key').notNull(),
    rank: text('rank', { enum: RANKS }),
    club: text('club'),
    city: text('city'),
    birthYear: integer('birth_year'),
    /** `sortKey(surname, given names)`: the registry's order (by surname proper, Estonian alphabet) as plain text,
     * for paging by index. */
    sortKey: text('sort_key'),
    /** `searchText([name, club, city])`: what a search looks in, accents and case folded. */
    searchText: text('search_text'),
    /** The rank register's answer for this player, kept with every change of his history (electron/domain/
     * rank-register.ts): `rank` above is the current rank, `rankSince` when he got it, `rankKeptOn` the last
     * achievement or confirmation (the three years run from it), `rankKeptBy` that event. */
    rankSince: text('rank_since'),
    rankKeptOn: text('rank_kept_on'),
    rankKeptBy: integer('rank_kept_by'),
    /** Who he is on the rating lists (docs/ratings.md): his federation's three-letter code as FMJD writes it ("EST"),
     * his FMJD ID, and his name in Latin letters where it is written in another alphabet (FMJD's tables want both). */
    federation: text('federation'),
    fmjdId: integer('fmjd_id'),
    latinName: text('latin_name'),
    /** M or F, as FMJD's list writes it since 2021: the women's rows of the title norms and women's events need it. */
    sex: text('sex', { enum: ['M', 'F'] }),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // The identity rule (same name key and birth year) is enforced by the service inside its write transaction;
  // drizzle-kit cannot express the ifnull() index it would need.
  (t) => [
    index('players_name_key').on(t.nameKey),
    uniqueIndex('players_fmjd_id').on(t.fmjdId),
    // The players whose derived columns (or search column) are still to be filled (fillDerivedKeys, at every opening):
    // none, once filled — found in this partial index without reading the registry (a scan of 100,000 took 21 ms).
    index('players_unfilled')
      .on(t.id)
      .where(sql`${t.surname} is null or ${t.sortKey} is null or ${t.searchText} is null`),
    index('players_sort').on(t.sortKey, t.id),
    // The names the migration split and the arbiter has not checked, in the registry's order.
    index('players_unsure').on(t.nameUnsure, t.sortKey),
    // The rank list by rank in the registry's order (one rank; the whole list's pages without sorting every ranked
    // player), its count (from an index alone), one rank's lapses and the whole list's lapsed and undated (ranges).
    index('players_rank').on(t.rank, t.sortKey),
    index('players_rank_order').on(rankOrder(t.rank), t.sortKey, t.id),
    index('players_rank_kept').on(t.rank, t.rankKeptOn),
    index('players_ranked_kept').on(t.rankKeptOn, t.rank).where(isNotNull(t.rank)),
    // The rank list of one club or one city (db/repositories/ranks.ts compares them folded the same way).
    index('players_club_rank').on(sql`lower(${t.club})`, t.rank, t.sortKey),
    index('players_city_rank').on(sql`lower(${t.city})`, t.rank, t.sortKey),
  ],
);

export const tournaments = sqliteTable(
  'tournaments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    variant: text('variant', { enum: VARIANTS }).notNull(),
    ruleSet: text('rule_set', { enum: RULE_SETS }).notNull(),
    venue: text('venue'),
    /** ISO dates (YYYY-MM-DD). */
    startDate: text('start_date'),
    endDate: text('end_date'),
    arbiter: text('arbiter'),
    /** §32 time control: moves per hour per player (15, 18 or 20; 25 possible in 100-square draughts). */
    movesPerHour: integer('moves_per_hour').notNull().default(15),
    /** §32: a playing session lasts 4 to 6 hours, then unfinished games are adjourned. */
    sessionHours: integer('session_hours').notNull().default(5),
    /** The kind of time control (electron/domain/clocks.ts): moves in an hour in sessions (above), a base time with
     * an increment per move, or a base time alone; only the first adjourns. */
    clock: text('clock', { enum: CLOCKS }).notNull().default('movesPerHour'),
    baseMinutes: integer('base_minutes'),
    incrementSeconds: integer('increment_seconds'),
    /** Double round robin: a second cycle with colours reversed. */
    double: integer('double', { mode: 'boolean' }).notNull().default(false),
    /** Micro-matches (docs/micro-matches.md): each pairing of the table plays two games in its round, the second with
     * colours swapped (EKL üldjuhend 3.2.2; the Russian federation's "micro-match of 2 games"). */
    microMatch: integer('micro_match', { mode: 'boolean' }).notNull().default(false),
    /** What orders a round robin of micro-matches: game points, or match points where its regulations say so. */
    matchOrder: text('match_order', { enum: MATCH_ORDERS }).notNull().default('gamePoints'),
    /** The opening table the rounds' openings are drawn from (its id: a shipped table's or a loaded one's), and
     * whether one opening is drawn for the whole round or one per micro-match (docs/micro-matches.md). */
    openingTable: text('opening_table'),
    openingDraw: text('opening_draw', { enum: OPENING_DRAWS }).notNull().default('perRound'),
    /** FIDE's swap of the last two rounds of the first cycle (double round robin only). */
    swapLastTwoRounds: integer('swap_last_two_rounds', { mode: 'boolean' }).notNull().default(false),
    /** Tiebreaks in order, e.g. ["sb","wins","h2h"] (JSON); [] = equal players share the place. */
    tiebreaks: text('tiebreaks', { mode: 'json' })
      .$type<Tiebreak[]>()
      .notNull()
      .default(sql`'["sb","wins","h2h"]'`),
    /** {M, CM, unranked} (JSON): how ranks outside I–V count for the coefficient (docs/rules-engine.md,
     * interpretation 3). */
    rankCounting: text('rank_counting', { mode: 'json' })
      .$type<RankCounting>()
      .notNull()
      .default(sql`'{"M":0,"CM":0,"unranked":6}'`),
    /** The appendix's "Märkus": the order of the table's rounds is drawn before each round. */
    drawRoundOrder: integer('draw_round_order', { mode: 'boolean' }).notNull().default(false),
    /** How the lots were drawn: "random" (with `drawSeed`) or "manual"; null before the draw. */
    drawMethod: text('draw_method', { enum: ['random', 'manual'] }),
    drawSeed: text('draw_seed'),
    drawnAt: text('drawn_at'),
    /** Fields of an imported tournament file that the app does not know, kept for export (JSON object). */
    extra: text('extra'),
    /** When the tournament was closed (finished): its results are locked until it is reopened (confirmed, logged). */
    closedAt: text('closed_at'),
    /** The national championship ("NSV Liidu esivõistlused"): taking part twice in three years makes a master. */
    nationalChampionship: integer('national_championship', { mode: 'boolean' }).notNull().default(false),
    /** Shown in the hall and on its website while it is played; the arbiter may hide it (docs/hall.md). */
    shownInHall: integer('shown_in_hall', { mode: 'boolean' }).notNull().default(true),
    /** How its screens and printouts show names (electron/domain/names.ts). */
    nameStyle: text('name_style', { enum: NAME_STYLES }).notNull().default('givenFirst'),
    /** The rating list its players' ratings are taken from (null: FMJD's list of its variant), and whether today's
     * title norms are read from the women's rows of the federation's table (docs/ratings.md). */
    ratingList: text('rating_list', { enum: RATING_LISTS }),
    womenNorms: integer('women_norms', { mode: 'boolean' }).notNull().default(false),
    /** How a game is counted in what is shown: 1–½–0 (1953 §37, FIDE) or 2–1–0 (FMJD, EKL); set from the rule set at
     * creation, changeable (electron/domain/results.ts). */
    scoring: text('scoring', { enum: SCORINGS }).notNull().default('1-½-0'),
    /** When a player who leaves keeps his results: §38's "at least half" (FIDE's too) or FMJD events' "more than
     * half"; set from the rule set at creation, changeable (electron/domain/withdrawal.ts). */
    withdrawalThreshold: text('withdrawal_threshold', { enum: WITHDRAWAL_THRESHOLDS }).notNull().default('atLeastHalf'),
    ...teamSettingColumns,
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // The list of tournaments, newest first, a page at a time.
  (t) => [index('tournaments_start').on(t.startDate, t.id)],
);

/** A player's entry in one tournament. The lot number is given by the draw; the rank is frozen at entry, because
 * the norms are computed from the ranks players held when the tournament began. */
export const participants = sqliteTable(
  'participants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tournamentId: reference('tournament_id', () => tournaments.id, 'cascade'),
    playerId: reference('player_id', () => players.id, 'restrict'),
    lotNo: integer('lot_no'),
    rankAtStart: text('rank_at_start', { enum: RANKS }),
    /** His rating and title on the tournament's rating list when he was entered, kept as they were (as the rank is). */
    ratingAtStart: integer('rating_at_start'),
    titleAtStart: text('title_at_start'),
    /** The day of the list that rating is from. */
    ratingListDate: text('rating_list_date'),
    /** Unknown fields of the player in an imported tournament file (JSON object). */
    extra: text('extra'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('participants_once').on(t.tournamentId, t.playerId),
    uniqueIndex('participants_lot').on(t.tournamentId, t.lotNo),
    index('participants_player').on(t.playerId),
  ],
);

/** The games of the schedule. `tableRound` is the round of the Berger table; `round` is when it is played (the
 * same, unless the round order is drawn before each round — then null until drawn). */
export const games = sqliteTable(
  'games',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tournamentId: reference('tournament_id', () => tournaments.id, 'cascade'),
    tableRound: integer('table_round').notNull(),
    round: integer('round'),
    board: integer('board').notNull(),
    /** In a micro-match, the game of the board's match: 1, then 2 with colours swapped; 1 in every other game. */
    leg: integer('leg').notNull().default(1),
    whiteId: reference('white_id', () => participants.id, 'cascade'),
    blackId: reference('black_id', () => participants.id, 'cascade'),
    result: text('result', { enum: ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-', '0-0', 'adjourned'] }),
    extra: text('extra'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('games_board').on(t.tournamentId, t.tableRound, t.board, t.leg),
    index('games_round').on(t.tournamentId, t.round),
  ],
);

/** A game's record: the moves as written (checked by the rules engine when read), the start position when not the
 * variant's, the result after the moves; apart from the game, whose row every table reads (docs/game-records.md). */
export const gameRecords = sqliteTable('game_records', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  record: text('record', { mode: 'json' }).$type<StoredGameRecord>().notNull(),
  updatedAt: text('updated_at').notNull(),
});

/** §38: a participant who left the tournament after a round. */
export const withdrawals = sqliteTable(
  'withdrawals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tournamentId: reference('tournament_id', () => tournaments.id, 'cascade'),
    participantId: reference('participant_id', () => participants.id, 'cascade'),
    afterRound: integer('after_round').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('withdrawals_once').on(t.participantId)],
);

/** A tie-break match the arbiter recorded (the FMJD's round robin: Lehmann–Georgiev games for places 1–3): the
 * players it was played between, in the order it put them, and how it was played. It decides the places of those of
 * them still tied after every tiebreak (electron/domain/standings.ts). */
export const playoffs = sqliteTable('playoffs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tournamentId: reference('tournament_id', () => tournaments.id, 'cascade'),
  /** The participants' ids in the match's order, winner first (JSON). */
  participantIds: text('participant_ids', { mode: 'json' }).$type<number[]>().notNull(),
  /** How it was played, as the arbiter wrote it ("Lehmann–Georgiev, 15 min + 2 s, 3 games"). */
  note: text('note'),
  createdAt: text('created_at').notNull(),
});

/** §34: the envelope of an adjourned game. The sealed move stays hidden until the envelope is opened (a logged act). */
export const adjournments = sqliteTable('adjournments', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  gameId: reference('game_id', () => games.id, 'cascade'),
  /** The position at adjournment (PDN FEN), the sealer to move. */
  position: text('position').notNull(),
  sealer: text('sealer', { enum: ['white', 'black'] }).notNull(),
  sealedMoveNumber: integer('sealed_move_number').notNull(),
  /** The sealed move as written; null for a paper envelope until it is typed at the opening. */
  sealedMove: text('sealed_move'),
  /** How the sealed move reads (§36): the full notation, or null when it has no clear meaning. Judged only when the
   * envelope is opened (§36 gives no second chance, so nobody learns before the opening whether it is legal). */
  sealedReading: text('sealed_reading'),
  /** The §36 verdict (JSON), written at the opening; null while the envelope is sealed. */
  sealedCheck: text('sealed_check', { mode: 'json' }).$type<Record<string, unknown>>(),
  whiteMinutes: integer('white_minutes').notNull(),
  blackMinutes: integer('black_minutes').notNull(),
  early: integer('early', { mode: 'boolean' }).notNull().default(false),
  resumeAt: text('resume_at'),
  resumePlace: text('resume_place'),
  drawOfferPending: integer('draw_offer_pending', { mode: 'boolean' }).notNull().default(false),
  sealedAt: text('sealed_at').notNull(),
  openedAt: text('opened_at'),
});

/** What happened at a board: illegal moves and their penalties, forfeits and their reasons. */
export const incidents = sqliteTable('incidents', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  gameId: reference('game_id', () => games.id, 'cascade'),
  kind: text('kind', { enum: INCIDENT_KINDS }).notNull(),
  side: text('side', { enum: ['white', 'black', 'both'] }).notNull(),
  moveNumber: integer('move_number'),
  move: text('move'),
  position: text('position'),
  ruleSet: text('rule_set').notNull(),
  penalty: text('penalty', { mode: 'json' }).$type<Record<string, unknown>>(),
  minutesToOpponent: integer('minutes_to_opponent').notNull().default(0),
  resultApplied: text('result_applied'),
  note: text('note'),
  createdAt: text('created_at').notNull(),
});

/** Append-only record of every change: when, what, before and after (JSON). Every write of the service adds its
 * row in the same transaction; it is also what undo reads. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: text('before'),
    after: text('after'),
    /** The tournament the change belongs to (null for the player registry): undo and the tournament file's trail
     * find a tournament's changes through this indexed column, not by reading JSON. */
    tournamentId: integer('tournament_id'),
    /** For an undo: the row it reverses. */
    undoes: integer('undoes'),
  },
  (t) => [
    index('audit_entity').on(t.entity, t.entityId),
    index('audit_tournament').on(t.tournamentId, t.id),
    index('audit_undoes').on(t.undoes),
  ],
);

/** The rank register (appendix "Kabe järgunõuded"): every rank a player achieved, confirmed, lost when three years
 * passed, or had set by hand, and the results counted toward a rank that needs several. The player's current rank
 * is folded from these (electron/domain/rank-register.ts). */
export const rankEvents = sqliteTable(
  'rank_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    playerId: reference('player_id', () => players.id, 'cascade'),
    kind: text('kind', { enum: RANK_EVENT_KINDS }).notNull(),
    rank: text('rank', { enum: RANKS }),
    /** The day it counts from (ISO): a tournament's last day, a match's, or the day the arbiter gives. Null for a
     * rank set without its date (typed into the registry, brought by a tournament file): the date is unknown, and
     * nothing is counted from it until the arbiter gives it (docs/rank-register.md). */
    date: text('date'),
    basis: text('basis', { enum: RANK_BASES }).notNull(),
    /** The tournament it comes from; a deleted tournament leaves the event, its name kept in the evidence. */
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    matchId: integer('match_id').references(() => classificationMatches.id, { onDelete: 'cascade' }),
    /** What it rests on, as shown (JSON: the tournament's name, games, points, coefficient; a match's score). */
    evidence: text('evidence', { mode: 'json' }).$type<RankEvidence>().notNull(),
    note: text('note'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('rank_events_player').on(t.playerId, t.date, t.id), index('rank_events_tournament').on(t.tournamentId)],
);

/** A player's rating on each list he is on (one row a list): the rating, his title on that list, the list's date and
 * the file it came from. A newer list replaces the row; the audit log keeps what it was. */
export const playerRatings = sqliteTable(
  'player_ratings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    playerId: reference('player_id', () => players.id, 'cascade'),
    list: text('list', { enum: RATING_LISTS }).notNull(),
    rating: integer('rating'),
    title: text('title'),
    /** The list's date (ISO day), as the arbiter gave it when importing. */
    listDate: text('list_date').notNull(),
    source: text('source'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('player_ratings_list').on(t.playerId, t.list)],
);

/** "Meistersportlane": a 14-game classification match against a master, with its score. */
export const classificationMatches = sqliteTable(
  'classification_matches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    date: text('date').notNull(),
    playerId: reference('player_id', () => players.id, 'restrict'),
    masterId: reference('master_id', () => players.id, 'restrict'),
    games: integer('games').notNull(),
    /** The challenger's half-points; the master has the rest. */
    points: integer('points').notNull(),
    note: text('note'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('matches_player').on(t.playerId), index('matches_master').on(t.masterId)],
);

/** The federation's readings of the rank rules, one row (id 1). */
export const registerSettings = sqliteTable('register_settings', {
  id: integer('id').primaryKey(),
  /** "A tournament of I-rank players": a coefficient at most this, in hundredths. */
  candidateMaxCoefficient: integer('candidate_max_coefficient').notNull().default(100),
  /** The championship the master's criterion counts (the appendix's "NSV Liidu esivõistlused"), as the register's
   * federation names it today ("Eesti meistrivõistlused"); null: "the national championship". */
  championship: text('championship'),
  /** How the registry's lists and cards show names (given names first, surname first, surname and initials); null:
   * as the reader's language writes a list read by surname (formats/name-style.ts). */
  nameStyle: text('name_style', { enum: NAME_STYLES }),
  updatedAt: text('updated_at').notNull(),
});

/** A closed tournament's final table, one line per participant, written when it is closed and removed when it is
 * reopened: its results are locked in between, so a player's card reads his line here instead of computing every
 * table he played in again. A closed tournament without lines (closed before they were kept) is computed. */
export const finalLines = sqliteTable(
  'final_lines',
  {
    tournamentId: reference('tournament_id', () => tournaments.id, 'cascade'),
    playerId: reference('player_id', () => players.id, 'cascade'),
    line: text('line', { mode: 'json' }).$type<FinalLine>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] })],
);

/** When each round of a tournament starts, as the arbiter set it: a local date and time on the hall's clock
 * (`2026-11-27T10:00`, like an adjourned game's resumption). A round without a row has no time set. */
export const roundTimes = sqliteTable(
  'round_times',
  {
    tournamentId: reference('tournament_id', () => tournaments.id, 'cascade'),
    round: integer('round').notNull(),
    startsAt: text('starts_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.round] })],
);

/** The opening tables an arbiter loaded (docs/openings.md; the shipped ones are data, never stored), each text whole as
 * loaded and checked, so that it is read and checked again when used. */
export const openingTables = sqliteTable('opening_tables', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The table's own id, from its header ("eest-2012"): unique among the loaded and the shipped tables. */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  variant: text('variant', { enum: VARIANTS }).notNull(),
  ballots: integer('ballots').notNull(),
  text: text('text').notNull(),
  /** The name of the file it was loaded from. */
  file: text('file'),
  loadedAt: text('loaded_at').notNull(),
});

/** The openings drawn for a round of micro-matches: one for the whole round (board 0) or one per board, each a
 * ballot of the tournament's opening table, with the seed it was drawn by (docs/micro-matches.md). */
export const roundOpenings = sqliteTable(
  'round_openings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tournamentId: reference('tournament_id', () => tournaments.id, 'cascade'),
    tableRound: integer('table_round').notNull(),
    /** The board whose micro-match starts from it; 0: every board of the round. */
    board: integer('board').notNull(),
    ballot: text('ballot').notNull(),
    seed: text('seed').notNull(),
    drawnAt: text('drawn_at').notNull(),
  },
  (t) => [uniqueIndex('round_openings_place').on(t.tournamentId, t.tableRound, t.board)],
);
