// `@cegdok/engine/json-schema`: the request's published JSON Schema, its field documentation and the largest request
// it accepts — for the CLI and the server. Kept out of the main entry so the web bundle does not carry it.
export * from './schema/request-json-schema.ts';
export { maxRequestBytes } from './schema/max-request-bytes.ts';
export { FIELD_DOCS, type FieldDoc } from './schema/field-docs.ts';
