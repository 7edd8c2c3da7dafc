// Runs `cegdok` in a child process, the way a user does: the sources bundled by the project's global setup
// (`build-cegdok.ts`), or the binary itself.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cegdokBundle } from './build-cegdok.ts';

export type CegdokRun = { code: number | null; stdout: string; stderr: string };

const cegdokBinary = fileURLToPath(new URL('../bin/cegdok.js', import.meta.url));

/** Runs the CLI's sources, bundled once for the run (a fifth of the binary's start under tsx). */
export function runCegdok(args: readonly string[], options: { cwd?: string } = {}): Promise<CegdokRun> {
  return runScript(cegdokBundle, args, options);
}

/** Runs `bin/cegdok.js`, the binary a user starts, which loads the sources through tsx. */
export function runCegdokBinary(args: readonly string[], options: { cwd?: string } = {}): Promise<CegdokRun> {
  return runScript(cegdokBinary, args, options);
}

function runScript(script: string, args: readonly string[], options: { cwd?: string }): Promise<CegdokRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: options.cwd, stdio: 'pipe' });
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
