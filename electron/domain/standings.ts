// The crosstable and the order of places (§37), with the tiebreaks draughts arbiters use. All scores are in
// half-points; Sonneborn-Berger is in quarter-points (half-points × half-points), so everything stays an integer.
import { crosstableMatchCells, matchScores, microMatchTallies } from './match-table';
import { matchPointsAmong, type MatchOrder } from './micro-match';
import { cellSymbol, halfPoints, isFinal, type GameResult, type Scoring } from './results';

export const TIEBREAKS = [
  'sb',
  'shmulyan',
  'koya',
  'wins',
  'h2h',
  'higherPlaced',
  // A round robin of micro-matches (EKL 3.2.2, micro-match.ts): the Riga coefficient, matches won, the matches
  // between the tied, small points (game points).
  'riga',
  'matchWins',
  'matchH2h',
  'smallPoints',
] as const;
/** The tiebreaks that only a round robin of micro-matches has. */
export const MICRO_MATCH_TIEBREAKS: readonly Tiebreak[] = ['riga', 'matchWins', 'matchH2h', 'smallPoints'];
export type Tiebreak = (typeof TIEBREAKS)[number];
/** Points, then Sonneborn-Berger, wins, head-to-head (the tournament setting's default). */
export const DEFAULT_TIEBREAKS: Tiebreak[] = ['sb', 'wins', 'h2h'];

/** The tiebreak orders of the regulations a tournament may play under (docs/tiebreaks.md):
 * - `ussr1953`: this app's order for the 1953 rules, as before (§37 gives points only);
 * - `ekl`: the Estonian federation's general regulations, 3.2.1 — (a) more wins, (b) the games between the tied
 *   players, (c) the better result against the higher-placed player;
 * - `fmjd`: an FMJD round robin — (a) the most wins, (b) the results between the tied players, (c) the results in
 *   the order of the classification (a tie-break match for places 1–3 is the arbiter's to record). */
export const TIEBREAK_PRESETS = {
  ussr1953: DEFAULT_TIEBREAKS,
  ekl: ['wins', 'h2h', 'higherPlaced'],
  fmjd: ['wins', 'h2h', 'higherPlaced'],
  /** EKL 3.2.2, a round robin of micro-matches: (a) the Riga coefficient, (b) more matches won, (c) the matches
   * between the tied players, (d) small points. */
  eklMicro: ['riga', 'matchWins', 'matchH2h', 'smallPoints'],
} as const satisfies Record<string, readonly Tiebreak[]>;
export type TiebreakPreset = keyof typeof TIEBREAK_PRESETS;

export interface StandingsGame {
  /** The round it is played in; null while not drawn (such a game can still count: + for the opponent, §38). */
  round: number | null;
  white: number;
  black: number;
  result: GameResult;
  /** A micro-match's games share this key (their round and board); absent in every other tournament. */
  match?: string | undefined;
}

export { MATCH_ORDERS, type MatchOrder } from './micro-match';

/** What a tournament becomes a round robin of micro-matches with, unless the arbiter chooses otherwise: ordered by
 * match points (EKL 3.1), ties split as 3.2.2 lists — under game points (d) small points could never split anyone and
 * the Riga coefficient would be Sonneborn-Berger. */
export const MICRO_MATCH_DEFAULTS = { order: 'matchPoints', tiebreaks: TIEBREAK_PRESETS.eklMicro } as const satisfies {
  order: MatchOrder;
  tiebreaks: readonly Tiebreak[];
};

export interface StandingsPlayer {
  no: number;
  name: string;
}

export interface PlayerStanding {
  no: number;
  name: string;
  /** Half-points. */
  points: number;
  /** Games with a final result (forfeits included). */
  games: number;
  wins: number;
  /** Sonneborn-Berger, quarter-points. */
  sb: number;
  /** Shmulyan coefficient, half-points. */
  shmulyan: number;
  /** Koya, half-points. */
  koya: number;
  /** Points among the players tied with him on everything before head-to-head, half-points; null when nobody was
   * tied with him there (or head-to-head is not a tiebreak of the tournament) — a 0 would read as lost to them. */
  h2h: number | null;
  /** Where "the results in the order of the classification" put him among the players tied with him there (1 first);
   * null when nobody was tied with him there (docs/tiebreaks.md). */
  higherPlaced: number | null;
  /** His place in the tie-break match that decided the places of the players still tied with him after every
   * tiebreak (1 first); null when no match decided his place. */
  playoff: number | null;
  /** In a round robin of micro-matches (null in any other): match points (EKL 3.1), matches won (3.2.2 b), the Riga
   * coefficient (3.2.2 a, in the order's points — half-points or match points — times the multiplier), and match
   * points among the players tied with him there (3.2.2 c; null when nobody was). */
  matchPoints: number | null;
  matchWins: number | null;
  riga: number | null;
  matchH2h: number | null;
  /** The first and last place he shares: [2, 3] for "2–3". */
  place: [number, number];
  /** Cells against each player in number order ("x" against himself); a double round robin has two symbols. */
  cells: string[];
  /** In a round robin of micro-matches (null in any other): each match's score against each player in number order,
   * his game points first in the tournament's scale ("3:1", "1½:½"); a match not yet complete shows its games so far
   * (as `cells` does), "x" against himself. */
  matchCells: string[] | null;
}

/** A player's place as printed: "1", or "2–3" when shared. */
export function formatPlace([first, last]: [number, number]): string {
  return first === last ? String(first) : `${first}–${last}`;
}

/** Every player's scores in one pass over the games, in integer arrays indexed by the player's position: the
 * crosstable is computed for every screen and printout, so it allocates per player, not per game. */
interface Tallies {
  position: Map<number, number>;
  points: Int32Array;
  games: Int32Array;
  wins: Int32Array;
  /** Half-points scored by i against j, at [i * n + j]. */
  against: Int32Array;
  /** Games i won against j, and lost against j (lost on the board or by his own forfeit), at [i * n + j]. */
  won: Int32Array;
  lost: Int32Array;
}

function tally(players: StandingsPlayer[], games: StandingsGame[]): Tallies {
  const n = players.length;
  const t: Tallies = {
    position: new Map(players.map((p, i) => [p.no, i] as const)),
    points: new Int32Array(n),
    games: new Int32Array(n),
    wins: new Int32Array(n),
    against: new Int32Array(n * n),
    won: new Int32Array(n * n),
    lost: new Int32Array(n * n),
  };
  for (const game of games) {
    const points = halfPoints(game.result);
    const white = t.position.get(game.white);
    const black = t.position.get(game.black);
    if (!points || white === undefined || black === undefined) continue;
    count(t, n, white, black, points[0], points[1]);
    count(t, n, black, white, points[1], points[0]);
  }
  return t;
}

/** One side of one game: `mine` and `theirs` in half-points. */
function count(t: Tallies, n: number, me: number, opponent: number, mine: number, theirs: number): void {
  t.points[me]! += mine;
  t.games[me]! += 1;
  t.against[me * n + opponent]! += mine;
  if (mine === 2) {
    t.wins[me]! += 1;
    t.won[me * n + opponent]! += 1;
  } else if (mine === 0 && theirs === 2) {
    t.lost[me * n + opponent]! += 1;
  }
}

/** Standings in place order (then by number). `cycles` is 2 for a double round robin. `playoffs`: the tie-break
 * matches the arbiter recorded, each its players' numbers in the order the match put them (winner first). */
export function computeStandings(
  players: StandingsPlayer[],
  games: StandingsGame[],
  tiebreaks: readonly Tiebreak[],
  cycles = 1,
  scoring: Scoring = '1-½-0',
  playoffs: readonly (readonly number[])[] = [],
  /** A round robin of micro-matches, and what orders it; undefined for any other tournament. */
  micro?: { order: MatchOrder },
): PlayerStanding[] {
  const n = players.length;
  const t = tally(players, games);
  const matches = micro ? matchScores(games, scoring) : [];
  const matchStandings = micro
    ? microMatchTallies(
        players.map((p) => p.no),
        matches,
        new Map(players.map((p, i) => [p.no, t.points[i]!] as const)),
        micro.order,
      )
    : null;
  // Koya counts points against the players who scored at least half of the possible points.
  const maxHalfPoints = (n - 1) * cycles * 2;
  const strong = t.points.map((points) => (points * 2 >= maxHalfPoints ? 1 : 0));

  const rows = players.map((player, i) => {
    let sb = 0;
    let koya = 0;
    let shmulyan = 0;
    for (let j = 0; j < n; j++) {
      const scored = t.against[i * n + j]!;
      sb += scored * t.points[j]!;
      koya += strong[j]! * scored;
      shmulyan += (t.won[i * n + j]! - t.lost[i * n + j]!) * t.points[j]!;
    }
    return {
      no: player.no,
      name: player.name,
      points: t.points[i]!,
      games: t.games[i]!,
      wins: t.wins[i]!,
      sb,
      shmulyan,
      koya,
      h2h: null as number | null,
      higherPlaced: null as number | null,
      playoff: null as number | null,
      matchPoints: matchStandings?.get(player.no)?.matchPoints ?? null,
      matchWins: matchStandings?.get(player.no)?.matchWins ?? null,
      riga: matchStandings?.get(player.no)?.riga ?? null,
      matchH2h: null as number | null,
      // Filled below, once the places are known; present from the start so every row keeps one shape.
      place: [0, 0] as [number, number],
      cells: [] as string[],
      matchCells: null as string[] | null,
    };
  });

  // Split the field into groups by points, then by each tiebreak in order, within the groups already formed.
  type Row = (typeof rows)[number];
  let groups: Row[][] = [rows];
  /** One group split by a key, highest first; the sort is stable, so equal keys keep the order they had. */
  const splitGroup = (group: Row[], key: (row: Row) => number): Row[][] => {
    if (group.length < 2) return [group];
    const keyed = group.map((row) => ({ row, key: key(row) })).sort((a, b) => b.key - a.key);
    const parts: Row[][] = [];
    let run: Row[] = [keyed[0]!.row];
    for (let k = 1; k < keyed.length; k++) {
      if (keyed[k]!.key !== keyed[k - 1]!.key) {
        parts.push(run);
        run = [];
      }
      run.push(keyed[k]!.row);
    }
    parts.push(run);
    return parts;
  };
  const splitBy = (key: (row: Row, group: Row[]) => number) => {
    groups = groups.filter((group) => group.length > 0).flatMap((group) => splitGroup(group, (row) => key(row, group)));
  };
  /** Half-points a player scored against a group of players (both encounters in a double round robin). */
  const scoredAgainst = (row: Row, opponents: Row[]) => {
    const me = t.position.get(row.no)!;
    let scored = 0;
    for (const other of opponents) scored += t.against[me * n + t.position.get(other.no)!]!;
    return scored;
  };
  /** "The results in the order of the classification" (FMJD) — "the better result against the higher-placed player"
   * (EKL 3.2.1 c): the other players, as the classification stands when this tiebreak is reached, are taken from the
   * top down; the first of them (or the first group still tied with each other, taken together) against whom the
   * tied players scored differently splits them, the better score first. Both scoring the same against one moves on
   * to the next. Forfeits count as they count in the points; a player whose games §38 annulled is not in the table and
   * is not among them. docs/tiebreaks.md has the worked examples. */
  const splitByHigherPlaced = () => {
    const classification = groups;
    groups = classification.flatMap((group) => {
      if (group.length < 2) return [group];
      let parts: Row[][] = [group];
      for (const opponents of classification) {
        if (opponents === group) continue;
        parts = parts.flatMap((part) => splitGroup(part, (row) => scoredAgainst(row, opponents)));
      }
      // Shown as each one's order within the tie it split (1 first).
      parts.forEach((part, order) => part.forEach((row) => (row.higherPlaced = order + 1)));
      return parts;
    });
  };
  // Match points first where the regulations order by them; game points ("small points") then break ties.
  splitBy((row) => (micro?.order === 'matchPoints' ? (row.matchPoints ?? 0) : row.points));
  for (const tiebreak of tiebreaks) {
    if (tiebreak === 'matchH2h') {
      splitBy((row, group) => {
        // EKL 3.2.2 (c): the match points of the micro-matches among the tied players alone.
        const among =
          group.length > 1
            ? matchPointsAmong(
                group.map((r) => r.no),
                matches,
              ).get(row.no)!
            : null;
        row.matchH2h = among;
        return among ?? 0;
      });
    } else if (tiebreak === 'smallPoints') {
      splitBy((row) => row.points);
    } else if (tiebreak === 'riga' || tiebreak === 'matchWins') {
      splitBy((row) => row[tiebreak] ?? 0);
    } else if (tiebreak === 'h2h') {
      splitBy((row, group) => {
        // Points scored in the games among the tied players; in a double round robin both encounters count
        // (their average orders the same way as their sum).
        row.h2h = scoredAgainst(row, group);
        return row.h2h;
      });
    } else if (tiebreak === 'higherPlaced') {
      splitByHigherPlaced();
    } else {
      splitBy((row) => row[tiebreak]);
    }
  }

  // A tie-break match decides last (the FMJD's round robin: after the three tiebreaks, for places 1–3): the players
  // still tied are put in the order of the match that had them all. A match whose players are no longer all tied
  // with each other orders only those of them still tied.
  groups = groups.flatMap((group) => {
    if (group.length < 2) return [group];
    const match = playoffs.find((order) => group.every((row) => order.includes(row.no)));
    if (!match) return [group];
    const ordered = [...group].sort((a, b) => match.indexOf(a.no) - match.indexOf(b.no));
    ordered.forEach((row, index) => (row.playoff = index + 1));
    return ordered.map((row) => [row]);
  });

  const cells = crosstableCells(t.position, players.length, games, scoring);
  const matchCells = micro ? crosstableMatchCells(t.position, cells, matches, scoring) : null;
  const standings: PlayerStanding[] = [];
  let place = 1;
  for (const group of groups) {
    const shared: [number, number] = [place, place + group.length - 1];
    place += group.length;
    for (const row of group.sort((a, b) => a.no - b.no)) {
      row.place = shared;
      row.cells = cells[t.position.get(row.no)!]!;
      row.matchCells = matchCells?.[t.position.get(row.no)!] ?? null;
      standings.push(row);
    }
  }
  return standings;
}

/** Every player's cells against every player, in the players' order ("x" against himself): one pass over the
 * finished games in the order they were played, so a double round robin's cell reads first cycle, then second. */
function crosstableCells(
  position: Map<number, number>,
  n: number,
  games: StandingsGame[],
  scoring: Scoring,
): string[][] {
  const cells: string[][] = [];
  for (let i = 0; i < n; i++) {
    const row = new Array<string>(n).fill('');
    row[i] = 'x';
    cells.push(row);
  }
  const roundOf = (g: StandingsGame) => g.round ?? Number.MAX_SAFE_INTEGER;
  // The store and the files list games in round order; sort (a copy) only when they are not.
  const inOrder = games.every((g, k) => k === 0 || roundOf(games[k - 1]!) <= roundOf(g))
    ? games
    : [...games].sort((a, b) => roundOf(a) - roundOf(b));
  for (const game of inOrder) {
    if (!isFinal(game.result)) continue;
    const white = position.get(game.white);
    const black = position.get(game.black);
    if (white === undefined || black === undefined) continue;
    cells[white]![black] += cellSymbol(game.result, 'white', scoring);
    cells[black]![white] += cellSymbol(game.result, 'black', scoring);
  }
  return cells;
}

/** The pair of players (numbers up to 65,535) as one number, the same for both colours. */
export function pairKey(a: number, b: number): number {
  return a < b ? a * 65536 + b : b * 65536 + a;
}
