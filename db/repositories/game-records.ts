// The games' records (score sheets), one row a game, apart from the game rows every table reads.
import { eq } from 'drizzle-orm';
import type { StoredGameRecord } from '#domain/draughts/game-record';
import type { Db } from '../db';
import { gameRecords, games } from '../schema';

export function getGameRecord(db: Db, gameId: number): StoredGameRecord | null {
  return db.select().from(gameRecords).where(eq(gameRecords.gameId, gameId)).get()?.record ?? null;
}

export function setGameRecord(db: Db, gameId: number, record: StoredGameRecord, now: string): void {
  db.insert(gameRecords)
    .values({ gameId, record, updatedAt: now })
    .onConflictDoUpdate({ target: gameRecords.gameId, set: { record, updatedAt: now } })
    .run();
}

export function deleteGameRecord(db: Db, gameId: number): void {
  db.delete(gameRecords).where(eq(gameRecords.gameId, gameId)).run();
}

/** Every record of a tournament, by game id. */
export function listGameRecords(db: Db, tournamentId: number): Map<number, StoredGameRecord> {
  const rows = db
    .select({ gameId: gameRecords.gameId, record: gameRecords.record })
    .from(gameRecords)
    .innerJoin(games, eq(games.id, gameRecords.gameId))
    .where(eq(games.tournamentId, tournamentId))
    .all();
  return new Map(rows.map((row) => [row.gameId, row.record] as const));
}
