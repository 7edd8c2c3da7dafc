// The generated documentation files: the request's JSON Schema and the field glossary, as committed.
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { renderGlossary } from '../src/schema/render-glossary.ts';
import { buildRequestJsonSchema } from '../src/schema/request-json-schema.ts';

export const schemaFile = fileURLToPath(new URL('../../docs/cegdok-request.schema.json', import.meta.url));
export const glossaryFile = fileURLToPath(new URL('../../docs/glossary.md', import.meta.url));

/** The JSON Schema file's text, formatted as the repository's Prettier formats JSON. */
export async function schemaFileText(): Promise<string> {
  const options = await prettier.resolveConfig(schemaFile);
  return prettier.format(JSON.stringify(buildRequestJsonSchema()), { ...options, parser: 'json' });
}

export function glossaryFileText(): string {
  return renderGlossary();
}
