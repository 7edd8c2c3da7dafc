// `npm run test:node-versions [-- 22 24]`: on the Node that runs it (20.x on the machines) and on each other
// supported Node LTS line, `npm ci` must give no EBADENGINE warning (a dry run over the lockfile); on the other lines
// the engine and server unit tests run and the server starts and answers /api/health. Not part of `npm test`: it
// fetches two Node binaries and compiles better-sqlite3 twice, which takes minutes.
//
// Each Node comes from the npm registry as the official binary package (`node-<platform>-<arch>@<major>`, what the
// `node` package installs), into a cache under the temporary folder. The run uses a temporary copy of the
// repository with the installed node_modules hard-linked into it (as `npm run smoke:production` does); only
// better-sqlite3's build folder is replaced, compiled from source against that Node's headers with npm's own
// node-gyp, because its native module is tied to one Node ABI and no prebuilt binary can be fetched here.
// The working tree's node_modules is never written to.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/free-port.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED = new Set(['node_modules', '.git', 'data', 'out', 'coverage', 'storybook-static', 'dist']);
const NODE_MODULES = [
  'node_modules',
  'cli/node_modules',
  'engine/node_modules',
  'server/node_modules',
  'web/node_modules',
];
const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'engine/package.json',
  'cli/package.json',
  'server/package.json',
  'web/package.json',
];
const majors = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['22', '24'];
const cacheDir = join(tmpdir(), 'cegdok-node-versions');

function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; withStderr?: boolean },
): string {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: options.env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}\n${result.stdout}\n${result.stderr}`);
  return options.withStderr ? `${result.stdout}${result.stderr}` : result.stdout;
}

const npmRoot = run('npm', ['root', '-g'], { cwd: root }).trim();

/** The official Node binary of the newest `major` release, from the npm registry; answers its folder. */
function fetchNode(major: string): string {
  const folder = join(cacheDir, `node-${major}`);
  if (existsSync(join(folder, 'package', 'bin', 'node'))) return join(folder, 'package');
  mkdirSync(folder, { recursive: true });
  const spec = `node-${process.platform}-${process.arch}@${major}`;
  const tarball = run('npm', ['pack', spec, '--pack-destination', folder, '--silent'], { cwd: folder }).trim();
  run('tar', ['xzf', join(folder, tarball), '-C', folder], { cwd: folder });
  return join(folder, 'package');
}

/** A copy of the repository whose better-sqlite3 is compiled for the Node in `nodeDir`. */
function prepareCopy(nodeDir: string, env: NodeJS.ProcessEnv): string {
  const copy = mkdtempSync(join(tmpdir(), 'cegdok-node-version-'));
  cpSync(root, copy, {
    recursive: true,
    filter: (source) =>
      !relative(root, source)
        .split('/')
        .some((part) => SKIPPED.has(part)),
  });
  for (const folder of NODE_MODULES)
    if (existsSync(join(root, folder))) run('cp', ['-al', join(root, folder), join(copy, folder)], { cwd: root });
  // Files a run writes are made anew in the copy, never written through a hard link.
  rmSync(join(copy, 'node_modules', '.vite'), { recursive: true, force: true });
  const sqlite = join(copy, 'node_modules', 'better-sqlite3');
  rmSync(join(sqlite, 'build'), { recursive: true, force: true });
  const nodeGyp = join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin');
  // `npm run` passes the npm configuration on as npm_config_* variables, and node-gyp prefers its `nodedir` (the
  // system Node's headers on Debian) to the command line: name the fetched Node's headers there too.
  run(join(nodeDir, 'bin', 'node'), [join(nodeGyp, 'node-gyp.js'), 'rebuild', '--release', `--nodedir=${nodeDir}`], {
    cwd: sqlite,
    env: { ...env, npm_config_nodedir: nodeDir },
  });
  return copy;
}

/**
 * The EBADENGINE warnings `npm ci` gives on the Node in `nodeBin`: a dry run (nothing is installed) over the
 * manifests and the lockfile, in a temporary folder.
 */
function engineWarnings(nodeBin: string): number {
  const folder = mkdtempSync(join(tmpdir(), 'cegdok-node-version-ci-'));
  try {
    for (const manifest of MANIFESTS) cpSync(join(root, manifest), join(folder, manifest));
    const npmCli = join(npmRoot, 'npm', 'bin', 'npm-cli.js');
    const output = run(nodeBin, [npmCli, 'ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: folder,
      env: { ...process.env, PATH: `${dirname(nodeBin)}:${process.env['PATH'] ?? ''}` },
      withStderr: true,
    });
    return output.split('\n').filter((line) => line.includes('EBADENGINE Unsupported engine')).length;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Starts the server as the README does and answers the time to a healthy `/api/health` and its answer. */
async function startServer(copy: string, env: NodeJS.ProcessEnv): Promise<{ ms: number; health: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cegdok-node-version-data-'));
  let output = '';
  const server = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: copy,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const startedAt = performance.now();
  try {
    while (performance.now() - startedAt < 60_000 && server.exitCode === null) {
      const answer = await fetch(`${base}/api/health`).then(
        async (response) => (response.ok ? await response.text() : undefined),
        () => undefined,
      );
      if (answer) return { ms: performance.now() - startedAt, health: answer };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer /api/health:\n${output}`);
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ownWarnings = engineWarnings(process.execPath);
const results = [`Node ${process.version}: npm ci gives ${ownWarnings} EBADENGINE warnings`];
let failed = ownWarnings > 0;
for (const major of majors) {
  const nodeDir = fetchNode(major);
  // The fetched Node first on the PATH: vitest's workers, tsx and the server all run on it.
  const env = { ...process.env, PATH: `${join(nodeDir, 'bin')}:${process.env['PATH'] ?? ''}`, NODE_ENV: 'test' };
  const version = run('node', ['-v'], { cwd: root, env }).trim();
  console.log(`Node ${version}: compiling better-sqlite3 in a copy of the repository…`);
  let copy: string | undefined;
  try {
    const warnings = engineWarnings(join(nodeDir, 'bin', 'node'));
    if (warnings > 0) failed = true;
    const buildStartedAt = performance.now();
    copy = prepareCopy(nodeDir, env);
    const buildMs = performance.now() - buildStartedAt;
    console.log(`Node ${version}: engine and server unit tests…`);
    const testStartedAt = performance.now();
    const tests = spawnSync(
      'node',
      [join('node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'engine', '--project', 'server'],
      { cwd: copy, env: { ...env, NO_COLOR: '1' }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    const testMs = performance.now() - testStartedAt;
    const plain = `${tests.stdout}${tests.stderr}`;
    const counts = /Tests\s+(.+)/.exec(plain)?.[1]?.trim() ?? 'no summary';
    if (tests.status !== 0) {
      failed = true;
      console.log(
        plain
          .split('\n')
          .filter((line) => /FAIL|×|Error/.test(line))
          .slice(0, 40)
          .join('\n'),
      );
    }
    const started = await startServer(copy, { ...env, NODE_ENV: 'development' });
    results.push(
      `Node ${version}: npm ci gives ${warnings} EBADENGINE warnings;` +
        ` unit tests ${tests.status === 0 ? 'passed' : 'FAILED'} (${counts}) in ${(testMs / 1000).toFixed(0)} s;` +
        ` copy made and better-sqlite3 compiled in ${(buildMs / 1000).toFixed(0)} s;` +
        ` server healthy ${(started.ms / 1000).toFixed(1)} s after start: ${started.health}`,
    );
  } catch (error) {
    failed = true;
    results.push(`Node ${version}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}
console.log(
  ['', `Node ${process.versions.node} runs this script; Node binaries are cached in ${cacheDir}.`, ...results].join(
    '\n',
  ),
);
process.exitCode = failed ? 1 : 0;
