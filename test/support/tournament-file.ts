// A tournament file's games made from a Berger table, for the tests and benchmarks that read a whole tournament in as
// one file instead of drawing it and typing its results.
import type { BergerTable } from '#domain/berger';

/** Every game of the table, each round played as the table's round, with the result `resultOf` gives it (null: not
 * played yet). */
export function tableGames(table: BergerTable, resultOf: (round: number) => string | null = () => null) {
  return table.rounds.flatMap((round) =>
    round.games.map((game) => ({
      round: round.round,
      tableRound: round.round,
      board: game.board,
      white: game.white,
      black: game.black,
      result: resultOf(round.round),
    })),
  );
}
