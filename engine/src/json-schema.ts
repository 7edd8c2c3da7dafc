// `@cegdok/engine/json-schema`: the published JSON Schemas (a request; an amendment's data and registered version),
// their field documentation and the largest request accepted — for the CLI and the server. Kept out of the main
// entry so the web bundle does not carry it.
export * from './schema/request-json-schema.ts';
export { maxRequestBytes } from './schema/max-request-bytes.ts';
export { FIELD_DOCS, type FieldDoc } from './schema/field-docs.ts';
export {
  AMENDMENT_SCHEMA_ID,
  REGISTERED_SCHEMA_ID,
  buildAmendmentJsonSchema,
  buildRegisteredJsonSchema,
} from './amendment/amendment-json-schema.ts';
export { AMENDMENT_FIELD_DOCS, REGISTERED_FIELD_DOCS } from './amendment/amendment-field-docs.ts';
