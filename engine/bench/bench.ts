// `npm run bench`: how fast the engine renders the largest fixture, and how fast the CLI's worker pool runs a batch.
// A benchmark, not a test: it prints figures beside their targets and never fails on them.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGeneratePool, type GenerateTask } from '@cegdok/cli';
import { deflateSync, unzipSync, zipSync, type Zippable } from 'fflate';
import { fixturePath, loadFixture } from '../../fixtures/index.ts';
import { DOCUMENT_TYPE_IDS, planDocuments, type PlannedDocument } from '../src/index.ts';
import { createNodeEngine } from '../src/node.ts';

const FIXTURE = 'ot-tag-apport';
const SAMPLES = 30;
const BATCH_REQUESTS = 40;
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

/**
 * The DEFLATE level each entry of a zip was written with: the level whose output has the stored compressed size
 * (fflate is deterministic), so the parts can be zipped again with the writer's own settings. Where several levels
 * give that size (small parts), the highest is taken: the costlier reading.
 */
function detectLevels(docx: Uint8Array): Zippable {
  const compressedSizes = new Map<string, number>();
  const parts = unzipSync(docx, {
    filter: (file) => {
      compressedSizes.set(file.name, file.size);
      return true;
    },
  });
  const levels = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0] as const;
  return Object.fromEntries(
    Object.entries(parts).map(([path, data]) => {
      const size = compressedSizes.get(path);
      const level = levels.find((candidate) => deflateSync(data, { level: candidate }).length === size) ?? 6;
      return [path, [data, { level }]];
    }),
  );
}

async function runBatch(workers: number, outDir: string, text: string): Promise<{ docs: number; ms: number }> {
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
    const start = performance.now();
    const results = await Promise.all(
      Array.from({ length: BATCH_REQUESTS }, (_, index) => pool.run(task(`line-${index + 1}`))),
    );
    const ms = performance.now() - start;
    const docs = results.reduce((sum, result) => sum + (result.status === 'rendered' ? result.files.length : 0), 0);
    return { docs, ms };
  } finally {
    await pool.close();
  }
}

const engine = createNodeEngine();
const request = loadFixture(FIXTURE);
const documents = planDocuments(request, DOCUMENT_TYPE_IDS);
const largest = documents.find((document) => document.type.id === 'tarsasagi')!;

const html = median(await samplePerDocument(documents, (document) => engine.renderHtml(request, document)));
const docx = median(
  await samplePerDocument(documents, (document) => engine.renderDocx(request, document, { generatedAt })),
);
const pdf = median(
  await samplePerDocument(documents, (document) => engine.renderPdf(request, document, { generatedAt })),
);
const docxSet = median(
  await sample(
    async () => {
      for (const document of documents) await engine.renderDocx(request, document, { generatedAt });
    },
    { samples: SAMPLES, warmUp: 3 },
  ),
);

const largestDocx = median(
  await sample(() => engine.renderDocx(request, largest, { generatedAt }), { samples: SAMPLES, warmUp: 5 }),
);
const parts = detectLevels(await engine.renderDocx(request, largest, { generatedAt }));
const zipOnly = median(await sample(() => zipSync(parts, { mtime: generatedAt }), { samples: SAMPLES, warmUp: 5 }));

const batchDir = await mkdtemp(join(tmpdir(), 'cegdok-bench-'));
const text = await readFile(fixturePath(FIXTURE), 'utf8');
let batch1: { docs: number; ms: number };
let batch2: { docs: number; ms: number };
try {
  batch1 = await runBatch(1, batchDir, text);
  batch2 = await runBatch(2, batchDir, text);
} finally {
  await rm(batchDir, { recursive: true, force: true });
}
const perSecond = (run: { docs: number; ms: number }) => (run.docs / run.ms) * 1000;

type Row = [measure: string, figure: string, target: string, isMet?: boolean];
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const rows: Row[] = [
  ['HTML, median per document', ms(html), '< 5 ms', html < 5],
  ['DOCX, median per document', ms(docx), ''],
  ['PDF, median per document', ms(pdf), '< 300 ms', pdf < 300],
  [`DOCX, full set of ${documents.length} files, median`, ms(docxSet), '< 25 ms', docxSet < 25],
  [
    `DOCX ÷ zip of its parts (${largest.fileStem}: ${ms(largestDocx)} ÷ ${ms(zipOnly)})`,
    `${(largestDocx / zipOnly).toFixed(2)}×`,
    '',
  ],
  [`batch, 1 worker (${batch1.docs} docx)`, `${perSecond(batch1).toFixed(0)} docx/s`, ''],
  [
    `batch, 2 workers (${batch2.docs} docx)`,
    `${perSecond(batch2).toFixed(0)} docx/s`,
    '≥ 300 docx/s on 2 cores',
    perSecond(batch2) >= 300,
  ],
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
  `Cégdok benchmark · fixture ${FIXTURE} (${documents.length} documents) · Node ${process.version} · ` +
    `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}) · ≥ ${SAMPLES} samples after warm-up`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
