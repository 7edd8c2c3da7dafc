import type { DocumentTree } from '@cegdok/engine';
import { AppError } from '../errors/app-error.ts';
import { createBudgetedPool, TaskFailure, type PoolOptions } from '../worker-pool/create-budgeted-pool.ts';
import type { AmendmentJob, RenderedAmendment, RenderedFile, RenderJob, RenderTask } from './render-job.ts';

export type RenderPoolOptions = Omit<PoolOptions, 'module'>;

/** Documents rendered off the request thread: answers the files, or an `AppError` for the client. */
export type RenderPool = {
  render(job: RenderJob): Promise<RenderedFile[]>;
  /** The articles' block tree of a formation request (with `bejegyzes`: the registered name form). */
  renderArticlesTree(request: unknown): Promise<DocumentTree>;
  /** An amendment's summary, and its documents unless a legal error blocks them. */
  renderAmendment(job: Omit<AmendmentJob, 'kind'>): Promise<RenderedAmendment>;
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

const renderWorker = new URL('./render-worker.ts', import.meta.url);

/**
 * Render workers in two lanes, so a preview never waits behind slow PDFs: jobs that write no .docx or PDF (previews,
 * block trees, amendment summaries) run on one worker of their own, .docx / PDF jobs on `size` workers. A render over
 * its time or memory budget answers 422, a full queue 503.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  // Renders yield the CPU to the request thread: answers that need no render stay fast under load.
  const files = createBudgetedPool<RenderTask, unknown>({ ...options, niceness: 10, module: renderWorker });
  const pages = createBudgetedPool<RenderTask, unknown>({
    ...options,
    size: 1,
    niceness: 5,
    module: renderWorker,
  });
  function run<Result>(task: RenderTask): Promise<Result> {
    const isLight = task.kind === 'articles-tree' || task.formats.every((format) => format === 'html');
    return (isLight ? pages : files).run(task).then(
      (result) => result as Result,
      (error: unknown) => {
        throw toAppError(error);
      },
    );
  }
  return {
    render: (job) => run<RenderedFile[]>(job),
    renderArticlesTree: (request) => run<DocumentTree>({ kind: 'articles-tree', request }),
    renderAmendment: (job) => run<RenderedAmendment>({ kind: 'amendment', ...job }),
    close: async () => {
      await Promise.all([files.close(), pages.close()]);
    },
  };
}
