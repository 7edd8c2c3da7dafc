import { buildDocumentedJsonSchema, type JsonSchemaNode } from '../schema/request-json-schema.ts';
import { AMENDMENT_FIELD_DOCS, REGISTERED_FIELD_DOCS } from './amendment-field-docs.ts';
import { amendmentDataSchema, registeredSchema } from './amendment-schema.ts';

/** Where editors find the schema of `amendment.json`; committed at `docs/cegdok-amendment.schema.json`. */
export const AMENDMENT_SCHEMA_ID = 'https://cegdok.hu/schema/cegdok-amendment.schema.json';
/** Where editors find the schema of `registered.json`; committed at `docs/cegdok-registered.schema.json`. */
export const REGISTERED_SCHEMA_ID = 'https://cegdok.hu/schema/cegdok-registered.schema.json';

/**
 * The JSON Schema of the amendment data (`cegdok amend --amendment`, the engine's `amendmentDataSchema`): the decision
 * and the change data, with the Hungarian descriptions and examples of `AMENDMENT_FIELD_DOCS`.
 */
export function buildAmendmentJsonSchema(): JsonSchemaNode {
  return buildDocumentedJsonSchema(amendmentDataSchema, AMENDMENT_FIELD_DOCS, {
    $id: AMENDMENT_SCHEMA_ID,
    title: 'Cégdok módosítás',
    description:
      'Egy bejegyzett Kft. módosításának adatai (`cegdok amend --amendment`): { ugyvediIroda, keltezesHelye, ' +
      'keltezesIdeje, dontes, … }. A bejegyzett állapot (`--from`, cegdok-registered.schema.json) és a módosított ' +
      'társaság (`--to`) külön fájlban áll. Generálva a Cégdok zod sémáiból (`cegdok schema --amendment`); kézzel ne ' +
      'szerkessze.',
  });
}

/**
 * The JSON Schema of a registered version (`cegdok amend --from`, the engine's `registeredSchema`): the registered
 * identifiers, the company as registered and its articles' block tree, with the documentation of
 * `REGISTERED_FIELD_DOCS`.
 */
export function buildRegisteredJsonSchema(): JsonSchemaNode {
  return buildDocumentedJsonSchema(registeredSchema, REGISTERED_FIELD_DOCS, {
    $id: REGISTERED_SCHEMA_ID,
    title: 'Cégdok bejegyzett állapot',
    description:
      'Egy bejegyzett Kft. bejegyzett állapota (`cegdok amend --from`): { bejegyzes, tarsasag, okirat? }. A ' +
      'módosított társaság (`--to`) a tarsasag mezővel azonos szerkezetű. Generálva a Cégdok zod sémáiból ' +
      '(`cegdok schema --registered`); kézzel ne szerkessze.',
  });
}
