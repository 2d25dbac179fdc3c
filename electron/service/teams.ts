// Use cases of team round robins (docs/teams.md): a team and its roster entered before the draw, the draw of lots for
// the teams, each round's line-ups (which make the match's games), and the team tournament as the screens read it.
// Results, adjournments, score sheets and incidents are the games' own use cases, as in every tournament.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import type { TeamTournamentView } from '#api/views';
import type { Db } from '#db/db';
import { listIncidents } from '#db/repositories/adjournments';
import { listGameRecords } from '#db/repositories/game-records';
import { deleteGame, insertGames, type GameRow } from '#db/repositories/games';
import { findPlayerRating } from '#db/repositories/ratings';
import {
  deleteTeam,
  insertTeam,
  listTeams,
  setLineup,
  setRoster,
  updateTeam,
  type TeamRow,
} from '#db/repositories/teams';
import {
  deleteParticipantById,
  insertParticipant,
  listParticipants,
  type TournamentRow,
} from '#db/repositories/tournaments';
import { MAX_TEAMS } from '#domain/kinds';
import { isFinal } from '#domain/results';
import { lineUp } from '#domain/team-matches';
import type { MatchSlot, TeamBoard } from '#domain/team-matches';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { requireWoman } from './team-settings';
import { boardsOf, gamesOf, loadTeams, requireTeamSettings, womensBoardsOf, type LoadedTeams } from './team-state';
import { teamTournamentView } from './team-view';
import { isDrawn, requireOpenTournament, requirePlayer, requireTournament, settingsOf } from './tournament-state';

function requireTeam(teams: TeamRow[], teamId: number): TeamRow {
  const team = teams.find((t) => t.id === teamId);
  if (!team) throw invalidField('teamId', 'teamNotFound', { id: teamId });
  return team;
}

/** The roster's players as the tournament's participants: those already entered (in this team) keep their entry, the
 * others are entered with their rank and rating as of today; the players the roster no longer holds leave. */
function enterRoster(db: Db, tournament: TournamentRow, team: TeamRow | undefined, playerIds: number[], now: string) {
  const others = listTeams(db, tournament.id).filter((t) => t.id !== team?.id);
  const entries = new Map(listParticipants(db, tournament.id).map((p) => [p.playerId, p.id] as const));
  const taken = new Set(others.flatMap((t) => t.roster));
  const list = settingsOf(tournament).ratingList;
  const roster = playerIds.map((playerId) => {
    const player = requirePlayer(db, playerId);
    const entry = entries.get(playerId);
    if (entry !== undefined && taken.has(entry)) {
      const other = others.find((t) => t.roster.includes(entry))!;
      throw invalidField('playerIds', 'playerInOtherTeam', { name: player.name, team: other.name });
    }
    if (entry !== undefined) return entry;
    const rated = findPlayerRating(db, player.id, list);
    return insertParticipant(db, tournament.id, player.id, player.rank, now, {
      ratingAtStart: rated?.rating ?? null,
      titleAtStart: rated?.title ?? null,
      ratingListDate: rated?.listDate ?? null,
    }).id;
  });
  const dropped = (team?.roster ?? []).filter((id) => !roster.includes(id));
  return { roster, dropped };
}

/** Whether a match's board has a result the arbiter typed (or an adjournment): its line-ups are then fixed. */
const hasResult = (loaded: LoadedTeams, slot: MatchSlot) => gamesOf(loaded, slot).some((g) => g.result !== null);

export const teamHandlers = (ctx: ServiceContext) => ({
  getTeams: (input: ParsedInput<'getTeams'>): TeamTournamentView =>
    teamTournamentView(loadTeams(ctx.db, requireTournament(ctx.db, input.tournamentId))),

  saveTeam: (input: ParsedInput<'saveTeam'>): TeamTournamentView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const settings = requireTeamSettings(tournament);
      // The roster's order is fixed before the first round (docs/teams.md).
      if (isDrawn(tournament)) throw conflict('teamId', 'teamAfterDraw');
      const teams = listTeams(db, tournament.id);
      const team = input.teamId === undefined ? undefined : requireTeam(teams, input.teamId);
      if (!team && teams.length >= MAX_TEAMS) throw conflict('name', 'tooManyTeams', { max: MAX_TEAMS });
      const named = teams.find((t) => t.id !== team?.id && t.name.toLowerCase() === input.name.toLowerCase());
      if (named) throw invalidField('name', 'teamNameTaken', { name: named.name });
      if (new Set(input.playerIds).size !== input.playerIds.length)
        throw invalidField('playerIds', 'playerTwiceInTeam');
      if (input.playerIds.length < settings.boards)
        throw invalidField('playerIds', 'rosterTooShort', { boards: settings.boards, count: input.playerIds.length });
      for (const board of settings.womensBoards) {
        const onWomensBoard = input.playerIds[board - 1];
        if (onWomensBoard !== undefined) requireWoman(requirePlayer(db, onWomensBoard), board, input.name);
      }
      const { roster, dropped } = enterRoster(db, tournament, team, input.playerIds, now);
      const values = { name: input.name, club: input.club, captain: input.captain };
      const teamId = team?.id ?? insertTeam(db, tournament.id, values, now);
      if (team) updateTeam(db, team.id, values);
      setRoster(db, teamId, roster);
      for (const participant of dropped) deleteParticipantById(db, participant);
      return {
        result: teamTournamentView(loadTeams(db, tournament)),
        audit: tournamentChange(
          team ? 'team.update' : 'team.create',
          tournament.id,
          team ? { name: team.name, club: team.club, captain: team.captain, roster: team.roster } : null,
          { id: teamId, ...values, players: input.playerIds },
        ),
      };
    }),

  removeTeam: (input: ParsedInput<'removeTeam'>): TeamTournamentView =>
    writeWithAudit(ctx, (db) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      requireTeamSettings(tournament);
      if (isDrawn(tournament)) throw conflict('teamId', 'teamAfterDraw');
      const team = requireTeam(listTeams(db, tournament.id), input.teamId);
      deleteTeam(db, team.id);
      for (const participant of team.roster) deleteParticipantById(db, participant);
      return {
        result: teamTournamentView(loadTeams(db, tournament)),
        audit: tournamentChange(
          'team.remove',
          tournament.id,
          { id: team.id, name: team.name, roster: team.roster },
          null,
        ),
      };
    }),

  /** A team's line-up for a round: the roster's players who play, in roster order (a reserve comes in below the
   * others, never in between), the boards left over empty — a forfeit on each; none at all: the team did not come and
   * loses the match by forfeit. With both line-ups of the match given, its games are made. */
  setLineup: (input: ParsedInput<'setLineup'>): TeamTournamentView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      if (!isDrawn(tournament)) throw conflict('round', 'notDrawn');
      const before = loadTeams(db, tournament);
      const team = requireTeam(before.teams, input.teamId);
      const slot = before.slots.find((s) => s.round === input.round && [s.first, s.second].includes(team.lotNo!));
      if (!slot) {
        const rounds = Math.max(0, ...before.slots.map((s) => s.round));
        if (input.round < 1 || input.round > rounds) throw invalidField('round', 'roundOutOfTable', { rounds });
        throw invalidField('teamId', 'teamFreeInRound', { team: team.name, round: input.round });
      }
      if (hasResult(before, slot)) throw conflict('teamId', 'lineupAfterResults', { round: input.round });
      // A match a team's leaving decided has no line-ups (§38 applied to teams).
      const leaver = before.teams.find(
        (t) => t.leftAfter !== null && (t.lotNo === slot.first || t.lotNo === slot.second) && input.round > t.leftAfter,
      );
      if (leaver) throw conflict('teamId', 'matchDecidedByLeaving', { team: leaver.name, round: leaver.leftAfter! });
      const entryOf = new Map(before.participants.map((p) => [p.playerId, p] as const));
      const playing = new Set(
        input.playerIds.map((playerId) => {
          const entry = entryOf.get(playerId);
          if (!entry || !team.roster.includes(entry.id))
            throw invalidField('playerIds', 'notInRoster', { name: requirePlayer(db, playerId).name, team: team.name });
          return entry.id;
        }),
      );
      const boards = before.settings.boards;
      if (playing.size > boards) throw invalidField('playerIds', 'lineupTooLong', { boards, count: playing.size });
      const absent = new Set(team.roster.filter((id) => !playing.has(id)));
      const lineup = lineUp(team.roster, boards, absent, womensBoardsOf(before.settings, before.participants));
      setLineup(db, tournament.id, input.round, team.id, lineup);
      const after = loadTeams(db, tournament);
      rematchGames(db, tournament.id, slot, gamesOf(before, slot), boardsOf(after, slot) ?? [], now);
      const names = new Map(after.participants.map((p) => [p.id, p.name] as const));
      return {
        result: teamTournamentView(loadTeams(db, tournament)),
        audit: tournamentChange('team.lineup', tournament.id, null, {
          round: input.round,
          team: team.name,
          boards: lineup.map((id) => (id === null ? null : names.get(id))),
        }),
      };
    }),
});

/** A match's games made again after a line-up changed: a board whose players are the same keeps its game (its score
 * sheet, its incidents); a board that changed loses its game — refused while that game has a score sheet or an
 * incident, which the change would take with it — and gets a new one where both sides have a player. */
function rematchGames(
  db: Db,
  tournamentId: number,
  slot: MatchSlot,
  existing: GameRow[],
  boards: TeamBoard[],
  now: string,
): void {
  const wanted = boards.filter((board) => board.white !== null && board.black !== null);
  const same = (game: GameRow, board: TeamBoard) =>
    game.leg === board.board && game.whiteId === board.white && game.blackId === board.black;
  const gone = existing.filter((game) => !wanted.some((board) => same(game, board)));
  const records = listGameRecords(db, tournamentId);
  const kept = gone.find((game) => records.has(game.id) || listIncidents(db, tournamentId, game.id).length > 0);
  if (kept) throw conflict('teamId', 'lineupWouldLoseRecord', { round: slot.round, board: kept.leg });
  for (const game of gone) deleteGame(db, game.id);
  insertGames(
    db,
    tournamentId,
    wanted
      .filter((board) => !existing.some((game) => same(game, board)))
      .map((board) => ({
        tableRound: slot.round,
        round: slot.round,
        board: slot.pairing,
        leg: board.board,
        whiteId: board.white!,
        blackId: board.black!,
        result: null,
      })),
    now,
  );
}

/** Whether every board of the match is over (a final result, or an empty board's forfeit). */
export function matchComplete(loaded: LoadedTeams, slot: MatchSlot): boolean {
  const boards = boardsOf(loaded, slot);
  if (!boards) return false;
  const games = gamesOf(loaded, slot);
  return boards.every((b) => b.forfeit !== null || isFinal(games.find((g) => g.leg === b.board)?.result ?? null));
}
