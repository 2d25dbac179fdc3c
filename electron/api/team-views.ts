// What the operations of team round robins answer (docs/teams.md): the teams with their rosters, each round's
// matches with their line-ups and boards, the team table and the boards' tables. Points are half-points, as
// everywhere in the views; the screens show them in the tournament's scales.
import type { NormRank, NormStatus } from '#domain/norms';
import type { GameResult, Scoring } from '#domain/results';
import type { TeamOrder, TeamStanding, TeamTiebreak } from '#domain/team-standings';
import type { Rank } from '#domain/vocabulary';

export interface TeamSettings {
  boards: number;
  /** How a match is scored: 2–1–0 (EKL 3.1) or 1–½–0. */
  matchPoints: Scoring;
  order: TeamOrder;
  tiebreaks: TeamTiebreak[];
  /** The boards a regulation reserves for women, in board order: each played by a woman of the roster and compared
   * after the others board by board (docs/teams.md); none: empty. */
  womensBoards: number[];
}

export interface TeamPlayerView {
  participantId: number;
  playerId: number;
  /** His number in the tournament, given at the draw (team by team, in board order). */
  no: number | null;
  name: string;
  rank: Rank | null;
  rating: number | null;
  title: string | null;
  /** His place in the roster: boards first, the reserves after them. */
  position: number;
  reserve: boolean;
  /** Whether the registry says she is a woman: only a woman plays a women's board (the line-up form's preview). */
  woman: boolean;
}

export interface TeamView {
  id: number;
  /** Its number in the Berger table; null before the draw. */
  no: number | null;
  name: string;
  club: string | null;
  captain: string | null;
  players: TeamPlayerView[];
  /** The round after which it left (§38 applied to teams); null while it plays. */
  leftAfter: number | null;
}

export interface TeamRef {
  id: number;
  no: number;
  name: string;
}

export interface BoardPlayer {
  playerId: number;
  no: number;
  name: string;
}

export interface MatchBoardView {
  board: number;
  /** Null where that side's board is empty. */
  white: BoardPlayer | null;
  black: BoardPlayer | null;
  /** Whether the first-named team has White here. */
  firstWhite: boolean;
  /** The game played on it (null for an empty board); its result, or the forfeit an empty board is scored with. */
  gameId: number | null;
  result: GameResult;
}

export interface TeamMatchView {
  /** The pairing's place in the round of the Berger table. */
  pairing: number;
  first: TeamRef;
  second: TeamRef;
  /** Whether each team's line-up is given; the boards are known when both are. */
  lineups: { first: boolean; second: boolean };
  boards: MatchBoardView[];
  /** Half-points so far, the first-named team's first; complete when every board has a final result. */
  score: [number, number];
  complete: boolean;
  /** A team's leaving decided this match (§38 applied to teams): its boards forfeited, or the match annulled. */
  withdrawal: { team: TeamRef; effect: 'forfeits' | 'annulled' } | null;
}

export interface TeamRoundView {
  round: number;
  matches: TeamMatchView[];
  /** The team free this round (an odd number of teams). */
  bye: TeamRef | null;
  complete: boolean;
}

/** A team's line of the table (electron/domain/team-standings.ts: points in half-points, match points of the 2–1–0
 * kind), with its id. */
export type TeamStandingView = TeamStanding & { id: number };

export interface BoardTableView {
  board: number;
  rows: { playerId: number; no: number; name: string; team: string; games: number; points: number }[];
}

/** A player's rank norm in a team round robin, by the reading of electron/domain/team-norms.ts. */
export interface TeamNormView {
  playerId: number;
  no: number;
  name: string;
  team: string;
  rank: Rank | null;
  games: number;
  /** Half-points. */
  points: number;
  /** His opponents' coefficient, hundredths; null without a game played. */
  coefficient: number | null;
  achieved: NormRank | null;
  status: NormStatus | null;
  /** Half-points needed for each reachable rank. */
  needed: Partial<Record<NormRank, number>>;
}

export interface TeamTournamentView {
  tournamentId: number;
  settings: TeamSettings;
  /** How each game is counted (board points). */
  scoring: Scoring;
  drawn: boolean;
  teams: TeamView[];
  rounds: TeamRoundView[];
  standings: TeamStandingView[];
  boardTables: BoardTableView[];
  /** The players' rank norms, and when the arbiter confirmed the reading they are computed by (null: provisional). */
  norms: { confirmedAt: string | null; rows: TeamNormView[] };
}
