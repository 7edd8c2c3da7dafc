import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../../fixtures/index.ts';
import { invalidFixtureNames, invalidFixtures, readInvalidFixture } from '../../../fixtures/invalid/index.ts';
import { registerTestUser } from '../../test/create-test-app.ts';
import { listenTestApp } from '../../test/listen-test-app.ts';
import { documents } from '../db/schema/documents.ts';
import { readFileSync } from 'node:fs';

type LegalErrorBody = {
  error: {
    code: string;
    message: string;
    legalErrors: { code: string; path: string; message: string; statute: string }[];
  };
};

describe('generation refuses a request with a legal error (over HTTP)', async () => {
  const t = await listenTestApp();

  async function register() {
    return (await registerTestUser(t, { name: 'Dr. Jogász Judit' })).token;
  }

  async function remainingDocs(token: string): Promise<number> {
    return ((await (await t.call('/api/subscription', { token })).json()) as { remainingDocs: number }).remainingDocs;
  }

  it('answers 422 with every error (path, message, statute), stores nothing and uses no quota', async () => {
    const token = await register();
    const quota = await remainingDocs(token);
    expect(quota).toBeGreaterThan(0);

    for (const name of invalidFixtureNames) {
      const response = await t.call('/api/contract-engine/ceg-doc/tagjegyzek/generate', {
        token,
        body: readInvalidFixture(name),
      });
      expect(response.status, name).toBe(422);
      const body = (await response.json()) as LegalErrorBody;
      expect(body.error.code, name).toBe('LEGAL_ERRORS');
      expect(body.error.message).toContain('jogszabályba ütköző');
      expect(
        body.error.legalErrors.map(({ code, statute, path }) => ({ code, statute, path })),
        name,
      ).toEqual(invalidFixtures[name]);
      for (const error of body.error.legalErrors) expect(error.message).toContain(error.statute);
    }

    expect(t.db.select().from(documents).all()).toEqual([]);
    expect((await (await t.call('/api/docs', { token })).json()) as unknown[]).toEqual([]);
    expect(await remainingDocs(token)).toBe(quota);
  });

  it('still previews the refused request, and generates (using one document of the quota) once it is lawful', async () => {
    const token = await register();
    const quota = await remainingDocs(token);
    const invalid = readInvalidFixture('osztalek-nulla');

    const preview = await t.call('/api/contract-engine/ceg-doc/tagjegyzek/html', { token, body: invalid });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toMatch(/<html/i);

    const fixed = JSON.parse(readFileSync(fixturePath('ket-tag'), 'utf8')) as unknown;
    const generated = await t.call('/api/contract-engine/ceg-doc/tagjegyzek/generate', { token, body: fixed });
    expect(generated.status).toBe(201);
    expect(t.db.select().from(documents).all()).toHaveLength(1);
    expect(await remainingDocs(token)).toBe(quota - 1);
  });
});
