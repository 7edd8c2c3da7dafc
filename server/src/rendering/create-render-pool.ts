import { AppError } from '../errors/app-error.ts';
import { createBudgetedPool, TaskFailure, type PoolOptions } from '../worker-pool/create-budgeted-pool.ts';
import type { RenderedFile, RenderJob } from './render-job.ts';

export type RenderPoolOptions = Omit<PoolOptions, 'module'>;

/** .docx and PDF rendering off the request thread: answers the files, or an `AppError` for the client. */
export type RenderPool = {
  render(job: RenderJob): Promise<RenderedFile[]>;
  close(): Promise<void>;
};

function toAppError(error: unknown): Error {
  if (!(error instanceof TaskFailure)) return error instanceof Error ? error : new Error(String(error));
  switch (error.reason) {
    case 'timeout':
    case 'memory':
      return new AppError('RENDER_OVER_BUDGET', { cause: error });
    case 'queue-full':
    case 'closed':
      return new AppError('RENDER_BUSY', { cause: error });
    default:
      return new Error(`render failed: ${error.message}`, { cause: error });
  }
}

/** A pool of render workers; a render over its time or memory budget answers 422, a full queue 503. */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const pool = createBudgetedPool<RenderJob, RenderedFile[]>({
    ...options,
    module: new URL('./render-worker.ts', import.meta.url),
  });
  return {
    render: (job) =>
      pool.run(job).catch((error: unknown) => {
        throw toAppError(error);
      }),
    close: () => pool.close(),
  };
}
