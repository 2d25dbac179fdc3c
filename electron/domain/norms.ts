// Rank norms of the 1953 classification (appendix "Kabe järgunõuded" and its classification table). All
// arithmetic is on integers: the coefficient in hundredths, percentages whole, points in half-points.
import { isYouthRank, YOUTH_RANKS, type Rank } from './vocabulary';

/** I–V rank are numbered 1–5 by the source; M, CM and unranked are a tournament setting (docs/rules-engine.md,
 * rank norms, interpretation 3), defaulting to M = CM = 0 and unranked = 6. The youth ranks, which the source does
 * not know, are a setting too (interpretation 3): each counts as unranked until the arbiter gives it a number. */
export interface RankCounting {
  M: number;
  CM: number;
  unranked: number;
  Y1?: number;
  Y2?: number;
  Y3?: number;
}
export const DEFAULT_RANK_COUNTING: RankCounting = { M: 0, CM: 0, unranked: 6 };

/** The number each youth rank counts as under `counting`: its own, or the unranked players'. */
export function youthCounting(counting: RankCounting): Record<(typeof YOUTH_RANKS)[number], number> {
  return {
    Y1: counting.Y1 ?? counting.unranked,
    Y2: counting.Y2 ?? counting.unranked,
    Y3: counting.Y3 ?? counting.unranked,
  };
}

export type NormRank = 'I' | 'II' | 'III' | 'IV' | 'V';
const NORM_RANKS: NormRank[] = ['I', 'II', 'III', 'IV', 'V'];
const RANK_NUMBER: Record<NormRank, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5 };

export function rankNumber(rank: Rank | null, counting: RankCounting = DEFAULT_RANK_COUNTING): number {
  if (rank === null) return counting.unranked;
  if (rank === 'M' || rank === 'CM') return counting[rank];
  if (isYouthRank(rank)) return youthCounting(counting)[rank];
  return RANK_NUMBER[rank];
}

/** Coefficient in hundredths: the sum of rank numbers over the number of participants, to two decimals; if the third
 * decimal is 5 or more the second is raised by one. Source example: 2×I, 5×II, 3×III, 6×IV → 45/16 = 2.81. */
export function coefficientHundredths(rankNumbers: number[]): number {
  if (rankNumbers.length === 0) throw new Error('A coefficient needs at least one participant');
  const sum = rankNumbers.reduce((a, b) => a + b, 0);
  const thousandths = Math.floor((sum * 1000) / rankNumbers.length);
  return Math.floor((thousandths + 5) / 10);
}

/** One row of the classification table: percent for rank p, the coefficient range (hundredths), percent for p+1. */
interface TableRow {
  left: number;
  from: number;
  to: number;
  right: number;
}

/** The classification table, four parts; part p covers ranks p (left) and p+1 (right). A part's eleven rows are
 * coefficient ranges a tenth wide, from p − 0.09 to p + 1 (part 1: 0.91–1.00, 1.01–1.10, … 1.91–2.00): each part is
 * written as its two columns of percentages, top row first. */
const CLASSIFICATION_TABLE: Record<1 | 2 | 3 | 4, TableRow[]> = {
  1: tablePart(1, [50, 52, 54, 56, 58, 60, 62, 64, 66, 68, 70], [30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50]),
  2: tablePart(2, [50, 52, 55, 57, 59, 62, 64, 66, 69, 71, 73], [30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50]),
  3: tablePart(3, [50, 52, 54, 56, 58, 60, 62, 64, 66, 68, 70], [30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50]),
  4: tablePart(4, [50, 52, 53, 55, 57, 58, 60, 62, 63, 65, 67], [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]),
};

/** Part `p`'s rows from its columns: row i covers the coefficients from p − 0.09 + i/10 to p + i/10 (hundredths). */
function tablePart(p: number, left: number[], right: number[]): TableRow[] {
  return left.map((percent, i) => ({
    left: percent,
    from: p * 100 - 9 + 10 * i,
    to: p * 100 + 10 * i,
    right: right[i]!,
  }));
}

/** The part's minimal norm, which gives the rank two below the part's first (source: "IV järgu kinnitamiseks …
 * 30 protsenti"). */
const MINIMAL_NORM = 30;

/** The rank text: at a whole coefficient the text's percentage applies (I: 70% at 2, II: 75% at 3, III: 70% at 4,
 * IV: 67% at 5); "fractional coefficients use the table". */
const WHOLE_COEFFICIENT_NORMS: Record<number, { rank: NormRank; percent: number }> = {
  200: { rank: 'I', percent: 70 },
  300: { rank: 'II', percent: 75 },
  400: { rank: 'III', percent: 70 },
  500: { rank: 'IV', percent: 67 },
};

export interface Norm {
  rank: NormRank;
  percent: number;
}

export interface NormNote {
  code: 'overlapRow' | 'wholeCoefficient' | 'belowTable' | 'beginners';
  /** The values the note speaks of: the note is worded where it is shown, in the reader's language
   * (`norms.notes.*` in the catalogues). */
  params: Record<string, string | number>;
}

export interface NormTable {
  coefficient: number; // hundredths
  norms: Norm[];
  notes: NormNote[];
}

export function formatCoefficient(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The percentages needed for each reachable rank at this coefficient, best rank first. */
export function normsForCoefficient(coefficient: number): NormTable {
  const notes: NormNote[] = [];
  const c = formatCoefficient(coefficient);
  if (coefficient < 91) {
    notes.push({
      code: 'belowTable',
      params: { coefficient: c },
    });
    return { coefficient, norms: [], notes };
  }
  if (coefficient > 500) {
    notes.push({
      code: 'beginners',
      params: { coefficient: c },
    });
    return { coefficient, norms: [{ rank: 'V', percent: 50 }], notes };
  }
  const byRank = new Map<NormRank, number>();
  const parts = ([1, 2, 3, 4] as const).filter((part) =>
    CLASSIFICATION_TABLE[part].some((row) => row.from <= coefficient && coefficient <= row.to),
  );
  for (const part of parts) {
    const row = CLASSIFICATION_TABLE[part].find((r) => r.from <= coefficient && coefficient <= r.to)!;
    const offer = (rankIndex: number, percent: number) => {
      const rank = NORM_RANKS[rankIndex - 1];
      if (!rank) return;
      // Interpretation 1: where two parts give a percent for the same rank, they agree; keep the first.
      if (!byRank.has(rank)) byRank.set(rank, percent);
    };
    offer(part, row.left);
    offer(part + 1, row.right);
    offer(part + 2, MINIMAL_NORM);
  }
  if (parts.length > 1) {
    notes.push({
      code: 'overlapRow',
      params: { coefficient: c },
    });
  }
  const whole = WHOLE_COEFFICIENT_NORMS[coefficient];
  if (whole) {
    const tablePercent = byRank.get(whole.rank);
    if (tablePercent !== whole.percent) {
      notes.push({
        code: 'wholeCoefficient',
        params: { coefficient: c, rank: whole.rank, percent: whole.percent, tablePercent: tablePercent ?? '–' },
      });
    }
    byRank.set(whole.rank, whole.percent);
  }
  const norms = NORM_RANKS.filter((rank) => byRank.has(rank)).map((rank) => ({ rank, percent: byRank.get(rank)! }));
  return { coefficient, norms, notes };
}

/** Points needed, in half-points: games × percent / 100, rounded to a half point — a remainder of a quarter point or
 * more is raised to the next half point, a smaller one dropped. Source: 15 games, 71% → 10.65 → 10½; 48% → 7.2 → 7. */
export function pointsNeeded(games: number, percent: number): number {
  const hundredths = games * percent; // hundredths of a point
  const halves = Math.floor(hundredths / 50);
  const remainder = hundredths % 50; // hundredths of a point beyond the last half point
  return remainder >= 25 ? halves + 1 : halves;
}

export type NormStatus = 'promotion' | 'confirmation' | 'below';

export interface PlayerNorm {
  achieved: NormRank | null;
  status: NormStatus | null;
  /** Half-points needed for each reachable rank with this player's number of games. */
  needed: Partial<Record<NormRank, number>>;
}

/** Interpretation 5: the highest rank whose norm he met, and what that is for him. */
export function playerNorm(rank: Rank | null, points: number, games: number, table: NormTable): PlayerNorm {
  const needed: Partial<Record<NormRank, number>> = {};
  for (const norm of table.norms) needed[norm.rank] = pointsNeeded(games, norm.percent);
  const achieved = games > 0 ? (table.norms.find((norm) => points >= needed[norm.rank]!)?.rank ?? null) : null;
  return { achieved, status: achieved ? statusFor(rank, achieved) : null, needed };
}

function statusFor(rank: Rank | null, achieved: NormRank): NormStatus {
  if (rank === 'M' || rank === 'CM') return 'below';
  // Any of the table's ranks is above a youth rank.
  if (rank === null || isYouthRank(rank)) return 'promotion';
  const held = RANK_NUMBER[rank];
  const met = RANK_NUMBER[achieved];
  return met < held ? 'promotion' : met === held ? 'confirmation' : 'below';
}

export interface MasterCheck {
  /** Master: a classification tournament with at least 2/3 masters. */
  applicable: boolean;
  met: boolean;
  /** Half-points and games against masters and against candidate masters. */
  againstMasters: { points: number; games: number };
  againstCandidates: { points: number; games: number };
}

/** Master norm in one tournament: at least 2/3 of the participants masters, and 50% of the points in the games
 * against masters, or 70% in the games against candidate masters. */
/** Half-points scored, and games played, against players of one rank. */
export interface RankScore {
  points: number;
  games: number;
}

export function masterCheck(
  fieldRanks: (Rank | null)[],
  gamesAgainst: { opponentRank: Rank | null; halfPoints: number }[],
): MasterCheck {
  const sum = (rank: Rank) => {
    const games = gamesAgainst.filter((g) => g.opponentRank === rank);
    return { points: games.reduce((s, g) => s + g.halfPoints, 0), games: games.length };
  };
  return masterCheckOfScores(fieldRanks, sum('M'), sum('CM'));
}

/** The same check from his scores against masters and candidate masters, summed by the caller in its own pass. */
export function masterCheckOfScores(
  fieldRanks: (Rank | null)[],
  againstMasters: RankScore,
  againstCandidates: RankScore,
): MasterCheck {
  const masters = fieldRanks.filter((r) => r === 'M').length;
  const applicable = masters * 3 >= fieldRanks.length * 2;
  // Half-points × 100 against games × 2 × percent.
  const reaches = ({ points, games }: { points: number; games: number }, percent: number) =>
    games > 0 && points * 100 >= games * 2 * percent;
  const met = applicable && (reaches(againstMasters, 50) || reaches(againstCandidates, 70));
  return { applicable, met, againstMasters, againstCandidates };
}

/** Criteria that one tournament cannot decide; every norm report lists them. */
export const UNDECIDABLE_CRITERIA = [
  'Master: playing twice in three years in the national championship (the USSR championship of the 1953 appendix), or winning a 14-game classification match against a master, is not decided by one tournament.',
  'Candidate master: at least 70% in each of three tournaments of I-rank players; one tournament is one of the three.',
  'Keeping a rank: at least 50% in a tournament of one’s own rank within three years; the report shows confirmations.',
];
