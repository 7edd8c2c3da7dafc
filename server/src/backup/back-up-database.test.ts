import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { hostileRequest } from '../../test/hostile-request.ts';
import { openDatabase } from '../db/open-database.ts';
import { createLogger } from '../logger.ts';
import { backUpDatabase, backupDir, listBackups } from './back-up-database.ts';
import { scheduleBackups } from './schedule-backups.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'cegdok-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run <script> -- args` at the repository root, as an operator runs it. */
function npmRun(script: string, args: string[], dataDir: string) {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
}

describe('database backups', () => {
  const t = createTestApp();
  const sqlite = (t.db as unknown as { $client: Database.Database }).$client;

  it('takes an online backup under write load that, restored, holds every acknowledged document and person', async () => {
    const { token } = await registerTestUser(t);
    const request = hostileRequest({ wordLength: 10, members: 2 });
    const acknowledged = { persons: new Set<number>(), documents: new Set<number>() };
    let isWriting = true;
    const writer = async (kind: 'persons' | 'documents', writerIndex: number) => {
      for (let n = 0; isWriting; n += 1) {
        const response =
          kind === 'persons'
            ? await t.request('/api/szemely', {
                token,
                body: { nev: `Terhelés ${writerIndex}-${n}`, lakohely: '1051 Budapest, Október 6. utca 3.' },
              })
            : await t.request('/api/contract-engine/ceg-doc/tagjegyzek/generate', { token, body: request });
        if (response.status !== 201) throw new Error(`${kind}: ${response.status} ${await response.text()}`);
        acknowledged[kind].add(((await response.json()) as { id: number }).id);
        // In-process requests settle in microtasks: let timers and the render workers' messages in.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const writers = [writer('persons', 0), writer('persons', 1), writer('persons', 2), writer('documents', 3)];
    const deadline = Date.now() + 90_000;
    while (acknowledged.documents.size < 1 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(acknowledged.documents.size).toBeGreaterThanOrEqual(1);

    // Everything acknowledged before the backup starts must be in it (and what commits during it is too,
    // but in-process answers arrive in microtasks, so "before it finished" cannot be told apart here).
    const inBackup = { persons: [...acknowledged.persons], documents: [...acknowledged.documents] };
    const file = await backUpDatabase(sqlite, { dir: backupDir(t.dataDir), keep: 5, now: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 200));
    isWriting = false;
    await Promise.all(writers);
    expect(acknowledged.persons.size).toBeGreaterThan(inBackup.persons.length);

    const restoredDir = join(scratch, 'restored');
    const { stdout } = await npmRun('restore', [file], restoredDir);
    expect(stdout).toContain('Visszaállítva');
    const restored = new Database(join(restoredDir, 'cegdok.sqlite'), { readonly: true });
    const personIds = new Set(restored.prepare('SELECT id FROM persons').pluck().all() as number[]);
    const documentRows = restored.prepare('SELECT id, docx, pdf FROM documents').all() as {
      id: number;
      docx: Buffer | null;
      pdf: Buffer | null;
    }[];
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    restored.close();
    expect(inBackup.persons.filter((id) => !personIds.has(id))).toEqual([]);
    const restoredDocuments = new Map(documentRows.map((row) => [row.id, row]));
    for (const id of inBackup.documents) {
      expect(restoredDocuments.get(id)?.docx?.subarray(0, 2).toString('latin1'), `document ${id}`).toBe('PK');
      expect(restoredDocuments.get(id)?.pdf?.subarray(0, 5).toString('latin1'), `document ${id}`).toBe('%PDF-');
    }
  }, 180_000);

  it('keeps only the newest backups', async () => {
    const dir = join(scratch, 'retention');
    for (const day of [1, 2, 3, 4])
      await backUpDatabase(sqlite, { dir, keep: 2, now: new Date(`2026-11-0${day}T03:00:00Z`) });
    expect(await listBackups(dir)).toEqual(['cegdok-20261103T030000000Z.sqlite', 'cegdok-20261104T030000000Z.sqlite']);
  });

  it('backs up on a schedule in the server', async () => {
    const dir = join(scratch, 'scheduled');
    let clock = Date.parse('2026-11-20T00:00:00Z');
    const schedule = scheduleBackups(sqlite, {
      dir,
      keep: 3,
      logger: createLogger('silent'),
      now: () => new Date((clock += 86_400_000)),
      firstAfterMs: 10,
      intervalMs: 100,
    });
    while ((await listBackups(dir)).length < 3) await new Promise((resolve) => setTimeout(resolve, 50));
    schedule.stop();
    // One may still be under way: it makes room for itself before it appears.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await listBackups(dir)).length).toBe(3);
  });

  it('backs up with `npm run backup` beside a running server, and refuses to restore a file that is no backup', async () => {
    const dataDir = join(scratch, 'cli');
    mkdirSync(dataDir);
    const live = openDatabase(join(dataDir, 'cegdok.sqlite'));
    try {
      live.$client.exec("INSERT INTO beta_users (name, email) VALUES ('Mentés Márta', 'mentes@example.hu')");
      const { stdout } = await npmRun('backup', [], dataDir);
      expect(stdout).toMatch(/^Mentés kész: .*backups\/cegdok-\d{8}T\d{9}Z\.sqlite\n$/);
      const saved = new Database(stdout.slice('Mentés kész: '.length).trim(), { readonly: true });
      expect(saved.prepare('SELECT email FROM beta_users').pluck().all()).toEqual(['mentes@example.hu']);
      saved.close();
    } finally {
      live.$client.close();
    }
    const notABackup = join(scratch, 'nem-mentes.sqlite');
    writeFileSync(notABackup, 'ez nem adatbázis, csak szöveg '.repeat(200));
    await expect(npmRun('restore', [notABackup], join(scratch, 'other'))).rejects.toMatchObject({
      stderr: expect.stringContaining('A visszaállítás nem sikerült'),
    });
  }, 60_000);
});
