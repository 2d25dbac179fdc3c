// Rank norms in a team round robin (docs/teams.md). The 1953 appendix ("Kabe järgunõuded") sets a norm by a
// tournament's coefficient — the average rank number of its participants — and the points a player took of his games;
// it does not say how a team competition, where each player meets only the boards opposite his, counts. The reading
// taken here, said on the report and confirmed by the arbiter before it stands: each player's own coefficient from
// the opponents he met over the board (each game's opponent once a game), his norm from the classification table at
// that coefficient, on his games played over the board (a forfeit neither makes nor breaks a norm).
import {
  coefficientHundredths,
  normsForCoefficient,
  playerNorm,
  rankNumber,
  type NormTable,
  type PlayerNorm,
  type RankCounting,
} from './norms';
import { halfPoints, isFinal } from './results';
import type { TeamGame } from './team-standings';
import type { Rank } from './vocabulary';
import { tookPlace } from './withdrawal';

export interface TeamNormRow {
  player: number;
  games: number;
  /** Half-points. */
  points: number;
  /** His opponents' coefficient in hundredths; null without a game played. */
  coefficient: number | null;
  table: NormTable | null;
  norm: PlayerNorm | null;
}

export function teamNorms(
  players: readonly { no: number; rank: Rank | null }[],
  games: readonly TeamGame[],
  counting: RankCounting,
): TeamNormRow[] {
  const rankOf = new Map(players.map((p) => [p.no, p.rank] as const));
  const tally = new Map<number, { points: number; opponents: number[] }>();
  for (const game of games) {
    if (!isFinal(game.result) || !tookPlace(game.result)) continue;
    const [white, black] = halfPoints(game.result)!;
    for (const [player, opponent, points] of [
      [game.white, game.black, white],
      [game.black, game.white, black],
    ] as const) {
      const row = tally.get(player) ?? { points: 0, opponents: [] };
      row.points += points;
      row.opponents.push(rankNumber(rankOf.get(opponent) ?? null, counting));
      tally.set(player, row);
    }
  }
  return players.map((p) => {
    const row = tally.get(p.no);
    if (!row) return { player: p.no, games: 0, points: 0, coefficient: null, table: null, norm: null };
    const coefficient = coefficientHundredths(row.opponents);
    const table = normsForCoefficient(coefficient);
    return {
      player: p.no,
      games: row.opponents.length,
      points: row.points,
      coefficient,
      table,
      norm: playerNorm(p.rank, row.points, row.opponents.length, table),
    };
  });
}
