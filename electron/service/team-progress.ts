// How far a team round robin is (docs/teams.md): every round of its table is drawn with the teams' lots, and a round
// is unfinished while a match of it lacks a line-up or a board's final result — a match a team's leaving decided
// lacks neither. What the tournament list, the state line, the hall and closing the tournament say of it.
import type { Db } from '#db/db';
import { listGames } from '#db/repositories/games';
import { listLineups, listTeams } from '#db/repositories/teams';
import type { TournamentRow } from '#db/repositories/tournaments';
import { isFinal } from '#domain/results';
import { teamSlots } from '#domain/team-matches';

export function teamProgress(
  db: Db,
  row: TournamentRow,
): { rounds: number; lastDrawn: number | null; firstUnfinished: number | null; unfinished: number } | undefined {
  const teams = listTeams(db, row.id);
  if (row.drawnAt === null || teams.some((team) => team.lotNo === null)) return undefined;
  const { slots } = teamSlots(teams.length, { double: row.double, swapLastTwoRounds: row.swapLastTwoRounds });
  const rounds = Math.max(0, ...slots.map((slot) => slot.round));
  const lotOf = new Map(teams.map((team) => [team.id, team.lotNo!] as const));
  const leftAfter = new Map(teams.flatMap((team) => (team.leftAfter === null ? [] : [[team.lotNo!, team.leftAfter]])));
  const lined = new Set(listLineups(db, row.id).map((l) => `${l.tableRound}:${lotOf.get(l.teamId)}`));
  // A match a team's leaving decided needs no line-up (§38 applied to teams).
  const decided = (round: number, team: number) => round > (leftAfter.get(team) ?? Infinity);
  const waiting = new Map<number, number>();
  const wait = (round: number) => waiting.set(round, (waiting.get(round) ?? 0) + 1);
  for (const slot of slots) {
    if (decided(slot.round, slot.first) || decided(slot.round, slot.second)) continue;
    if (!lined.has(`${slot.round}:${slot.first}`) || !lined.has(`${slot.round}:${slot.second}`)) wait(slot.round);
  }
  for (const game of listGames(db, row.id)) if (!isFinal(game.result)) wait(game.tableRound);
  const unfinished = [...waiting.values()].reduce((sum, n) => sum + n, 0);
  return {
    rounds,
    lastDrawn: rounds,
    firstUnfinished: waiting.size > 0 ? Math.min(...waiting.keys()) : null,
    unfinished,
  };
}
