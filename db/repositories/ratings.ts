// The players' ratings on the rating lists and who they are there (FMJD ID, federation, name in Latin letters).
// Synchronous: callers run these inside one better-sqlite3 transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { RatingList } from '#domain/ratings';
import type { Db } from '../db';
import { participants, playerRatings, players, tournaments } from '../schema';

export type PlayerRatingRow = typeof playerRatings.$inferSelect;

export interface PlayerIdentity {
  federation: string | null;
  fmjdId: number | null;
  latinName: string | null;
  sex: 'M' | 'F' | null;
}

/** A player's ratings, one a list, in the lists' order. */
export function listPlayerRatings(db: Db, playerId: number): PlayerRatingRow[] {
  return db.select().from(playerRatings).where(eq(playerRatings.playerId, playerId)).orderBy(playerRatings.list).all();
}

export function findPlayerRating(db: Db, playerId: number, list: RatingList): PlayerRatingRow | undefined {
  return db
    .select()
    .from(playerRatings)
    .where(and(eq(playerRatings.playerId, playerId), eq(playerRatings.list, list)))
    .get();
}

/** A list's rating for a player: written over the one he had on that list. */
export function setPlayerRating(
  db: Db,
  values: Pick<PlayerRatingRow, 'playerId' | 'list' | 'rating' | 'title' | 'listDate' | 'source'>,
  now: string,
): void {
  db.insert(playerRatings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [playerRatings.playerId, playerRatings.list],
      set: {
        rating: values.rating,
        title: values.title,
        listDate: values.listDate,
        source: values.source,
        updatedAt: now,
      },
    })
    .run();
}

export function deletePlayerRating(db: Db, playerId: number, list: RatingList): void {
  db.delete(playerRatings)
    .where(and(eq(playerRatings.playerId, playerId), eq(playerRatings.list, list)))
    .run();
}

export function setPlayerIdentity(db: Db, playerId: number, identity: PlayerIdentity, now: string): void {
  db.update(players)
    .set({ ...identity, updatedAt: now })
    .where(eq(players.id, playerId))
    .run();
}

/** Every registered player as a rating list is matched against them: one read of the registry. */
export function playersForMatching(db: Db) {
  return db
    .select({
      id: players.id,
      name: players.name,
      nameKey: players.nameKey,
      latinName: players.latinName,
      birthYear: players.birthYear,
      fmjdId: players.fmjdId,
      federation: players.federation,
      sex: players.sex,
      surname: players.surname,
      givenNames: players.givenNames,
    })
    .from(players)
    .all();
}

/** The entries of the tournaments not yet drawn (nor closed): each with its tournament and what was taken from a list
 * when he was entered. */
export function entriesOfUndrawn(db: Db) {
  return db
    .select({
      participantId: participants.id,
      playerId: participants.playerId,
      tournamentId: tournaments.id,
      rating: participants.ratingAtStart,
      title: participants.titleAtStart,
      listDate: participants.ratingListDate,
    })
    .from(participants)
    .innerJoin(tournaments, eq(participants.tournamentId, tournaments.id))
    .where(and(isNull(tournaments.drawnAt), isNull(tournaments.closedAt)))
    .all();
}

/** The players entered in a tournament not yet drawn, with its name: the ones a rating list imported now rates
 * (their ratings are taken at entry and again until the draw). */
export function entrantsOfUndrawn(db: Db): { playerId: number; name: string; tournament: string }[] {
  return db
    .select({ playerId: players.id, name: players.name, tournament: tournaments.name })
    .from(participants)
    .innerJoin(players, eq(participants.playerId, players.id))
    .innerJoin(tournaments, eq(participants.tournamentId, tournaments.id))
    .where(and(isNull(tournaments.drawnAt), isNull(tournaments.closedAt)))
    .orderBy(tournaments.id, players.sortKey)
    .all();
}
