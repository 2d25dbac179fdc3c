// Reading and writing the rank register: rank events, classification matches, the federation's settings, and the
// register's answer kept on each player (his current rank, since when, last kept). Synchronous: callers run these
// inside one better-sqlite3 transaction.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RankStanding, RegisterSettings } from '#domain/rank-register';
import { DEFAULT_REGISTER_SETTINGS, rankStanding } from '#domain/rank-register';
import type { Rank } from '#domain/vocabulary';
import { rankOrder } from '../columns';
import type { Db } from '../db';
import {
  classificationMatches,
  finalLines,
  participants,
  players,
  rankEvents,
  registerSettings,
  tournaments,
} from '../schema';
import { preparedOnce } from './prepared';

export type RankEventRow = typeof rankEvents.$inferSelect;
export type NewRankEvent = Omit<typeof rankEvents.$inferInsert, 'id' | 'createdAt'>;
export type MatchRow = typeof classificationMatches.$inferSelect;

export function insertRankEvent(db: Db, event: NewRankEvent, now: string): RankEventRow {
  return db
    .insert(rankEvents)
    .values({ ...event, createdAt: now })
    .returning()
    .get();
}

/** Dates an event set without its date (the arbiter gave the day). */
export function setRankEventDate(db: Db, id: number, date: string): RankEventRow {
  return db.update(rankEvents).set({ date }).where(eq(rankEvents.id, id)).returning().get()!;
}

export function deleteRankEvent(db: Db, id: number): void {
  db.delete(rankEvents).where(eq(rankEvents.id, id)).run();
}

export function findRankEvent(db: Db, id: number): RankEventRow | undefined {
  return db.select().from(rankEvents).where(eq(rankEvents.id, id)).get();
}

/** A player's history in the order it was recorded: the order the register folds it in (a tournament of March
 * applied after a rank typed in April still counts), so that reading it down gives the current rank. */
export function rankEventsOf(db: Db, playerId: number): RankEventRow[] {
  return preparedOnce(db, 'rankEventsOf', (d) =>
    d
      .select()
      .from(rankEvents)
      .where(eq(rankEvents.playerId, sql.placeholder('playerId')))
      .orderBy(asc(rankEvents.id))
      .prepare(),
  ).all({ playerId });
}

/** The histories of several players (a tournament's participants), by player. */
export function rankEventsOfPlayers(db: Db, playerIds: number[]): Map<number, RankEventRow[]> {
  const byPlayer = new Map<number, RankEventRow[]>(playerIds.map((id) => [id, []]));
  if (playerIds.length === 0) return byPlayer;
  const rows = db
    .select()
    .from(rankEvents)
    .where(inArray(rankEvents.playerId, playerIds))
    .orderBy(asc(rankEvents.id))
    .all();
  for (const row of rows) byPlayer.get(row.playerId)!.push(row);
  return byPlayer;
}

/** The events applied from one tournament. */
export function rankEventsOfTournament(db: Db, tournamentId: number): RankEventRow[] {
  return db
    .select()
    .from(rankEvents)
    .where(eq(rankEvents.tournamentId, tournamentId))
    .orderBy(asc(rankEvents.id))
    .all();
}

/** Keeps the register's answer on the player row, where the lists read it. */
export function storeStanding(db: Db, playerId: number, standing: RankStanding, now: string): void {
  db.update(players)
    .set({
      rank: standing.rank,
      rankSince: standing.since,
      rankKeptOn: standing.lastKept,
      rankKeptBy: standing.keptBy,
      updatedAt: now,
    })
    .where(eq(players.id, playerId))
    .run();
}

/** Migration 0010 made the ranks typed into the registry "date unknown" and listed their players in `rank_refold`:
 * their histories are folded again here, once, in JavaScript (SQL cannot fold them), and the list is dropped. */
export function refoldMarkedStandings(db: Db): void {
  const marked = db.$client.prepare("select 1 from sqlite_master where type = 'table' and name = 'rank_refold'").get();
  if (!marked) return;
  const now = new Date().toISOString();
  db.$client.transaction(() => {
    const ids = db.$client.prepare('select player_id as id from rank_refold').all() as { id: number }[];
    for (const { id } of ids) storeStanding(db, id, rankStanding(rankEventsOf(db, id)), now);
    db.$client.exec('drop table rank_refold');
  })();
}

export function insertMatch(db: Db, match: Omit<typeof classificationMatches.$inferInsert, 'id'>): MatchRow {
  return db.insert(classificationMatches).values(match).returning().get();
}

/** The classification matches a player played, as challenger or as the master. */
export function matchesOf(db: Db, playerId: number): MatchRow[] {
  return db
    .select()
    .from(classificationMatches)
    .where(or(eq(classificationMatches.playerId, playerId), eq(classificationMatches.masterId, playerId)))
    .orderBy(asc(classificationMatches.date), asc(classificationMatches.id))
    .all();
}

export function hasMatches(db: Db, playerId: number): boolean {
  return matchesOf(db, playerId).length > 0;
}

export function readRegisterSettings(db: Db): RegisterSettings {
  const row = db.select().from(registerSettings).where(eq(registerSettings.id, 1)).get();
  return row
    ? { candidateMaxCoefficient: row.candidateMaxCoefficient, championship: row.championship, nameStyle: row.nameStyle }
    : { ...DEFAULT_REGISTER_SETTINGS };
}

export function writeRegisterSettings(db: Db, settings: Partial<RegisterSettings>, now: string): void {
  db.insert(registerSettings)
    .values({ id: 1, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: registerSettings.id, set: { ...settings, updatedAt: now } })
    .run();
}

/** A player's tournaments, newest first: what his card lists. */
export function tournamentsPlayed(db: Db, playerId: number) {
  return db
    .select({
      tournamentId: tournaments.id,
      name: tournaments.name,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      closedAt: tournaments.closedAt,
      nationalChampionship: tournaments.nationalChampionship,
      scoring: tournaments.scoring,
      rankAtStart: participants.rankAtStart,
      lotNo: participants.lotNo,
      /** Kept from the closing; null while the tournament is open (or was closed before lines were kept). */
      finalLine: finalLines.line,
    })
    .from(participants)
    .innerJoin(tournaments, eq(tournaments.id, participants.tournamentId))
    .leftJoin(
      finalLines,
      and(eq(finalLines.tournamentId, participants.tournamentId), eq(finalLines.playerId, participants.playerId)),
    )
    .where(eq(participants.playerId, playerId))
    .orderBy(desc(sql`coalesce(${tournaments.endDate}, ${tournaments.startDate}, '')`), desc(tournaments.id))
    .all();
}

export interface RankListFilter {
  rank?: Rank | undefined;
  club?: string | null | undefined;
  city?: string | null | undefined;
  /** Only ranks last kept before this day (those whose three years end by a date: rank-register.ts). */
  keptBefore?: string | undefined;
  /** Only ranks with no day they were last kept: nobody gave the day they were achieved and no dated result has
   * kept them since. They run no three years (the arbiter is to give the day); a rank of unknown start that a
   * tournament has since kept runs its three years from that tournament, and is not among them. */
  undated?: boolean | undefined;
}

function rankListWhere(filter: RankListFilter) {
  return and(
    isNotNull(players.rank),
    filter.rank ? eq(players.rank, filter.rank) : undefined,
    filter.club ? sql`lower(${players.club}) = lower(${filter.club})` : undefined,
    filter.city ? sql`lower(${players.city}) = lower(${filter.city})` : undefined,
    filter.keptBefore ? sql`${players.rankKeptOn} < ${filter.keptBefore}` : undefined,
    filter.undated ? isNull(players.rankKeptOn) : undefined,
  );
}

/** Ranked players by rank (M first, then CM, I … V), in the registry's order within a rank, each with the event
 * that last kept his rank; one page of them when `page` is given. An index on (rank, sort key) serves it, and one
 * on the folded club or city with them. */
export function rankListRows(db: Db, filter: RankListFilter, page?: { offset: number; limit: number }) {
  const query = db
    .select({
      playerId: players.id,
      name: players.name,
      surname: players.surname,
      givenNames: players.givenNames,
      club: players.club,
      city: players.city,
      birthYear: players.birthYear,
      rank: players.rank,
      since: players.rankSince,
      keptOn: players.rankKeptOn,
      event: rankEvents,
    })
    .from(players)
    .leftJoin(rankEvents, eq(rankEvents.id, players.rankKeptBy))
    .where(rankListWhere(filter))
    // With one rank asked for, the index gives the registry's order as it is; the rank's strength sorts the rest.
    .orderBy(...(filter.rank ? [] : [rankOrder(players.rank)]), asc(players.sortKey), asc(players.id));
  return page ? query.limit(page.limit).offset(page.offset).all() : query.all();
}

/** How many ranked players the filter selects, how many of them were last kept before `lapsedBefore`, and how many
 * hold a rank with no day it was last kept (the `undated` filter's rows). Three counts, not one pass summing both
 * conditions: the lapsed and the undated are each a range of the index on the day last kept (players_ranked_kept),
 * as long as the players they count, where the sums tested both on every ranked player — 8–10 ms of the first
 * page's 12 at 83,333 ranked, none lapsed. */
export function rankListCounts(db: Db, filter: RankListFilter, lapsedBefore: string) {
  const where = rankListWhere(filter);
  const counted = (condition?: SQL) => db.select({ n: count() }).from(players).where(and(where, condition)).get()!.n;
  return {
    total: counted(),
    lapsed: counted(lt(players.rankKeptOn, lapsedBefore)),
    undated: counted(isNull(players.rankKeptOn)),
  };
}
