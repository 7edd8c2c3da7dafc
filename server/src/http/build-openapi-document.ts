import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { routeDescriptions, type RouteDescription } from './describe-route.ts';
import { validatorSchemas, type ValidatedTarget } from './validate.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorSchema = toJsonSchema(
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  }),
  'output',
);

/** `/api/docs/:id` → `/api/docs/{id}`; an optional `:index?` yields the path with and without it. */
function expandPath(honoPath: string): { path: string; optional: string[] }[] {
  const optional = [...honoPath.matchAll(/:(\w+)\?/g)].map((match) => match[1] as string);
  const withAll = honoPath.replace(/:(\w+)\??/g, '{$1}');
  if (optional.length === 0) return [{ path: withAll, optional: [] }];
  const without = honoPath.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, '{$1}');
  return [
    { path: without, optional },
    { path: withAll, optional: [] },
  ];
}

function parametersOf(
  validators: { target: ValidatedTarget; schema: z.ZodType }[],
  path: string,
  omitted: string[],
): unknown[] {
  const parameters: unknown[] = [];
  for (const { target, schema } of validators) {
    if (target === 'json') continue;
    const json = toJsonSchema(schema, 'input');
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      if (target === 'param' && (omitted.includes(name) || !path.includes(`{${name}}`))) continue;
      parameters.push({
        name,
        in: target === 'param' ? 'path' : 'query',
        required: target === 'param' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return parameters;
}

function operationOf(
  method: string,
  description: RouteDescription,
  validators: { target: ValidatedTarget; schema: z.ZodType }[],
  path: string,
  omitted: string[],
) {
  const body = validators.find((validator) => validator.target === 'json');
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(description.responses)) {
    const contentType = response.contentType ?? (response.schema ? 'application/json' : undefined);
    responses[status] = {
      description: response.description,
      ...(contentType
        ? { content: { [contentType]: { schema: response.schema ? toJsonSchema(response.schema, 'output') : {} } } }
        : {}),
    };
  }
  const isAuthenticated = description.isAuthenticated ?? true;
  if (validators.length > 0) responses['400'] ??= errorResponse('Hibás bemenet');
  if (isAuthenticated) responses['401'] ??= errorResponse('Hiányzó vagy érvénytelen token');
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    summary: description.summary,
    tags: [description.tag],
    ...(isAuthenticated ? {} : { security: [] }),
    parameters: parametersOf(validators, path, omitted),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(body.schema, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}

/** The OpenAPI 3.1 document of every described route, built from the same zod schemas that validate them. */
export function buildOpenApiDocument(app: Hono<never>, info: { title: string; version: string; description: string }) {
  const grouped = new Map<string, MiddlewareHandler[]>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    grouped.set(key, [...(grouped.get(key) ?? []), route.handler as MiddlewareHandler]);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, handlers] of grouped) {
    const [method, honoPath] = key.split(' ') as [string, string];
    const description = handlers.map((handler) => routeDescriptions.get(handler)).find(Boolean);
    if (!description) continue;
    const validators = handlers.flatMap((handler) => validatorSchemas.get(handler) ?? []);
    for (const { path, optional } of expandPath(honoPath)) {
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[method.toLowerCase()] = operationOf(
        method,
        description,
        validators,
        path,
        optional,
      );
    }
  }
  return {
    openapi: '3.1.0',
    info,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: errorSchema },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
