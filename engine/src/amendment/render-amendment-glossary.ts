import { FIELD_TABLE_HEAD, renderFieldRows } from '../schema/render-glossary.ts';
import { AMENDMENT_FIELD_DOCS, REGISTERED_FIELD_DOCS } from './amendment-field-docs.ts';
import { buildAmendmentJsonSchema, buildRegisteredJsonSchema } from './amendment-json-schema.ts';

/** The registered company's own fields are the request's `tarsasag` fields, listed in `docs/glossary.md`. */
const isOutsideCompany = (path: string) => !path.startsWith('tarsasag.');

/**
 * `docs/glossary-amendment.md`: every field of the amendment data (`amendment.json`) and of the registered version
 * (`registered.json`) with its meaning, an example, its limits and its code name.
 */
export function renderAmendmentGlossary(): string {
  return [
    '# Glossary: the fields of an amendment',
    '',
    '<!-- Generated from engine/src/amendment/amendment-field-docs.ts and the zod schemas by `npm run docs:generate`; do not edit. -->',
    '',
    '`cegdok amend --from registered.json --to changed.json --amendment amendment.json` reads three files. Their',
    'fields are listed here as in [`glossary.md`](glossary.md): Hungarian data names, English code names in the last',
    'column, `[]` for any item of a list. `changed.json` is the changed company, either bare or as `{ tarsasag }`: the',
    'fields of a request’s `tarsasag` in [`glossary.md`](glossary.md). Absent, `null` and `""` mean “not given” for',
    'every optional field.',
    '',
    '## `amendment.json`: the decision and the change data',
    '',
    'JSON Schema: [`cegdok-amendment.schema.json`](cegdok-amendment.schema.json) (`npx cegdok schema --amendment`).',
    'Members are pointed at by their saved person’s `id` or by their name (`nev`) in the registered state.',
    '',
    ...FIELD_TABLE_HEAD,
    ...renderFieldRows(buildAmendmentJsonSchema(), AMENDMENT_FIELD_DOCS),
    '',
    '## `registered.json`: the registered version',
    '',
    'JSON Schema: [`cegdok-registered.schema.json`](cegdok-registered.schema.json) (`npx cegdok schema --registered`).',
    'The fields under `tarsasag` are those of a request’s `tarsasag` in [`glossary.md`](glossary.md).',
    '',
    ...FIELD_TABLE_HEAD,
    ...renderFieldRows(buildRegisteredJsonSchema(), REGISTERED_FIELD_DOCS, isOutsideCompany),
    '',
  ].join('\n');
}
