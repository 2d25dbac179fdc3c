// A closed tournament's final table, kept line by line so that a player's card does not compute again every table he
// played in (a veteran's card read 101 tournaments). Kept at closing, removed at reopening; the lines are the
// domain's projection of the same table every screen shows: the crosstable (electron/domain/crosstable.ts,
// finalLines) — or, in a team round robin, each player's games over the board and the team reading's norms.
import type { Db } from '#db/db';
import { deleteFinalLines, writeFinalLines } from '#db/repositories/tournaments';
import { buildCrosstable, finalLines, type FinalLine } from '#domain/crosstable';
import { loadTeams, teamNormRows } from './team-state';
import type { LoadedTournament } from './tournament-state';

/** The lines of the players numbered `numbers`, as the tournament's table stands. */
export function linesOf(db: Db, loaded: LoadedTournament, numbers: readonly number[]): Map<number, FinalLine> {
  return loaded.row.teamBoards === null
    ? finalLines(buildCrosstable(loaded.data), numbers)
    : teamLines(db, loaded, numbers);
}

/** A team round robin's lines (docs/teams.md): a player has no place of his own — his team has one —; his games and
 * points are those played over the board, as the boards' tables and the norms count them (a forfeit neither makes
 * nor breaks a norm); his norm is the team reading's once the arbiter has confirmed it, none before. */
function teamLines(db: Db, loaded: LoadedTournament, numbers: readonly number[]): Map<number, FinalLine> {
  const rows = new Map(teamNormRows(loadTeams(db, loaded.row)).map((row) => [row.player, row] as const));
  const confirmed = loaded.row.teamNormsConfirmedAt !== null;
  return new Map(
    numbers.map((no): [number, FinalLine] => {
      const row = rows.get(no);
      const norm = confirmed && row?.norm ? row.norm : null;
      return [
        no,
        {
          games: row?.games ?? 0,
          points: row?.points ?? 0,
          place: null,
          players: 0,
          norm: { achieved: norm?.achieved ?? null, status: norm?.status ?? null },
          masterMet: null,
          titleNorm: null,
          titleNormGames: row?.games ?? 0,
        },
      ];
    }),
  );
}

/** Every drawn participant's line of the tournament's table as it stands. */
export function computeFinalLines(db: Db, loaded: LoadedTournament): { playerId: number; line: FinalLine }[] {
  const drawn = loaded.participants.filter((p) => p.lotNo !== null);
  const lines = linesOf(
    db,
    loaded,
    drawn.map((p) => p.lotNo!),
  );
  return drawn.map((p) => ({ playerId: p.playerId, line: lines.get(p.lotNo!)! }));
}

/** At closing (and when a closed tournament is imported): the table is final until a reopening. */
export function keepFinalLines(db: Db, loaded: LoadedTournament): void {
  writeFinalLines(db, loaded.row.id, computeFinalLines(db, loaded));
}

/** At reopening: the results may change again, and the card computes the table until the next closing. */
export function dropFinalLines(db: Db, tournamentId: number): void {
  deleteFinalLines(db, tournamentId);
}
