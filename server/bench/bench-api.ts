// `npm run bench:api`: requests/s, p50/p99 latency and server CPU per request at 32 concurrent connections on
// loopback, for the company list and the preview call, against the server started as `npm start` does, and the same
// for its floor: a bare node:http server answering the articles preview's bytes. BENCH_REQUESTS sets the requests per
// call (4000), BENCH_ONLY=text runs only the calls whose name contains the text, BENCH_PROFILE=1 writes the server's
// CPU profile to /tmp/cegdok-prof.
// A benchmark, not a timed test: it prints figures and asserts nothing.
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/free-port.ts';
import { CONCURRENCY, cpuMsOf, load, seedBenchAccount, startBenchServer, type Call } from './bench-server.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const WARMUP = 400;
const serverDir = fileURLToPath(new URL('..', import.meta.url));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The page gzipped as the server keeps it (fetch hands over the inflated body). */
async function compressedBytes(response: Response): Promise<Buffer> {
  return gzipSync(Buffer.from(await response.arrayBuffer()));
}

let floor: ChildProcess | undefined;
const server = await startBenchServer(serverDir, { profile: Boolean(process.env.BENCH_PROFILE) });
const { port, base } = server;

try {
  const { previewBody, preview, calls: scenarios, json, token } = await seedBenchAccount(server);
  // The floor: a bare node:http server answering the articles preview's own gzipped bytes to the same request.
  const articlesPage = await fetch(`${base}/api/contract-engine/ceg-doc/tarsasagi/html`, {
    method: 'POST',
    headers: { ...json(token), 'accept-encoding': 'gzip' },
    body: previewBody,
  });
  const floorAnswer = join(server.dataDir, 'floor-answer.gz');
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
    figures.set(name, await run(name, { port, pid: server.process.pid }, call));
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
  await server.stop();
}
