import { z } from 'zod';
import { FIELD_DOCS, type FieldDoc } from './field-docs.ts';
import {
  AMOUNT_TEXT,
  isoDateString,
  MAX_AMOUNT_TEXT,
  TAX_ID_PATTERN,
  TAX_ID_SCHEMAS,
  wholeForints,
} from './primitives.ts';
import { documentRequestSchema } from './request.ts';

/** Where editors find the published schema (`$id`); the file is committed at `docs/cegdok-request.schema.json`. */
export const REQUEST_SCHEMA_ID = 'https://cegdok.hu/schema/cegdok-request.schema.json';

export type JsonSchemaNode = {
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  description?: string;
  examples?: unknown[];
  [key: string]: unknown;
};

/** Calls `visit` with the request path (`tarsasag.tagok[].nev`) of every field of the generated schema. */
export function forEachSchemaField(
  node: JsonSchemaNode,
  visit: (path: string, field: JsonSchemaNode) => void,
  path = '',
): void {
  for (const option of node.anyOf ?? []) forEachSchemaField(option, visit, path);
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const childPath = path ? `${path}.${key}` : key;
    visit(childPath, child);
    forEachSchemaField(child, visit, childPath);
  }
  if (node.items) {
    visit(`${path}[]`, node.items);
    forEachSchemaField(node.items, visit, `${path}[]`);
  }
}

/** The head of a published schema: where editors find it (`$id`), its title and its Hungarian description. */
export type JsonSchemaHead = { $id: string; title: string; description: string };

/**
 * The JSON Schema (draft 2020-12) of what a client may send for `schema`, generated from the zod schema with the
 * Hungarian descriptions and examples of `docs` (paths as `forEachSchemaField` gives them): amounts as numbers or
 * digit strings, dates as `YYYY-MM-DD`, and an object's keys as its zod schema takes them (a strict object refuses
 * the keys it does not know). Every published schema (request, amendment, registered version) is built here.
 */
export function buildDocumentedJsonSchema(
  schema: z.ZodType,
  docs: ReadonlyMap<string, FieldDoc>,
  head: JsonSchemaHead,
): JsonSchemaNode {
  const generated = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // A field with a default (a preprocess) looks required to zod's input schema; it is required only when
      // leaving it out is an error.
      if (zodSchema instanceof z.ZodObject && Array.isArray(jsonSchema.required)) {
        const shape = zodSchema.shape as Record<string, z.ZodType>;
        jsonSchema.required = jsonSchema.required.filter((key) => !shape[key]?.safeParse(undefined).success);
        if (jsonSchema.required.length === 0) delete jsonSchema.required;
      }
      const def = zodSchema._zod.def;
      const isDate = zodSchema === isoDateString || (def.type === 'pipe' && def.out === isoDateString);
      if (isDate) Object.assign(jsonSchema, { format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
      if (TAX_ID_SCHEMAS.has(zodSchema)) Object.assign(jsonSchema, { pattern: TAX_ID_PATTERN });
      if (zodSchema === wholeForints) {
        const number = { ...jsonSchema, type: 'integer' as const };
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
        jsonSchema.anyOf = [number, { type: 'string', maxLength: MAX_AMOUNT_TEXT, pattern: AMOUNT_TEXT.source }];
      }
    },
  }) as JsonSchemaNode;
  forEachSchemaField(generated, (path, field) => {
    const fieldDoc = docs.get(path);
    if (!fieldDoc) return;
    field.description = fieldDoc.description;
    if (fieldDoc.example !== undefined) field.examples = [fieldDoc.example];
  });
  const { $schema, ...rest } = generated;
  return { $schema, ...head, ...rest };
}

/**
 * The JSON Schema (draft 2020-12) of a document request, generated from the zod schemas with the Hungarian
 * descriptions and examples of `FIELD_DOCS`. It describes what a client may send: amounts as numbers or digit
 * strings, dates as `YYYY-MM-DD`, and no key the schema does not know.
 */
export function buildRequestJsonSchema(): JsonSchemaNode {
  return buildDocumentedJsonSchema(documentRequestSchema, FIELD_DOCS, {
    $id: REQUEST_SCHEMA_ID,
    title: 'Cégdok dokumentumkérés',
    description:
      'Egy Kft. alapítási dokumentumainak adatai: { ugyvediIroda, keltezesHelye, keltezesIdeje, tarsasag }. ' +
      'Generálva a Cégdok zod sémáiból (`cegdok schema`); kézzel ne szerkessze.',
  });
}
