import {
  buildAmendmentJsonSchema,
  buildRegisteredJsonSchema,
  buildRequestJsonSchema,
} from '@cegdok/engine/json-schema';
import type { Command } from 'commander';
import { UsageError } from '../usage-error.ts';

type SchemaOptions = { amendment?: boolean; registered?: boolean };

/**
 * `cegdok schema`: a JSON Schema generated from the engine's zod schemas, on standard output — the request's, or with
 * `--amendment` / `--registered` those of the files `cegdok amend` reads.
 */
export function registerSchemaCommand(program: Command): void {
  program
    .command('schema')
    .description('a kérés JSON Schema leírása (docs/cegdok-request.schema.json), kapcsolóval a módosítás fájljaié')
    .usage('[kapcsolók]')
    .option('--amendment', 'a módosítás adatainak (amend --amendment) leírása: docs/cegdok-amendment.schema.json')
    .option('--registered', 'a bejegyzett állapot (amend --from) leírása: docs/cegdok-registered.schema.json')
    .action((options: SchemaOptions) => {
      if (options.amendment && options.registered)
        throw new UsageError('A --amendment és a --registered kapcsoló közül csak az egyiket adja meg.');
      const schema = options.amendment
        ? buildAmendmentJsonSchema()
        : options.registered
          ? buildRegisteredJsonSchema()
          : buildRequestJsonSchema();
      process.stdout.write(`${JSON.stringify(schema, null, 2)}\n`);
    });
}
