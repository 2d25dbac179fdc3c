// The database as the repositories and the service hold it: drizzle over the one better-sqlite3 connection, with the
// connection itself at hand (`$client`) for the statements prepared once. A type of its own, so that the repositories
// need not import open.ts, which imports them.
import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
