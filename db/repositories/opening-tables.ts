// The opening tables an arbiter loaded (schema.ts `opening_tables`), each with its text whole.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { openingTables } from '../schema';

export type OpeningTableRow = typeof openingTables.$inferSelect;

/** The loaded tables in the order they were loaded. */
export function listOpeningTableRows(db: Db): OpeningTableRow[] {
  return db.select().from(openingTables).orderBy(asc(openingTables.id)).all();
}

export function findOpeningTableRow(db: Db, key: string): OpeningTableRow | undefined {
  return db.select().from(openingTables).where(eq(openingTables.key, key)).get();
}

export function insertOpeningTable(db: Db, values: Omit<OpeningTableRow, 'id'>): OpeningTableRow {
  return db.insert(openingTables).values(values).returning().get();
}

export function deleteOpeningTableRow(db: Db, key: string): void {
  db.delete(openingTables).where(eq(openingTables.key, key)).run();
}
