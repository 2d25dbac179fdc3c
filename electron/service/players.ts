// Use cases of the player registry.
import type { ParsedInput } from '#api/contract';
import { conflict, notFound } from '#api/errors';
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
import { searchKey } from '#domain/names';
import type { Rank } from '#domain/vocabulary';
import { writeWithAudit, type ServiceContext } from './context';
import { recordRankEvent } from './rank-history';

export function toPlayer(row: PlayerRow): Player {
  return { id: row.id, name: row.name, rank: row.rank, club: row.club, city: row.city, birthYear: row.birthYear };
}

/** "Jaan Tamm (II, Kalev, Tartu, 1987)": enough to recognise a person, in no language in particular. */
function describePlayer(row: PlayerRow): string {
  const facts = [row.rank, row.club, row.city, row.birthYear === null ? null : String(row.birthYear)].filter(Boolean);
  return facts.length > 0 ? `${row.name} (${facts.join(', ')})` : row.name;
}

/** Whether the form's player is still the stored one, field by field. */
function samePlayer(shown: Omit<Player, 'id'>, stored: Player): boolean {
  return (['name', 'rank', 'club', 'city', 'birthYear'] as const).every((field) => shown[field] === stored[field]);
}

function refuseDuplicate(ctx: ServiceContext, values: PlayerValues, exceptId?: number): void {
  const same = findSamePerson(ctx.db, values);
  if (same && same.id !== exceptId) {
    throw conflict('name', 'duplicatePlayer', { name: same.name, born: same.birthYear ?? '?' });
  }
}

function setByHand(db: Db, playerId: number, rank: Rank | null, now: string): void {
  recordRankEvent(
    db,
    { playerId, kind: 'set', rank, date: now.slice(0, 10), basis: 'hand', evidence: { from: 'hand' }, note: null },
    now,
  );
}

export const playerHandlers = (ctx: ServiceContext) => ({
  listPlayers: (input: ParsedInput<'listPlayers'>): PlayerPage => {
    const page = pagePlayers(ctx.db, { needle: searchKey(input.search), offset: input.offset, limit: input.limit });
    return { players: page.rows.map(toPlayer), matched: page.matched, registered: page.registered };
  },

  createPlayer: (input: ParsedInput<'createPlayer'>): Player =>
    writeWithAudit(ctx, (db, now) => {
      const { confirm, ...values } = input;
      refuseDuplicate(ctx, values);
      // The same name with a birth year missing on either side may be the same person: the arbiter says which.
      const namesake = playersNamed(db, values.name).find((p) => p.birthYear === null || values.birthYear === null);
      if (namesake && !confirm) throw conflict('name', 'maybeSamePlayer', { existing: describePlayer(namesake) });
      const row = insertPlayer(db, values, now);
      // The rank typed into the registry begins the player's history: set by hand, today.
      if (values.rank !== null) setByHand(db, row.id, values.rank, now);
      const created = toPlayer(row);
      return {
        result: created,
        audit: { action: 'player.create', entity: 'player', entityId: created.id, before: null, after: created },
      };
    }),

  updatePlayer: (input: ParsedInput<'updatePlayer'>): Player =>
    writeWithAudit(ctx, (db, now) => {
      const { id, was, ...values } = input;
      const existing = findPlayer(db, id);
      if (!existing) throw notFound('playerNotFound', { id });
      if (was && !samePlayer(was, toPlayer(existing)))
        throw conflict('was', 'playerChangedElsewhere', { name: was.name, now: describePlayer(existing) });
      refuseDuplicate(ctx, values, id);
      updatePlayer(db, id, { ...values, rank: existing.rank }, now);
      // A rank changed in the registry's form is a rank set by hand today: it goes into the history, which then
      // decides the current rank — never typed over it.
      if (values.rank !== existing.rank) setByHand(db, id, values.rank, now);
      const updated = toPlayer(findPlayer(db, id)!);
      return {
        result: updated,
        audit: { action: 'player.update', entity: 'player', entityId: id, before: toPlayer(existing), after: updated },
      };
    }),
});
