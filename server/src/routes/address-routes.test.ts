import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';

describe('address autocomplete', () => {
  const t = createTestApp();

  it('suggests addresses and resolves the chosen place id', async () => {
    const { token } = await registerTestUser(t);
    const sessionToken = '4f2b4c1e-8d7a-4b7e-9a51-2f1c3d4e5f60';
    const response = await t.request('/api/address/autocomplete', {
      token,
      body: { sessionToken, searchInput: 'Váci út 1' },
    });
    expect(response.status).toBe(200);
    const suggestions = (await response.json()) as { address: string; placeId: string }[];
    const chosen = suggestions.find((suggestion) => suggestion.address === '1062 Budapest, Váci út 1.');
    expect(chosen).toBeDefined();
    const details = await t.request(
      `/api/address/autocomplete/place-id/${encodeURIComponent(chosen!.placeId)}/${sessionToken}`,
      { token },
    );
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({ address: '1062 Budapest, Váci út 1.' });
  });

  it('validates the input and answers 404 for an unknown place', async () => {
    const { token } = await registerTestUser(t);
    const short = await t.request('/api/address/autocomplete', {
      token,
      body: { sessionToken: 'abc', searchInput: 'V' },
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      searchInput: 'Legalább 2 karaktert adjon meg.',
    });
    const badToken = await t.request('/api/address/autocomplete', {
      token,
      body: { sessionToken: 'nem jó token!', searchInput: 'Váci' },
    });
    expect(badToken.status).toBe(400);
    expect((await t.request('/api/address/autocomplete/place-id/ChIJ-ismeretlen/abc', { token })).status).toBe(404);
  });
});
