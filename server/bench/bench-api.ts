// `npm run bench:api`: requests/s, p50/p99 latency and server CPU per request at 32 concurrent connections on
// loopback, for the company list and the preview call, against the server started as `npm start` does, and the same
// for its floor: a bare node:http server answering the articles preview's bytes. BENCH_REQUESTS sets the requests per
// call (4000), BENCH_ONLY=text runs only the calls whose name contains the text, BENCH_PROFILE=1 writes the server's
// CPU profile to /tmp/cegdok-prof.
// A benchmark, not a timed test: it prints figures and asserts nothing.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KeepAliveConnection, requestBytes } from './keep-alive-connection.ts';
import { registerThroughOutbox } from '../test/read-outbox.ts';
import { sampleCompany, samplePersons, sampleRequest } from '../test/sample-data.ts';

const CONCURRENCY = 32;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const WARMUP = 400;
const serverDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Call = { method: string; path: string; headers: Record<string, string>; body?: string };

/**
 * Runs `total` requests over `CONCURRENCY` keep-alive connections, each sending its next request when the previous
 * answer is in; answers the latencies (ms, sorted), the wall time and the answers of 400 or above.
 */
async function load(total: number, port: number, call: Call) {
  const bytes = requestBytes(call);
  const connections = await Promise.all(Array.from({ length: CONCURRENCY }, () => KeepAliveConnection.open(port)));
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  try {
    await Promise.all(
      connections.map(async (connection) => {
        while (next < total) {
          next += 1;
          const begin = performance.now();
          const status = await connection.send(bytes);
          latencies.push(performance.now() - begin);
          if (status >= 400) failures += 1;
        }
      }),
    );
  } finally {
    for (const connection of connections) connection.close();
  }
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, failures };
}

/** The page gzipped as the server keeps it (fetch hands over the inflated body). */
async function compressedBytes(response: Response): Promise<Buffer> {
  return gzipSync(Buffer.from(await response.arrayBuffer()));
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) a child process has used so far, from /proc; undefined off Linux. */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

let floor: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'cegdok-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/cegdok-prof'] : []),
    '--import',
    'tsx',
    'src/main.ts',
  ],
  {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      GOOGLE_PLACES_API_KEY: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

try {
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const json = (token?: string) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const token = await registerThroughOutbox(base, join(dataDir, 'outbox'), {
    name: 'Mérő Mária',
    email: 'bench@cegdok.test',
    password: 'bench-jelszo',
  });
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: json(token), body: JSON.stringify(body) });
  const anna = (await (await post('/api/szemely', samplePersons.anna)).json()) as { id: number };
  const bela = (await (await post('/api/szemely', samplePersons.bela)).json()) as { id: number };
  let company: unknown;
  for (let index = 0; index < 10; index += 1)
    company = await (
      await post('/api/tarsasag', { ...sampleCompany({ anna: anna.id, bela: bela.id }), nev: `Mérő ${index + 1} Kft.` })
    ).json();
  const previewBody = JSON.stringify(sampleRequest(company));

  const auth = { authorization: `Bearer ${token}` };
  const preview = (path: string): Call => ({
    method: 'POST',
    path,
    // As a browser asks for it: the preview is answered gzipped (the client here only counts the bytes).
    headers: {
      ...json(token),
      'accept-encoding': 'gzip, deflate, br',
      'content-length': String(Buffer.byteLength(previewBody)),
    },
    body: previewBody,
  });
  const scenarios: [string, Call][] = [
    ['GET /api/tarsasag (10 companies)', { method: 'GET', path: '/api/tarsasag', headers: auth }],
    ['POST /api/contract-engine/ceg-doc/tarsasagi/html', preview('/api/contract-engine/ceg-doc/tarsasagi/html')],
    [
      'POST /api/contract-engine/ceg-doc/alairasminta/html/1',
      preview('/api/contract-engine/ceg-doc/alairasminta/html/1'),
    ],
  ];
  // The floor: a bare node:http server answering the articles preview's own gzipped bytes to the same request.
  const articlesPage = await fetch(`${base}/api/contract-engine/ceg-doc/tarsasagi/html`, {
    method: 'POST',
    headers: { ...json(token), 'accept-encoding': 'gzip' },
    body: previewBody,
  });
  const floorAnswer = join(dataDir, 'floor-answer.gz');
  writeFileSync(floorAnswer, await compressedBytes(articlesPage));
  const floorPort = await freePort();
  floor = fork(join(serverDir, 'bench/floor-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(floorPort), FLOOR_ANSWER: floorAnswer },
  });
  await new Promise((resolve) => floor!.once('message', resolve));

  console.log(`Cégdok API benchmark: ${REQUESTS} requests per call, ${CONCURRENCY} concurrent connections, loopback\n`);
  console.log(
    [
      'call'.padEnd(56),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'CPU µs/req'.padStart(11),
      'errors'.padStart(7),
    ].join(' '),
  );
  // Server CPU per request (from /proc) as well as latency: other processes on the machine slow the latency down,
  // not so much the CPU a request costs.
  const run = async (name: string, target: { port: number; pid: number | undefined }, call: Call) => {
    await load(WARMUP, target.port, call);
    const cpuBefore = cpuMsOf(target.pid);
    const { latencies, seconds, failures } = await load(REQUESTS, target.port, call);
    const cpuAfter = cpuMsOf(target.pid);
    const cpuPerRequest =
      cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / REQUESTS;
    console.log(
      [
        name.padEnd(56),
        (REQUESTS / seconds).toFixed(0).padStart(8),
        percentile(latencies, 50).toFixed(2).padStart(8),
        percentile(latencies, 99).toFixed(2).padStart(8),
        (cpuPerRequest?.toFixed(0) ?? '–').padStart(11),
        String(failures).padStart(7),
      ].join(' '),
    );
    return { p99: percentile(latencies, 99), cpuPerRequest };
  };
  const figures = new Map<string, Awaited<ReturnType<typeof run>>>();
  for (const [name, call] of scenarios.filter(([name]) => name.includes(process.env.BENCH_ONLY ?? '')))
    figures.set(name, await run(name, { port, pid: server.pid }, call));
  const bare = await run(
    'floor: bare node:http, the same articles answer',
    { port: floorPort, pid: floor.pid },
    preview('/'),
  );
  const articles = figures.get(scenarios[1]![0]);
  const times = (value: number | undefined, of: number | undefined) =>
    value === undefined || of === undefined ? '–' : `${(value / of).toFixed(2)}×`;
  if (articles)
    console.log(
      `\narticles preview: p99 ${articles.p99.toFixed(2)} ms (goal < 10 ms), ${times(articles.p99, bare.p99)} the ` +
        `floor's p99; server CPU per request ${times(articles.cpuPerRequest, bare.cpuPerRequest)} the floor's`,
    );
} finally {
  floor?.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
