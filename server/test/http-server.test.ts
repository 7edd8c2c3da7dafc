// The server as `npm start` runs it (tsx src/main.ts), over real HTTP on a free loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_TYPE_IDS } from '@cegdok/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { registerThroughOutbox } from './read-outbox.ts';
import { sampleCompany, samplePersons, sampleRequest } from './sample-data.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const PER_DIRECTOR = new Set(['alairasminta', 'elfogado-nyilatkozat']);

function hasLibreOffice(): boolean {
  return spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
}

const NO_LIBREOFFICE =
  'LibreOffice (soffice) is not on the PATH, so the downloaded .docx cannot be checked to open. ' +
  'Install it (Debian/Ubuntu: apt-get install -y libreoffice-writer-nogui); CI installs it, and the check is not skipped.';

describe('the started server over HTTP', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cegdok-http-'));
  let child: ChildProcess;
  let base = '';
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn('npm', ['start'], {
      cwd: serverDir,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Beta mode with an admin address: the beta plan allows every document type.
        BETA_MODE: 'true',
        ADMIN_EMAILS: 'e2e@cegdok.test',
        SMTP_URL: '',
        GOOGLE_PLACES_API_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const health = await fetch(`${base}/api/health`).catch(() => null);
      if (health?.ok) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not start:\n${output}`);
  }, 90_000);

  afterAll(async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('close', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers, saves persons and a company, previews every type, generates and downloads a .docx that opens', async () => {
    const call = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
      fetch(`${base}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });

    const token = await registerThroughOutbox(base, join(dataDir, 'outbox'), {
      name: 'Dr. Végponti Vera',
      email: 'e2e@cegdok.test',
      password: 'e2e-jelszo',
    });

    const anna = (await (await call('/api/szemely', { token, body: samplePersons.anna })).json()) as { id: number };
    const bela = (await (await call('/api/szemely', { token, body: samplePersons.bela })).json()) as { id: number };
    const companyResponse = await call('/api/tarsasag', {
      token,
      body: sampleCompany({ anna: anna.id, bela: bela.id }),
    });
    expect(companyResponse.status).toBe(201);
    const request = sampleRequest(await companyResponse.json());

    const planned: string[] = [];
    for (const type of DOCUMENT_TYPE_IDS) {
      for (const index of PER_DIRECTOR.has(type) ? ['/0', '/1'] : ['']) {
        const preview = await call(`/api/contract-engine/ceg-doc/${type}/html${index}`, { token, body: request });
        expect(preview.status, `${type}${index}`).toBe(200);
        // names are bound with no-break spaces
        expect((await preview.text()).replace(/&nbsp;|\u00a0/g, ' ')).toContain('Példa Tanácsadó');
        planned.push(`${type}${index}`);
      }
    }
    expect(planned).toHaveLength(8);

    const generated = await call('/api/contract-engine/ceg-doc/tarsasagi/generate', { token, body: request });
    expect(generated.status).toBe(201);
    const { id, fileId } = (await generated.json()) as { id: number; fileId: string };

    const download = await call(`/api/docs/${id}`, { token });
    expect(download.status).toBe(200);
    // named for people: type, company, date (an ASCII fallback and the UTF-8 name)
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Tarsasagi szerzodes - Pelda Tanacsado .*\.docx"; filename\*=UTF-8''/,
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);

    // No silent skip: without LibreOffice this test fails and says how to fix it.
    expect(hasLibreOffice(), NO_LIBREOFFICE).toBe(true);
    const workDir = mkdtempSync(join(tmpdir(), 'cegdok-soffice-'));
    try {
      const docxFile = join(workDir, `${fileId}.docx`);
      writeFileSync(docxFile, bytes);
      const converted = spawnSync(
        'soffice',
        [
          `-env:UserInstallation=file://${join(workDir, 'profile')}`,
          '--headless',
          '--convert-to',
          'txt:Text',
          '--outdir',
          workDir,
          docxFile,
        ],
        { timeout: 120_000, encoding: 'utf8' },
      );
      const textFile = join(workDir, `${fileId}.txt`);
      expect(existsSync(textFile), `${converted.stdout}\n${converted.stderr}`).toBe(true);
      expect(statSync(textFile).size).toBeGreaterThan(0);
      expect(readFileSync(textFile, 'utf8').replaceAll('\u00a0', ' ')).toContain('Példa Tanácsadó');
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('shuts down cleanly on SIGTERM', async () => {
    // 'close': every process of the group (npm, tsx, node) has let go of the output pipes.
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    process.kill(-child.pid!, 'SIGTERM');
    await closed;
    expect(output).toContain('"message":"shutting down","signal":"SIGTERM"');
    // The payment emulator runs (no PAYMENT_PROVIDER on plain http): the start-up log says no money is taken.
    expect(output).toContain('Pénz nem kerül levonásra, bankkártyát nem terhelünk meg.');
    expect(await fetch(`${base}/api/health`).catch(() => null)).toBeNull();
  }, 30_000);
});
