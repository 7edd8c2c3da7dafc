import { FIELD_DOCS } from './field-docs.ts';
import { buildRequestJsonSchema, forEachSchemaField } from './request-json-schema.ts';

type Field = Parameters<Parameters<typeof forEachSchemaField>[1]>[1];

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function limits(field: Field, isRequired: boolean): string {
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

/** `docs/glossary.md`: every field of a request with its meaning, an example, its limits and its code name. */
export function renderGlossary(): string {
  const schema = buildRequestJsonSchema();
  const rows: string[] = [];
  const requiredOf = new Map<string, boolean>();
  forEachSchemaField(schema, (path, field) => {
    for (const key of (field['required'] as string[] | undefined) ?? [])
      requiredOf.set(`${path}${field.items ? '[]' : ''}.${key}`, true);
  });
  const rootRequired = (schema['required'] as string[] | undefined) ?? [];
  forEachSchemaField(schema, (path, field) => {
    const fieldDoc = FIELD_DOCS.get(path);
    const example = fieldDoc?.example === undefined ? '' : `\`${JSON.stringify(fieldDoc.example)}\``;
    const isRequired = requiredOf.get(path) === true || rootRequired.includes(path);
    rows.push(
      `| \`${path}\` | ${cell(fieldDoc?.description ?? '')} | ${cell(example)} | ${limits(field, isRequired)} | ${fieldDoc?.en ?? ''} |`,
    );
  });
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
    '| Mező | Jelentés | Példa | Korlát | Code name |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
