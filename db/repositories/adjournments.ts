// Envelopes of adjourned games, and the incidents at the boards.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../open';
import { adjournments, games, incidents } from '../schema';

export type AdjournmentRow = typeof adjournments.$inferSelect;
export type IncidentRow = typeof incidents.$inferSelect;

export function insertAdjournment(db: Db, values: Omit<AdjournmentRow, 'id' | 'openedAt'>): AdjournmentRow {
  return db.insert(adjournments).values(values).returning().get();
}

/** The newest envelope of a game (a resumed game may be adjourned again). */
export function latestAdjournment(db: Db, gameId: number): AdjournmentRow | undefined {
  return db.select().from(adjournments).where(eq(adjournments.gameId, gameId)).orderBy(desc(adjournments.id)).limit(1).get();
}

export function markOpened(db: Db, id: number, now: string): AdjournmentRow {
  return db.update(adjournments).set({ openedAt: now }).where(eq(adjournments.id, id)).returning().get();
}

export function insertIncident(db: Db, values: Omit<IncidentRow, 'id'>): IncidentRow {
  return db.insert(incidents).values(values).returning().get();
}

export function listIncidents(db: Db, tournamentId: number, gameId?: number): IncidentRow[] {
  const ofTournament = db.select({ id: games.id }).from(games).where(eq(games.tournamentId, tournamentId));
  return db
    .select()
    .from(incidents)
    .where(gameId === undefined ? inArray(incidents.gameId, ofTournament) : and(eq(incidents.gameId, gameId), inArray(incidents.gameId, ofTournament)))
    .orderBy(asc(incidents.id))
    .all();
}
