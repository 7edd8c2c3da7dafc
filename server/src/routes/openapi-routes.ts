import { Hono } from 'hono';
import type { AppEnv } from '../app-deps.ts';
import { buildOpenApiDocument } from '../http/build-openapi-document.ts';

/** The attribution of the bundled TEÁOR and address data (reference-data/README.md). */
const ATTRIBUTION =
  "Adatok forrása: KSH (TEÁOR'25, Helységnévtár 2024); Magyar Posta Zrt. irányítószám-jegyzék (2025.05.27.).";

/** `GET /api/openapi.json`: built on first request from the routes of `app`. */
export function createOpenApiRoutes(app: Hono<AppEnv>) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return new Hono<AppEnv>().get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument(app as unknown as Hono<never>, {
      title: 'Cégdok API',
      version: '0.1.0',
      description: `A Cégdok webalkalmazás hívásai. Hibák: { "error": { "code", "message", "fields"? } }. ${ATTRIBUTION}`,
    });
    return c.json(document);
  });
}
