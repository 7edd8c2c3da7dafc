import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';

/**
 * Puts the backup `from` in place of the database file `to` (the server must be stopped). The
 * backup is checked first (a readable SQLite file that passes `quick_check`); the database it
 * replaces is kept beside it as `<to>.before-restore-<time>`. Answers that file's path, if any.
 */
export async function restoreDatabase(from: string, to: string, now: Date): Promise<string | undefined> {
  if (!existsSync(from)) throw new Error(`Nincs ilyen mentés: ${from}`);
  const backup = new Database(from, { readonly: true, fileMustExist: true });
  try {
    const check = backup.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`A mentés sérült (${String(check)}): ${from}`);
    let keptAs: string | undefined;
    if (existsSync(to)) {
      // Fold the write-ahead log into the file first, so the kept copy is whole on its own.
      const current = new Database(to, { fileMustExist: true });
      current.pragma('wal_checkpoint(TRUNCATE)');
      current.close();
      keptAs = `${to}.before-restore-${now.toISOString().replace(/[-:.]/g, '')}`;
      await rename(to, keptAs);
      for (const suffix of ['-wal', '-shm']) await rm(`${to}${suffix}`, { force: true });
    }
    await backup.backup(to);
    return keptAs;
  } finally {
    backup.close();
  }
}
