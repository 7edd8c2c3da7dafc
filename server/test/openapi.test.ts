import { describe, expect, it } from 'vitest';
import { createTestApp } from './create-test-app.ts';

type Operation = {
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: {
    content: { 'application/json': { schema: { properties?: Record<string, unknown>; required?: string[] } } };
  };
  responses: Record<string, unknown>;
};

describe('GET /api/openapi.json', () => {
  const t = createTestApp();

  it('documents every call of the API in OpenAPI 3.1', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/feature-flags',
        'POST /api/register',
        'POST /api/register/confirm',
        'POST /api/login',
        'POST /api/logout',
        'GET /api/user',
        'PUT /api/user',
        'DELETE /api/remove-user',
        'POST /api/password-reset/request',
        'POST /api/password-reset/confirm',
        'GET /api/szemely',
        'POST /api/szemely',
        'PUT /api/szemely',
        'DELETE /api/szemely/{id}',
        'GET /api/tarsasag',
        'POST /api/tarsasag',
        'PUT /api/tarsasag',
        'DELETE /api/tarsasag/{id}',
        'GET /api/tarsasag/teaor/{query}',
        'PUT /api/tarsasag/{id}/bejegyzes',
        'GET /api/tarsasag/{id}/versions',
        'GET /api/tarsasag/{id}/versions/{versionId}',
        'POST /api/tarsasag/{id}/modositas/terv',
        'POST /api/tarsasag/{id}/modositas/html/{document}',
        'POST /api/tarsasag/{id}/modositas/html/{document}/{index}',
        'POST /api/tarsasag/{id}/modositas',
        'POST /api/contract-engine/ceg-doc/{type}/html',
        'POST /api/contract-engine/ceg-doc/{type}/html/{index}',
        'POST /api/contract-engine/ceg-doc/{type}/generate',
        'POST /api/contract-engine/ceg-doc/{type}/generate/{index}',
        'POST /api/contract-engine/ceg-doc/{type}',
        'POST /api/contract-engine/ceg-doc/{type}/{index}',
        'GET /api/docs',
        'GET /api/docs/{id}',
        'DELETE /api/docs/{id}',
        'GET /api/stats',
        'POST /api/kapcsolat',
        'GET /api/tiers',
        'GET /api/subscription',
        'POST /api/address/autocomplete',
        'GET /api/address/autocomplete/place-id/{placeId}/{sessionToken}',
        'POST /api/payment/start',
        'POST /api/payment/start-doc',
        'GET /api/payment/back',
        'POST /api/payment/ipn',
        'GET /api/payment/{id}',
        'GET /api/billing/orders',
        'GET /api/billing/latest',
        'POST /api/subscription/activate-documents',
        'GET /api/lawfirm',
        'POST /api/lawfirm',
        'PUT /api/lawfirm/join-request',
        'DELETE /api/lawfirm/join-request/{id}',
        'POST /api/lawfirm/accept-invite/{id}',
        'GET /api/lawfirm/change-requests',
        'GET /api/lawfirm/admin',
        'PUT /api/lawfirm/admin/invite-request',
        'DELETE /api/lawfirm/admin/invite-request/{id}',
        'POST /api/lawfirm/admin/join-accept/{id}',
        'GET /api/beta',
        'PUT /api/beta',
        'POST /api/beta',
        'DELETE /api/beta/{id}',
        'GET /api/beta/not-registered',
        'GET /api/admin/stats',
        'GET /api/admin/users/{page}',
      ].sort(),
    );
  });

  it('takes request schemas from the same zod schemas that validate', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const createCompany = document.paths['/api/tarsasag']!.post!;
    const schema = createCompany.requestBody!.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['nev', 'szekhely']));
    expect(Object.keys(schema.properties ?? {})).toEqual(
      expect.arrayContaining(['tagok', 'ugyvezetok', 'taggyulesSzabalyzasok', 'egyebTevekenysegek']),
    );
    const download = document.paths['/api/docs/{id}']!.get!;
    expect(download.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'format', in: 'query', required: false }),
    ]);
    expect(Object.keys(download.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '402', '404', '410']));
    expect(document.paths['/api/login']!.post!.security).toEqual([]);
    const withIndex = document.paths['/api/contract-engine/ceg-doc/{type}/html/{index}']!.post!;
    expect(withIndex.parameters.map((parameter) => parameter.name)).toEqual(['type', 'index']);
    const withoutIndex = document.paths['/api/contract-engine/ceg-doc/{type}/html']!.post!;
    expect(withoutIndex.parameters.map((parameter) => parameter.name)).toEqual(['type']);
    expect(document.paths['/api/payment/ipn']!.post!.security).toEqual([]);
    expect(document.paths['/api/payment/back']!.get!.parameters.map((parameter) => parameter.name)).toEqual(['r', 's']);
    const startDoc = document.paths['/api/payment/start-doc']!.post!.requestBody!.content['application/json'].schema;
    expect(startDoc.required).toEqual(
      expect.arrayContaining(['name', 'address', 'zipCode', 'city', 'phone', 'documentsToBuy']),
    );
    expect(startDoc.required).not.toContain('taxNumber');
    expect(Object.keys(document.paths['/api/admin/stats']!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
  });
});
