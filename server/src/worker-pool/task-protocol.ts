/** A module a worker pool runs: its `handleTask` is called in a worker thread for every task. */
export type TaskModule<Task, Result> = {
  handleTask(task: Task): Result | Promise<Result>;
};

export type TaskMessage<Task> = { id: number; task: Task };

/** `ready` once the task module is loaded; then one reply per task. */
export type WorkerReply<Result> =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; ok: true; result: Result }
  | { kind: 'done'; id: number; ok: false; message: string };
