// The crosstable in the JSON shape of the CLI (`crosstable --json`, `matrix --json`): points as numbers (7.5),
// places as printed ("2–3"). Computed with integers; divided only here, for output.
import type { Crosstable } from '#domain/crosstable';
import { formatPlace } from '#domain/standings';
import { sayNormNote } from './phrases';

export function crosstableJson(crosstable: Crosstable) {
  return {
    coefficient: crosstable.coefficient === null ? null : crosstable.coefficient / 100,
    removed: crosstable.removed,
    rankCounting: crosstable.rankCounting,
    notes: crosstable.normTable.notes.map((note) => sayNormNote(note)),
    normNotes: crosstable.normTable.notes.map(({ code, params }) => ({ code, params })),
    norms: crosstable.normTable.norms,
    players: crosstable.rows.map((row) => ({
      no: row.no,
      name: row.name,
      rank: row.rank,
      points: row.points / 2,
      games: row.games,
      wins: row.wins,
      sb: row.sb / 4,
      shmulyan: row.shmulyan / 2,
      koya: row.koya / 2,
      h2h: row.h2h === null ? null : row.h2h / 2,
      place: formatPlace(row.place),
      cells: row.cells,
      norm: {
        achieved: row.norm.achieved,
        status: row.norm.status,
        needed: Object.fromEntries(Object.entries(row.norm.needed).map(([rank, half]) => [rank, half / 2])),
      },
      master: row.master.applicable
        ? {
            met: row.master.met,
            againstMasters: { points: row.master.againstMasters.points / 2, games: row.master.againstMasters.games },
            againstCandidates: {
              points: row.master.againstCandidates.points / 2,
              games: row.master.againstCandidates.games,
            },
          }
        : null,
    })),
  };
}
