// A task module for the worker-pool tests: TypeScript syntax on purpose, so it loads only if tsx is registered.
import { isMainThread, threadId } from 'node:worker_threads';

type ProbeTask = { value: number } | { fail: string } | { crash: true } | { uncaught: string };

export type ProbeResult = { doubled: number; isMainThread: boolean; threadId: number };

export function handleTask(task: ProbeTask): ProbeResult | Promise<never> {
  if ('fail' in task) throw new Error(task.fail);
  if ('uncaught' in task) {
    // thrown outside the task's promise: the worker's 'error' event, then its exit
    setImmediate(() => {
      throw new Error(task.uncaught);
    });
    return new Promise<never>(() => undefined);
  }
  if ('crash' in task) process.exit(3);
  return { doubled: task.value * 2, isMainThread, threadId };
}
