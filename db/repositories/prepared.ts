// Statements prepared once per database. drizzle otherwise builds and prepares a query's SQL at every call, which
// was most of the time of writing a result (docs/performance.md). They are prepared on the database itself and
// run inside whatever transaction its connection is in: the service's writes pass the database, not drizzle's
// transaction object, into their change (electron/service/context.ts).
import type { Db } from '../db';

const statements = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` of this database (or the service's transaction wrapper, made the same way), built by
 * `build` the first time it is asked for. */
export function preparedOnce<T>(db: Db, name: string, build: (db: Db) => T): T {
  let ofDb = statements.get(db);
  if (!ofDb) {
    ofDb = new Map();
    statements.set(db, ofDb);
  }
  if (!ofDb.has(name)) ofDb.set(name, build(db));
  return ofDb.get(name) as T;
}
