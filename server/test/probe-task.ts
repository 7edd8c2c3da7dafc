// A task module for the worker-pool tests: TypeScript syntax on purpose, so it loads only if tsx is registered.
import { threadId } from 'node:worker_threads';

type ProbeTask = { value: number } | { fail: string } | { crash: true } | { spinMs: number } | { hoardMb: number };

export type ProbeResult = { doubled: number; threadId: number };

const hoard: number[][] = [];

export function handleTask(task: ProbeTask): ProbeResult {
  if ('fail' in task) throw new Error(task.fail);
  if ('crash' in task) process.exit(3);
  if ('spinMs' in task) {
    const until = Date.now() + task.spinMs;
    while (Date.now() < until);
    return { doubled: 0, threadId };
  }
  if ('hoardMb' in task) {
    // About 8 bytes per element: allocate until the heap budget ends the thread.
    for (let mb = 0; mb < task.hoardMb; mb += 1) hoard.push(Array.from({ length: 131_072 }, (_, index) => index + 0.5));
    return { doubled: hoard.length, threadId };
  }
  return { doubled: task.value * 2, threadId };
}
