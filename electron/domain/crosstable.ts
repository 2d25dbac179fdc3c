// The final table of a round robin as the arbiter hands it to the federation: §38 applied, standings with the
// tournament's tiebreaks, the coefficient of those who stay in the table, and every player's norm result.
import { DEFAULT_RANK_COUNTING, coefficientHundredths, masterCheck, normsForCoefficient, playerNorm, rankNumber, type MasterCheck, type NormTable, type PlayerNorm, type RankCounting } from './norms';
import { halfPoints, type GameResult } from './results';
import { computeStandings, type PlayerStanding, type Tiebreak } from './standings';
import { applyWithdrawals, type Withdrawal, type WithdrawalOutcome } from './withdrawal';
import type { Rank } from './vocabulary';

export interface TournamentPlayer {
  no: number;
  name: string;
  rank: Rank | null;
}

export interface TournamentGame {
  round: number;
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
  decisions: WithdrawalOutcome<TournamentGame>['decisions'];
  rows: CrosstableRow[];
  rankCounting: RankCounting;
}

export function buildCrosstable(data: TournamentData): Crosstable {
  const rankCounting = data.rankCounting ?? DEFAULT_RANK_COUNTING;
  const cycles = data.double ? 2 : 1;
  const gamesPerPlayer = (data.players.length - 1) * cycles;
  const outcome = applyWithdrawals(data.games, data.withdrawals, gamesPerPlayer);
  // Interpretation 4: a player whose results were annulled under §38 is not a participant for the coefficient.
  const staying = data.players.filter((p) => !outcome.removed.includes(p.no));
  const standings = computeStandings(staying, outcome.games, data.tiebreaks, cycles);
  const coefficient = staying.length > 0 ? coefficientHundredths(staying.map((p) => rankNumber(p.rank, rankCounting))) : null;
  const normTable = coefficient === null ? { coefficient: 0, norms: [], notes: [] } : normsForCoefficient(coefficient);
  const rankOf = new Map(staying.map((p) => [p.no, p.rank]));
  const fieldRanks = staying.map((p) => p.rank);

  const rows = standings.map((standing): CrosstableRow => {
    const rank = rankOf.get(standing.no) ?? null;
    const gamesAgainst = outcome.games.flatMap((g) => {
      const points = halfPoints(g.result);
      if (!points) return [];
      if (g.white === standing.no) return [{ opponentRank: rankOf.get(g.black) ?? null, halfPoints: points[0] }];
      if (g.black === standing.no) return [{ opponentRank: rankOf.get(g.white) ?? null, halfPoints: points[1] }];
      return [];
    });
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
