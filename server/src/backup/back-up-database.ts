import type Database from 'better-sqlite3';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** `cegdok-20261125T031500Z.sqlite`: sorts by time as text. */
const BACKUP_NAME = /^cegdok-\d{8}T\d{6}(\d{3})?Z\.sqlite$/;

/** Where the backups of a data directory go. */
export function backupDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

function backupName(at: Date): string {
  return `cegdok-${at.toISOString().replace(/[-:]/g, '').replace('.', '')}.sqlite`;
}

/** The backups in `dir`, oldest first (file names only). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

/**
 * An online backup of the open database (SQLite's backup API: readers and writers go on, and
 * every transaction committed before it finishes is in it) into `dir`, written under a temporary
 * name and renamed when complete. Then only the newest `keep` backups are kept. Answers the
 * backup's path.
 */
export async function backUpDatabase(
  sqlite: Database.Database,
  options: { dir: string; keep: number; now: Date },
): Promise<string> {
  await mkdir(options.dir, { recursive: true });
  const file = join(options.dir, backupName(options.now));
  const partial = `${file}.partial`;
  await rm(partial, { force: true });
  await sqlite.backup(partial);
  // Room for the new one first, so the folder never holds more than `keep`.
  const backups = await listBackups(options.dir);
  for (const old of backups.slice(0, Math.max(0, backups.length - options.keep + 1)))
    await rm(join(options.dir, old), { force: true });
  await rename(partial, file);
  return file;
}
