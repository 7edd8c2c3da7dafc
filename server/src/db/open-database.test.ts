import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logger.ts';
import { openDatabaseForServer, pendingMigrations } from './open-database.ts';

function recordingLogger() {
  const lines: { message: string; details?: Record<string, unknown> }[] = [];
  const record = (message: string, details?: Record<string, unknown>) => lines.push({ message, details });
  const logger: Logger = { debug: record, info: record, warn: record, error: record };
  return { logger, lines };
}

describe('openDatabaseForServer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('backs up a database that holds data before migrating it, and logs every migration it applies', async () => {
    const file = join(dir, 'regi.sqlite');
    const old = new Database(file);
    old.exec("create table jegyzet (szoveg text); insert into jegyzet values ('megőrzendő')");
    old.close();
    const { logger, lines } = recordingLogger();

    const db = await openDatabaseForServer(file, { logger, backupDir: join(dir, 'backups'), now: new Date(0) });

    const migrations = lines.filter((line) => line.message === 'applying migration');
    expect(migrations.length).toBeGreaterThanOrEqual(4);
    expect(migrations[0]!.details).toEqual({ migration: '0000_init' });
    const [backup] = readdirSync(join(dir, 'backups'));
    expect(backup).toBe('cegdok-1970-01-01T00-00-00-000Z-elotte-0000_init.sqlite');
    const copy = new Database(join(dir, 'backups', backup!), { readonly: true });
    expect(copy.prepare('select szoveg from jegyzet').get()).toEqual({ szoveg: 'megőrzendő' });
    expect(copy.prepare("select count(*) as n from sqlite_master where name = 'users'").get()).toEqual({ n: 0 });
    copy.close();
    expect(pendingMigrations(db.$client)).toEqual([]);
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2); // FULL
    db.$client.close();
  });

  it('takes no backup of a new, empty database and logs nothing on a later start without pending migrations', async () => {
    const file = join(dir, 'uj.sqlite');
    const first = await openDatabaseForServer(file, { logger: recordingLogger().logger, backupDir: join(dir, 'b2') });
    first.$client.close();
    const { logger, lines } = recordingLogger();
    const again = await openDatabaseForServer(file, { logger, backupDir: join(dir, 'b2') });
    again.$client.close();
    expect(lines).toEqual([]);
    expect(() => readdirSync(join(dir, 'b2'))).toThrow();
  });
});
