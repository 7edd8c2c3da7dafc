import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { AddressProvider } from './address-provider.ts';

const PLACES_BASE_URL = 'https://places.googleapis.com/v1';
const DETAILS_FIELD_MASK = 'id,formattedAddress,addressComponents';

const autocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z.object({ placeId: z.string(), text: z.object({ text: z.string() }) }).optional(),
      }),
    )
    .default([]),
});

const detailsAnswer = z.object({
  formattedAddress: z.string().optional(),
  addressComponents: z.array(z.object({ longText: z.string(), types: z.array(z.string()) })).default([]),
});

/** `1062 Budapest, Váci út 1.` from the components when they are all there, else Google's own line. */
function hungarianAddress(details: z.infer<typeof detailsAnswer>): string | null {
  const part = (type: string) =>
    details.addressComponents.find((component) => component.types.includes(type))?.longText;
  const [zip, city, route, number] = [part('postal_code'), part('locality'), part('route'), part('street_number')];
  if (zip && city && route) return `${zip} ${city}, ${route}${number ? ` ${number}.` : ''}`;
  return details.formattedAddress?.replace(/, Magyarország$|, Hungary$/, '') ?? null;
}

/** Google Places API (New): Autocomplete and Place Details, with the caller's session token passed through. */
export function createGoogleAddressProvider(options: {
  apiKey: string;
  logger: Logger;
  fetch?: typeof fetch;
  baseUrl?: string;
}): AddressProvider {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? PLACES_BASE_URL;

  async function call(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(5000) });
    } catch (error) {
      throw new AppError('UPSTREAM_FAILED', { message: 'A címkereső szolgáltatás nem érhető el.', cause: error });
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      options.logger.warn('Google Places error', {
        status: response.status,
        body: (await response.text()).slice(0, 500),
      });
      throw new AppError('UPSTREAM_FAILED', { message: 'A címkereső szolgáltatás hibát jelzett.' });
    }
    return response.json();
  }

  return {
    async autocomplete({ searchInput, sessionToken }) {
      const body = await call(`${baseUrl}/places:autocomplete`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': options.apiKey },
        body: JSON.stringify({ input: searchInput, sessionToken, languageCode: 'hu', includedRegionCodes: ['hu'] }),
      });
      const parsed = autocompleteAnswer.safeParse(body ?? {});
      if (!parsed.success)
        throw new AppError('UPSTREAM_FAILED', { message: 'A címkereső szolgáltatás váratlan választ adott.' });
      return parsed.data.suggestions.flatMap((suggestion) =>
        suggestion.placePrediction
          ? [
              {
                address: suggestion.placePrediction.text.text.replace(/, Magyarország$|, Hungary$/, ''),
                placeId: suggestion.placePrediction.placeId,
              },
            ]
          : [],
      );
    },
    async details({ placeId, sessionToken }) {
      const query = new URLSearchParams({ languageCode: 'hu', regionCode: 'HU', sessionToken });
      const body = await call(`${baseUrl}/places/${encodeURIComponent(placeId)}?${query}`, {
        headers: { 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': DETAILS_FIELD_MASK },
      });
      if (body === null) return null;
      const parsed = detailsAnswer.safeParse(body);
      if (!parsed.success)
        throw new AppError('UPSTREAM_FAILED', { message: 'A címkereső szolgáltatás váratlan választ adott.' });
      const address = hungarianAddress(parsed.data);
      return address ? { address } : null;
    },
  };
}
