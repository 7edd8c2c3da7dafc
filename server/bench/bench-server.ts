// What the API benchmarks share: a server started as `npm start` does, its benchmark account with 10 companies, the
// calls measured, the load from 32 keep-alive connections and the server's CPU time from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeepAliveConnection, requestBytes } from './keep-alive-connection.ts';
import { freePort } from '../test/free-port.ts';
import { registerThroughOutbox } from '../test/read-outbox.ts';
import { sampleCompany, samplePersons, sampleRequest } from '../test/sample-data.ts';

export const CONCURRENCY = 32;

export type Call = { method: string; path: string; headers: Record<string, string>; body?: string };

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) a child process has used so far, from /proc; undefined off Linux. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * Runs `total` requests over `CONCURRENCY` keep-alive connections, each sending its next request when the previous
 * answer is in; answers the latencies (ms, sorted), the wall time and the answers of 400 or above.
 */
export async function load(total: number, port: number, call: Call) {
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

export type BenchServer = {
  process: ChildProcess;
  port: number;
  base: string;
  dataDir: string;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
};

/** The server of `serverDir` (a checkout of server/) started as `npm start` does, on a fresh data directory. */
export async function startBenchServer(serverDir: string, options: { profile?: boolean } = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cegdok-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [...(options.profile ? ['--cpu-prof', '--cpu-prof-dir=/tmp/cegdok-prof'] : []), '--import', 'tsx', 'src/main.ts'],
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
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { process: server, port, base, dataDir, stop };
}

/**
 * Registers the benchmark account with 10 companies; answers the calls measured (the company list and two previews
 * of the last company, asked as a browser asks: gzip accepted) and the preview's JSON body.
 */
export async function seedBenchAccount(server: BenchServer) {
  const { base } = server;
  const json = (token?: string) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const token = await registerThroughOutbox(base, join(server.dataDir, 'outbox'), {
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
  const preview = (path: string): Call => ({
    method: 'POST',
    path,
    headers: {
      ...json(token),
      'accept-encoding': 'gzip, deflate, br',
      'content-length': String(Buffer.byteLength(previewBody)),
    },
    body: previewBody,
  });
  const calls: [string, Call][] = [
    [
      'GET /api/tarsasag (10 companies)',
      { method: 'GET', path: '/api/tarsasag', headers: { authorization: `Bearer ${token}` } },
    ],
    ['POST /api/contract-engine/ceg-doc/tarsasagi/html', preview('/api/contract-engine/ceg-doc/tarsasagi/html')],
    [
      'POST /api/contract-engine/ceg-doc/alairasminta/html/1',
      preview('/api/contract-engine/ceg-doc/alairasminta/html/1'),
    ],
  ];
  return { token, previewBody, preview, calls, json };
}
