// The append-only audit log: every write of the service adds one row here in the same transaction.
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../open';
import { auditLog } from '../schema';

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

export function appendAudit(db: Db, entry: AuditEntry, now: string): AuditRow {
  return db
    .insert(auditLog)
    .values({
      at: now,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      tournamentId: entry.tournamentId ?? (entry.entity === 'tournament' ? entry.entityId : null),
      undoes: entry.undoes ?? null,
    })
    .returning()
    .get();
}


/** The newest result change (record, replace, undo) of a tournament's games that a later undo has not reversed.
 * Undos chain: each undo reverses the newest change that is neither an undo nor already undone. */
export function latestUndoableResultChange(db: Db, tournamentId: number): AuditRow | undefined {
  return db
    .select()
    .from(auditLog)
    .where(
      sql`${auditLog.entity} = 'game'
        and ${auditLog.action} in ('result.record', 'result.replace')
        and json_extract(${auditLog.after}, '$.tournamentId') = ${tournamentId}
        and not exists (
          select 1 from audit_log undo
          where undo.action = 'result.undo' and json_extract(undo.after, '$.undoes') = ${auditLog.id}
        )`,
    )
    .orderBy(desc(auditLog.id))
    .limit(1)
    .get();
}
