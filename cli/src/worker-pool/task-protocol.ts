/** A module a worker pool runs: its `handleTask` is called in a worker thread for every task. */
export type TaskModule<Task, Result> = {
  handleTask(task: Task): Result | Promise<Result>;
};

export type TaskMessage<Task> = { id: number; task: Task };

export type TaskReply<Result> = { id: number; ok: true; result: Result } | { id: number; ok: false; message: string };
