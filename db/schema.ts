// The store's tables. drizzle-kit generates `migrations/` from this file (`npm run db:generate`);
// later features add their tables here together with a new migration.
import { integer, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core';
import { RANKS, RULE_SETS, VARIANTS } from '../electron/domain/vocabulary';

/** The player registry, reused across tournaments. */
export const players = sqliteTable(
  'players',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** `name` folded for comparison: NFC, lower case, single spaces. Two entries with the same key and birth year
     * are the same person. */
    nameKey: text('name_key').notNull(),
    rank: text('rank', { enum: RANKS }),
    club: text('club'),
    city: text('city'),
    birthYear: integer('birth_year'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // The identity rule (same name key and birth year) is enforced by the service inside its write transaction;
  // drizzle-kit cannot express the ifnull() index it would need.
  (t) => [index('players_name_key').on(t.nameKey)],
);

export const tournaments = sqliteTable('tournaments', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  variant: text('variant', { enum: VARIANTS }).notNull(),
  ruleSet: text('rule_set', { enum: RULE_SETS }).notNull(),
  venue: text('venue'),
  /** ISO dates (YYYY-MM-DD). */
  startDate: text('start_date'),
  endDate: text('end_date'),
  arbiter: text('arbiter'),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
});

/** A player's entry in one tournament. The lot number is given by the draw; the rank is frozen at entry, because
 * the norms are computed from the ranks players held when the tournament began. */
export const participants = sqliteTable(
  'participants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    lotNo: integer('lot_no'),
    rankAtStart: text('rank_at_start', { enum: RANKS }),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('participants_once').on(t.tournamentId, t.playerId),
    uniqueIndex('participants_lot').on(t.tournamentId, t.lotNo),
    index('participants_player').on(t.playerId),
  ],
);

/** Append-only record of every change: when, what, before and after (JSON). Every write of the service adds its
 * row in the same transaction; it is also what undo reads. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: text('before'),
    after: text('after'),
  },
  (t) => [index('audit_entity').on(t.entity, t.entityId)],
);
