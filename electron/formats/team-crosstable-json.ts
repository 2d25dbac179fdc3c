// A team round robin's table for programs (docs/teams.md), in the names the tournament file and `crosstable --json`
// use for teams: `teams[]` with `no`, `name`, `place`, `matchPoints`, `boardPoints` and each match's `score`, and
// `players[]` with their `team` and `board`. Points in the tournament's scales: board points as its games count
// (2–1–0 or 1–½–0), match points 2–1–0 unless its setting says 1–½–0.
import { inScale, type Scoring } from '#domain/results';
import { formatPlace } from '#domain/standings';
import { boardTable, type Team, type TeamGame, type TeamStanding } from '#domain/team-standings';

export interface TeamCrosstableJson {
  teams: {
    no: number;
    name: string;
    place: string;
    matchPoints: number;
    boardPoints: number;
    matchWins: number;
    gameWins: number;
    boardByBoard: number[];
    teamSonnebornBerger: number;
    matches: { round: number | null; opponent: number; score: [number, number] }[];
  }[];
  /** Each player: his team, his board in its roster (reserves after the boards), his games and points. */
  players: { no: number; team: number; board: number; games: number; points: number }[];
}

export function teamCrosstableJson(
  teams: readonly Team[],
  games: readonly TeamGame[],
  standings: readonly TeamStanding[],
  scales: { boards: Scoring; matches: Scoring },
): TeamCrosstableJson {
  const board = (half: number) => inScale(half, scales.boards);
  const match = (half: number) => inScale(half, scales.matches);
  // His games and points on every board he played, summed from each board's table.
  const played = new Map<number, { games: number; points: number }>();
  const boards = Math.max(0, ...games.map((g) => g.board));
  for (let b = 1; b <= boards; b++)
    for (const row of boardTable(b, games)) {
      const sum = played.get(row.player) ?? { games: 0, points: 0 };
      played.set(row.player, { games: sum.games + row.games, points: sum.points + row.points });
    }
  return {
    teams: standings.map((team) => ({
      no: team.no,
      name: team.name,
      place: formatPlace(team.place),
      matchPoints: match(team.matchPoints),
      boardPoints: board(team.boardPoints),
      matchWins: team.matchWins,
      gameWins: team.gameWins,
      boardByBoard: team.boardByBoard.map(board),
      teamSonnebornBerger: team.teamSonnebornBerger,
      matches: team.matches.map(({ round, opponent, score }) => ({
        round,
        opponent,
        score: [board(score[0]), board(score[1])],
      })),
    })),
    players: teams.flatMap((team) =>
      team.players.map((no, index) => ({
        no,
        team: team.no,
        board: index + 1,
        games: played.get(no)?.games ?? 0,
        points: board(played.get(no)?.points ?? 0),
      })),
    ),
  };
}
