import { Worker } from 'node:worker_threads';
import type { TaskMessage, TaskReply } from './task-protocol.ts';

export type { TaskModule } from './task-protocol.ts';

export type WorkerPool<Task, Result> = {
  /** Runs the task on the next free worker thread. Rejects if the handler throws or the worker dies. */
  run(task: Task): Promise<Result>;
  /** Stops every worker; tasks still waiting are rejected. */
  close(): Promise<void>;
};

type Job<Task, Result> = {
  id: number;
  task: Task;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
};

type Slot<Task, Result> = { worker: Worker; job?: Job<Task, Result> };

const workerShim = new URL('./worker-shim.js', import.meta.url);
const closedMessage = 'A munkaszálak már leálltak.';

/**
 * A fixed number of worker threads running the `handleTask` of `module` (a TypeScript file; the workers
 * register tsx themselves). A crashed worker fails only its own task and is replaced.
 */
export function createWorkerPool<Task, Result>(options: {
  size: number;
  /** The task module: it must export `handleTask` (see `TaskModule`). */
  module: URL;
}): WorkerPool<Task, Result> {
  if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError('The pool needs at least one worker.');
  const queue: Job<Task, Result>[] = [];
  const slots = new Set<Slot<Task, Result>>();
  let nextId = 1;
  let isClosed = false;

  function dispatch(slot: Slot<Task, Result>): void {
    const job = queue.shift();
    slot.job = job;
    if (job) slot.worker.postMessage({ id: job.id, task: job.task } satisfies TaskMessage<Task>);
  }

  function startWorker(): void {
    const worker = new Worker(workerShim, { workerData: { module: options.module.href } });
    const slot: Slot<Task, Result> = { worker };
    slots.add(slot);
    worker.on('message', (reply: TaskReply<Result>) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.message));
      dispatch(slot);
    });
    worker.on('error', (error) => {
      slot.job?.reject(error);
      slot.job = undefined;
    });
    worker.on('exit', (code) => {
      slots.delete(slot);
      slot.job?.reject(new Error(`A munkaszál váratlanul leállt (kilépési kód: ${code}).`));
      if (!isClosed && queue.length > 0) startWorker();
    });
    dispatch(slot);
  }

  for (let index = 0; index < options.size; index += 1) startWorker();

  return {
    run(task) {
      if (isClosed) return Promise.reject(new Error(closedMessage));
      return new Promise<Result>((resolve, reject) => {
        queue.push({ id: nextId++, task, resolve, reject });
        const idle = [...slots].find((slot) => !slot.job);
        if (idle) dispatch(idle);
        else if (slots.size < options.size) startWorker();
      });
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new Error(closedMessage));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
