import { createWorkerPool, type WorkerPool } from '../worker-pool/create-worker-pool.ts';
import type { GenerateResult, GenerateTask } from './generate-task.ts';

/** Worker threads that each hold an engine and run `generateRequest` (used by `cegdok generate` and the benchmark). */
export function createGeneratePool(size: number): WorkerPool<GenerateTask, GenerateResult> {
  return createWorkerPool<GenerateTask, GenerateResult>({
    size,
    module: new URL('./generate-worker.ts', import.meta.url),
    tasksPerWorker: 2,
  });
}
