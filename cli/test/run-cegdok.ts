// Runs the real `cegdok` binary in a child process, the way a user does.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type CegdokRun = { code: number | null; stdout: string; stderr: string };

export const cegdokBinary = fileURLToPath(new URL('../bin/cegdok.js', import.meta.url));

export function runCegdok(args: readonly string[], options: { cwd?: string } = {}): Promise<CegdokRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cegdokBinary, ...args], { cwd: options.cwd, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A fresh temporary folder for one test. */
export function makeTempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'cegdok-cli-'));
}
