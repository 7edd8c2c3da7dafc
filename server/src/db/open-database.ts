import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.ts';

/** The database or a transaction on it: services take either. */
export type Db = BaseSQLiteDatabase<'sync', Database.RunResult>;

export type OpenedDatabase = BetterSQLite3Database & { $client: Database.Database };

export const migrationsFolder = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/**
 * The SQLite file with our pragmas. `synchronous = FULL`: in WAL mode, NORMAL may lose the last transactions the
 * server already acknowledged when the power fails; the write rate is tiny, so every commit is synced.
 */
function openSqlite(file: string): Database.Database {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  return sqlite;
}

type JournalEntry = { tag: string; when: number };

/** The committed migrations the database has not applied yet (drizzle applies those newer than its last one). */
export function pendingMigrations(sqlite: Database.Database): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const hasTable = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  const last = hasTable
    ? (sqlite.prepare('select max(created_at) as at from __drizzle_migrations').get() as { at: number | null }).at
    : null;
  return journal.entries.filter((entry) => last === null || entry.when > Number(last));
}

/** Opens (creating if needed) the SQLite file and applies the committed migrations (tests, scripts). */
export function openDatabase(file: string): OpenedDatabase {
  const db = drizzle({ client: openSqlite(file) });
  migrate(db, { migrationsFolder });
  return db;
}

function timestamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/**
 * The server's start: before a migration touches a database that holds data, an online backup of it is written to
 * `backupDir` (better-sqlite3's backup API); every migration applied is logged.
 */
export async function openDatabaseForServer(
  file: string,
  options: { logger: Logger; backupDir: string; now?: Date },
): Promise<OpenedDatabase> {
  const sqlite = openSqlite(file);
  const pending = pendingMigrations(sqlite);
  const holdsData = sqlite.prepare("select 1 from sqlite_master where type = 'table' limit 1").get() !== undefined;
  if (pending.length > 0 && holdsData) {
    mkdirSync(options.backupDir, { recursive: true });
    const target = join(
      options.backupDir,
      `cegdok-${timestamp(options.now ?? new Date())}-elotte-${pending[0]!.tag}.sqlite`,
    );
    await sqlite.backup(target);
    options.logger.info('database backed up before migrating', { backup: target });
  }
  for (const entry of pending) options.logger.info('applying migration', { migration: entry.tag });
  const db = drizzle({ client: sqlite });
  migrate(db, { migrationsFolder });
  if (pending.length > 0) options.logger.info('migrations applied', { count: pending.length });
  return db;
}
