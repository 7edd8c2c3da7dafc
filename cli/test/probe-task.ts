// A task module for the worker-pool tests: TypeScript syntax on purpose, so it loads only if tsx is registered.
import { isMainThread, threadId } from 'node:worker_threads';

type ProbeTask = { value: number } | { fail: string } | { crash: true };

export type ProbeResult = { doubled: number; isMainThread: boolean; threadId: number };

export function handleTask(task: ProbeTask): ProbeResult {
  if ('fail' in task) throw new Error(task.fail);
  if ('crash' in task) process.exit(3);
  return { doubled: task.value * 2, isMainThread, threadId };
}
