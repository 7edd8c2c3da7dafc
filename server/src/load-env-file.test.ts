import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnvFile } from './load-env-file.ts';

describe('loadEnvFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, '.env'), '# megjegyzés\nPORT=9090\nPUBLIC_URL="https://cegdok.example.hu"\nLOG_LEVEL=warn\n');
  writeFileSync(join(dir, 'masik.env'), 'PORT=7070\n');

  it('reads .env of the working folder; a variable of the environment wins over the file', () => {
    const { env, file } = loadEnvFile({ PORT: '8081', HOME: '/root' }, dir);
    expect(file).toBe(join(dir, '.env'));
    expect(env).toMatchObject({
      PORT: '8081',
      PUBLIC_URL: 'https://cegdok.example.hu',
      LOG_LEVEL: 'warn',
      HOME: '/root',
    });
  });

  it('reads ENV_FILE instead when set, and refuses a missing ENV_FILE', () => {
    expect(loadEnvFile({ ENV_FILE: 'masik.env' }, dir).env['PORT']).toBe('7070');
    expect(() => loadEnvFile({ ENV_FILE: 'nincs.env' }, dir)).toThrow('A beállítófájl nem olvasható');
  });

  it('runs without a .env file', () => {
    const empty = mkdtempSync(join(tmpdir(), 'cegdok-env-empty-'));
    expect(loadEnvFile({ PORT: '1' }, empty)).toEqual({ env: { PORT: '1' }, file: undefined });
    rmSync(empty, { recursive: true, force: true });
  });
});
