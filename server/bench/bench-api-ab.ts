// Server CPU per request of two or more versions of the server, measured side by side. BENCH_SERVERS names their
// server/ directories, comma-separated, the baseline first: e.g. the last commit's, from
//   git archive HEAD server package.json tsconfig.json tsconfig.base.json | tar -x -C /tmp/base
// with /tmp/base/node_modules and /tmp/base/reference-data linked to the repository's. Each gets the account and
// calls of `npm run bench:api`; the calls are loaded in BENCH_ROUNDS rounds (20) of BENCH_SEGMENT requests (800) per
// call and server, alternating the order, so a change in the machine's load falls on every version alike. The first
// two rounds warm up and are not counted. BENCH_ONLY=a,b runs only the calls whose name contains one of the texts.
// A benchmark, not a timed test: it prints figures and asserts nothing.
import { cpuMsOf, load, seedBenchAccount, startBenchServer, type BenchServer, type Call } from './bench-server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SEGMENT = Number(process.env.BENCH_SEGMENT ?? 800);
const WARMUP_ROUNDS = 2;
const only = (process.env.BENCH_ONLY ?? '').split(',');
const dirs = (process.env.BENCH_SERVERS ?? '').split(',').filter(Boolean);
if (dirs.length < 2) throw new Error('BENCH_SERVERS: name at least two server/ directories, the baseline first');

type Version = { dir: string; server: BenchServer; calls: [string, Call][]; cpuMs: Map<string, number[]> };

const versions: Version[] = [];
try {
  for (const dir of dirs) {
    const server = await startBenchServer(dir);
    versions.push({ dir, server, calls: [], cpuMs: new Map() });
    const { calls } = await seedBenchAccount(server);
    versions.at(-1)!.calls = calls.filter(([name]) => only.some((text) => name.includes(text)));
  }
  for (let round = 0; round < ROUNDS; round += 1)
    for (const version of round % 2 === 0 ? versions : [...versions].reverse())
      for (const [name, call] of version.calls) {
        const pid = version.server.process.pid;
        const before = cpuMsOf(pid);
        const { failures } = await load(SEGMENT, version.server.port, call);
        const after = cpuMsOf(pid);
        if (failures > 0) throw new Error(`${version.dir}: ${failures} answers of 400 or above to ${name}`);
        if (before === undefined || after === undefined) throw new Error('no /proc: the CPU time cannot be read');
        if (round >= WARMUP_ROUNDS) version.cpuMs.set(name, [...(version.cpuMs.get(name) ?? []), after - before]);
      }
} finally {
  for (const version of versions) await version.server.stop();
}

const perRequest = (segments: number[]) =>
  (segments.reduce((sum, ms) => sum + ms, 0) * 1000) / (segments.length * SEGMENT);
console.log(
  `Server CPU µs per request, ${ROUNDS - WARMUP_ROUNDS} segments of ${SEGMENT} requests per call and server\n`,
);
for (const [name] of versions[0]!.calls) {
  const baseline = perRequest(versions[0]!.cpuMs.get(name)!);
  console.log(name);
  for (const version of versions) {
    const segments = version.cpuMs.get(name)!;
    const half = Math.floor(segments.length / 2);
    const figure = perRequest(segments);
    console.log(
      `  ${figure.toFixed(1).padStart(7)} µs  ${`${((figure / baseline - 1) * 100).toFixed(1)} %`.padStart(8)}  ` +
        `(halves ${perRequest(segments.slice(0, half)).toFixed(1)} / ${perRequest(segments.slice(half)).toFixed(1)})  ${version.dir}`,
    );
  }
}
