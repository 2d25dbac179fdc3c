// The append-only audit log: every write of the service adds one row here in the same transaction.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { auditLog } from '../schema';
import { preparedOnce } from './prepared';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
  /** The tournament the change belongs to; a change of entity "tournament" belongs to that tournament. */
  tournamentId?: number | null;
  /** For an undo: the audit row it reverses. */
  undoes?: number | null;
}

export function appendAudit(db: Db, entry: AuditEntry, now: string): void {
  const insert = preparedOnce(db, 'appendAudit', (d) => {
    const value = (name: string) => sql`${sql.placeholder(name)}`;
    return d
      .insert(auditLog)
      .values({
        at: value('at'),
        action: value('action'),
        entity: value('entity'),
        entityId: value('entityId'),
        before: value('before'),
        after: value('after'),
        tournamentId: value('tournamentId'),
        undoes: value('undoes'),
      })
      .prepare();
  });
  insert.run({
    at: now,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    tournamentId: entry.tournamentId ?? (entry.entity === 'tournament' ? entry.entityId : null),
    undoes: entry.undoes ?? null,
  });
}

/** The newest change of a tournament among `actions` that no undo has reversed yet; undo rows themselves (those
 * with `undoes`) are never candidates. Both lookups run on indexes (audit_tournament, audit_undoes). */
export function latestChangeAmong(db: Db, tournamentId: number, actions: readonly string[]): AuditRow | undefined {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tournamentId, tournamentId),
        inArray(auditLog.action, [...actions]),
        isNull(auditLog.undoes),
        sql`not exists (select 1 from audit_log as later where later.undoes = ${auditLog.id})`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1)
    .get();
}

/** A tournament's changes in the order they were made, without the rows of its imports (a file's own history is
 * written into the trail it carries). */
export function tournamentTrail(db: Db, tournamentId: number): AuditRow[] {
  return (
    db
      .select()
      .from(auditLog)
      // The rank register's changes belong to the register (its events stay when the tournament goes), not to the file.
      .where(
        and(
          eq(auditLog.tournamentId, tournamentId),
          sql`${auditLog.action} <> 'tournament.import'`,
          sql`${auditLog.action} not like 'rank.%'`,
        ),
      )
      .orderBy(asc(auditLog.id))
      .all()
  );
}

/** Writes a row of an imported trail as it was (its own time), linked to the tournament it now belongs to. */
export function insertTrailRow(db: Db, row: Omit<AuditRow, 'id'>): AuditRow {
  return db.insert(auditLog).values(row).returning().get();
}
