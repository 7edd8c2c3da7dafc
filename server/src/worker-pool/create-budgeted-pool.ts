import { Worker } from 'node:worker_threads';
import type { TaskMessage, WorkerReply } from './task-protocol.ts';

export type { TaskModule } from './task-protocol.ts';

/** What one task may use: the worker running it is terminated (and replaced) past either. */
export type TaskBudget = { timeoutMs: number; memoryMb: number };

export type PoolOptions = TaskBudget & {
  size: number;
  /** Tasks waiting for a worker beyond this many are refused at once (the server is saturated). */
  maxQueued: number;
  /** The task module: it must export `handleTask` (see `TaskModule`). */
  module: URL;
  /** The workers' CPU priority as a Unix nice value (0 = as the main thread … 19 = lowest). */
  niceness?: number;
};

/** Why a task did not produce a result. */
export type TaskFailureReason = 'timeout' | 'memory' | 'queue-full' | 'crashed' | 'failed' | 'closed';

export class TaskFailure extends Error {
  override name = 'TaskFailure';
  constructor(
    readonly reason: TaskFailureReason,
    message: string,
  ) {
    super(message);
  }
}

export type BudgetedPool<Task, Result> = {
  /** Runs the task on the next free worker thread within the budget; rejects with a `TaskFailure`. */
  run(task: Task): Promise<Result>;
  /** Tasks running and waiting now. */
  load(): { running: number; queued: number };
  /** Stops every worker; tasks still waiting are rejected. */
  close(): Promise<void>;
};

type Job<Task, Result> = {
  id: number;
  task: Task;
  resolve: (result: Result) => void;
  reject: (error: TaskFailure) => void;
};

type Slot<Task, Result> = { worker: Worker; isReady: boolean; job?: Job<Task, Result>; timer?: NodeJS.Timeout };

const workerShim = new URL('./worker-shim.js', import.meta.url);

/**
 * Worker threads running the `handleTask` of `module` (a TypeScript file; the workers register tsx
 * themselves), started on first use. Each task runs under a time and heap budget: a task over it,
 * or one whose worker dies, fails alone, and its worker is replaced. The threads never keep the
 * process alive.
 */
export function createBudgetedPool<Task, Result>(options: PoolOptions): BudgetedPool<Task, Result> {
  if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError('The pool needs at least one worker.');
  const queue: Job<Task, Result>[] = [];
  const slots = new Set<Slot<Task, Result>>();
  let nextId = 1;
  let isClosed = false;

  function settle(slot: Slot<Task, Result>): Job<Task, Result> | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    return job;
  }

  function dispatch(slot: Slot<Task, Result>): void {
    if (!slot.isReady || slot.job) return;
    const job = queue.shift();
    if (!job) return;
    slot.job = job;
    slot.timer = setTimeout(() => {
      settle(slot)?.reject(new TaskFailure('timeout', `A feladat nem készült el ${options.timeoutMs} ms alatt.`));
      void slot.worker.terminate();
    }, options.timeoutMs);
    slot.worker.postMessage({ id: job.id, task: job.task } satisfies TaskMessage<Task>);
  }

  function startWorker(): void {
    const worker = new Worker(workerShim, {
      workerData: { module: options.module.href, niceness: options.niceness ?? 0 },
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    });
    worker.unref();
    const slot: Slot<Task, Result> = { worker, isReady: false };
    slots.add(slot);
    worker.on('message', (reply: WorkerReply<Result>) => {
      if (reply.kind === 'ready') slot.isReady = true;
      else if (slot.job?.id === reply.id) {
        const job = settle(slot);
        if (reply.ok) job?.resolve(reply.result);
        else job?.reject(new TaskFailure('failed', reply.message));
      }
      dispatch(slot);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const isOutOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      settle(slot)?.reject(
        isOutOfMemory
          ? new TaskFailure('memory', `A feladat túllépte a ${options.memoryMb} MB memóriakeretet.`)
          : new TaskFailure('crashed', error.message),
      );
    });
    worker.on('exit', (code) => {
      slots.delete(slot);
      settle(slot)?.reject(new TaskFailure('crashed', `A munkaszál váratlanul leállt (kilépési kód: ${code}).`));
      if (!isClosed && queue.length > 0) startWorker();
    });
  }

  return {
    run(task) {
      if (isClosed) return Promise.reject(new TaskFailure('closed', 'A munkaszálak már leálltak.'));
      if (queue.length >= options.maxQueued)
        return Promise.reject(new TaskFailure('queue-full', 'Minden munkaszál foglalt, és a várakozósor is tele van.'));
      return new Promise<Result>((resolve, reject) => {
        queue.push({ id: nextId++, task, resolve, reject });
        const idle = [...slots].find((slot) => slot.isReady && !slot.job);
        if (idle) dispatch(idle);
        else if (slots.size < options.size) startWorker();
      });
    },
    load() {
      return { running: [...slots].filter((slot) => slot.job).length, queued: queue.length };
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new TaskFailure('closed', 'A munkaszálak már leálltak.'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
