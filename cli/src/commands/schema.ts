import { buildRequestJsonSchema } from '@cegdok/engine/json-schema';
import type { Command } from 'commander';

/** `cegdok schema`: the request's JSON Schema, generated from the engine's zod schemas, on standard output. */
export function registerSchemaCommand(program: Command): void {
  program
    .command('schema')
    .description('a kérés JSON Schema leírása (a docs/cegdok-request.schema.json tartalma)')
    .usage('[kapcsolók]')
    .action(() => {
      process.stdout.write(`${JSON.stringify(buildRequestJsonSchema(), null, 2)}\n`);
    });
}
