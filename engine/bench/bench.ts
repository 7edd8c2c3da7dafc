// `npm run bench`: how fast the engine renders the largest fixture against its yardsticks (the deflate floor of a
// .docx, Chromium printing the same HTML), and how fast the CLI's worker pool runs a batch.
// A benchmark, not a test: it prints figures beside their targets and never fails on them.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGeneratePool, type GenerateTask } from '@cegdok/cli';
import { deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { fixtureNames, fixturePath, loadFixture, type FixtureName } from '../../fixtures/index.ts';
import { DOCUMENT_TYPE_IDS, planDocuments, type PlannedDocument, type RenderedFile } from '../src/index.ts';
import { createNodeEngine } from '../src/node.ts';
import { CHROMIUM_PATH, measureChromiumPdf } from './measure-chromium-pdf.ts';
import { measureLongWord } from './measure-long-word.ts';

const SAMPLES = 30;
/** Sets timed against the floor: more than SAMPLES, so that the CPU-time ratio rests on enough milliseconds. */
const SET_SAMPLES = 500;
/**
 * Sets rendered before those: V8 optimises the compiled templates and the parse over the first several hundred sets
 * (the ratio falls from about 1.85× to 1.65× and then holds), and a server renders far more than that. The ratio over
 * the first COLD_SETS of them is printed too.
 */
const WARM_UP_SETS = 1000;
const COLD_SETS = 200;
/** Sets of each fixture rendered, then timed against its floor, for the ratio over every fixture. */
const FIXTURE_WARM_UP = 150;
const FIXTURE_SAMPLES = 200;
const BATCH_REQUESTS = 1000;
/** docx/s of the same batch before issue 10 (pdfmake, fflate, one engine call per file), on this machine. */
const BATCH_BEFORE = 302;
const generatedAt = new Date('2026-11-22T10:00:00Z');

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `run` for warm-up rounds, then answers the duration of at least `samples` timed calls, in ms. */
async function sample(run: () => unknown, options: { samples: number; warmUp: number }): Promise<number[]> {
  for (let index = 0; index < options.warmUp; index += 1) await run();
  const durations: number[] = [];
  for (let index = 0; index < options.samples; index += 1) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return durations;
}

/** Per-document samples: every planned document in turn, rounds until there are at least SAMPLES. */
async function samplePerDocument(
  documents: readonly PlannedDocument[],
  render: (document: PlannedDocument) => unknown,
): Promise<number[]> {
  let next = 0;
  const rounds = Math.ceil(SAMPLES / documents.length);
  return sample(() => render(documents[next++ % documents.length]!), {
    samples: rounds * documents.length,
    warmUp: 2 * documents.length,
  });
}

/** The parts of a .docx written per document (the rest is the shell, compressed once per engine). */
const PER_DOCUMENT_PARTS = ['word/document.xml', 'word/numbering.xml', 'docProps/core.xml'];

async function runBatch(
  workers: number,
  requests: number,
  outDir: string,
  text: string,
): Promise<{ docs: number; ms: number; cpuMs: number }> {
  const pool = createGeneratePool(workers);
  const task = (name: string): GenerateTask => ({
    source: { label: name, folder: name, content: { ok: true, text } },
    outDir: join(outDir, `${workers}`, name),
    typeIds: [...DOCUMENT_TYPE_IDS],
    formats: ['docx'],
    today: '2026-11-22',
    generatedAt,
    dryRun: false,
  });
  try {
    // Warm-up: every worker loads tsx, compiles the templates and packs the DOCX shell once.
    await Promise.all(Array.from({ length: workers * 2 }, (_, index) => pool.run(task(`warm-${index}`))));
    const cpu = process.cpuUsage();
    const start = performance.now();
    const results = await Promise.all(
      Array.from({ length: requests }, (_, index) => pool.run(task(`line-${index + 1}`))),
    );
    const ms = performance.now() - start;
    const { user, system } = process.cpuUsage(cpu);
    const docs = results.reduce((sum, result) => sum + (result.status === 'rendered' ? result.files.length : 0), 0);
    return { docs, ms, cpuMs: (user + system) / 1000 };
  } finally {
    await pool.close();
  }
}

/** The uncompressed bytes of the parts each document of the set writes (what the floor deflates). */
function perDocumentParts(files: readonly RenderedFile[]): Uint8Array[] {
  return files.flatMap((file) => {
    if (!file.ok) throw file.error;
    const entries = unzipSync(file.content as Uint8Array);
    return PER_DOCUMENT_PARTS.map((path) => entries[path]!);
  });
}

/** The fixture whose full set writes the most bytes in its per-document parts: the issue times "the largest fixture". */
async function largestFixture(): Promise<FixtureName> {
  let largest: { name: FixtureName; bytes: number } | undefined;
  for (const name of fixtureNames) {
    const fixture = loadFixture(name);
    const files = await engine.renderSet(fixture, planDocuments(fixture, DOCUMENT_TYPE_IDS), {
      formats: ['docx'],
      generatedAt,
    });
    const bytes = perDocumentParts(files).reduce((sum, part) => sum + part.length, 0);
    if (!largest || bytes > largest.bytes) largest = { name, bytes };
  }
  return largest!.name;
}

const engine = createNodeEngine();
const FIXTURE = await largestFixture();
const request = loadFixture(FIXTURE);
const documents = planDocuments(request, DOCUMENT_TYPE_IDS);
const articles = documents.find((document) => document.type.id === 'tarsasagi')!;

const html = median(await samplePerDocument(documents, (document) => engine.renderHtml(request, document)));
const docx = median(
  await samplePerDocument(documents, (document) => engine.renderDocx(request, document, { generatedAt })),
);
const pdf = median(
  await samplePerDocument(documents, (document) => engine.renderPdf(request, document, { generatedAt })),
);
const perArticles = (run: () => unknown) => sample(run, { samples: SAMPLES, warmUp: 5 }).then(median);
const articlesHtml = await perArticles(() => engine.renderHtml(request, articles));
const articlesDocx = await perArticles(() => engine.renderDocx(request, articles, { generatedAt }));
const articlesPdf = await perArticles(() => engine.renderPdf(request, articles, { generatedAt }));
const articlesPages = (
  new TextDecoder('latin1')
    .decode(await engine.renderPdf(request, articles, { generatedAt }))
    .match(/\/Type \/Page /g) ?? []
).length;
const longWord = await measureLongWord(engine);
const chromiumSamples = await measureChromiumPdf(engine.renderHtml(request, articles), 10);
const chromium = chromiumSamples && median(chromiumSamples);

// The full set against its floor: deflating only the parts each document writes, with node:zlib at the writer's level,
// nothing else. Each sample times one set and then one floor right after it, so a loaded machine slows both alike.
const parts = perDocumentParts(await engine.renderSet(request, documents, { formats: ['docx'], generatedAt }));
// The writer stores docProps/core.xml (a kilobyte) rather than deflating it: the floor keeps the three parts,
// and this share of it is printed, so the ratio can also be read without it.
const coreParts = parts.filter(
  (_, index) => PER_DOCUMENT_PARTS[index % PER_DOCUMENT_PARTS.length] === 'docProps/core.xml',
);
const setSamples: number[] = [];
const floorSamples: number[] = [];
const setRatios: number[] = [];
const setRatiosWithoutCore: number[] = [];
const coldRatios: number[] = [];
// CPU time as well (every thread of the process): other processes on the machine inflate it less than wall time
let setCpu = 0;
let floorCpu = 0;
const cpuMicros = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return user + system;
};
for (let index = 0; index < WARM_UP_SETS + SET_SAMPLES; index += 1) {
  let cpu = process.cpuUsage();
  let start = performance.now();
  await engine.renderSet(request, documents, { formats: ['docx'], generatedAt });
  const set = performance.now() - start;
  const setMicros = cpuMicros(cpu);
  cpu = process.cpuUsage();
  start = performance.now();
  for (const part of parts) deflateRawSync(part, { level: 1 });
  const deflate = performance.now() - start;
  const floorMicros = cpuMicros(cpu);
  start = performance.now();
  for (const part of coreParts) deflateRawSync(part, { level: 1 });
  const core = performance.now() - start;
  if (index < COLD_SETS) coldRatios.push(set / deflate);
  if (index < WARM_UP_SETS) continue;
  setSamples.push(set);
  floorSamples.push(deflate);
  setRatios.push(set / deflate);
  setRatiosWithoutCore.push(set / (deflate - core));
  setCpu += setMicros;
  floorCpu += floorMicros;
}
const docxSet = median(setSamples);
const floor = median(floorSamples);
const setRatio = median(setRatios);

/** The set ÷ floor ratio of one fixture, median of `FIXTURE_SAMPLES` pairs after `FIXTURE_WARM_UP` sets. */
async function fixtureRatio(name: FixtureName): Promise<number> {
  const fixture = loadFixture(name);
  const planned = planDocuments(fixture, DOCUMENT_TYPE_IDS);
  const fixtureParts = perDocumentParts(await engine.renderSet(fixture, planned, { formats: ['docx'], generatedAt }));
  const ratios: number[] = [];
  for (let index = 0; index < FIXTURE_WARM_UP + FIXTURE_SAMPLES; index += 1) {
    let start = performance.now();
    await engine.renderSet(fixture, planned, { formats: ['docx'], generatedAt });
    const set = performance.now() - start;
    start = performance.now();
    for (const part of fixtureParts) deflateRawSync(part, { level: 1 });
    if (index >= FIXTURE_WARM_UP) ratios.push(set / (performance.now() - start));
  }
  return median(ratios);
}

// The same ratio on every fixture, so that the figure of the largest is seen beside the others.
const fixtureRatios: { name: FixtureName; ratio: number }[] = [];
for (const name of fixtureNames) fixtureRatios.push({ name, ratio: await fixtureRatio(name) });
fixtureRatios.sort((left, right) => left.ratio - right.ratio);
const highestRatio = fixtureRatios.at(-1)!;

const batchDir = await mkdtemp(join(tmpdir(), 'cegdok-bench-'));
const text = await readFile(fixturePath(FIXTURE), 'utf8');
let batch: { docs: number; ms: number; cpuMs: number };
try {
  batch = await runBatch(2, BATCH_REQUESTS, batchDir, text);
} finally {
  await rm(batchDir, { recursive: true, force: true });
}
const perSecond = (run: { docs: number; ms: number }) => (run.docs / run.ms) * 1000;

type Row = [measure: string, figure: string, target: string, isMet?: boolean];
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const rows: Row[] = [
  [`HTML, median per document (${documents.length} documents)`, ms(html), '< 5 ms', html < 5],
  ['DOCX, median per document', ms(docx), ''],
  ['PDF, median per document', ms(pdf), ''],
  [`articles (${articlesPages} pages): HTML, median`, ms(articlesHtml), ''],
  ['articles: DOCX, median', ms(articlesDocx), ''],
  ['articles: PDF, median', ms(articlesPdf), ''],
  chromium === null
    ? ['articles: Chromium page.pdf()', 'skipped', `no Chromium at ${CHROMIUM_PATH}`]
    : [
        `articles: PDF ÷ Chromium page.pdf() of the preview (${ms(chromium)})`,
        `${(articlesPdf / chromium).toFixed(3)}×`,
        '≤ 0.1×',
        articlesPdf / chromium <= 0.1,
      ],
  [
    `long word: member register, 20 000- ÷ 5 000-character name, HTML + DOCX + PDF (${ms(longWord.long)} ÷ ${ms(longWord.short)}), fastest of 5`,
    `${(longWord.long / longWord.short).toFixed(2)}×`,
    '< 8× (linear ≈ 4×, quadratic ≈ 16×)',
    longWord.long / longWord.short < 8,
  ],
  [`DOCX, full set of ${documents.length} files (renderSet), median`, ms(docxSet), '< 25 ms', docxSet < 25],
  [
    `DOCX full set ÷ floor (node:zlib deflate of its per-document parts: ${ms(floor)}), median of ${SET_SAMPLES} pairs after ${WARM_UP_SETS} sets`,
    `${setRatio.toFixed(2)}×`,
    '≤ 1.5×',
    setRatio <= 1.5,
  ],
  [
    `DOCX full set ÷ floor over the first ${COLD_SETS} sets (before V8 has optimised)`,
    `${median(coldRatios).toFixed(2)}×`,
    '',
  ],
  [
    'DOCX full set ÷ floor without docProps/core.xml (which the writer stores), median of pairs',
    `${median(setRatiosWithoutCore).toFixed(2)}×`,
    '',
  ],
  [
    `DOCX full set ÷ floor in CPU time (${ms(setCpu / 1000 / SET_SAMPLES)} ÷ ${ms(floorCpu / 1000 / SET_SAMPLES)}, all threads)`,
    `${(setCpu / floorCpu).toFixed(2)}×`,
    '',
  ],
  [
    `DOCX full set ÷ floor on each of the ${fixtureRatios.length} fixtures (${FIXTURE_SAMPLES} pairs each): lowest (${fixtureRatios[0]!.name}), median, highest (${highestRatio.name})`,
    `${fixtureRatios[0]!.ratio.toFixed(2)}×, ${median(fixtureRatios.map(({ ratio }) => ratio)).toFixed(2)}×, ${highestRatio.ratio.toFixed(2)}×`,
    '',
  ],
  [
    `CLI batch, 2 workers, ${BATCH_REQUESTS} requests (${batch.docs} docx)`,
    `${perSecond(batch).toFixed(0)} docx/s`,
    `≥ ${2 * BATCH_BEFORE} docx/s (2× ${BATCH_BEFORE} before issue 10)`,
    perSecond(batch) >= 2 * BATCH_BEFORE,
  ],
  // CPU time of every thread of the process: what a loaded machine (other processes) does not inflate as much
  ['CLI batch: CPU ms per docx (all threads)', `${(batch.cpuMs / batch.docs).toFixed(2)} ms`, ''],
];

const header: Row = ['measure', 'figure', 'target'];
const widths = [0, 1, 2].map((column) => Math.max(...[header, ...rows].map((row) => String(row[column]).length)));
const line = (row: Row) =>
  [
    row[0].padEnd(widths[0]!),
    row[1].padStart(widths[1]!),
    row[2].padEnd(widths[2]!),
    row[3] === undefined ? '' : row[3] ? 'ok' : 'MISSED',
  ]
    .join('  ')
    .trimEnd();
console.log(
  `Cégdok benchmark · fixture ${FIXTURE}, the largest of ${fixtureNames.length} (${documents.length} documents) · Node ${process.version} · ` +
    `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}) · ≥ ${SAMPLES} samples after warm-up`,
);
console.log(
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')} (1, 5, 15 min)`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
