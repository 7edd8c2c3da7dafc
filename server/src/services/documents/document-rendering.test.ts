import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../../../test/create-test-app.ts';
import { hostileRequest } from '../../../test/hostile-request.ts';
import { documents } from '../../db/schema/documents.ts';
import { createRenderPool, type RenderPool } from '../../rendering/create-render-pool.ts';
import type { RenderJob } from '../../rendering/render-job.ts';
import { purgeExpiredDocuments } from './purge-expired-documents.ts';

/** The shared render pool with every job it is given written down (to count renders). */
function recordingRenderer(pool: RenderPool, jobs: RenderJob[]): RenderPool {
  return { ...pool, render: (job) => (jobs.push(job), pool.render(job)) };
}

async function generate(t: TestApp, token: string, request: unknown) {
  const response = await t.request('/api/contract-engine/ceg-doc/tagjegyzek/generate', { token, body: request });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: number };
}

describe('stored PDFs', () => {
  const jobs: RenderJob[] = [];
  const pool = createRenderPool({ size: 1, timeoutMs: 60_000, memoryMb: 512, maxQueued: 20 });
  const t = createTestApp({ deps: { renderer: recordingRenderer(pool, jobs) } });
  const request = hostileRequest({ wordLength: 20, members: 3 });

  it('renders the .docx and the PDF once, at generation, and serves the stored PDF on every download', async () => {
    const { token } = await registerTestUser(t);
    const { id } = await generate(t, token, request);
    expect(jobs.map((job) => job.formats)).toEqual([['docx', 'pdf']]);
    const stored = t.db.select().from(documents).where(eq(documents.id, id)).get()!;
    expect(stored.pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (let download = 0; download < 3; download += 1) {
      const response = await t.request(`/api/docs/${id}?format=pdf`, { token });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(stored.pdf!)).toBe(true);
    }
    expect(jobs).toHaveLength(1);
  });

  it('renders the PDF of a row stored before PDFs were kept once, stores it, and purges it with the .docx', async () => {
    const { token } = await registerTestUser(t);
    const { id } = await generate(t, token, request);
    const original = t.db.select().from(documents).where(eq(documents.id, id)).get()!.pdf!;
    t.db.update(documents).set({ pdf: null }).where(eq(documents.id, id)).run();
    jobs.length = 0;
    const first = Buffer.from(await (await t.request(`/api/docs/${id}?format=pdf`, { token })).arrayBuffer());
    const second = Buffer.from(await (await t.request(`/api/docs/${id}?format=pdf`, { token })).arrayBuffer());
    expect(jobs.map((job) => job.formats)).toEqual([['pdf']]);
    expect(first.equals(original) && second.equals(original)).toBe(true);
    expect(t.db.select().from(documents).where(eq(documents.id, id)).get()!.pdf?.equals(original)).toBe(true);

    purgeExpiredDocuments(t.db, new Date('2027-06-01T10:00:00Z'));
    expect(t.db.select().from(documents).where(eq(documents.id, id)).get()).toMatchObject({ docx: null, pdf: null });
    expect((await t.request(`/api/docs/${id}?format=pdf`, { token })).status).toBe(410);
  });
});

describe('a render over its budget', () => {
  // 50 ms cannot even load the .docx and PDF writers: every file render is over budget.
  const t = createTestApp({
    deps: { renderer: createRenderPool({ size: 1, timeoutMs: 50, memoryMb: 512, maxQueued: 20 }) },
  });

  it('answers 422 in Hungarian, uses no quota, and the server keeps answering', async () => {
    const { token } = await registerTestUser(t);
    const before = (await (await t.request('/api/subscription', { token })).json()) as { remainingDocs: number };
    const refused = await t.request('/api/contract-engine/ceg-doc/tagjegyzek/generate', {
      token,
      body: hostileRequest({ wordLength: 20, members: 3 }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: {
        code: 'RENDER_OVER_BUDGET',
        message: expect.stringContaining('túllépte a megengedett idő- vagy memóriakeretet'),
      },
    });
    expect((await t.request('/api/health')).status).toBe(200);
    const after = (await (await t.request('/api/subscription', { token })).json()) as { remainingDocs: number };
    expect(after.remainingDocs).toBe(before.remainingDocs);
    expect((await (await t.request('/api/docs', { token })).json()) as unknown[]).toEqual([]);
  });
});

describe('a saturated render pool', () => {
  const t = createTestApp({
    deps: { renderer: createRenderPool({ size: 1, timeoutMs: 60_000, memoryMb: 512, maxQueued: 1 }) },
  });

  it('answers 503 in Hungarian to what does not fit in the queue, and renders the rest', async () => {
    const { token } = await registerTestUser(t);
    const body = hostileRequest({ wordLength: 20, members: 3 });
    const statuses = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const response = await t.request('/api/contract-engine/ceg-doc/tagjegyzek/generate', { token, body });
        if (response.status === 503)
          expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
            'túl sok dokumentumot készít egyszerre',
          );
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
  });
});
