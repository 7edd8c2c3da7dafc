import { readToken } from './auth-token.ts';

/**
 * A failed call: any non-success HTTP status, with the server's `{ error: { code, message, fields } }` when given.
 * `message` adds the field messages to the server's (a refusal read in one alert); `summary` is the server's alone,
 * for a form that shows each field's message at its field (`sortServerErrors`).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly summary: string;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    summary?: string,
  ) {
    super(message);
    this.summary = summary ?? message;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  /** Send the bearer token (default); the public calls of spec section 7 send none. */
  auth?: boolean;
  signal?: AbortSignal;
};

type ResponseKind = 'json' | 'text' | 'blob';

export const NETWORK_FAILED =
  'Nem sikerült kapcsolódni a szerverhez. Kérjük, ellenőrizze az internetkapcsolatot, és próbálja újra.';

/** What a failure without the server's own (Hungarian) message says: what happened and what to do. */
export function httpErrorMessage(status: number): string {
  if (status >= 500)
    return 'A szerver most nem tudta teljesíteni a kérést. Kérjük, próbálja újra néhány perc múlva; ha a hiba megmarad, írjon nekünk a Kapcsolat oldalon.';
  if (status === 401) return 'A munkamenete lejárt. Kérjük, lépjen be újra.';
  if (status === 403) return 'Ehhez a művelethez nincs jogosultsága.';
  if (status === 404) return 'A keresett adat nem található. Kérjük, frissítse az oldalt.';
  if (status === 413) return 'A küldött adat túl nagy.';
  if (status === 429) return 'Túl sok kérés érkezett rövid időn belül. Kérjük, várjon egy percet, és próbálja újra.';
  return 'A kérés nem teljesíthető. Kérjük, frissítse az oldalt, és próbálja újra.';
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    };
    if (body.error?.message) {
      // The field messages name what to correct: "Hibás vagy hiányzó adatok." alone does not.
      const details = [...new Set(Object.values(body.error.fields ?? {}))];
      const message = [body.error.message, ...details].join(' ');
      return new ApiError(response.status, body.error.code ?? 'ERROR', message, body.error.fields, body.error.message);
    }
  } catch {
    // not a JSON error envelope
  }
  return new ApiError(response.status, 'HTTP_ERROR', httpErrorMessage(response.status));
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // The browser's own text ("Failed to fetch") is English; an abort stays an abort.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_FAILED);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** The one place the web app talks HTTP: every API module calls this. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
  kind: ResponseKind = 'json',
): Promise<T> {
  const accept = kind === 'json' ? 'application/json' : kind === 'text' ? 'text/html, text/plain' : '*/*';
  const response = await send(path, options, accept);
  if (kind === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (kind === 'text') return text as T;
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
