import type { TestApp } from './create-test-app.ts';

/** The part of a JSON Schema (as the OpenAPI document writes it) the cross-cutting suites read. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  pattern?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
};

export type OpenApiParameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

export type OpenApiOperation = {
  /** `[]` on a public call; absent when the document's bearer security applies. */
  security?: unknown[];
  parameters: OpenApiParameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};

/** One call of the served OpenAPI document: `POST` and `/api/tarsasag/{id}/bejegyzes`. */
export type ApiOperation = { method: string; template: string; operation: OpenApiOperation };

/** A value for every path parameter of the document that leads past its validation. */
export const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  query: 'programozas',
  type: 'tagjegyzek',
  index: '0',
  placeId: 'offline:MTA2MiBCdWRhcGVzdA',
  sessionToken: 'munkamenet',
  page: '0',
  versionId: '1',
  document: 'hatarozat',
};

/** Every operation of `/api/openapi.json` as the app serves it. */
export async function listApiOperations(t: Pick<TestApp, 'request'>): Promise<ApiOperation[]> {
  const document = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), template, operation })),
  );
}

/** `/api/docs/{id}` with `{ id: '7' }` → `/api/docs/7`; a parameter without a value becomes `x`. */
export function fillPath(template: string, values: Record<string, string> = SAMPLE_PARAMS): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? 'x');
}
