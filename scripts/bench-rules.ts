// The rules' row of the bench: a 20-player double round robin's crosstable, tiebreaks and norms, against one pass
// over its games.
import { bergerTable } from '#domain/berger';
import { buildCrosstable } from '#domain/crosstable';

export function benchRules(measure: (runs: number, work: () => unknown) => number): {
  crosstable: number;
  onePass: number;
} {
  const twenty = bergerTable(20);
  const cycle = twenty.rounds.length;
  const games = [0, 1].flatMap((c) =>
    twenty.rounds.flatMap((r) =>
      r.games.map((g, i) => ({
        round: r.round + c * cycle,
        white: c ? g.black : g.white,
        black: c ? g.white : g.black,
        result: (['1-0', '0-1', '1/2-1/2'] as const)[(r.round + i + c) % 3]!,
      })),
    ),
  );
  const people = Array.from({ length: 20 }, (_, i) => ({
    no: i + 1,
    name: `P${i + 1}`,
    rank: (['I', 'II', 'III', 'IV'] as const)[i % 4]!,
  }));
  const crosstable = measure(200, () =>
    buildCrosstable({
      players: people,
      games,
      double: true,
      withdrawals: [],
      tiebreaks: ['sb', 'shmulyan', 'koya', 'wins', 'h2h'],
    }),
  );
  // A pass takes a few microseconds, near the clock's own step: each sample times a hundred of them, so that the
  // floor (and the ratio the run records beside it) does not jump tenfold between runs.
  const PASSES = 100;
  const onePass =
    measure(200, () => {
      const points = new Int32Array(21);
      for (let pass = 0; pass < PASSES; pass++)
        for (const g of games) {
          const white = g.result === '1-0' ? 2 : g.result === '0-1' ? 0 : 1;
          points[g.white] = points[g.white]! + white;
          points[g.black] = points[g.black]! + 2 - white;
        }
      return points;
    }) / PASSES;
  return { crosstable, onePass };
}
