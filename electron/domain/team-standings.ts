// A round robin of teams (docs/teams.md): each pairing of the Berger table is a team match, one game on each board,
// and the match is the one notion of a match (matches.ts) with the teams as its sides. Board points are the games'
// points (1–½–0 or 2–1–0, kept in half-points); a match is won, drawn or lost by them and scores 2, 1 or 0 match points
// (EKL general regulations 3.1 for team events). The standings are ordered by match points or by board points, as the
// regulations say, and split by the tiebreaks below, in the tournament's order:
// - `boardPoints`: board points (the Tallinn clubs' team championship, a; the Russian practice orders by them);
// - `boardByBoard`: the points on board 1, then on board 2, and so on, the women's boards last where a regulation
//   reserves any (the Tallinn clubs' championship, b);
// - `matchH2h`: the match points of the matches between the tied teams (Tallinn c; the Russian practice);
// - `matchWins`: more matches won (the Russian practice);
// - `gameWins`: more single games won — a game won by forfeit is a game won by the side present (Tallinn d);
// - `teamSonnebornBerger`: Σ over its matches of the opponent's match points × the board points it took from them.
import { collectMatches, matchPointsAmong, matchStandings, newMatch, type MatchGame, type MatchScore } from './matches';
import { halfPoints, isFinal, isForfeit, type GameResult } from './results';

export const TEAM_TIEBREAKS = [
  'boardPoints',
  'boardByBoard',
  'matchH2h',
  'matchWins',
  'gameWins',
  'teamSonnebornBerger',
] as const;
export type TeamTiebreak = (typeof TEAM_TIEBREAKS)[number];

/** The orders of tiebreaks of the regulations a team round robin may play under, each citing its source:
 * - `eklClubs`: the Tallinn clubs' team championship (EKL, 2009): a) board points, b) board 1, then 2 …, c) the match
 *   between the tied, d) more games won — its table ordered by match points (EKL 3.1);
 * - `russian`: the Russian practice: the table ordered by board points, then the match between the tied, then matches
 *   won. */
export const TEAM_TIEBREAK_PRESETS = {
  eklClubs: { order: 'matchPoints', tiebreaks: ['boardPoints', 'boardByBoard', 'matchH2h', 'gameWins'] },
  russian: { order: 'boardPoints', tiebreaks: ['matchH2h', 'matchWins'] },
} as const satisfies Record<string, { order: TeamOrder; tiebreaks: readonly TeamTiebreak[] }>;

/** What orders a team table: match points (EKL 3.1), or board points (the Russian practice). */
export const TEAM_ORDERS = ['matchPoints', 'boardPoints'] as const;
export type TeamOrder = (typeof TEAM_ORDERS)[number];

export interface Team {
  no: number;
  name: string;
  /** Its players' numbers in board order, the reserves last. */
  players: readonly number[];
}

/** A game of a team match: its players, its result, its board in the match, and the match it belongs to (its round
 * and pairing). An empty board is a game against the empty seat of the team with nobody there, −(its number)
 * (`emptySeat`), scored as a forfeit. */
export interface TeamGame extends MatchGame {
  round: number | null;
  board: number;
  match: string;
}

export interface TeamStanding {
  no: number;
  name: string;
  /** First and last place it shares. */
  place: [number, number];
  matchPoints: number;
  /** Half-points. */
  boardPoints: number;
  matchWins: number;
  gameWins: number;
  /** Opponent's match points × half-points taken from the match, summed. */
  teamSonnebornBerger: number;
  /** Half-points on each board, board 1 first. */
  boardByBoard: number[];
  /** Match points among the teams tied with it where that tiebreak was reached; null otherwise. */
  matchH2h: number | null;
  /** Each complete match: its round, the opponent and the score, own half-points first. */
  matches: { round: number | null; opponent: number; score: [number, number] }[];
}

/** Who "plays" an empty board of team `team`: nobody, counted for that team's side of the match. */
export const emptySeat = (team: number): number => -team;

/** The team table: every team's scores and its place, in place order (then by number). */
export function teamStandings(
  teams: readonly Team[],
  games: readonly TeamGame[],
  boards: number,
  order: TeamOrder,
  tiebreaks: readonly TeamTiebreak[],
  womensBoards: readonly number[] = [],
): TeamStanding[] {
  const teamOf = new Map(teams.flatMap((team) => team.players.map((player) => [player, team.no] as const)));
  const side = (player: number) => (player < 0 ? -player : (teamOf.get(player) ?? 0));
  const roundOf = new Map<MatchScore, number | null>();
  const matches = collectMatches(games, side, newMatch, (match, game) => {
    roundOf.set(match, (game as TeamGame).round);
  });
  const numbers = teams.map((team) => team.no);
  const byMatchPoints = matchStandings(numbers, matches, new Map());
  const matchPointsOf = new Map([...byMatchPoints].map(([no, standing]) => [no, standing.matchPoints] as const));
  // The team Sonneborn-Berger weighs each match by the opponent's match points.
  const standings = matchStandings(numbers, matches, matchPointsOf);
  const rows: TeamStanding[] = teams.map((team) => {
    const standing = standings.get(team.no)!;
    return {
      no: team.no,
      name: team.name,
      place: [0, 0],
      matchPoints: standing.matchPoints,
      boardPoints: standing.smallPoints,
      matchWins: standing.matchWins,
      gameWins: 0,
      teamSonnebornBerger: standing.coefficient,
      boardByBoard: Array<number>(boards).fill(0),
      matchH2h: null,
      matches: matches
        .filter((match) => match.complete && (match.a === team.no || match.b === team.no))
        .map((match) => {
          const own = match.a === team.no;
          return {
            round: roundOf.get(match) ?? null,
            opponent: own ? match.b : match.a,
            score: own ? [match.aHalfPoints, match.bHalfPoints] : [match.bHalfPoints, match.aHalfPoints],
          };
        }),
    };
  });
  const rowOf = new Map(rows.map((row) => [row.no, row] as const));
  for (const game of games) {
    const points = halfPoints(game.result);
    if (!points || !isFinal(game.result)) continue;
    for (const [player, mine] of [
      [game.white, points[0]],
      [game.black, points[1]],
    ] as const) {
      const row = rowOf.get(side(player));
      if (!row) continue;
      if (game.board >= 1 && game.board <= boards) row.boardByBoard[game.board - 1]! += mine;
      if (mine === 2) row.gameWins += 1;
    }
  }
  return placed(rows, matches, order, tiebreaks, boards, womensBoards);
}

/** The rows split into places: by the order's points, then each tiebreak within the groups still tied. */
/** The boards as `boardByBoard` compares them: board 1, then board 2 … and the women's boards, where a regulation
 * reserves any, after the others (the Tallinn clubs' championship, b: "board 1, then board 2, then the women's
 * board"). */
export function boardsInTiebreakOrder(boards: number, womensBoards: readonly number[]): number[] {
  const all = Array.from({ length: boards }, (_, index) => index + 1);
  return [...all.filter((board) => !womensBoards.includes(board)), ...all.filter((b) => womensBoards.includes(b))];
}

function placed(
  rows: TeamStanding[],
  matches: readonly MatchScore[],
  order: TeamOrder,
  tiebreaks: readonly TeamTiebreak[],
  boards: number,
  womensBoards: readonly number[],
): TeamStanding[] {
  let groups: TeamStanding[][] = [rows];
  const splitBy = (key: (row: TeamStanding, group: TeamStanding[]) => number) => {
    groups = groups.flatMap((group) => {
      if (group.length < 2) return [group];
      const keys = new Map(group.map((row) => [row, key(row, group)] as const));
      const distinct = [...new Set(keys.values())].sort((a, b) => b - a);
      return distinct.map((value) => group.filter((row) => keys.get(row) === value));
    });
  };
  splitBy((row) => (order === 'matchPoints' ? row.matchPoints : row.boardPoints));
  for (const tiebreak of tiebreaks) {
    if (tiebreak === 'boardByBoard') {
      for (const board of boardsInTiebreakOrder(boards, womensBoards)) splitBy((row) => row.boardByBoard[board - 1]!);
    } else if (tiebreak === 'matchH2h') {
      splitBy((row, group) => {
        const among = matchPointsAmong(
          group.map((r) => r.no),
          matches,
        ).get(row.no)!;
        if (group.length > 1) row.matchH2h = among;
        return among;
      });
    } else {
      splitBy((row) => row[tiebreak]);
    }
  }
  const ordered: TeamStanding[] = [];
  let place = 1;
  for (const group of groups) {
    const shared: [number, number] = [place, place + group.length - 1];
    place += group.length;
    for (const row of [...group].sort((a, b) => a.no - b.no)) ordered.push({ ...row, place: shared });
  }
  return ordered;
}

/** One board's table — the board prizes: each player who played on it, his games played there (forfeits are not
 * games played) and his half-points, best first; `minGames` leaves out who played fewer (a regulation's minimum for a board prize). */
export function boardTable(
  board: number,
  games: readonly TeamGame[],
  minGames = 0,
): { player: number; games: number; points: number }[] {
  const tally = new Map<number, { games: number; points: number }>();
  for (const game of games) {
    // Games played over the board: a forfeit is no game of the board's table, and the empty seat is nobody.
    if (game.board !== board || isForfeit(game.result)) continue;
    const points = halfPoints(game.result as GameResult);
    if (!points || !isFinal(game.result)) continue;
    for (const [player, mine] of [
      [game.white, points[0]],
      [game.black, points[1]],
    ] as const) {
      const row = tally.get(player) ?? { games: 0, points: 0 };
      row.games += 1;
      row.points += mine;
      tally.set(player, row);
    }
  }
  return [...tally]
    .map(([player, row]) => ({ player, ...row }))
    .filter((row) => row.games >= minGames)
    .sort((a, b) => b.points * a.games - a.points * b.games || b.points - a.points || a.player - b.player);
}
