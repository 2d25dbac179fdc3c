// Reading and writing the player registry. Synchronous: callers run these inside one better-sqlite3 transaction.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open';
import { participants, players, tournaments } from '../schema';
import type { Rank } from '../../electron/domain/vocabulary';

export type PlayerRow = typeof players.$inferSelect;

export interface PlayerValues {
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  birthYear: number | null;
}

/** The form of a name used to recognise the same person: Unicode-normalised, lower case, single spaces. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('et');
}

/** In the order they were registered; the service sorts them for people. */
export function listPlayers(db: Db): PlayerRow[] {
  return db.select().from(players).orderBy(asc(players.id)).all();
}

export function findPlayer(db: Db, id: number): PlayerRow | undefined {
  return db.select().from(players).where(eq(players.id, id)).get();
}

/** The registered player with the same name and birth year, if any (the registry's identity rule). */
export function findSamePerson(db: Db, values: Pick<PlayerValues, 'name' | 'birthYear'>): PlayerRow | undefined {
  return db
    .select()
    .from(players)
    .where(sql`${players.nameKey} = ${nameKey(values.name)} and ifnull(${players.birthYear}, 0) = ${values.birthYear ?? 0}`)
    .get();
}

/** The names of the tournaments a player has been entered in. */
export function tournamentsOfPlayer(db: Db, playerId: number): string[] {
  return db
    .select({ name: tournaments.name })
    .from(participants)
    .innerJoin(tournaments, eq(tournaments.id, participants.tournamentId))
    .where(eq(participants.playerId, playerId))
    .orderBy(asc(tournaments.id))
    .all()
    .map((row) => row.name);
}

export function deletePlayer(db: Db, id: number): void {
  db.delete(players).where(eq(players.id, id)).run();
}

/** Registered players of the same name, whatever their birth years. */
export function playersNamed(db: Db, name: string): PlayerRow[] {
  return db.select().from(players).where(eq(players.nameKey, nameKey(name))).orderBy(asc(players.id)).all();
}

export function insertPlayer(db: Db, values: PlayerValues, now: string): PlayerRow {
  return db
    .insert(players)
    .values({ ...values, nameKey: nameKey(values.name), createdAt: now, updatedAt: now })
    .returning()
    .get();
}

export function updatePlayer(db: Db, id: number, values: PlayerValues, now: string): PlayerRow {
  return db
    .update(players)
    .set({ ...values, nameKey: nameKey(values.name), updatedAt: now })
    .where(eq(players.id, id))
    .returning()
    .get();
}
