// Reading and writing tournaments and their participants.
import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../open';
import { participants, players, tournaments } from '../schema';
import type { Rank, RuleSet, Variant } from '../../electron/domain/vocabulary';

export type TournamentRow = typeof tournaments.$inferSelect;

export interface TournamentValues {
  name: string;
  variant: Variant;
  ruleSet: RuleSet;
  venue: string | null;
  startDate: string | null;
  endDate: string | null;
  arbiter: string | null;
}

export interface ParticipantView {
  /** The participant's own id (games refer to it). */
  id: number;
  playerId: number;
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  birthYear: number | null;
  lotNo: number | null;
  extra: string | null;
}

export function listTournaments(db: Db): (TournamentRow & { participantCount: number })[] {
  return db
    .select({
      ...getTableColumns(tournaments),
      participantCount: count(participants.id),
    })
    .from(tournaments)
    .leftJoin(participants, eq(participants.tournamentId, tournaments.id))
    .groupBy(tournaments.id)
    .orderBy(asc(tournaments.startDate), asc(tournaments.id))
    .all();
}

export function findTournament(db: Db, id: number): TournamentRow | undefined {
  return db.select().from(tournaments).where(eq(tournaments.id, id)).get();
}

export function insertTournament(db: Db, values: TournamentValues & Partial<TournamentSettings>, now: string): TournamentRow {
  return db.insert(tournaments).values({ ...values, createdAt: now, updatedAt: now }).returning().get();
}

/** The settings that can change after creation. */
export type TournamentSettings = Pick<
  TournamentRow,
  'movesPerHour' | 'sessionHours' | 'double' | 'swapLastTwoRounds' | 'tiebreaks' | 'rankCounting' | 'drawRoundOrder' | 'drawMethod' | 'drawSeed' | 'drawnAt' | 'extra'
>;

export function updateTournament(db: Db, id: number, values: Partial<TournamentValues & TournamentSettings>, now: string): TournamentRow {
  return db.update(tournaments).set({ ...values, updatedAt: now }).where(eq(tournaments.id, id)).returning().get();
}

export function setLotNumber(db: Db, participantId: number, lotNo: number | null): void {
  db.update(participants).set({ lotNo }).where(eq(participants.id, participantId)).run();
}

/** Participants in lot order once lots are drawn (the service orders those without a lot by name). */
export function listParticipants(db: Db, tournamentId: number): ParticipantView[] {
  return db
    .select({
      id: participants.id,
      playerId: participants.playerId,
      name: players.name,
      rank: participants.rankAtStart,
      club: players.club,
      city: players.city,
      birthYear: players.birthYear,
      lotNo: participants.lotNo,
      extra: participants.extra,
    })
    .from(participants)
    .innerJoin(players, eq(players.id, participants.playerId))
    .where(eq(participants.tournamentId, tournamentId))
    .orderBy(asc(participants.lotNo), asc(players.nameKey))
    .all();
}

export function insertParticipant(
  db: Db,
  tournamentId: number,
  playerId: number,
  rankAtStart: Rank | null,
  now: string,
  more: { lotNo?: number | null; extra?: string | null } = {},
) {
  return db.insert(participants).values({ tournamentId, playerId, rankAtStart, createdAt: now, ...more }).returning().get();
}

export function deleteParticipant(db: Db, tournamentId: number, playerId: number) {
  return db
    .delete(participants)
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.playerId, playerId)))
    .returning()
    .get();
}
