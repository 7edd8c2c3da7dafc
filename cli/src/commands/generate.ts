import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createNodeEngine } from '@cegdok/engine/node';
import type { Command } from 'commander';
import { createGeneratePool } from '../generate/create-generate-pool.ts';
import { generateRequest } from '../generate/generate-request.ts';
import type { GenerateTask } from '../generate/generate-task.ts';
import { EXIT_CODES_HELP, raiseExitCode } from '../exit-codes.ts';
import { formatLocalDate } from '../format-local-date.ts';
import { readGenerateInput, type RequestSource } from '../input/read-generate-input.ts';
import { parseFormats } from '../options/parse-formats.ts';
import { parsePositiveInteger } from '../options/parse-positive-integer.ts';
import { parseTypes } from '../options/parse-types.ts';
import { createBatchReport } from '../report/create-batch-report.ts';
import { exitCodeOf, type ItemOutcome } from '../report/item-outcome.ts';
import { ensureDirectory } from '../output/ensure-directory.ts';

type GenerateOptions = {
  input: string;
  out: string;
  types?: string;
  format?: string;
  workers?: string;
  dryRun?: boolean;
};

async function generate(options: GenerateOptions): Promise<void> {
  const typeIds = parseTypes(options.types ?? 'all');
  const formats = parseFormats(options.format ?? 'docx');
  const workers =
    options.workers === undefined
      ? availableParallelism()
      : parsePositiveInteger(options.workers, 'A --workers értéke');
  const input = await readGenerateInput(options.input);
  const dryRun = options.dryRun === true;
  // An unusable --out ends the run at once, before any work (exit code 3).
  if (!dryRun) await ensureDirectory(options.out);
  const startedAt = performance.now();
  const generatedAt = new Date();
  const taskOf = (source: RequestSource, outDir: string): GenerateTask => ({
    source,
    outDir,
    typeIds,
    formats,
    today: formatLocalDate(generatedAt),
    generatedAt,
    dryRun,
  });
  const sources = input.isBatch ? input.sources : [input.source];
  const report = createBatchReport({
    stream: process.stdout,
    total: sources.length,
    showProgressBar: input.isBatch && process.stdout.isTTY === true,
  });

  const add = (outcome: ItemOutcome) => {
    report.add(outcome);
    raiseExitCode(exitCodeOf(outcome));
  };
  if (input.isBatch && !dryRun) {
    const pool = createGeneratePool(Math.min(workers, input.sources.length));
    try {
      await Promise.all(
        input.sources.map(async (source) => {
          const outcome: ItemOutcome = await pool
            .run(taskOf(source, join(options.out, source.folder)))
            .catch((error: Error) => ({ status: 'crashed', label: source.label, message: error.message }));
          add(outcome);
        }),
      );
    } finally {
      await pool.close();
    }
  } else if (input.isBatch) {
    const engine = createNodeEngine();
    for (const source of input.sources)
      add(await generateRequest(engine, taskOf(source, join(options.out, source.folder))));
  } else {
    add(await generateRequest(createNodeEngine(), taskOf(input.source, options.out)));
  }
  report.finish(performance.now() - startedAt);
  if (dryRun) console.log('Próbafuttatás (--dry-run): egyetlen fájl sem készült.');
}

/** `cegdok generate`: one request or a batch into a folder, batches on worker threads. */
export function registerGenerateCommand(program: Command): void {
  program
    .command('generate')
    .description('dokumentumok készítése egy kérésből vagy kérések kötegéből')
    .usage('--input <útvonal> --out <mappa> [kapcsolók]')
    .requiredOption(
      '-i, --input <útvonal>',
      'egy kérés (.json), soronként egy kérés (.jsonl) vagy .json fájlokat tartalmazó mappa',
    )
    .requiredOption('-o, --out <mappa>', 'a kimeneti mappa (kötegnél kérésenként egy almappa)')
    .option('-t, --types <típusok>', 'dokumentumtípusok vesszővel elválasztva, vagy all (alapértelmezés: all)')
    .option('-f, --format <formátumok>', 'docx, html, pdf vesszővel elválasztva (alapértelmezés: docx)')
    .option('-w, --workers <szám>', 'munkaszálak száma kötegnél (alapértelmezés: a processzormagok száma)')
    .option('-n, --dry-run', 'csak ellenőrzés: kérésenként a sémahibák és a készülő fájlok listája, írás nélkül')
    .addHelpText('after', `\n${EXIT_CODES_HELP}`)
    .action((options: GenerateOptions) => generate(options));
}
