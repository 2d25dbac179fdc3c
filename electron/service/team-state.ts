// A team round robin as the use cases read it (docs/teams.md): its teams in lot order with their rosters, the matches
// of the Berger table of the teams, each team's line-up per round and the games of each match; and the same in the
// rules engine's terms (electron/domain/team-standings.ts), empty boards as forfeits against the empty seat.
import { conflict } from '#api/errors';
import type { TeamSettings } from '#api/views';
import type { Db } from '#db/db';
import { listGames, type GameRow } from '#db/repositories/games';
import { listLineups, listTeams, type LineupRow, type TeamRow } from '#db/repositories/teams';
import type { ParticipantView, TournamentRow } from '#db/repositories/tournaments';
import {
  matchBoards,
  teamMatchGames,
  teamSlots,
  type MatchSlot,
  type TeamBoard,
  type WomensBoards,
} from '#domain/team-matches';
import { teamNorms, type TeamNormRow } from '#domain/team-norms';
import { emptySeat, type Team, type TeamGame } from '#domain/team-standings';
import { withTeamWithdrawals, type TeamDecision } from '#domain/team-withdrawal';
import { settingsOf, sortedParticipants } from './tournament-state';

export interface LoadedTeams {
  row: TournamentRow;
  settings: TeamSettings;
  /** In lot order once drawn. */
  teams: TeamRow[];
  participants: ParticipantView[];
  lineups: LineupRow[];
  games: GameRow[];
  /** Every match of the table; none before the draw. */
  slots: MatchSlot[];
  /** The Berger table's byes: round → the team free in it. */
  byes: Map<number, number>;
  /** The same read once by what the views look up (a team round robin of 20 teams on 10 boards has 3,800 games). */
  index: {
    teamOfLot: Map<number, TeamRow>;
    /** `teamId:round` → the line-up, by board. */
    lineups: Map<string, (number | null)[]>;
    /** `round:pairing` → the match's games. */
    games: Map<string, GameRow[]>;
  };
}

export function requireTeamSettings(row: TournamentRow): TeamSettings {
  const teams = settingsOf(row).teams;
  if (teams === null) throw conflict('tournamentId', 'notTeamTournament', { name: row.name });
  return teams;
}

/** The tournament's women's boards and the entries of its women, as the line-ups are made with them. */
export function womensBoardsOf(
  settings: TeamSettings,
  participants: readonly Pick<ParticipantView, 'id' | 'sex'>[],
): WomensBoards {
  return {
    boards: settings.womensBoards,
    women: new Set(participants.filter((p) => p.sex === 'F').map((p) => p.id)),
  };
}

export function loadTeams(db: Db, row: TournamentRow): LoadedTeams {
  const settings = requireTeamSettings(row);
  const teams = listTeams(db, row.id);
  const drawn = row.drawnAt !== null && teams.every((team) => team.lotNo !== null);
  const table = drawn
    ? teamSlots(teams.length, { double: row.double, swapLastTwoRounds: row.swapLastTwoRounds })
    : { slots: [], byes: new Map<number, number>() };
  const lineups = listLineups(db, row.id);
  const games = listGames(db, row.id);
  return {
    row,
    settings,
    teams,
    participants: sortedParticipants(db, row.id),
    lineups,
    games,
    ...table,
    index: {
      teamOfLot: new Map(teams.flatMap((team) => (team.lotNo === null ? [] : [[team.lotNo, team] as const]))),
      // Listed by round, team and board: each line-up comes in board order.
      lineups: groupBy(
        lineups,
        (l) => `${l.teamId}:${l.tableRound}`,
        (l) => l.participantId,
      ),
      games: groupBy(
        games,
        (g) => `${g.tableRound}:${g.board}`,
        (g) => g,
      ),
    },
  };
}

function groupBy<T, V>(items: readonly T[], key: (item: T) => string, value: (item: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const at = key(item);
    const group = groups.get(at);
    if (group) group.push(value(item));
    else groups.set(at, [value(item)]);
  }
  return groups;
}

export function teamByLot(loaded: LoadedTeams, no: number): TeamRow {
  return loaded.index.teamOfLot.get(no)!;
}

/** A team's line-up for a round: the participant on each board (null: empty); undefined when not given. */
export function lineupOf(loaded: LoadedTeams, teamId: number, round: number): (number | null)[] | undefined {
  return loaded.index.lineups.get(`${teamId}:${round}`);
}

/** The match's games, by board. */
export function gamesOf(loaded: LoadedTeams, slot: MatchSlot): GameRow[] {
  return loaded.index.games.get(`${slot.round}:${slot.pairing}`) ?? [];
}

/** The boards of a match once both line-ups are given: who plays each board with which colour (the first-named team
 * has White on boards 1, 3, 5 …; the Berger table's second cycle already names the teams the other way round, so the
 * colours of every board turn with it), and the forfeit of an empty one. */
export function boardsOf(loaded: LoadedTeams, slot: MatchSlot): TeamBoard[] | undefined {
  const first = lineupOf(loaded, teamByLot(loaded, slot.first).id, slot.round);
  const second = lineupOf(loaded, teamByLot(loaded, slot.second).id, slot.round);
  if (!first || !second) return undefined;
  return matchBoards(first, second, 1);
}

/** The tournament in the rules engine's terms: teams by lot number with their players' numbers, and each match's
 * games — played ones as the store holds them, empty boards as forfeits (teamMatchGames) — with §38 applied to the
 * teams that left (withTeamWithdrawals): an annulled team is off the table. */
export function teamEngine(loaded: LoadedTeams): { teams: Team[]; games: TeamGame[]; decisions: TeamDecision[] } {
  const noOf = new Map(loaded.participants.map((p) => [p.id, p.lotNo ?? 0] as const));
  const all = loaded.teams
    .filter((team) => team.lotNo !== null)
    .map((team) => ({ no: team.lotNo!, name: team.name, players: team.roster.map((id) => noOf.get(id)!) }));
  const lineupNumbers = (no: number, round: number) =>
    lineupOf(loaded, teamByLot(loaded, no).id, round)?.map((id) => (id === null ? null : noOf.get(id)!));
  const games = teamMatchGames(
    loaded.slots,
    lineupNumbers,
    (slot, board) => gamesOf(loaded, slot).find((g) => g.leg === board)?.result,
  );
  const leavings = loaded.teams.flatMap((team) =>
    team.leftAfter === null || team.lotNo === null ? [] : [{ team: team.lotNo, afterRound: team.leftAfter }],
  );
  if (leavings.length === 0) return { teams: all, games, decisions: [] };
  const decided = withTeamWithdrawals(
    loaded.slots,
    games,
    leavings,
    loaded.row.withdrawalThreshold,
    loaded.settings.boards,
    (no, round, board) =>
      lineupNumbers(no, round)?.[board - 1] ?? all.find((team) => team.no === no)!.players[board - 1] ?? emptySeat(no),
  );
  return {
    teams: all.filter((team) => !decided.annulled.has(team.no)),
    games: decided.games,
    decisions: decided.decisions,
  };
}

/** Each numbered player's rank norm by the team reading (electron/domain/team-norms.ts): his opponents' coefficient,
 * his games over the board — whether the arbiter has confirmed the reading or not. */
export function teamNormRows(
  loaded: LoadedTeams,
  games: readonly TeamGame[] = teamEngine(loaded).games,
): TeamNormRow[] {
  const players = loaded.participants.filter((p) => p.lotNo !== null).map((p) => ({ no: p.lotNo!, rank: p.rank }));
  return teamNorms(players, games, loaded.row.rankCounting);
}

/** Each participant's team name in a team round robin; null in any other tournament. */
export function teamNames(db: Db, row: TournamentRow): Map<number, string> | null {
  if (row.teamBoards === null) return null;
  return new Map(listTeams(db, row.id).flatMap((team) => team.roster.map((id) => [id, team.name] as const)));
}
