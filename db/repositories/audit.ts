// The append-only audit log: every write of the service adds one row here in the same transaction.
import { desc } from 'drizzle-orm';
import type { Db } from '../open';
import { auditLog } from '../schema';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
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
    })
    .returning()
    .get();
}

export function recentAudit(db: Db, limit = 50): AuditRow[] {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit).all();
}
