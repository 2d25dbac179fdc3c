// The crosstable in the JSON shape of the CLI (`crosstable --json`, `matrix --json`): points as numbers in the
// tournament's scale (7.5 under 1–½–0, 15 under 2–1–0), places as printed ("2–3"). Computed with integers; divided
// only here, for output.
import type { Crosstable } from '#domain/crosstable';
import { inScale } from '#domain/results';
import { formatPlace } from '#domain/standings';
import { sayNormNote } from './phrases';

export function crosstableJson(crosstable: Crosstable) {
  const { scoring } = crosstable;
  // Half-points, and Sonneborn-Berger's products of half-points, in the scale: 2–1–0 keeps them, 1–½–0 halves them.
  const points = (half: number) => inScale(half, scoring);
  const products = (quarters: number) => (scoring === '2-1-0' ? quarters : quarters / 4);
  return {
    scoring,
    coefficient: crosstable.coefficient === null ? null : crosstable.coefficient / 100,
    removed: crosstable.removed,
    rankCounting: crosstable.rankCounting,
    microMatch: crosstable.microMatch,
    // Today's classification beside the 1953 norms (docs/ratings.md): the average rating of the players in the table
    // (null when none is rated), how many are, and the federation's table row it falls in.
    averageRating: crosstable.ratings.average,
    ratedPlayers: crosstable.ratings.rated,
    titleNormRow: crosstable.ratings.normRow,
    // The women's row, where the tournament applies the women's rows to its women (null otherwise).
    womenTitleNormRow: crosstable.ratings.womenNormRow,
    notes: crosstable.normTable.notes.map((note) => sayNormNote(note)),
    normNotes: crosstable.normTable.notes.map(({ code, params }) => ({ code, params })),
    norms: crosstable.normTable.norms,
    players: crosstable.rows.map((row) => ({
      no: row.no,
      name: row.name,
      rank: row.rank,
      points: points(row.points),
      games: row.games,
      wins: row.wins,
      sb: products(row.sb),
      shmulyan: points(row.shmulyan),
      koya: points(row.koya),
      h2h: row.h2h === null ? null : points(row.h2h),
      higherPlaced: row.higherPlaced,
      playoff: row.playoff,
      // A round robin of micro-matches (null in any other): match points, matches won, the matches among the tied,
      // and the Riga coefficient in the points it multiplies — game points in the tournament's scale, or match points.
      matchPoints: row.matchPoints,
      matchWins: row.matchWins,
      matchH2h: row.matchH2h,
      riga: row.riga === null ? null : crosstable.microMatch?.order === 'matchPoints' ? row.riga : points(row.riga),
      place: formatPlace(row.place),
      rating: row.rating,
      title: row.title,
      performance: row.performance,
      titleNorm: row.titleNorm,
      // What the norm is judged on: the games played over the board and his points in them (a forfeit neither makes
      // nor breaks a norm); the norm his forfeits would have given him, where it differs; whether women's rows.
      titleNormGames: row.titleNormGames,
      titleNormPoints: points(row.titleNormPoints),
      titleNormWithForfeits: row.titleNormWithForfeits,
      womenRows: row.womenRows,
      cells: row.cells,
      // A round robin of micro-matches: each match's score against each player ("3:1"); null in any other.
      matchCells: row.matchCells,
      norm: {
        achieved: row.norm.achieved,
        status: row.norm.status,
        needed: Object.fromEntries(Object.entries(row.norm.needed).map(([rank, half]) => [rank, points(half)])),
      },
      master: row.master.applicable
        ? {
            met: row.master.met,
            againstMasters: {
              points: points(row.master.againstMasters.points),
              games: row.master.againstMasters.games,
            },
            againstCandidates: {
              points: points(row.master.againstCandidates.points),
              games: row.master.againstCandidates.games,
            },
          }
        : null,
    })),
  };
}
