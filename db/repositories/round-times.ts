// When each round starts, as the arbiter set it (schema.ts `round_times`).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { roundTimes } from '../schema';

/** Round → its start (`2026-11-27T10:00`), for the rounds that have one. */
export function listRoundTimes(db: Db, tournamentId: number): Map<number, string> {
  const rows = db.select().from(roundTimes).where(eq(roundTimes.tournamentId, tournamentId)).all();
  return new Map(rows.map((row) => [row.round, row.startsAt]));
}

/** Sets a round's start, or takes it away (null). */
export function setRoundTime(db: Db, tournamentId: number, round: number, startsAt: string | null): void {
  db.delete(roundTimes)
    .where(and(eq(roundTimes.tournamentId, tournamentId), eq(roundTimes.round, round)))
    .run();
  if (startsAt !== null) db.insert(roundTimes).values({ tournamentId, round, startsAt }).run();
}
