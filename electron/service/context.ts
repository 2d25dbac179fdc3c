// What every use case needs: the store and a clock, and the one way to write — a transaction that also appends
// the audit row, so that a change and its record are saved together or not at all.
import type { Db } from '#db/db';
import { appendAudit, type AuditEntry } from '#db/repositories/audit';
import { preparedOnce } from '#db/repositories/prepared';

export interface ServiceContext {
  db: Db;
  /** The database file: copies and saved tournament files are kept in a `backups` folder beside it. */
  storeFile: string;
  /** Whether a copy of the database is made before each draw and import (electron/service/backups.ts). */
  automaticCopies: boolean;
  /** ISO timestamp of "now"; injectable so tests can fix time. */
  now: () => string;
  /** The hall's address while it runs, for the printed pairings' QR code; null otherwise. */
  hallAddress: () => string | null;
}

type Immediate = (work: () => unknown) => unknown;

/** Runs `change` in one transaction; the audit entry it returns is written in the same transaction.
 * The transaction starts IMMEDIATE: it takes the write lock before reading, so a second instance on the same file
 * (the app and the CLI, two windows) waits for it under the busy timeout instead of failing with "database is
 * locked" when a read lock would have to be upgraded. */
export function writeWithAudit<T>(
  ctx: ServiceContext,
  /** `audit: null`: the change stored nothing (an import whose every row was known already), and the log says
   * nothing of it. */
  change: (db: Db, now: string) => { result: T; audit: AuditEntry | null },
): T {
  // The change gets the database itself, not a transaction object: its queries run on the same connection, inside
  // this transaction, and can use the statements prepared once for the database (db/repositories/prepared.ts).
  // The transaction is better-sqlite3's own, wrapped once per database: drizzle's builds a new wrapper and a new
  // database object at every call, a fifth of the time of recording a result beside the commit itself.
  const inTransaction = preparedOnce<Immediate>(ctx.db, 'writeWithAudit', (db) => {
    const transaction = db.$client.transaction((work: () => unknown) => work());
    return (work) => transaction.immediate(work);
  });
  return inTransaction(() => {
    const now = ctx.now();
    const { result, audit } = change(ctx.db, now);
    if (audit !== null) appendAudit(ctx.db, audit, now);
    return result;
  }) as T;
}

/** The audit entry of a change to a tournament as a whole: the row belongs to that tournament, so undo and the
 * tournament file's trail find it. */
export function tournamentChange(action: string, tournamentId: number, before: unknown, after: unknown): AuditEntry {
  return { action, entity: 'tournament', entityId: tournamentId, before, after };
}
