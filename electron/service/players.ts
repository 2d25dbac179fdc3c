// Use cases of the player registry.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField, notFound } from '#api/errors';
import type { Player, PlayerPage } from '#api/views';
import type { Db } from '#db/db';
import {
  findPlayer,
  findSamePerson,
  insertPlayer,
  pagePlayers,
  playersNamed,
  updatePlayer,
  type PlayerRow,
  type PlayerValues,
} from '#db/repositories/players';
import { searchNeedles, splitName, type PersonName } from '#domain/names';
import type { Rank } from '#domain/vocabulary';
import { writeWithAudit, type ServiceContext } from './context';
import { giveRankDate, recordRankEvent, today } from './rank-history';

/** The full name and its parts, as the screens and the tournament file carry them: a name kept without its parts
 * stands whole as the surname. */
export function nameAndParts(name: string, surname: string | null, givenNames: string | null) {
  return { name, surname: surname ?? name, givenNames: givenNames ?? '' };
}

export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    ...nameAndParts(row.name, row.surname, row.givenNames),
    nameUnsure: row.nameUnsure,
    rank: row.rank,
    rankSince: row.rankSince,
    club: row.club,
    city: row.city,
    birthYear: row.birthYear,
    sex: row.sex,
  };
}

/** "Jaan Tamm (II, Kalev, Tartu, 1987)": enough to recognise a person, in no language in particular. */
function describePlayer(row: PlayerRow): string {
  const facts = [row.rank, row.club, row.city, row.birthYear === null ? null : String(row.birthYear)].filter(Boolean);
  return facts.length > 0 ? `${row.name} (${facts.join(', ')})` : row.name;
}

/** Whether the form's player is still the stored one, field by field (the sex where the form showed it: a client
 * written before it shows none). */
function samePlayer(
  shown: Pick<Player, 'name' | 'rank' | 'club' | 'city' | 'birthYear'> & { sex?: Player['sex'] | undefined },
  stored: Player,
): boolean {
  const same = (['name', 'rank', 'club', 'city', 'birthYear'] as const).every(
    (field) => shown[field] === stored[field],
  );
  return same && (shown.sex === undefined || shown.sex === stored.sex);
}

function refuseDuplicate(ctx: ServiceContext, values: PlayerValues, exceptId?: number): void {
  const same = findSamePerson(ctx.db, values);
  if (same && same.id !== exceptId) {
    throw conflict('surname', 'duplicatePlayer', { name: same.name, born: same.birthYear ?? '?' });
  }
}

/** The form's name: the surname and given names as typed, or an earlier client's one string split at its last
 * word. A name is required. */
export function personNameOf(input: {
  surname: string | null;
  givenNames: string | null;
  name: string | null;
}): PersonName {
  if (input.surname !== null) return { surname: input.surname, givenNames: input.givenNames ?? '' };
  if (input.name !== null) {
    const { surname, givenNames } = splitName(input.name);
    return { surname, givenNames };
  }
  throw invalidField('surname', 'required');
}

/** The fields the registry stores, from a form's input. */
function playerValues(input: ParsedInput<'createPlayer'> | ParsedInput<'updatePlayer'>): PlayerValues {
  const { rank, club, city, birthYear, sex } = input;
  return { ...personNameOf(input), rank, club, city, birthYear, ...(sex !== undefined ? { sex } : {}) };
}

/** A rank typed into the registry's form is set by hand, on the day the form gives — or of unknown date: the app
 * never dates a rank the day it was typed (docs/rank-register.md). */
function setByHand(db: Db, playerId: number, rank: Rank | null, since: string | null, now: string): void {
  recordRankEvent(
    db,
    { playerId, kind: 'set', rank, date: since, basis: 'hand', evidence: { from: 'hand' }, note: null },
    now,
  );
}

/** The form's "rank since": only with a rank, and not after today. */
export function checkRankSince(rank: Rank | null, rankSince: string | null, now: string): void {
  if (rankSince === null) return;
  if (rank === null) throw invalidField('rankSince', 'rankSinceWithoutRank');
  if (rankSince > today(now)) throw invalidField('rankSince', 'rankDateInFuture', { date: rankSince });
}

/** A new player in the registry; the rank typed with him begins his history: set by hand, on the day given or of
 * unknown date. */
export function registerPlayer(db: Db, values: PlayerValues, rankSince: string | null, now: string): PlayerRow {
  const row = insertPlayer(db, values, now);
  if (values.rank !== null) setByHand(db, row.id, values.rank, rankSince, now);
  return findPlayer(db, row.id)!;
}

export const playerHandlers = (ctx: ServiceContext) => ({
  listPlayers: (input: ParsedInput<'listPlayers'>): PlayerPage => {
    const page = pagePlayers(ctx.db, {
      needles: searchNeedles(input.search),
      offset: input.offset,
      limit: input.limit,
      unsure: input.unsure,
    });
    return {
      players: page.rows.map(toPlayer),
      matched: page.matched,
      registered: page.registered,
      unsure: page.unsure,
    };
  },

  createPlayer: (input: ParsedInput<'createPlayer'>): Player =>
    writeWithAudit(ctx, (db, now) => {
      const { confirm, rankSince = null } = input;
      const values = playerValues(input);
      checkRankSince(values.rank, rankSince, now);
      refuseDuplicate(ctx, values);
      // The same name with a birth year missing on either side may be the same person: the arbiter says which.
      const namesake = playersNamed(db, values).find((p) => p.birthYear === null || values.birthYear === null);
      if (namesake && !confirm) throw conflict('surname', 'maybeSamePlayer', { existing: describePlayer(namesake) });
      const created = toPlayer(registerPlayer(db, values, rankSince, now));
      return {
        result: created,
        audit: { action: 'player.create', entity: 'player', entityId: created.id, before: null, after: created },
      };
    }),

  updatePlayer: (input: ParsedInput<'updatePlayer'>): Player =>
    writeWithAudit(ctx, (db, now) => {
      const { id, was, rankSince = null } = input;
      const values = playerValues(input);
      const existing = findPlayer(db, id);
      if (!existing) throw notFound('playerNotFound', { id });
      checkRankSince(values.rank, rankSince, now);
      if (was && !samePlayer(was, toPlayer(existing)))
        throw conflict('was', 'playerChangedElsewhere', { name: was.name, now: describePlayer(existing) });
      refuseDuplicate(ctx, values, id);
      updatePlayer(db, id, { ...values, rank: existing.rank }, now);
      // A rank changed in the registry's form is a rank set by hand (on the day the form gives, or undated): it goes
      // into the history, which then decides the current rank — never typed over it. The same rank with a day
      // given where the register had none dates it; with another day, it is set again from that day.
      if (values.rank !== existing.rank) setByHand(db, id, values.rank, rankSince, now);
      else if (rankSince !== null && rankSince !== existing.rankSince) {
        if (existing.rankSince === null) giveRankDate(db, id, rankSince, now);
        else setByHand(db, id, values.rank, rankSince, now);
      }
      const updated = toPlayer(findPlayer(db, id)!);
      return {
        result: updated,
        audit: { action: 'player.update', entity: 'player', entityId: id, before: toPlayer(existing), after: updated },
      };
    }),
});
