// The columns' shapes the schema's tables are made of (schema.ts): a reference to another table's row, and the rank
// list's order of ranks as one SQL expression.
import { sql, type SQL } from 'drizzle-orm';
import { integer, type SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** The rank list's order of ranks, strongest first (M, CM, I … V, then the youth ranks): the same expression in the
 * index below and in the query that pages the list (db/repositories/ranks.ts), so that SQLite reads the pages from
 * the index. */
export function rankOrder(rank: SQLiteColumn | SQL) {
  return sql`case ${rank} when 'M' then 0 when 'CM' then 1 when 'I' then 2 when 'II' then 3 when 'III' then 4 when 'IV' then 5 when 'V' then 6 when 'Y1' then 7 when 'Y2' then 8 when 'Y3' then 9 else 10 end`;
}

/** A column that must name a row of another table; `onDelete` says what a deletion of that row does: `cascade`
 * deletes this row with it, `restrict` refuses while this row names it. */
export function reference(name: string, target: () => SQLiteColumn, onDelete: 'cascade' | 'restrict') {
  return integer(name).notNull().references(target, { onDelete });
}
