import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { fileURLToPath } from 'node:url';

/** The database or a transaction on it: services take either. */
export type Db = BaseSQLiteDatabase<'sync', Database.RunResult>;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/** Opens (creating if needed) the SQLite file and applies the committed migrations. */
export function openDatabase(file: string): BetterSQLite3Database & { $client: Database.Database } {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle({ client: sqlite });
  migrate(db, { migrationsFolder });
  return db;
}
