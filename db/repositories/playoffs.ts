// Tie-break matches: the players' order each match decided, kept as the arbiter recorded it.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { playoffs } from '../schema';

export type PlayoffRow = typeof playoffs.$inferSelect;

export function listPlayoffs(db: Db, tournamentId: number): PlayoffRow[] {
  return db.select().from(playoffs).where(eq(playoffs.tournamentId, tournamentId)).orderBy(asc(playoffs.id)).all();
}

export function insertPlayoff(
  db: Db,
  tournamentId: number,
  participantIds: number[],
  note: string | null,
  now: string,
): PlayoffRow {
  return db.insert(playoffs).values({ tournamentId, participantIds, note, createdAt: now }).returning().get();
}

export function findPlayoff(db: Db, tournamentId: number, id: number): PlayoffRow | undefined {
  return listPlayoffs(db, tournamentId).find((row) => row.id === id);
}

export function deletePlayoff(db: Db, id: number): void {
  db.delete(playoffs).where(eq(playoffs.id, id)).run();
}
