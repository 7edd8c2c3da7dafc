import { afterEach, describe, expect, it } from 'vitest';
import type { ProbeResult } from '../../test/probe-task.ts';
import { createBudgetedPool, type BudgetedPool, type PoolOptions } from './create-budgeted-pool.ts';

const probeModule = new URL('../../test/probe-task.ts', import.meta.url);

describe('createBudgetedPool', () => {
  let pool: BudgetedPool<unknown, ProbeResult> | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  function start(options: Partial<PoolOptions> = {}) {
    pool = createBudgetedPool<unknown, ProbeResult>({
      size: 1,
      timeoutMs: 10_000,
      memoryMb: 128,
      maxQueued: 10,
      module: probeModule,
      ...options,
    });
    return pool;
  }

  it('runs tasks in worker threads and rejects only the task whose handler throws', async () => {
    const pool = start({ size: 2 });
    const [failed, passed] = await Promise.allSettled([pool.run({ fail: 'rossz adat' }), pool.run({ value: 4 })]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { reason: 'failed', message: 'rossz adat' } });
    expect(passed).toMatchObject({ status: 'fulfilled', value: { doubled: 8 } });
  });

  it('ends a task over its time budget, replaces the worker and keeps serving the queue', async () => {
    const pool = start({ timeoutMs: 300 });
    const started = Date.now();
    const [slow, after] = await Promise.allSettled([pool.run({ spinMs: 60_000 }), pool.run({ value: 5 })]);
    expect(slow).toMatchObject({ status: 'rejected', reason: { reason: 'timeout' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { doubled: 10 } });
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('ends a task over its memory budget without touching the main thread, and the next task runs', async () => {
    const pool = start({ memoryMb: 64 });
    const [hungry, after] = await Promise.allSettled([pool.run({ hoardMb: 4096 }), pool.run({ value: 6 })]);
    expect(hungry).toMatchObject({ status: 'rejected', reason: { reason: 'memory' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { doubled: 12 } });
  });

  it('replaces a worker that dies', async () => {
    const pool = start();
    const [crashed, after] = await Promise.allSettled([pool.run({ crash: true }), pool.run({ value: 7 })]);
    expect(crashed).toMatchObject({ status: 'rejected', reason: { reason: 'crashed' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { doubled: 14 } });
  });

  it('refuses a task at once when the queue is full', async () => {
    const pool = start({ maxQueued: 2 });
    const tasks = [1, 2, 3, 4].map((value) => pool.run({ value }));
    const results = await Promise.allSettled(tasks);
    expect(results.filter((result) => result.status === 'rejected')).toMatchObject([
      { reason: { reason: 'queue-full' } },
      { reason: { reason: 'queue-full' } },
    ]);
    expect(pool.load()).toEqual({ running: 0, queued: 0 });
  });

  it('rejects tasks after close', async () => {
    const pool = start();
    await pool.close();
    await expect(pool.run({ value: 1 })).rejects.toMatchObject({ reason: 'closed' });
  });
});
