// `npm run smoke:production` (CI): the production start as the README describes it, in a temporary copy of the
// repository: build the web app once, install production dependencies only, start with NODE_ENV=production, and fetch
// `/` and `/api/health`. Prints the time from the production install to the first served page and the install's size.
// The production install is the CI's own installed tree, hard-linked into the copy and pruned to production
// dependencies with `npm prune --omit=dev`: the same packages `npm ci --omit=dev` installs, without rebuilding the
// native modules (better-sqlite3 compiles from source where no prebuilt binary can be fetched, which takes minutes).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/free-port.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED = new Set(['node_modules', '.git', 'data', 'out', 'coverage', 'storybook-static']);
/** devDependencies that must not be in a production install. */
const DEV_ONLY = ['vite', 'vitest', 'storybook', 'drizzle-kit', 'typescript', 'eslint'];

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms`);
}

const startedAt = performance.now();
run('npm', ['run', 'build'], root);
const buildMs = performance.now() - startedAt;

const copy = mkdtempSync(join(tmpdir(), 'cegdok-smoke-'));
cpSync(root, copy, {
  recursive: true,
  filter: (source) =>
    !relative(root, source)
      .split('/')
      .some((part) => SKIPPED.has(part)),
});
let server: ReturnType<typeof spawn> | undefined;
try {
  const installStartedAt = performance.now();
  for (const folder of [
    'node_modules',
    'cli/node_modules',
    'engine/node_modules',
    'server/node_modules',
    'web/node_modules',
  ])
    if (existsSync(join(root, folder))) run('cp', ['-al', join(root, folder), join(copy, folder)], root);
  run('npm', ['prune', '--omit=dev', '--no-fund', '--no-audit', '--loglevel=error'], copy);
  const installMs = performance.now() - installStartedAt;
  const present = DEV_ONLY.filter((name) => existsSync(join(copy, 'node_modules', name)));
  if (present.length > 0) throw new Error(`devDependencies in the production install: ${present.join(', ')}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: copy,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env['PATH'],
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(copy, 'data'),
      PUBLIC_URL: base,
      PAYMENT_PROVIDER: 'emulator',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'warn',
    },
  });
  const spawnedAt = performance.now();
  await waitForHealth(`${base}/api/health`, 60_000);
  const page = await fetch(`${base}/`);
  const html = await page.text();
  if (page.status !== 200 || !/<div id="root">/.test(html))
    throw new Error(`/ answered ${page.status}: ${html.slice(0, 200)}`);
  const servedMs = performance.now() - installStartedAt;
  const size = spawnSync('du', ['-sm', join(copy, 'node_modules')], { encoding: 'utf8' }).stdout.split('\t')[0];
  console.log(
    [
      'production smoke test passed',
      `  npm run build: ${(buildMs / 1000).toFixed(1)} s`,
      `  production install (npm prune --omit=dev): ${(installMs / 1000).toFixed(1)} s, node_modules ${size} MB`,
      `  start to healthy: ${((performance.now() - spawnedAt) / 1000).toFixed(1)} s`,
      `  production install to a served page: ${(servedMs / 1000).toFixed(1)} s`,
      `  total: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(copy, { recursive: true, force: true });
}
