// The openings drawn for the rounds of a tournament of micro-matches (schema.ts `round_openings`).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { roundOpenings } from '../schema';

export type RoundOpeningRow = typeof roundOpenings.$inferSelect;

/** Every opening drawn in the tournament, round by round, board by board. */
export function listRoundOpenings(db: Db, tournamentId: number): RoundOpeningRow[] {
  return db
    .select()
    .from(roundOpenings)
    .where(eq(roundOpenings.tournamentId, tournamentId))
    .orderBy(asc(roundOpenings.tableRound), asc(roundOpenings.board))
    .all();
}

/** A round's openings replaced by `drawn` (none: taken away). */
export function setRoundOpenings(
  db: Db,
  tournamentId: number,
  tableRound: number,
  drawn: { board: number; ballot: string; seed: string; drawnAt: string }[],
): void {
  db.delete(roundOpenings)
    .where(and(eq(roundOpenings.tournamentId, tournamentId), eq(roundOpenings.tableRound, tableRound)))
    .run();
  if (drawn.length > 0)
    db.insert(roundOpenings)
      .values(drawn.map((d) => ({ ...d, tournamentId, tableRound })))
      .run();
}
