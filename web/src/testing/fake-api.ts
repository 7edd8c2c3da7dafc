import { vi } from 'vitest';

export type FakeRequest = { method: string; path: string; body: unknown; headers: Record<string, string> };
export type FakeAnswer = { status?: number; body?: unknown; text?: string };
type Handler = (request: FakeRequest, params: Record<string, string>) => FakeAnswer | unknown;

/**
 * Stands in for the HTTP server at the network boundary: `fetch` answers from a route table
 * (`'GET /api/user'`, `'DELETE /api/docs/:id'`). Unknown routes answer 404 with the error envelope.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const compiled = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const names: string[] = [];
    const regex = new RegExp(
      `^${pattern.replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    return { method, regex, names, handler };
  });
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(request);
    for (const route of compiled) {
      const match = route.method === request.method ? route.regex.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
      );
      const result = await route.handler(request, params);
      const answer: FakeAnswer =
        result && typeof result === 'object' && ('status' in result || 'body' in result || 'text' in result)
          ? (result as FakeAnswer)
          : { body: result };
      const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      return new Response(text, { status: answer.status ?? 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Nem található.' } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}
