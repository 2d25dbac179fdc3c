// Ratings and today's title norms beside the 1953 register (docs/ratings.md): the rating lists a player is on, the
// tournament's average rating, each player's performance rating, and the Estonian federation's master (MS) and
// grandmaster (SM) norms by the average (EKL Kabekoodeks, Lisa 2 "Eesti Kabeliidu klassifikatsiooninõuded", Table 1).
// Ratings are whole numbers; percentages and points are compared as integers.
import { halfPoints, isForfeit, type GameResult } from './results';

/** The lists a rating comes from: FMJD's for 100-square draughts, FMJD's for 64 squares, and the national one. */
export const RATING_LISTS = ['fmjd100', 'fmjd64', 'national'] as const;
export type RatingList = (typeof RATING_LISTS)[number];

/** The variant an FMJD list rates (the national list may rate either). */
export function listVariant(list: RatingList): 'russian' | 'international' | null {
  return list === 'fmjd100' ? 'international' : list === 'fmjd64' ? 'russian' : null;
}

/** The list a tournament's ratings are taken from unless its settings say otherwise: FMJD's list of its variant. */
export function defaultRatingList(variant: 'russian' | 'international'): RatingList {
  return variant === 'international' ? 'fmjd100' : 'fmjd64';
}

/** FMJD's titles (Annex 10): international grandmaster, international master, FMJD master, and the women's; the same
 * letters on the 64-square list are its titles. Written as FMJD's list writes them. */
export const FMJD_TITLES = ['GMI', 'MI', 'MF', 'GMIF', 'MIF', 'MFF'] as const;
export type FmjdTitle = (typeof FMJD_TITLES)[number];

/** A rating list's ratings are between these (FMJD's lists start at 1000; no list reaches 3000). */
export const RATING_MIN = 1000;
export const RATING_MAX = 3000;

/** The tournament's average rating: the rated players' ratings summed and divided, rounded half up to a whole
 * number; null when nobody is rated. Lisa 2 does not say what an unrated player counts: he is left out, and the
 * report says how many were. */
export function averageRating(ratings: readonly (number | null)[]): number | null {
  const rated = ratings.filter((r): r is number => r !== null);
  if (rated.length === 0) return null;
  const sum = rated.reduce((a, b) => a + b, 0);
  return Math.floor((2 * sum + rated.length) / (2 * rated.length));
}

export type TitleNorm = 'MS' | 'SM';

/** One row of Lisa 2's Table 1: the men's average rating from `from` to `from + 24`, the points the master (MS) and
 * grandmaster (SM) norms need as a percentage of the possible; null where the row has none. The women's rows are
 * 200 lower. */
interface NormRow {
  from: number;
  MS: number | null;
  SM: number | null;
}

/** Lisa 2, Table 1, as far as the copy we could read gives it (2375–2549; the rows from 2550 on are in the annex but
 * were not legible in the copy found: docs/ratings.md). */
export const EKL_TABLE_1: readonly NormRow[] = [
  { from: 2375, MS: 60, SM: null },
  { from: 2400, MS: 57, SM: 76 },
  { from: 2425, MS: 53, SM: 73 },
  { from: 2450, MS: 50, SM: 70 },
  { from: 2475, MS: 47, SM: 67 },
  { from: 2500, MS: 43, SM: 64 },
  { from: 2525, MS: 40, SM: 60 },
];
/** Table 1's rows are 25 points wide. */
const ROW_WIDTH = 25;
/** Table 1: the women's averages are 200 below the men's in the same row. */
const WOMEN_BELOW = 200;

export type NormTableRow =
  | { kind: 'row'; from: number; to: number; MS: number | null; SM: number | null }
  /** Below the table's first row: no norm. */
  | { kind: 'below'; from: number }
  /** At or above the last row we have: the annex has rows there, but not in the copy read — not applied. */
  | { kind: 'beyond'; from: number };

/** Table 1's row for a tournament's average rating (the women's rows for a women's tournament). */
export function titleNormRow(average: number, women: boolean): NormTableRow {
  const shift = women ? WOMEN_BELOW : 0;
  const first = EKL_TABLE_1[0]!.from - shift;
  if (average < first) return { kind: 'below', from: first };
  const last = EKL_TABLE_1[EKL_TABLE_1.length - 1]!.from - shift;
  if (average >= last + ROW_WIDTH) return { kind: 'beyond', from: last + ROW_WIDTH };
  const row = EKL_TABLE_1[Math.floor((average - first) / ROW_WIDTH)]!;
  return { kind: 'row', from: row.from - shift, to: row.from - shift + ROW_WIDTH - 1, MS: row.MS, SM: row.SM };
}

/** The highest norm a player met in the row: his points at least the percentage of the points possible from his
 * games (half-points × 100 ≥ percent × games × 2). */
export function titleNormMet(row: NormTableRow, halfPoints: number, games: number): TitleNorm | null {
  if (row.kind !== 'row' || games === 0) return null;
  const meets = (percent: number | null) => percent !== null && halfPoints * 100 >= percent * games * 2;
  if (meets(row.SM)) return 'SM';
  if (meets(row.MS)) return 'MS';
  return null;
}

/** The rating difference an expected score gives on Elo's normal curve with a standard deviation of 2000/7 for the
 * difference of two ratings — the curve FMJD's and the national federations' rating rules build on (docs/ratings.md) —
 * for 50 % to 99 %, rounded to whole points; below 50 % the same with the sign turned. */
const DIFFERENCE_ABOVE_HALF = [
  0, 7, 14, 22, 29, 36, 43, 50, 58, 65, 72, 80, 87, 95, 102, 110, 118, 126, 134, 142, 150, 158, 167, 175, 184, 193, 202,
  211, 221, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 350, 366, 383, 401, 422, 444, 470, 500, 537, 587, 665,
];
/** A score of 100 % (or 0 %) has no point on the curve: FIDE's table gives it 800, which is used here too. */
const DIFFERENCE_AT_ALL = 800;

/** The rating difference for a score of `percent` (0–100). */
export function ratingDifference(percent: number): number {
  if (percent >= 100) return DIFFERENCE_AT_ALL;
  if (percent <= 0) return -DIFFERENCE_AT_ALL;
  return percent >= 50 ? DIFFERENCE_ABOVE_HALF[percent - 50]! : -DIFFERENCE_ABOVE_HALF[50 - percent]!;
}

/** A player's performance rating — the arbiter's estimate, not a rating body's figure: his rated opponents' average
 * rating plus the difference his score against them gives (his percentage rounded half up); null without a rated
 * opponent. `games` are his games against rated opponents with their half-points. */
export function performanceRating(games: readonly { opponentRating: number; halfPoints: number }[]): number | null {
  if (games.length === 0) return null;
  const average = averageRating(games.map((g) => g.opponentRating))!;
  const half = games.reduce((sum, g) => sum + g.halfPoints, 0);
  // half / (2 × games) as a whole percentage, rounded half up: (100 × half + games) / (2 × games).
  const percent = Math.floor((100 * half + games.length) / (2 * games.length));
  return average + ratingDifference(percent);
}

export interface RatedPlayer {
  no: number;
  /** His rating on the tournament's list, frozen when he was entered. */
  rating: number | null;
  /** A woman (by the registry's sex): the women's rows of Table 1 are hers where the tournament applies them. */
  woman?: boolean;
}

/** A player's points and games as the final table counts them (half-points). */
export interface TableScore {
  no: number;
  points: number;
  games: number;
}

/** One player's side of today's title norms. */
export interface PlayerTitleNorm {
  /** His performance rating (his games on the board against rated opponents). */
  performance: number | null;
  /** The highest norm he met, on games played over the board. */
  titleNorm: TitleNorm | null;
  /** The games played over the board and his half-points in them: what the norm is judged on. */
  normGames: number;
  normPoints: number;
  /** The norm his points in the table would meet with his forfeits counted, where that differs; else null. */
  withForfeits: TitleNorm | null;
  /** The women's rows judged him. */
  womenRows: boolean;
}

export interface TableRatings {
  /** The average rating of the players in the table who have one; null when none has. */
  average: number | null;
  rated: number;
  players: number;
  /** Lisa 2's Table 1 row of the average (men's rows); null without an average. */
  normRow: NormTableRow | null;
  /** The women's row of the average, where the tournament applies the women's rows and a woman plays; else null. */
  womenNormRow: NormTableRow | null;
  byPlayer: Map<number, PlayerTitleNorm>;
}

/** The ratings side of a final table: the average of the players who stay in it, each one's performance from the
 * games played on the board (a forfeit and a 0–0 are not a game's result to rate), and the title norm he met in
 * Table 1's row of the average — his sex's row, where the tournament applies the women's rows (`women`), on his
 * games played over the board: a game won or lost by forfeit neither makes nor breaks a norm (FIDE's title
 * regulations leave forfeits out of norms; Lisa 2 counts "games played"). A 0–0 was played: it counts, as nothing. */
export function tableRatings(
  players: readonly RatedPlayer[],
  games: readonly { white: number; black: number; result: GameResult }[],
  table: readonly TableScore[],
  women: boolean,
): TableRatings {
  // Most tournaments rate nobody (every 1953 one): nothing to count, and the crosstable is computed for every screen.
  if (!players.some((p) => p.rating !== null))
    return { average: null, rated: 0, players: table.length, normRow: null, womenNormRow: null, byPlayer: UNRATED };
  const ratingOf = new Map(players.map((p) => [p.no, p.rating] as const));
  const womanOf = new Map(players.map((p) => [p.no, women && p.woman === true] as const));
  const inTable = table.map((row) => ratingOf.get(row.no) ?? null);
  const average = averageRating(inTable);
  const normRow = average === null ? null : titleNormRow(average, false);
  const womenNormRow =
    average === null || !table.some((row) => womanOf.get(row.no)) ? null : titleNormRow(average, true);
  const rated = new Map(table.map((row) => [row.no, [] as { opponentRating: number; halfPoints: number }[]]));
  const overTheBoard = new Map(table.map((row) => [row.no, { games: 0, points: 0 }]));
  for (const game of games) {
    if (game.result === null || game.result === 'adjourned' || isForfeit(game.result)) continue;
    const [white, black] = halfPoints(game.result)!;
    for (const [player, points] of [
      [game.white, white],
      [game.black, black],
    ] as const) {
      const played = overTheBoard.get(player);
      if (!played) continue;
      played.games += 1;
      played.points += points;
    }
    if (!PLAYED_RESULTS.has(game.result)) continue;
    const whiteRating = ratingOf.get(game.white) ?? null;
    const blackRating = ratingOf.get(game.black) ?? null;
    if (blackRating !== null) rated.get(game.white)?.push({ opponentRating: blackRating, halfPoints: white });
    if (whiteRating !== null) rated.get(game.black)?.push({ opponentRating: whiteRating, halfPoints: black });
  }
  return {
    average,
    rated: inTable.filter((r) => r !== null).length,
    players: table.length,
    normRow,
    womenNormRow,
    byPlayer: new Map(
      table.map((row) => {
        const womenRows = womanOf.get(row.no) === true;
        // A woman meets a norm on the women's rows or on the men's, whichever gives more: the women's rows are there
        // to lower the bar, never to take away a norm the men's row gives (and where the average is beyond the
        // women's rows the annex could be read for, the men's row still stands).
        const rows = womenRows ? [womenNormRow, normRow] : [normRow];
        const best = (points: number, games: number) =>
          higherNorm(rows.map((table) => (table === null ? null : titleNormMet(table, points, games))));
        const played = overTheBoard.get(row.no)!;
        const titleNorm = best(played.points, played.games);
        const counted = best(row.points, row.games);
        return [
          row.no,
          {
            performance: performanceRating(rated.get(row.no) ?? []),
            titleNorm,
            normGames: played.games,
            normPoints: played.points,
            withForfeits: counted === titleNorm ? null : counted,
            womenRows,
          },
        ];
      }),
    ),
  };
}

/** The higher of norms met: SM above MS above none. */
function higherNorm(norms: readonly (TitleNorm | null)[]): TitleNorm | null {
  return norms.includes('SM') ? 'SM' : norms.includes('MS') ? 'MS' : null;
}

/** No player's performance or norm: a map that has none (`get` answers undefined, read as none). */
const UNRATED: TableRatings['byPlayer'] = new Map();

/** The results of a game played on the board. */
const PLAYED_RESULTS = new Set<GameResult>(['1-0', '0-1', '1/2-1/2']);
