import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { sampleCompany, samplePersons, sampleRequest } from '../../test/sample-data.ts';
import { createRenderPool, type RenderPool } from '../rendering/create-render-pool.ts';
import type { RenderJob } from '../rendering/render-job.ts';

// The real render pool, with every job it is given written down: what the preview route renders, counted.
const pool = createRenderPool({ size: 1, timeoutMs: 120_000, memoryMb: 1024, maxQueued: 50 });
const jobs: RenderJob[] = [];
const renderer: RenderPool = {
  ...pool,
  render: (job) => {
    jobs.push(job);
    return pool.render(job);
  },
};
afterAll(() => pool.close());

describe('preview renders', () => {
  const t = createTestApp({ deps: { renderer } });

  async function setUp() {
    const { token } = await registerTestUser(t);
    const saved = async (path: string, body: unknown) =>
      (await (await t.request(path, { token, body })).json()) as { id: number } & Record<string, unknown>;
    const anna = await saved('/api/szemely', samplePersons.anna);
    const bela = await saved('/api/szemely', samplePersons.bela);
    const company = await saved('/api/tarsasag', sampleCompany({ anna: anna.id, bela: bela.id }));
    return { token, request: sampleRequest(company) };
  }

  it('answers an unchanged preview from the cache: the second identical request renders nothing', async () => {
    const { token, request } = await setUp();
    const path = '/api/contract-engine/ceg-doc/tarsasagi/html';
    const before = jobs.length;
    const first = await t.request(path, { token, body: request });
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(jobs.length).toBe(before + 1);
    for (const attempt of ['second', 'third']) {
      const again = await t.request(path, { token, body: request });
      expect(again.status, attempt).toBe(200);
      expect(await again.text(), attempt).toBe(page);
    }
    expect(jobs.length).toBe(before + 1);
  });

  it('renders a burst of identical previews once: the ones arriving during the render wait for it', async () => {
    const { token, request } = await setUp();
    const path = '/api/contract-engine/ceg-doc/tagjegyzek/html';
    const before = jobs.length;
    const responses = await Promise.all(Array.from({ length: 8 }, () => t.request(path, { token, body: request })));
    const pages = await Promise.all(responses.map((response) => response.text()));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(new Set(pages).size).toBe(1);
    expect(jobs.length).toBe(before + 1);
  });

  it('renders only the document asked for, once, when the request changed', async () => {
    const { token, request } = await setUp();
    const path = '/api/contract-engine/ceg-doc/alairasminta/html/1';
    expect((await t.request(path, { token, body: request })).status).toBe(200);
    const before = jobs.length;
    const changed = { ...request, keltezesHelye: 'Szeged' };
    const response = await t.request(path, { token, body: changed });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Kelt: Szeged');
    expect(jobs.slice(before)).toEqual([
      expect.objectContaining({ documents: [{ typeId: 'alairasminta', directorIndex: 1 }], formats: ['html'] }),
    ]);
    // the same change asked again, and another document of the unchanged request: one render, for the latter only
    await t.request(path, { token, body: changed });
    await t.request('/api/contract-engine/ceg-doc/szekhely/html', { token, body: changed });
    expect(jobs.slice(before + 1).map((job) => job.documents)).toEqual([[{ typeId: 'szekhely' }]]);
  });
});
