import { threadId as mainThreadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProbeResult } from '../../test/probe-task.ts';
import { createWorkerPool, type WorkerPool } from './create-worker-pool.ts';

const probeModule = new URL('../../test/probe-task.ts', import.meta.url);

describe('createWorkerPool', () => {
  let pool: WorkerPool<unknown, ProbeResult> | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('runs a TypeScript task module in worker threads, spread over the pool', async () => {
    pool = createWorkerPool<unknown, ProbeResult>({ size: 2, module: probeModule });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((value) => pool!.run({ value })));
    expect(results.map((result) => result.doubled)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(results.every((result) => !result.isMainThread && result.threadId !== mainThreadId)).toBe(true);
    expect(new Set(results.map((result) => result.threadId)).size).toBe(2);
  });

  it('rejects only the task whose handler throws', async () => {
    pool = createWorkerPool<unknown, ProbeResult>({ size: 1, module: probeModule });
    const [failed, passed] = await Promise.allSettled([pool.run({ fail: 'rossz adat' }), pool.run({ value: 4 })]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'rossz adat' } });
    expect(passed).toMatchObject({ status: 'fulfilled', value: { doubled: 8 } });
  });

  it('replaces a worker that dies and keeps serving the queue', async () => {
    pool = createWorkerPool<unknown, ProbeResult>({ size: 1, module: probeModule });
    const [crashed, after] = await Promise.allSettled([pool.run({ crash: true }), pool.run({ value: 5 })]);
    expect(crashed).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringContaining('kilépési kód: 3') },
    });
    expect(after).toMatchObject({ status: 'fulfilled', value: { doubled: 10 } });
  });

  it('with two tasks per worker, runs them in order; a crash fails the running one and the next goes to a new worker', async () => {
    pool = createWorkerPool<unknown, ProbeResult>({ size: 1, module: probeModule, tasksPerWorker: 2 });
    const settled = await Promise.allSettled(
      [{ value: 1 }, { crash: true }, { value: 5 }, { value: 6 }].map((task) => pool!.run(task)),
    );
    expect(settled).toMatchObject([
      { status: 'fulfilled', value: { doubled: 2 } },
      { status: 'rejected', reason: { message: expect.stringContaining('kilépési kód: 3') } },
      { status: 'fulfilled', value: { doubled: 10 } },
      { status: 'fulfilled', value: { doubled: 12 } },
    ]);
    const threads = settled.map((result) => (result.status === 'fulfilled' ? result.value.threadId : undefined));
    expect(threads[2]).toBe(threads[3]);
    expect(threads[2]).not.toBe(threads[0]);
  });

  it('with two tasks per worker, an uncaught error fails only the running task', async () => {
    pool = createWorkerPool<unknown, ProbeResult>({ size: 1, module: probeModule, tasksPerWorker: 2 });
    const settled = await Promise.allSettled([{ uncaught: 'elszállt' }, { value: 7 }].map((task) => pool!.run(task)));
    expect(settled).toMatchObject([
      { status: 'rejected', reason: { message: 'elszállt' } },
      { status: 'fulfilled', value: { doubled: 14 } },
    ]);
  });

  it('rejects tasks after close', async () => {
    const closed = createWorkerPool<unknown, ProbeResult>({ size: 1, module: probeModule });
    await closed.close();
    await expect(closed.run({ value: 1 })).rejects.toThrow('A munkaszálak már leálltak.');
  });
});
