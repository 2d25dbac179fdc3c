// A closed tournament's final table, kept line by line so that a player's card does not compute again every table he
// played in (a veteran's card read 101 tournaments). Kept at closing, removed at reopening; the lines are the
// domain's projection of the same crosstable every screen shows (electron/domain/crosstable.ts, finalLines).
import type { Db } from '#db/db';
import { deleteFinalLines, writeFinalLines } from '#db/repositories/tournaments';
import { buildCrosstable, finalLines, type FinalLine } from '#domain/crosstable';
import type { LoadedTournament } from './tournament-state';

/** Every drawn participant's line of the tournament's table as it stands. */
export function computeFinalLines(loaded: LoadedTournament): { playerId: number; line: FinalLine }[] {
  const drawn = loaded.participants.filter((p) => p.lotNo !== null);
  const lines = finalLines(
    buildCrosstable(loaded.data),
    drawn.map((p) => p.lotNo!),
  );
  return drawn.map((p) => ({ playerId: p.playerId, line: lines.get(p.lotNo!)! }));
}

/** At closing (and when a closed tournament is imported): the table is final until a reopening. */
export function keepFinalLines(db: Db, loaded: LoadedTournament): void {
  writeFinalLines(db, loaded.row.id, computeFinalLines(loaded));
}

/** At reopening: the results may change again, and the card computes the table until the next closing. */
export function dropFinalLines(db: Db, tournamentId: number): void {
  deleteFinalLines(db, tournamentId);
}
