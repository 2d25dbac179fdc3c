// A tournament becomes a team round robin (or stops being one) in its settings, before the draw and while it holds
// nobody of the other kind: players entered singly have no team, and teams hold players (docs/teams.md).
import type { ParsedInput } from '#api/contract';
import { invalidField } from '#api/errors';
import type { TeamSettings } from '#api/views';
import type { Db } from '#db/db';
import { listTeams } from '#db/repositories/teams';
import { listParticipants, type TournamentRow } from '#db/repositories/tournaments';

export function requireKindChangeAllowed(
  db: Db,
  tournament: TournamentRow,
  input: ParsedInput<'updateTournamentSettings'>,
): void {
  const wasTeams = tournament.teamBoards !== null;
  const isTeams = input.teams === undefined ? wasTeams : input.teams !== null;
  // A team round robin plays team matches, the table's rounds in their order.
  if (isTeams && (input.microMatch ?? tournament.microMatch)) throw invalidField('teams', 'teamsNotMicroMatches');
  if (isTeams && (input.drawRoundOrder ?? tournament.drawRoundOrder)) throw invalidField('teams', 'teamsNoRoundOrder');
  if (input.teams === undefined) return;
  if (wasTeams === isTeams) {
    if (isTeams && tournament.drawnAt !== null && input.teams!.boards !== tournament.teamBoards)
      throw invalidField('teams', 'settingLockedAfterDraw');
    // Every roster has a player for each board: more boards than the shortest roster holds would leave them empty.
    const shortest = listTeams(db, tournament.id).sort((a, b) => a.roster.length - b.roster.length)[0];
    if (isTeams && shortest && input.teams!.boards > shortest.roster.length)
      throw invalidField('teams', 'boardsAboveRoster', {
        boards: input.teams!.boards,
        team: shortest.name,
        held: shortest.roster.length,
      });
    return;
  }
  if (tournament.drawnAt !== null) throw invalidField('teams', 'settingLockedAfterDraw');
  if (isTeams && listParticipants(db, tournament.id).length > 0) throw invalidField('teams', 'teamsNeedNoPlayers');
  if (!isTeams && listTeams(db, tournament.id).length > 0) throw invalidField('teams', 'teamsStillEntered');
}

/** The settings as the tournaments table keeps them (db/columns.ts). */
export function teamColumns(teams: TeamSettings | null) {
  if (teams === null) return { teamBoards: null };
  return {
    teamBoards: teams.boards,
    teamMatchPoints: teams.matchPoints,
    teamOrder: teams.order,
    teamTiebreaks: teams.tiebreaks,
  };
}
