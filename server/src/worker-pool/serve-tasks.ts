// Runs inside a worker thread: loads the task module named by the pool, says it is ready, then
// answers one message per task.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { TaskMessage, TaskModule, WorkerReply } from './task-protocol.ts';

const port = parentPort;
if (!port) throw new Error('serve-tasks.ts must run in a worker thread.');

// On Linux the priority of pid 0 is this thread's own: the pool's threads yield to the main one.
if (workerData.niceness) setPriority(0, workerData.niceness);

const { handleTask } = (await import(String(workerData.module))) as TaskModule<unknown, unknown>;

port.on('message', async ({ id, task }: TaskMessage<unknown>) => {
  let reply: WorkerReply<unknown>;
  try {
    reply = { kind: 'done', id, ok: true, result: await handleTask(task) };
  } catch (error) {
    reply = { kind: 'done', id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ kind: 'ready' } satisfies WorkerReply<unknown>);
