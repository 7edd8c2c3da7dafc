// `npm run backup`: an online backup of DATA_DIR/cegdok.sqlite into DATA_DIR/backups (the server may be running).
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { backUpDatabase, backupDir } from './back-up-database.ts';

try {
  const config = loadConfig(process.env);
  const file = join(config.dataDir, 'cegdok.sqlite');
  if (!existsSync(file)) throw new ConfigError(`Nincs adatbázis itt: ${file} (DATA_DIR).`);
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const saved = await backUpDatabase(sqlite, {
    dir: backupDir(config.dataDir),
    keep: config.backupKeep,
    now: new Date(),
  });
  sqlite.close();
  process.stdout.write(`Mentés kész: ${saved}\n`);
} catch (error) {
  process.stderr.write(`A mentés nem sikerült: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
