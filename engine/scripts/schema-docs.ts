// The generated documentation files: the JSON Schemas of a request, of the amendment data and of a registered version,
// and the field glossaries, as committed.
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { buildAmendmentJsonSchema, buildRegisteredJsonSchema } from '../src/amendment/amendment-json-schema.ts';
import { renderAmendmentGlossary } from '../src/amendment/render-amendment-glossary.ts';
import type { JsonSchemaNode } from '../src/schema/request-json-schema.ts';
import { renderGlossary } from '../src/schema/render-glossary.ts';
import { buildRequestJsonSchema } from '../src/schema/request-json-schema.ts';

const docsFile = (name: string) => fileURLToPath(new URL(`../../docs/${name}`, import.meta.url));

export const schemaFile = docsFile('cegdok-request.schema.json');
export const amendmentSchemaFile = docsFile('cegdok-amendment.schema.json');
export const registeredSchemaFile = docsFile('cegdok-registered.schema.json');
export const glossaryFile = docsFile('glossary.md');
export const amendmentGlossaryFile = docsFile('glossary-amendment.md');

/** A JSON Schema file's text, formatted as the repository's Prettier formats JSON. */
async function jsonSchemaText(file: string, schema: JsonSchemaNode): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(JSON.stringify(schema), { ...options, parser: 'json' });
}

export function schemaFileText(): Promise<string> {
  return jsonSchemaText(schemaFile, buildRequestJsonSchema());
}

export function amendmentSchemaFileText(): Promise<string> {
  return jsonSchemaText(amendmentSchemaFile, buildAmendmentJsonSchema());
}

export function registeredSchemaFileText(): Promise<string> {
  return jsonSchemaText(registeredSchemaFile, buildRegisteredJsonSchema());
}

export function glossaryFileText(): string {
  return renderGlossary();
}

export function amendmentGlossaryFileText(): string {
  return renderAmendmentGlossary();
}

/** Every generated file with its text, as `npm run docs:generate` writes them. */
export async function generatedDocs(): Promise<{ file: string; text: string }[]> {
  return [
    { file: schemaFile, text: await schemaFileText() },
    { file: amendmentSchemaFile, text: await amendmentSchemaFileText() },
    { file: registeredSchemaFile, text: await registeredSchemaFileText() },
    { file: glossaryFile, text: glossaryFileText() },
    { file: amendmentGlossaryFile, text: amendmentGlossaryFileText() },
  ];
}
