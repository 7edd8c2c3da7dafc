import type { Logger } from './logger.ts';

/**
 * Work that must not hold up an answer (the invoice and receipt after a payment, the password
 * reset e-mail). A task's failure is logged, never thrown; `idle()` waits for what is running, so
 * a graceful shutdown (and a test) can let it finish.
 */
export type BackgroundTasks = {
  /** Starts `task` now without waiting for it. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they start) has settled. */
  idle(): Promise<void>;
};

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) =>
            logger.error(`${name} failed`, {
              error: error instanceof Error ? (error.stack ?? error.message) : String(error),
              ...(error instanceof Error && error.cause !== undefined ? { cause: String(error.cause) } : {}),
            }),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
