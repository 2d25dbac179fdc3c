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
    if (isTeams)
      requireWomenOnWomensBoards(db, tournament, womensBoardsAsked(input.teams!, tournament.teamWomensBoards));
    return;
  }
  if (tournament.drawnAt !== null) throw invalidField('teams', 'settingLockedAfterDraw');
  if (isTeams && listParticipants(db, tournament.id).length > 0) throw invalidField('teams', 'teamsNeedNoPlayers');
  if (!isTeams && listTeams(db, tournament.id).length > 0) throw invalidField('teams', 'teamsStillEntered');
}

/** Women's boards chosen or moved: fixed with the draw (the line-ups are made by them), and each roster entered has a
 * woman at their places. */
function requireWomenOnWomensBoards(db: Db, tournament: TournamentRow, sorted: readonly number[]): void {
  if (sorted.join() === tournament.teamWomensBoards.join()) return;
  if (tournament.drawnAt !== null) throw invalidField('teams', 'settingLockedAfterDraw');
  const found = manOnWomensBoard(db, tournament, sorted);
  if (found) throw invalidField('teams', 'womensBoardNotWoman', found);
}

/** The first roster entered whose player at a women's board's place the registry does not say is a woman: the board,
 * the team and the player; null when each is a woman's. */
export function manOnWomensBoard(
  db: Db,
  tournament: TournamentRow,
  boards: readonly number[] = tournament.teamWomensBoards,
): { board: number; team: string; name: string } | null {
  const entries = new Map(listParticipants(db, tournament.id).map((p) => [p.id, p] as const));
  for (const team of listTeams(db, tournament.id))
    for (const board of boards) {
      const entry = entries.get(team.roster[board - 1]!);
      if (entry && entry.sex !== 'F') return { board, team: team.name, name: entry.name };
    }
  return null;
}

/** A regulation's women's board (docs/teams.md) is a woman's: the registry must say she is one. `field` is the input
 * the refusal points at (the roster, or the settings' women's board). */
export function requireWoman(
  player: { name: string; sex: 'M' | 'F' | null },
  board: number,
  team: string,
  field = 'playerIds',
): void {
  if (player.sex !== 'F') throw invalidField(field, 'womensBoardNotWoman', { board, team, name: player.name });
}

type TeamSettingsAsked = Omit<TeamSettings, 'womensBoards'> & { womensBoards?: number[] | undefined };

/** The women's boards a settings' change leaves: those it names, in board order; when it names none (a program's call
 * that predates them), those kept — within the boards. */
function womensBoardsAsked(teams: TeamSettingsAsked, kept: readonly number[]): number[] {
  const boards = teams.womensBoards ?? kept.filter((board) => board <= teams.boards);
  return [...boards].sort((a, b) => a - b);
}

/** The settings as the tournaments table keeps them (db/columns.ts); `kept`: the women's boards stored before. */
export function teamColumns(teams: TeamSettingsAsked | null, kept: readonly number[] = []) {
  if (teams === null) return { teamBoards: null };
  return {
    teamBoards: teams.boards,
    teamMatchPoints: teams.matchPoints,
    teamOrder: teams.order,
    teamTiebreaks: teams.tiebreaks,
    teamWomensBoards: womensBoardsAsked(teams, kept),
  };
}
