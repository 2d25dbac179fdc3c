// Reading and writing the player registry. Synchronous: callers run these inside one better-sqlite3 transaction.
import { and, asc, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { fullName, searchText, sortKey, splitName, styledName, type PersonName } from '#domain/names';
import type { Rank } from '#domain/vocabulary';
import type { Db } from '../db';
import { participants, players, tournaments } from '../schema';

export type PlayerRow = typeof players.$inferSelect;

export interface PlayerValues extends PersonName {
  rank: Rank | null;
  club: string | null;
  city: string | null;
  birthYear: number | null;
  /** Absent: left as stored. */
  sex?: 'M' | 'F' | null;
}

/** The form of a name used to recognise the same person: Unicode-normalised, lower case, single spaces — and the
 * letters a list writes two ways taken as one: ё as е (Фёдоров is Федоров: Russian print leaves the dots off), š as
 * sh and ž as zh (as the Estonian federation's lists write them when a keyboard has no š). A transliteration into
 * another alphabet is another name, not folded. Migration 0022 folds the keys stored before. */
export function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('et')
    .replaceAll('ё', 'е')
    .replaceAll('š', 'sh')
    .replaceAll('ž', 'zh');
}

type DerivedColumns = 'name' | 'nameSurnameFirst' | 'nameInitials' | 'nameKey' | 'sortKey' | 'searchText';

/** The columns computed from a player's fields: his full name and the forms a tournament may show, identity, the
 * registry's order, what a search looks in. */
function derivedKeys(values: Omit<PlayerValues, 'rank' | 'birthYear'>): Pick<PlayerRow, DerivedColumns> {
  const name = fullName(values);
  return {
    name,
    nameSurnameFirst: styledName(values, 'surnameFirst'),
    nameInitials: styledName(values, 'surnameInitials'),
    nameKey: nameKey(name),
    sortKey: sortKey(values),
    searchText: searchText([name, values.club, values.city]),
  };
}

/** Fills the columns of players stored before they existed (once, after the migration): a one-string name is split
 * into surname and given names (`splitName`), the splits that were a guess marked for the arbiter to check, and the
 * order, search and display columns computed from the parts. A player whose search column alone was emptied (a
 * migration that changes what a search looks in) has that column made anew, his name's parts left as they are. */
export function fillDerivedKeys(db: Db): void {
  // An older version's migrations (opened by that version) have no such columns yet.
  const columns = db.$client.pragma('table_info(players)') as { name: string }[];
  if (!columns.some((column) => column.name === 'surname')) return;
  // Only the columns the keys are made of: this runs on files of every schema version since the parts came.
  const missing = db
    .select({
      id: players.id,
      name: players.name,
      club: players.club,
      city: players.city,
      split: isNotNull(players.surname),
      sorted: isNotNull(players.sortKey),
    })
    .from(players)
    .where(or(isNull(players.surname), isNull(players.sortKey), isNull(players.searchText)))
    .all();
  if (missing.length === 0) return;
  db.$client.transaction(() => {
    for (const { id, name, club, city, split, sorted } of missing) {
      // Only what a search looks in, made anew (migration 0033: a name in Cyrillic found in Latin letters too).
      if (split && sorted) {
        db.update(players)
          .set({ searchText: searchText([name, club, city]) })
          .where(eq(players.id, id))
          .run();
        continue;
      }
      const { unsure, ...parts } = splitName(name);
      db.update(players)
        .set({ ...parts, nameUnsure: unsure, ...derivedKeys({ ...parts, club, city }) })
        .where(eq(players.id, id))
        .run();
    }
  })();
}

export interface PlayerPage {
  rows: PlayerRow[];
  /** Players the search finds (all of them without a search). */
  matched: number;
  registered: number;
  /** Names split by the migration that the arbiter has not checked. */
  unsure: number;
}

/** One page of the registry in its order (by surname, Estonian alphabet), searched by `searchNeedles(typed)` (any of
 * them found); only the names to check, when asked. */
export function pagePlayers(
  db: Db,
  page: { needles: readonly string[]; offset: number; limit: number; unsure?: boolean | undefined },
): PlayerPage {
  const found = and(
    or(...page.needles.map((needle) => sql`instr(${players.searchText}, ${needle}) > 0`)),
    page.unsure ? eq(players.nameUnsure, true) : undefined,
  );
  const rows = db
    .select()
    .from(players)
    .where(found)
    .orderBy(asc(players.sortKey), asc(players.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  const registered = db.select({ n: count() }).from(players).get()!.n;
  const matched = found ? db.select({ n: count() }).from(players).where(found).get()!.n : registered;
  const unsure = db.select({ n: count() }).from(players).where(eq(players.nameUnsure, true)).get()!.n;
  return { rows, matched, registered, unsure };
}

export function findPlayer(db: Db, id: number): PlayerRow | undefined {
  return db.select().from(players).where(eq(players.id, id)).get();
}

/** The registered player with the same name and birth year, if any (the registry's identity rule). */
export function findSamePerson(
  db: Db,
  values: Pick<PlayerValues, 'surname' | 'givenNames' | 'birthYear'>,
): PlayerRow | undefined {
  return db
    .select()
    .from(players)
    .where(
      sql`${players.nameKey} = ${nameKey(fullName(values))} and ifnull(${players.birthYear}, 0) = ${values.birthYear ?? 0}`,
    )
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
export function playersNamed(db: Db, name: PersonName): PlayerRow[] {
  return db
    .select()
    .from(players)
    .where(eq(players.nameKey, nameKey(fullName(name))))
    .orderBy(asc(players.id))
    .all();
}

export function insertPlayer(db: Db, values: PlayerValues, now: string): PlayerRow {
  return db
    .insert(players)
    .values({ ...values, ...derivedKeys(values), nameUnsure: false, createdAt: now, updatedAt: now })
    .returning()
    .get();
}

export function updatePlayer(db: Db, id: number, values: PlayerValues, now: string): PlayerRow {
  return db
    .update(players)
    .set({ ...values, ...derivedKeys(values), nameUnsure: false, updatedAt: now })
    .where(eq(players.id, id))
    .returning()
    .get();
}
