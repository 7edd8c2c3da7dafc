// `npm run bench:api`: requests/s and p50/p99 latency at 32 concurrent connections on loopback,
// for the company list and the preview call, against the server started as `npm start` does.
// A benchmark, not a timed test: it prints figures and asserts nothing.
import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

// node:http with keep-alive sockets: a light client, so the figures are the server's, not fetch's.
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(base: string, call: Call): Promise<{ ok: boolean }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${call.path}`,
      { method: call.method, headers: call.headers, agent },
      (incoming) => {
        incoming.on('data', () => undefined);
        incoming.on('end', () => resolve({ ok: (incoming.statusCode ?? 500) < 400 }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

/** Runs `total` requests through `CONCURRENCY` workers; answers the latencies (ms) and the wall time. */
async function load(total: number, base: string, call: Call) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next += 1;
        const begin = performance.now();
        const response = await send(base, call);
        latencies.push(performance.now() - begin);
        if (!response.ok) failures += 1;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, failures };
}

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
  console.log(`Cégdok API benchmark: ${REQUESTS} requests per call, ${CONCURRENCY} concurrent connections, loopback\n`);
  console.log(
    ['call'.padEnd(56), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7)].join(
      ' ',
    ),
  );
  for (const [name, call] of scenarios) {
    await load(WARMUP, base, call);
    const { latencies, seconds, failures } = await load(REQUESTS, base, call);
    console.log(
      [
        name.padEnd(56),
        (REQUESTS / seconds).toFixed(0).padStart(8),
        percentile(latencies, 50).toFixed(2).padStart(8),
        percentile(latencies, 99).toFixed(2).padStart(8),
        String(failures).padStart(7),
      ].join(' '),
    );
  }
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
