// A team round robin in the tournament file (@7, docs/tournament-file.md): its teams, line-ups and match games written
// out and read back in (transfer.ts does the rest, as for every tournament). The store keeps a match's game on the
// round's board of the pairing, its board in the match as the game's leg; the file names them as an arbiter does —
// `pairing` the match's place in the round, `board` the board in the match.
import type { Db } from '#db/db';
import { insertGames, type GameRow } from '#db/repositories/games';
import {
  insertTeam,
  listLineups,
  listTeams,
  setLineup,
  setRoster,
  setTeamLeft,
  setTeamLot,
} from '#db/repositories/teams';
import type { TournamentRow } from '#db/repositories/tournaments';
import { isTeamFile, teamTiebreaks } from '#formats/team-file';
import type { TournamentFile } from '#formats/tournament-file';
import { KNOWN_FIELDS } from '#formats/tournament-file';
import { unknownFields } from './transfer-import';

type GameRef = { tableRound: number; board: number; leg?: 1 | 2; pairing?: number };

/** The tournament's columns a team file sets (none for any other file). */
export function teamColumnsOfFile(file: TournamentFile) {
  const teams = file.settings.teams;
  if (!teams) return {};
  return {
    teamBoards: teams.boards,
    teamMatchPoints: teams.matchPoints,
    teamOrder: teams.order,
    teamTiebreaks: teamTiebreaks(file),
    teamNormsConfirmedAt: teams.normsConfirmedAt ?? null,
    teamWomensBoards: teams.womensBoards ?? [],
  };
}

/** A team file's refs and games in the store's terms (board = the pairing, leg = the board in the match), so that
 * the envelopes, incidents, records and trail find their games as in every file. */
export function inStoreTerms(file: TournamentFile): TournamentFile {
  if (!isTeamFile(file)) return file;
  const ref = <R extends GameRef>(r: R): R => ({
    ...r,
    board: r.pairing ?? r.board,
    leg: r.board as 1 | 2,
    pairing: undefined,
  });
  return {
    ...file,
    games: file.games.map((g) => ({ ...g, board: g.pairing ?? g.board, leg: g.board as 1 | 2 })),
    adjournments: file.adjournments.map((a) => ({ ...a, game: ref(a.game) })),
    incidents: file.incidents.map((i) => ({ ...i, game: ref(i.game) })),
    trail: file.trail.map((t) => ({ ...t, game: t.game ? ref(t.game) : null })),
  };
}

/** The teams with their rosters and lots, the line-ups, and the games of the matches (only those the line-ups made:
 * no schedule is completed from the table, a match's games come with its line-ups). */
export function importTeamParts(
  db: Db,
  file: TournamentFile,
  tournamentId: number,
  participantOf: Map<number, number>,
  drawn: boolean,
  now: string,
): void {
  const teamIdOf = new Map<number, number>();
  for (const team of file.teams ?? []) {
    const id = insertTeam(
      db,
      tournamentId,
      { name: team.name, club: team.club ?? null, captain: team.captain ?? null },
      now,
    );
    setRoster(
      db,
      id,
      team.players.map((no) => participantOf.get(no)!),
    );
    if (drawn) setTeamLot(db, id, team.no);
    if (team.leftAfter !== undefined) setTeamLeft(db, id, team.leftAfter);
    teamIdOf.set(team.no, id);
  }
  for (const lineup of file.lineups ?? [])
    setLineup(
      db,
      tournamentId,
      lineup.round,
      teamIdOf.get(lineup.team)!,
      lineup.players.map((no) => (no === null ? null : participantOf.get(no)!)),
    );
  insertGames(
    db,
    tournamentId,
    file.games.map((g) => ({
      tableRound: g.tableRound ?? g.round!,
      round: g.round,
      board: g.pairing!,
      leg: g.board!,
      whiteId: participantOf.get(g.white)!,
      blackId: participantOf.get(g.black)!,
      result: g.result,
      extra: unknownFields(g, KNOWN_FIELDS.game),
    })),
    now,
  );
}

/** What a team tournament's file holds beyond every tournament's: its settings, teams and line-ups; and how its games
 * and refs name their places. */
export function exportTeamParts(db: Db, row: TournamentRow, noOf: (participantId: number) => number) {
  const lotOf = new Map(listTeams(db, row.id).map((team) => [team.id, team.lotNo] as const));
  const teams = listTeams(db, row.id).map((team, index) => ({
    no: team.lotNo ?? index + 1,
    name: team.name,
    ...(team.club !== null ? { club: team.club } : {}),
    ...(team.captain !== null ? { captain: team.captain } : {}),
    players: team.roster.map(noOf),
    ...(team.leftAfter !== null ? { leftAfter: team.leftAfter } : {}),
  }));
  const byTeamRound = new Map<string, { round: number; team: number; players: (number | null)[] }>();
  for (const seat of listLineups(db, row.id)) {
    const key = `${seat.tableRound}:${seat.teamId}`;
    const lineup = byTeamRound.get(key) ?? { round: seat.tableRound, team: lotOf.get(seat.teamId)!, players: [] };
    lineup.players.push(seat.participantId === null ? null : noOf(seat.participantId));
    byTeamRound.set(key, lineup);
  }
  return {
    settings: {
      teams: {
        boards: row.teamBoards!,
        matchPoints: row.teamMatchPoints,
        order: row.teamOrder,
        ...(row.teamNormsConfirmedAt !== null ? { normsConfirmedAt: row.teamNormsConfirmedAt } : {}),
        ...(row.teamWomensBoards.length > 0 ? { womensBoards: row.teamWomensBoards } : {}),
      },
      tiebreaks: row.teamTiebreaks,
    },
    teams,
    lineups: [...byTeamRound.values()].sort((a, b) => a.round - b.round || a.team - b.team),
    place: (game: GameRow) => ({ tableRound: game.tableRound, board: game.leg, pairing: game.board }),
  };
}
