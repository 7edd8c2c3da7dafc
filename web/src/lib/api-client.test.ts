import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, httpErrorMessage, NETWORK_FAILED } from './api-client.ts';

describe('API errors the user reads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says in Hungarian what happened and what to do when the server gives no message', async () => {
    vi.stubGlobal('fetch', async () => new Response('Internal Server Error', { status: 500 }));
    const error = (await apiRequest('/api/docs').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe(httpErrorMessage(500));
    expect(error.message).not.toMatch(/HTTP|Error/);
    expect(error.message).toContain('próbálja újra');
  });

  it("keeps the server's own message", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'A dokumentum már törölve.' } }), {
          status: 409,
        }),
    );
    await expect(apiRequest('/api/docs/1', { method: 'DELETE' })).rejects.toMatchObject({
      message: 'A dokumentum már törölve.',
    });
  });

  it('adds the field messages to a validation failure, so the reader knows what to correct', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Hibás vagy hiányzó adatok.',
              fields: {
                name: 'A név legalább 3 karakter legyen.',
                szekhely: 'A cím hiányos. Hiányzik: a házszám.',
                'telephelyek.0': 'A cím hiányos. Hiányzik: a házszám.',
              },
            },
          }),
          { status: 400 },
        ),
    );
    await expect(apiRequest('/api/user', { method: 'PUT', body: {} })).rejects.toMatchObject({
      message: 'Hibás vagy hiányzó adatok. A név legalább 3 karakter legyen. A cím hiányos. Hiányzik: a házszám.',
      summary: 'Hibás vagy hiányzó adatok.',
      fields: { name: 'A név legalább 3 karakter legyen.' },
    });
  });

  it("replaces the browser's English network error", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/docs')).rejects.toMatchObject({ status: 0, message: NETWORK_FAILED });
  });
});
