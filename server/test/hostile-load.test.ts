// 20 concurrent hostile previews and downloads over real HTTP while /api/health is polled: the renders run in worker
// threads, so the event loop keeps answering. Had a render run on the event loop, a health check would wait about as
// long as the quickest render answer; 95 % of them wait a tenth of that at most (a ratio within the run, not a time, so
// a loaded machine slows both alike). Not the 99th percentile: on two cores shared by the two render workers, the
// flood client and the event loop, one poll in a run of about 80 now and then waits 60–250 ms while the event loop is
// idle (a CPU profile of the main thread during such a run shows no task longer than 46 ms). The same happens at the
// session's first commit. Renders on the event loop would hold back most polls, not one. The load comes from a worker
// thread of its own (flood-client.ts, at low CPU priority: in real use clients are elsewhere), the health checks from
// the main thread, which is the server's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { subscriptions } from '../src/db/schema/commerce.ts';
import { createRenderPool } from '../src/rendering/create-render-pool.ts';
import { createBudgetedPool } from '../src/worker-pool/create-budgeted-pool.ts';
import { registerTestUser } from './create-test-app.ts';
import type { FloodResult, FloodTask } from './flood-client.ts';
import { listenTestApp } from './listen-test-app.ts';

/** Generous for a 2-core machine shared with other work; the 20 000-letter name meets the heap budget first. */
const BUDGET = { timeoutMs: 60_000, memoryMb: 512 };

function percentile(sorted: number[], fraction: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;
  return Number(value.toFixed(1));
}

describe('a flood of hostile renders', async () => {
  const t = await listenTestApp({ deps: { renderer: createRenderPool({ size: 2, maxQueued: 40, ...BUDGET }) } });

  it('keeps /api/health p95 under a tenth of the quickest render answer, and answers the 20 000-letter name within its budget', async () => {
    const { token } = await registerTestUser(t, { name: 'Dr. Terhelés Tamás', email: 'terheles@example.hu' });
    const user = t.db.select().from(users).where(eq(users.email, 'terheles@example.hu')).get()!;
    t.db
      .update(subscriptions)
      .set({ tierId: 'basic', remainingDocs: 100 })
      .where(eq(subscriptions.userId, user.id))
      .run();

    const client = createBudgetedPool<FloodTask, FloodResult[]>({
      size: 1,
      timeoutMs: 170_000,
      memoryMb: 1024,
      maxQueued: 1,
      module: new URL('./flood-client.ts', import.meta.url),
      niceness: 15,
    });
    const latencies: number[] = [];
    let failures = 0;
    let isFlooding = true;
    const poller = (async () => {
      while (isFlooding) {
        const started = performance.now();
        const response = await fetch(`${t.base}/api/health`);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const results = await client.run({ base: t.base, token }).finally(() => {
      isFlooding = false;
      return client.close();
    });
    const floodMs = Math.round(performance.now() - started);
    await poller;
    const sorted = latencies.sort((a, b) => a - b);
    const health = {
      count: sorted.length,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
      maxMs: percentile(sorted, 1),
      failures,
    };
    console.log(`hostile flood figures: ${JSON.stringify({ floodMs, health, results })}`);

    const statusesOf = (prefix: string) =>
      results.filter((result) => result.label.startsWith(prefix)).map((result) => result.status);
    expect(statusesOf('preview')).toEqual(Array(10).fill(200));
    expect(statusesOf('generate')).toEqual(Array(9).fill(200));
    // Today the PDF writer cannot render it within the budget (422); a schema limit (400) or a faster writer (201) pass too.
    const [long] = results.filter((result) => result.label.startsWith('20 000'));
    expect([201, 400, 422]).toContain(long!.status);
    expect(long!.ms).toBeLessThan(BUDGET.timeoutMs + 15_000);
    expect(health.failures).toBe(0);
    expect(health.count).toBeGreaterThan(20);
    const quickestRenderMs = Math.min(...results.filter((result) => result.status === 200).map((result) => result.ms));
    expect(health.p95Ms).toBeLessThan(quickestRenderMs / 10);
  }, 180_000);
});
