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

/**
 * A worker and the jobs sent to it, in the order it runs them (the first is running); `hasFailed` once an uncaught
 * error has failed the running job (the worker then exits).
 */
type Slot<Task, Result> = { worker: Worker; jobs: Job<Task, Result>[]; hasFailed: boolean };

const workerShim = new URL('./worker-shim.js', import.meta.url);
const closedMessage = 'A munkaszálak már leálltak.';

/**
 * A fixed number of worker threads running the `handleTask` of `module` (a TypeScript file; the workers
 * register tsx themselves). A crashed worker fails only the task it was running and is replaced; the tasks sent
 * to it after that one go back to the queue.
 */
export function createWorkerPool<Task, Result>(options: {
  size: number;
  /** The task module: it must export `handleTask` (see `TaskModule`). */
  module: URL;
  /**
   * Tasks sent to a worker at a time (default 1). With 2, a worker finds its next task waiting when it answers
   * one, instead of idling while the answer reaches the main thread and the next task comes back.
   */
  tasksPerWorker?: number;
}): WorkerPool<Task, Result> {
  if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError('The pool needs at least one worker.');
  const tasksPerWorker = options.tasksPerWorker ?? 1;
  const queue: Job<Task, Result>[] = [];
  const slots = new Set<Slot<Task, Result>>();
  let nextId = 1;
  let isClosed = false;

  function dispatch(slot: Slot<Task, Result>): void {
    while (slot.jobs.length < tasksPerWorker && queue.length > 0) {
      const job = queue.shift()!;
      slot.jobs.push(job);
      slot.worker.postMessage({ id: job.id, task: job.task } satisfies TaskMessage<Task>);
    }
  }

  function startWorker(): void {
    const worker = new Worker(workerShim, { workerData: { module: options.module.href } });
    const slot: Slot<Task, Result> = { worker, jobs: [], hasFailed: false };
    slots.add(slot);
    worker.on('message', (reply: TaskReply<Result>) => {
      const index = slot.jobs.findIndex((job) => job.id === reply.id);
      if (index < 0) return;
      const [job] = slot.jobs.splice(index, 1);
      if (reply.ok) job!.resolve(reply.result);
      else job!.reject(new Error(reply.message));
      dispatch(slot);
    });
    worker.on('error', (error) => {
      slot.hasFailed = true;
      slot.jobs.shift()?.reject(error);
    });
    worker.on('exit', (code) => {
      slots.delete(slot);
      if (!slot.hasFailed)
        slot.jobs.shift()?.reject(new Error(`A munkaszál váratlanul leállt (kilépési kód: ${code}).`));
      const waiting = slot.jobs.splice(0);
      if (isClosed) for (const job of waiting) job.reject(new Error(closedMessage));
      else queue.unshift(...waiting);
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
        const idle = [...slots].find((slot) => slot.jobs.length === 0);
        if (idle) dispatch(idle);
        else if (slots.size < options.size) startWorker();
        else {
          const free = [...slots].find((slot) => slot.jobs.length < tasksPerWorker);
          if (free) dispatch(free);
        }
      });
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new Error(closedMessage));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
