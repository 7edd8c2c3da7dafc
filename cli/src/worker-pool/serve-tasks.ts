// Runs inside a worker thread: loads the task module named by the pool and answers one message per task.
import { parentPort, workerData } from 'node:worker_threads';
import type { TaskMessage, TaskModule, TaskReply } from './task-protocol.ts';

const port = parentPort;
if (!port) throw new Error('serve-tasks.ts must run in a worker thread.');

const { handleTask } = (await import(String(workerData.module))) as TaskModule<unknown, unknown>;

async function serve({ id, task }: TaskMessage<unknown>): Promise<TaskReply<unknown>> {
  try {
    return { id, ok: true, result: await handleTask(task) };
  } catch (error) {
    return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

// One task at a time, in the order sent: the pool may send the next before this one is answered.
let previous = Promise.resolve();
port.on('message', (message: TaskMessage<unknown>) => {
  previous = previous.then(async () => port.postMessage(await serve(message)));
});
