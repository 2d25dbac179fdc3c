// A round's drawn openings as the screens, the printouts and the tournament file show them: each ballot as its table
// gives it — played or placed by the rules engine — with the seed it was drawn by (docs/micro-matches.md).
import type { RoundOpeningView } from '#api/views';
import type { Db } from '#db/db';
import { listRoundOpenings } from '#db/repositories/round-openings';
import type { TournamentRow } from '#db/repositories/tournaments';
import { openingTable } from './openings';

/** Each round's drawn openings, by table round, as the screens show them; the table is read once. */
export function roundOpeningViews(db: Db, tournament: TournamentRow): Map<number, RoundOpeningView[]> {
  const views = new Map<number, RoundOpeningView[]>();
  // Every schedule is read through here: a tournament of single games asks the store nothing more.
  if (!tournament.microMatch || tournament.openingTable === null) return views;
  const rows = listRoundOpenings(db, tournament.id);
  if (rows.length === 0) return views;
  const ballots = new Map(openingTable(db, tournament.openingTable).table.ballots.map((b) => [b.id, b] as const));
  for (const row of rows) {
    const ballot = ballots.get(row.ballot);
    if (!ballot) continue;
    const view: RoundOpeningView = {
      board: row.board === 0 ? null : row.board,
      id: ballot.id,
      kind: ballot.kind,
      moves: ballot.moves,
      written: ballot.written,
      fen: ballot.fen,
      seed: row.seed,
    };
    views.set(row.tableRound, [...(views.get(row.tableRound) ?? []), view]);
  }
  return views;
}
