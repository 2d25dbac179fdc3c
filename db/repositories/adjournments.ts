// Envelopes of adjourned games, and the incidents at the boards.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { adjournments, games, incidents } from '../schema';
import { preparedOnce } from './prepared';

export type AdjournmentRow = typeof adjournments.$inferSelect;
export type IncidentRow = typeof incidents.$inferSelect;

export function insertAdjournment(
  db: Db,
  values: Omit<AdjournmentRow, 'id' | 'openedAt'> & { openedAt?: string | null },
): AdjournmentRow {
  return db.insert(adjournments).values(values).returning().get();
}

/** The newest envelope of a game (a resumed game may be adjourned again). */
export function latestAdjournment(db: Db, gameId: number): AdjournmentRow | undefined {
  return preparedOnce(db, 'latestAdjournment', (d) =>
    d
      .select()
      .from(adjournments)
      .where(eq(adjournments.gameId, sql.placeholder('gameId')))
      .orderBy(desc(adjournments.id))
      .limit(1)
      .prepare(),
  ).get({ gameId });
}

/** The opening (§35): the time, and the sealed move as judged only now (§36) — typed now for a paper envelope. */
export function markOpened(
  db: Db,
  id: number,
  opening: { openedAt: string; sealedMove: string; sealedReading: string | null; sealedCheck: Record<string, unknown> },
): AdjournmentRow {
  return db.update(adjournments).set(opening).where(eq(adjournments.id, id)).returning().get();
}

export function deleteAdjournment(db: Db, id: number): void {
  db.delete(adjournments).where(eq(adjournments.id, id)).run();
}

export function findIncident(db: Db, id: number): IncidentRow | undefined {
  return db.select().from(incidents).where(eq(incidents.id, id)).get();
}

export function deleteIncident(db: Db, id: number): void {
  db.delete(incidents).where(eq(incidents.id, id)).run();
}

export function insertIncident(db: Db, values: Omit<IncidentRow, 'id'>): IncidentRow {
  return db.insert(incidents).values(values).returning().get();
}

export function listIncidents(db: Db, tournamentId: number, gameId?: number): IncidentRow[] {
  const ofTournament = db.select({ id: games.id }).from(games).where(eq(games.tournamentId, tournamentId));
  return db
    .select()
    .from(incidents)
    .where(
      gameId === undefined
        ? inArray(incidents.gameId, ofTournament)
        : and(eq(incidents.gameId, gameId), inArray(incidents.gameId, ofTournament)),
    )
    .orderBy(asc(incidents.id))
    .all();
}

/** Every envelope of a tournament's games, oldest first (a resumed game may have been adjourned again). */
export function listAdjournments(db: Db, tournamentId: number): AdjournmentRow[] {
  const ofTournament = db.select({ id: games.id }).from(games).where(eq(games.tournamentId, tournamentId));
  return db
    .select()
    .from(adjournments)
    .where(inArray(adjournments.gameId, ofTournament))
    .orderBy(asc(adjournments.id))
    .all();
}
