import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox, type Mailbox } from './mailbox.ts';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type RunningApp = { baseUrl: string; dataDir: string; mailbox: Mailbox; stop: () => Promise<void> };

const mailboxes = new Map<string, Mailbox>();

/** The mailbox that receives the e-mails of the app running at `baseUrl`. */
export function mailboxOf(baseUrl: string): Mailbox {
  const mailbox = mailboxes.get(baseUrl);
  if (!mailbox) throw new Error(`no app started at ${baseUrl}`);
  return mailbox;
}

/** Whether nothing listens on 127.0.0.1:`port` now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The next free port of this worker's own range, below the system's ephemeral ports (32768 and up). A port the system
 * picked (`listen(0)`) and freed again for the app could be picked again by another file's worker before the app had
 * bound it: both files then talked to one server (one had its sign-up counted by the other's rate limit, the other
 * waited for an e-mail sent to the first's mailbox). Each worker (`VITEST_POOL_ID`) takes ports from 20000 + 500 × id,
 * and its files run one after another.
 */
let nextPort = 20_000 + 500 * Number(process.env['VITEST_POOL_ID'] ?? 0);
async function findFreePort(): Promise<number> {
  for (;;) {
    const port = nextPort++;
    if (await isFree(port)) return port;
  }
}

async function waitForHealth(baseUrl: string, log: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not start:\n${log()}`);
}

/**
 * Starts the app the way the README does: the web app built once by the suite's global setup (`build-web.ts`), then
 * the server (`server/src/main.ts`) on a free port with a temporary DATA_DIR.
 */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  // The test runner sets NODE_ENV=test; the app is built and served as in production.
  const env = { ...process.env, NODE_ENV: 'production' };
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cegdok-e2e-'));
  let output = '';
  const baseUrl = `http://127.0.0.1:${port}`;
  const mailbox = await startMailbox();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repositoryRoot,
    // PUBLIC_URL: the card page and the payment's back redirect stay on the browser's origin (its token).
    // A production start must name the payment provider and an SMTP server: the emulator, and a real SMTP
    // server in this process whose mailbox the tests read (sign-up links, receipts).
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      PAYMENT_PROVIDER: 'emulator',
      SMTP_URL: mailbox.url,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealth(baseUrl, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await mailbox.close();
    throw error;
  }
  mailboxes.set(baseUrl, mailbox);
  return {
    baseUrl,
    dataDir,
    mailbox,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      mailboxes.delete(baseUrl);
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
