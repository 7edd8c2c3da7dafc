import { FIELD_DOCS, type FieldDoc } from './field-docs.ts';
import { buildRequestJsonSchema, forEachSchemaField, type JsonSchemaNode } from './request-json-schema.ts';

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function limits(field: JsonSchemaNode, isRequired: boolean): string {
  const parts: string[] = [];
  if (isRequired) parts.push('kötelező');
  if (typeof field['maxLength'] === 'number') parts.push(`legfeljebb ${field['maxLength']} karakter`);
  if (typeof field['maxItems'] === 'number') parts.push(`legfeljebb ${field['maxItems']} tétel`);
  if (Array.isArray(field['enum'])) parts.push(field['enum'].map((value) => `\`${String(value)}\``).join(', '));
  if (field['format'] === 'date') parts.push('ÉÉÉÉ-HH-NN');
  if (field.anyOf?.some((option) => option['type'] === 'integer' && option['minimum'] === 0))
    parts.push('egész forint');
  return parts.join('; ');
}

/** The head of a field table: its columns. */
export const FIELD_TABLE_HEAD = ['| Mező | Jelentés | Példa | Korlát | Code name |', '|---|---|---|---|---|'];

/**
 * One table row per field of a published schema (`buildDocumentedJsonSchema`) with its meaning and example from
 * `docs`, its limits and its code name; `includes` leaves out the fields another table already lists.
 */
export function renderFieldRows(
  schema: JsonSchemaNode,
  docs: ReadonlyMap<string, FieldDoc>,
  includes: (path: string) => boolean = () => true,
): string[] {
  const rows: string[] = [];
  const requiredOf = new Map<string, boolean>();
  forEachSchemaField(schema, (path, field) => {
    for (const key of (field['required'] as string[] | undefined) ?? [])
      requiredOf.set(`${path}${field.items ? '[]' : ''}.${key}`, true);
  });
  const rootRequired = (schema['required'] as string[] | undefined) ?? [];
  forEachSchemaField(schema, (path, field) => {
    if (!includes(path)) return;
    const fieldDoc = docs.get(path);
    const example = fieldDoc?.example === undefined ? '' : `\`${JSON.stringify(fieldDoc.example)}\``;
    const isRequired = requiredOf.get(path) === true || rootRequired.includes(path);
    rows.push(
      `| \`${path}\` | ${cell(fieldDoc?.description ?? '')} | ${cell(example)} | ${limits(field, isRequired)} | ${fieldDoc?.en ?? ''} |`,
    );
  });
  return rows;
}

/** `docs/glossary.md`: every field of a request with its meaning, an example, its limits and its code name. */
export function renderGlossary(): string {
  return [
    '# Glossary: the fields of a document request',
    '',
    '<!-- Generated from engine/src/schema/field-docs.ts and the zod schemas by `npm run docs:generate`; do not edit. -->',
    '',
    'Data fields keep the spec’s Hungarian names (they are the API contract); code identifiers are English (last',
    'column). `[]` stands for any item of a list. The same source gives the JSON Schema',
    '[`docs/cegdok-request.schema.json`](cegdok-request.schema.json) (`npx cegdok schema`). Absent, `null` and `""`',
    'mean “not given” for every optional field.',
    '',
    ...FIELD_TABLE_HEAD,
    ...renderFieldRows(buildRequestJsonSchema(), FIELD_DOCS),
    '',
  ].join('\n');
}
