// The final table of a round robin as the arbiter hands it to the federation: §38 applied, standings with the
// tournament's tiebreaks, the coefficient of those who stay in the table, and every player's norm result.
import {
  DEFAULT_RANK_COUNTING,
  coefficientHundredths,
  masterCheckOfScores,
  normsForCoefficient,
  playerNorm,
  rankNumber,
  type MasterCheck,
  type NormTable,
  type PlayerNorm,
  type RankCounting,
} from './norms';
import { tableRatings, type TableRatings, type TitleNorm } from './ratings';
import { halfPoints, type GameResult, type Scoring } from './results';
import { computeStandings, type MatchOrder, type PlayerStanding, type Tiebreak } from './standings';
import type { Rank } from './vocabulary';
import {
  applyWithdrawals,
  countingGames,
  type Withdrawal,
  type WithdrawalDecision,
  type WithdrawalThreshold,
} from './withdrawal';

export interface TournamentPlayer {
  no: number;
  name: string;
  rank: Rank | null;
  /** His rating on the tournament's list when entered (docs/ratings.md); absent or null: none. */
  rating?: number | null;
  title?: string | null;
  /** M or F where known: the women's rows of the title norms are a woman's (docs/ratings.md). */
  sex?: 'M' | 'F' | null;
}

export interface TournamentGame {
  /** The round it is played in; null while that round is not drawn yet. */
  round: number | null;
  white: number;
  black: number;
  result: GameResult;
  /** A micro-match's games share this key (their round and board), and the second is leg 2. */
  match?: string | undefined;
  leg?: number | undefined;
}

export interface TournamentData {
  players: TournamentPlayer[];
  games: TournamentGame[];
  double: boolean;
  /** Games each pair plays when not as `double` says (1 or 2): a round robin of micro-matches plays 2 a cycle. */
  gamesPerPair?: number;
  withdrawals: Withdrawal[];
  tiebreaks: readonly Tiebreak[];
  rankCounting?: RankCounting;
  /** How a game is counted in what is shown (1–½–0 when not given); the engine counts half-points either way. */
  scoring?: Scoring;
  /** When a player who leaves keeps his results (§38's "at least half" when not given). */
  withdrawalThreshold?: WithdrawalThreshold;
  /** Tie-break matches recorded by the arbiter: each its players' numbers in the order it put them. */
  playoffs?: readonly (readonly number[])[];
  /** A round robin of micro-matches (docs/micro-matches.md), and whether game or match points order it. */
  microMatch?: { order: MatchOrder } | undefined;
  /** Today's title norms from the women's rows of the federation's table (docs/ratings.md). */
  womenNorms?: boolean;
}

export interface CrosstableRow extends PlayerStanding {
  rank: Rank | null;
  norm: PlayerNorm;
  master: MasterCheck;
  rating: number | null;
  title: string | null;
  /** The arbiter's estimate of his performance, and the highest of today's title norms he met (EKL Lisa 2). */
  performance: number | null;
  titleNorm: TitleNorm | null;
  /** The games and half-points the title norm is judged on: those played over the board — a forfeit neither makes
   * nor breaks a norm (FIDE's title rules; Lisa 2 counts "games played"). */
  titleNormGames: number;
  titleNormPoints: number;
  /** The norm his points would have met with his forfeits counted, where that differs from `titleNorm`: the screen
   * says why he has not got it. Null where it does not differ. */
  titleNormWithForfeits: TitleNorm | null;
  /** Whether the women's rows of Table 1 judged his norm. */
  womenRows: boolean;
}

export interface Crosstable {
  /** Hundredths; null when nobody is left in the table. */
  coefficient: number | null;
  normTable: NormTable;
  removed: number[];
  decisions: WithdrawalDecision[];
  rows: CrosstableRow[];
  rankCounting: RankCounting;
  scoring: Scoring;
  /** A round robin of micro-matches, and what orders it; null in any other tournament. */
  microMatch: { order: MatchOrder } | null;
  /** The average rating of the players in the table, how many of them are rated, and Table 1's row of it. */
  ratings: Pick<TableRatings, 'average' | 'rated' | 'players' | 'normRow' | 'womenNormRow'>;
}

/** Every encounter of the round robin — each pair meets once per cycle — with the encounters a file does not list
 * added without a result and without a round. §38 needs them all: a player's tournament games are all his games
 * against the players still in the table, whether or not they were listed. */
export function withEveryEncounter(
  players: readonly TournamentPlayer[],
  games: readonly TournamentGame[],
  cycles: number,
): readonly TournamentGame[] {
  // Encounters counted by the players' positions, in an n × n array.
  const n = players.length;
  const position = new Map(players.map((p, i) => [p.no, i] as const));
  const met = new Uint8Array(n * n);
  for (const game of games) {
    const a = position.get(game.white);
    const b = position.get(game.black);
    if (a === undefined || b === undefined) continue;
    met[Math.min(a, b) * n + Math.max(a, b)]! += 1;
  }
  const missing: TournamentGame[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = met[i * n + j]!; k < cycles; k++)
        missing.push({ round: null, white: players[i]!.no, black: players[j]!.no, result: null });
  return missing.length === 0 ? games : [...games, ...missing];
}

export function buildCrosstable(data: TournamentData): Crosstable {
  const rankCounting = data.rankCounting ?? DEFAULT_RANK_COUNTING;
  const cycles = data.gamesPerPair ?? (data.double ? 2 : 1);
  const outcome = applyWithdrawals(
    withEveryEncounter(data.players, data.games, cycles),
    data.withdrawals,
    data.withdrawalThreshold ?? 'atLeastHalf',
  );
  const counting = countingGames(outcome);
  // Interpretation 4: a player whose results were annulled under §38 is not a participant for the coefficient.
  const staying = data.players.filter((p) => !outcome.removed.includes(p.no));
  const scoring = data.scoring ?? '1-½-0';
  const standings = computeStandings(
    staying,
    counting,
    data.tiebreaks,
    cycles,
    scoring,
    data.playoffs ?? [],
    data.microMatch,
  );
  const coefficient =
    staying.length > 0 ? coefficientHundredths(staying.map((p) => rankNumber(p.rank, rankCounting))) : null;
  const normTable = coefficient === null ? { coefficient: 0, norms: [], notes: [] } : normsForCoefficient(coefficient);
  const rankOf = new Map(staying.map((p) => [p.no, p.rank]));
  const fieldRanks = staying.map((p) => p.rank);
  // The master norm weighs games against masters and candidate masters: each player's score against them, summed in
  // one pass over the games.
  const scores = new Map(staying.map((p) => [p.no, { M: { points: 0, games: 0 }, CM: { points: 0, games: 0 } }]));
  const add = (player: number, opponent: number, points: number) => {
    const opponentRank = rankOf.get(opponent);
    const score = scores.get(player);
    if (!score || (opponentRank !== 'M' && opponentRank !== 'CM')) return;
    score[opponentRank].points += points;
    score[opponentRank].games += 1;
  };
  // Without masters or candidate masters in the field there is nothing to weigh (most tournaments).
  const weighed = fieldRanks.some((rank) => rank === 'M' || rank === 'CM') ? counting : [];
  for (const g of weighed) {
    const points = halfPoints(g.result);
    if (!points) continue;
    add(g.white, g.black, points[0]);
    add(g.black, g.white, points[1]);
  }

  const ratings = tableRatings(
    staying.map((p) => ({ no: p.no, rating: p.rating ?? null, woman: p.sex === 'F' })),
    counting,
    standings,
    data.womenNorms ?? false,
  );
  const titleOf = new Map(staying.map((p) => [p.no, p.title ?? null]));
  const ratingOf = new Map(staying.map((p) => [p.no, p.rating ?? null]));
  const rows = standings.map((standing): CrosstableRow => {
    const rank = rankOf.get(standing.no) ?? null;
    const score = scores.get(standing.no)!;
    const rated = ratings.byPlayer.get(standing.no);
    // The standing is this table's own (computeStandings made it): its row is it, completed — a copy of a row of some
    // thirty fields cost a fifth of the table's time (docs/performance.md).
    return Object.assign(standing, {
      rank,
      // Interpretation 4: his games that count in the final table (annulled ones excluded, forfeits included).
      norm: playerNorm(rank, standing.points, standing.games, normTable),
      master: masterCheckOfScores(fieldRanks, score.M, score.CM),
      rating: ratingOf.get(standing.no) ?? null,
      title: titleOf.get(standing.no) ?? null,
      performance: rated?.performance ?? null,
      titleNorm: rated?.titleNorm ?? null,
      titleNormGames: rated?.normGames ?? 0,
      titleNormPoints: rated?.normPoints ?? 0,
      titleNormWithForfeits: rated?.withForfeits ?? null,
      womenRows: rated?.womenRows ?? false,
    });
  });
  return {
    coefficient,
    normTable,
    removed: outcome.removed,
    decisions: outcome.decisions,
    rows,
    rankCounting,
    scoring,
    microMatch: data.microMatch ?? null,
    ratings: {
      average: ratings.average,
      rated: ratings.rated,
      players: ratings.players,
      normRow: ratings.normRow,
      womenNormRow: ratings.womenNormRow,
    },
  };
}

/** A player's line of a final table, as the rank register keeps it once the tournament is closed: what his card
 * shows of the tournament, without computing the table again. Null place: his results were annulled (§38). */
export interface FinalLine {
  games: number;
  /** Half-points. */
  points: number;
  place: [number, number] | null;
  /** Players in the final table. */
  players: number;
  norm: Pick<PlayerNorm, 'achieved' | 'status'>;
  /** Null where the field does not allow the master norm. */
  masterMet: boolean | null;
  /** Today's title norm he met (EKL Lisa 2, docs/ratings.md); absent in a line kept before ratings came. */
  titleNorm?: TitleNorm | null;
  /** The games played over the board that norm was judged on (Lisa 2's "games played"); absent in a line kept
   * before they were counted apart — then its `games`. */
  titleNormGames?: number;
}

/** Every participant's final line, by number; a player removed under §38 has games, points and place of nothing. */
export function finalLines(table: Crosstable, numbers: readonly number[]): Map<number, FinalLine> {
  const byNo = new Map(table.rows.map((row) => [row.no, row]));
  const players = table.rows.length;
  return new Map(
    numbers.map((no): [number, FinalLine] => {
      const row = byNo.get(no);
      if (!row)
        return [
          no,
          { games: 0, points: 0, place: null, players, norm: { achieved: null, status: null }, masterMet: null },
        ];
      return [
        no,
        {
          games: row.games,
          points: row.points,
          place: row.place,
          players,
          norm: { achieved: row.norm.achieved, status: row.norm.status },
          masterMet: row.master.applicable ? row.master.met : null,
          titleNorm: row.titleNorm,
          titleNormGames: row.titleNormGames,
        },
      ];
    }),
  );
}
