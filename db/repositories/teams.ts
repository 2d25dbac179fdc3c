// Reading and writing a tournament's teams, their rosters and each round's line-ups (docs/teams.md).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { lineups, teamMembers, teams } from '../team-schema';

export type TeamRowBase = typeof teams.$inferSelect;

/** A team with its roster: the participants' ids in board order, the reserves last. */
export interface TeamRow extends TeamRowBase {
  roster: number[];
}

export interface TeamValues {
  name: string;
  club: string | null;
  captain: string | null;
}

/** The tournament's teams in lot order once drawn, in the order they were entered before that. */
export function listTeams(db: Db, tournamentId: number): TeamRow[] {
  const rows = db.select().from(teams).where(eq(teams.tournamentId, tournamentId)).orderBy(asc(teams.id)).all();
  const members = db
    .select({ teamId: teamMembers.teamId, participantId: teamMembers.participantId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teams.tournamentId, tournamentId))
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.position))
    .all();
  return rows
    .map((row) => ({ ...row, roster: members.filter((m) => m.teamId === row.id).map((m) => m.participantId) }))
    .sort((a, b) => (a.lotNo ?? Infinity) - (b.lotNo ?? Infinity) || a.id - b.id);
}

export function insertTeam(db: Db, tournamentId: number, values: TeamValues, now: string): number {
  return db
    .insert(teams)
    .values({ ...values, tournamentId, createdAt: now })
    .returning({ id: teams.id })
    .get().id;
}

export function updateTeam(db: Db, teamId: number, values: TeamValues): void {
  db.update(teams).set(values).where(eq(teams.id, teamId)).run();
}

export function deleteTeam(db: Db, teamId: number): void {
  db.delete(teams).where(eq(teams.id, teamId)).run();
}

/** The roster, replaced whole: the participants in board order. */
export function setRoster(db: Db, teamId: number, participantIds: readonly number[]): void {
  db.delete(teamMembers).where(eq(teamMembers.teamId, teamId)).run();
  if (participantIds.length === 0) return;
  db.insert(teamMembers)
    .values(participantIds.map((participantId, index) => ({ teamId, participantId, position: index + 1 })))
    .run();
}

/** The round after which the team left (§38), or null when it plays on. */
export function setTeamLeft(db: Db, teamId: number, leftAfter: number | null): void {
  db.update(teams).set({ leftAfter }).where(eq(teams.id, teamId)).run();
}

export function setTeamLot(db: Db, teamId: number, lotNo: number | null): void {
  db.update(teams).set({ lotNo }).where(eq(teams.id, teamId)).run();
}

export interface LineupRow {
  tableRound: number;
  teamId: number;
  board: number;
  participantId: number | null;
}

export function listLineups(db: Db, tournamentId: number): LineupRow[] {
  return db
    .select({
      tableRound: lineups.tableRound,
      teamId: lineups.teamId,
      board: lineups.board,
      participantId: lineups.participantId,
    })
    .from(lineups)
    .where(eq(lineups.tournamentId, tournamentId))
    .orderBy(asc(lineups.tableRound), asc(lineups.teamId), asc(lineups.board))
    .all();
}

/** A team's line-up for a round of the table, replaced whole (null: an empty board); no boards takes it away. */
export function setLineup(
  db: Db,
  tournamentId: number,
  tableRound: number,
  teamId: number,
  boards: readonly (number | null)[],
): void {
  db.delete(lineups)
    .where(and(eq(lineups.teamId, teamId), eq(lineups.tableRound, tableRound)))
    .run();
  if (boards.length === 0) return;
  db.insert(lineups)
    .values(
      boards.map((participantId, index) => ({ tournamentId, tableRound, teamId, board: index + 1, participantId })),
    )
    .run();
}
