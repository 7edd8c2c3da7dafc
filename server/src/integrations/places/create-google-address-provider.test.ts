import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { createLogger } from '../../logger.ts';
import { createGoogleAddressProvider } from './create-google-address-provider.ts';

type Call = { url: string; init: RequestInit };

/** Google's side of the conversation: records each request and answers a canned reply. */
function fakeGoogle(reply: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return reply(call);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const logger = createLogger('silent');

describe('Google Places (New) provider', () => {
  it('sends input, key and session token to places:autocomplete and maps the predictions', async () => {
    const google = fakeGoogle(() =>
      Response.json({
        suggestions: [
          { placePrediction: { placeId: 'ChIJ1', text: { text: 'Budapest, Váci út 1, Magyarország' } } },
          { queryPrediction: { text: { text: 'váci út' } } },
        ],
      }),
    );
    const provider = createGoogleAddressProvider({ apiKey: 'test-api-key-123', logger, fetch: google.fetch });
    const suggestions = await provider.autocomplete({ searchInput: 'Váci út 1', sessionToken: 'token-1' });
    expect(suggestions).toEqual([{ address: 'Budapest, Váci út 1', placeId: 'ChIJ1' }]);
    const [call] = google.calls;
    expect(call!.url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect((call!.init.headers as Record<string, string>)['X-Goog-Api-Key']).toBe('test-api-key-123');
    expect(JSON.parse(String(call!.init.body))).toEqual({
      input: 'Váci út 1',
      sessionToken: 'token-1',
      languageCode: 'hu',
      includedRegionCodes: ['hu'],
    });
  });

  it('asks Place Details with a field mask and the same session token, and formats the address', async () => {
    const google = fakeGoogle(() =>
      Response.json({
        formattedAddress: 'Budapest, Váci út 1, 1062 Magyarország',
        addressComponents: [
          { longText: '1', types: ['street_number'] },
          { longText: 'Váci út', types: ['route'] },
          { longText: 'Budapest', types: ['locality', 'political'] },
          { longText: '1062', types: ['postal_code'] },
        ],
      }),
    );
    const provider = createGoogleAddressProvider({ apiKey: 'test-api-key-123', logger, fetch: google.fetch });
    expect(await provider.details({ placeId: 'ChIJ1', sessionToken: 'token-1' })).toEqual({
      address: '1062 Budapest, Váci út 1.',
    });
    const [call] = google.calls;
    expect(call!.url).toBe(
      'https://places.googleapis.com/v1/places/ChIJ1?languageCode=hu&regionCode=HU&sessionToken=token-1',
    );
    expect((call!.init.headers as Record<string, string>)['X-Goog-FieldMask']).toBe(
      'id,formattedAddress,addressComponents',
    );
  });

  it('answers null for an unknown place and a 502 AppError when Google fails', async () => {
    const notFound = createGoogleAddressProvider({
      apiKey: 'test-api-key-123',
      logger,
      fetch: fakeGoogle(() => new Response('{}', { status: 404 })).fetch,
    });
    expect(await notFound.details({ placeId: 'nincs', sessionToken: 't' })).toBeNull();
    const failing = createGoogleAddressProvider({
      apiKey: 'test-api-key-123',
      logger,
      fetch: fakeGoogle(() => new Response('quota', { status: 429 })).fetch,
    });
    const error = await failing
      .autocomplete({ searchInput: 'Váci', sessionToken: 't' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(502);
  });
});
