// How far a team round robin is (docs/teams.md): every round of its table is drawn with the teams' lots, and a round
// is unfinished while a match of it lacks a line-up or a board's final result. What the tournament list, the state
// line and the hall say of it.
import type { Db } from '#db/db';
import { listGames } from '#db/repositories/games';
import { listLineups, listTeams } from '#db/repositories/teams';
import type { TournamentRow } from '#db/repositories/tournaments';
import { isFinal } from '#domain/results';
import { teamSlots } from '#domain/team-matches';

export function teamProgress(
  db: Db,
  row: TournamentRow,
): { rounds: number; lastDrawn: number | null; firstUnfinished: number | null } | undefined {
  const teams = listTeams(db, row.id);
  if (row.drawnAt === null || teams.some((team) => team.lotNo === null)) return undefined;
  const { slots } = teamSlots(teams.length, { double: row.double, swapLastTwoRounds: row.swapLastTwoRounds });
  const rounds = Math.max(0, ...slots.map((slot) => slot.round));
  const lotOf = new Map(teams.map((team) => [team.id, team.lotNo!] as const));
  const lined = new Set(listLineups(db, row.id).map((l) => `${l.tableRound}:${lotOf.get(l.teamId)}`));
  const waiting = new Set<number>();
  for (const slot of slots)
    if (!lined.has(`${slot.round}:${slot.first}`) || !lined.has(`${slot.round}:${slot.second}`))
      waiting.add(slot.round);
  for (const game of listGames(db, row.id)) if (!isFinal(game.result)) waiting.add(game.tableRound);
  return { rounds, lastDrawn: rounds, firstUnfinished: waiting.size > 0 ? Math.min(...waiting) : null };
}
