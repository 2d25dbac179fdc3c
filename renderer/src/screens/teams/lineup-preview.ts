// What a team's line-up form says of the players ticked, before it is saved (docs/teams.md): read from the line-up the
// service will make of them (lineUp, the same rule), not from a count of the ticks — with women's boards, a women's
// board with no woman ticked stays empty even when as many players as boards are ticked, and a man is then left
// without a board.
import type { TeamView } from '#api/views';
import { lineUp } from '#domain/team-matches';

export interface LineupPreview {
  /** More ticked than the boards: the service refuses it. */
  tooMany: boolean;
  /** The boards nobody is left for: a forfeit on each. */
  empty: number;
  /** The women's boards among them: no woman ticked for them. */
  womenMissing: number[];
  /** Ticked, but no board is left for them (only a woman plays a women's board). */
  leftOut: string[];
}

export function lineupPreview(
  team: TeamView,
  boards: number,
  womensBoards: readonly number[],
  ticked: ReadonlySet<number>,
): LineupPreview {
  const roster = team.players.map((p) => p.playerId);
  const absent = new Set(roster.filter((id) => !ticked.has(id)));
  const women = new Set(team.players.filter((p) => p.woman).map((p) => p.playerId));
  const lineup = lineUp(roster, boards, absent, { boards: womensBoards, women });
  const placed = new Set(lineup.filter((id) => id !== null));
  return {
    tooMany: roster.filter((id) => ticked.has(id)).length > boards,
    empty: lineup.filter((id) => id === null).length,
    womenMissing: womensBoards.filter((board) => board <= boards && lineup[board - 1] === null),
    leftOut: team.players.filter((p) => ticked.has(p.playerId) && !placed.has(p.playerId)).map((p) => p.name),
  };
}
