// The final table of a round robin as the arbiter hands it to the federation: §38 applied, standings with the
// tournament's tiebreaks, the coefficient of those who stay in the table, and every player's norm result.
import { DEFAULT_RANK_COUNTING, coefficientHundredths, masterCheck, normsForCoefficient, playerNorm, rankNumber, type MasterCheck, type NormTable, type PlayerNorm, type RankCounting } from './norms';
import { halfPoints, type GameResult } from './results';
import { computeStandings, type PlayerStanding, type Tiebreak } from './standings';
import { applyWithdrawals, countingGames, type Withdrawal, type WithdrawalDecision } from './withdrawal';
import type { Rank } from './vocabulary';

export interface TournamentPlayer {
  no: number;
  name: string;
  rank: Rank | null;
}

export interface TournamentGame {
  /** The round it is played in; null while that round is not drawn yet. */
  round: number | null;
  white: number;
  black: number;
  result: GameResult;
}

export interface TournamentData {
  players: TournamentPlayer[];
  games: TournamentGame[];
  double: boolean;
  withdrawals: Withdrawal[];
  tiebreaks: readonly Tiebreak[];
  rankCounting?: RankCounting;
}

export interface CrosstableRow extends PlayerStanding {
  rank: Rank | null;
  norm: PlayerNorm;
  master: MasterCheck;
}

export interface Crosstable {
  /** Hundredths; null when nobody is left in the table. */
  coefficient: number | null;
  normTable: NormTable;
  removed: number[];
  decisions: WithdrawalDecision[];
  rows: CrosstableRow[];
  rankCounting: RankCounting;
}

/** Every encounter of the round robin — each pair meets once per cycle — with the encounters a file does not list
 * added without a result and without a round. §38 needs them all: a player's tournament games are all his games
 * against the players still in the table, whether or not they were listed. */
export function withEveryEncounter(players: readonly TournamentPlayer[], games: readonly TournamentGame[], cycles: number): TournamentGame[] {
  const met = new Map<string, number>();
  const pair = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  for (const game of games) met.set(pair(game.white, game.black), (met.get(pair(game.white, game.black)) ?? 0) + 1);
  const missing: TournamentGame[] = [];
  players.forEach((a, i) =>
    players.slice(i + 1).forEach((b) => {
      for (let n = met.get(pair(a.no, b.no)) ?? 0; n < cycles; n++) missing.push({ round: null, white: a.no, black: b.no, result: null });
    }),
  );
  return [...games, ...missing];
}

export function buildCrosstable(data: TournamentData): Crosstable {
  const rankCounting = data.rankCounting ?? DEFAULT_RANK_COUNTING;
  const cycles = data.double ? 2 : 1;
  const outcome = applyWithdrawals(withEveryEncounter(data.players, data.games, cycles), data.withdrawals);
  const counting = countingGames(outcome);
  // Interpretation 4: a player whose results were annulled under §38 is not a participant for the coefficient.
  const staying = data.players.filter((p) => !outcome.removed.includes(p.no));
  const standings = computeStandings(staying, counting, data.tiebreaks, cycles);
  const coefficient = staying.length > 0 ? coefficientHundredths(staying.map((p) => rankNumber(p.rank, rankCounting))) : null;
  const normTable = coefficient === null ? { coefficient: 0, norms: [], notes: [] } : normsForCoefficient(coefficient);
  const rankOf = new Map(staying.map((p) => [p.no, p.rank]));
  const fieldRanks = staying.map((p) => p.rank);
  // Each player's scored games with the opponent's rank, in one pass (the master norm weighs them by rank).
  const scoredGames = new Map<number, { opponentRank: Rank | null; halfPoints: number }[]>(staying.map((p) => [p.no, []]));
  for (const g of counting) {
    const points = halfPoints(g.result);
    if (!points) continue;
    scoredGames.get(g.white)?.push({ opponentRank: rankOf.get(g.black) ?? null, halfPoints: points[0] });
    scoredGames.get(g.black)?.push({ opponentRank: rankOf.get(g.white) ?? null, halfPoints: points[1] });
  }

  const rows = standings.map((standing): CrosstableRow => {
    const rank = rankOf.get(standing.no) ?? null;
    const gamesAgainst = scoredGames.get(standing.no) ?? [];
    return {
      ...standing,
      rank,
      // Interpretation 4: his games that count in the final table (annulled ones excluded, forfeits included).
      norm: playerNorm(rank, standing.points, standing.games, normTable),
      master: masterCheck(fieldRanks, gamesAgainst),
    };
  });
  return { coefficient, normTable, removed: outcome.removed, decisions: outcome.decisions, rows, rankCounting };
}
