// Reading and writing tournaments and their participants.
import { and, asc, count, eq } from 'drizzle-orm';
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
  playerId: number;
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  lotNo: number | null;
}

export function listTournaments(db: Db): (TournamentRow & { participantCount: number })[] {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      variant: tournaments.variant,
      ruleSet: tournaments.ruleSet,
      venue: tournaments.venue,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      arbiter: tournaments.arbiter,
      createdAt: tournaments.createdAt,
      updatedAt: tournaments.updatedAt,
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

export function insertTournament(db: Db, values: TournamentValues, now: string): TournamentRow {
  return db.insert(tournaments).values({ ...values, createdAt: now, updatedAt: now }).returning().get();
}

/** Participants in lot order once lots are drawn (the service orders those without a lot by name). */
export function listParticipants(db: Db, tournamentId: number): ParticipantView[] {
  return db
    .select({
      playerId: participants.playerId,
      name: players.name,
      rank: participants.rankAtStart,
      club: players.club,
      city: players.city,
      lotNo: participants.lotNo,
    })
    .from(participants)
    .innerJoin(players, eq(players.id, participants.playerId))
    .where(eq(participants.tournamentId, tournamentId))
    .orderBy(asc(participants.lotNo), asc(players.nameKey))
    .all();
}

export function insertParticipant(db: Db, tournamentId: number, playerId: number, rankAtStart: Rank | null, now: string) {
  return db.insert(participants).values({ tournamentId, playerId, rankAtStart, createdAt: now }).returning().get();
}

export function deleteParticipant(db: Db, tournamentId: number, playerId: number) {
  return db
    .delete(participants)
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.playerId, playerId)))
    .returning()
    .get();
}
