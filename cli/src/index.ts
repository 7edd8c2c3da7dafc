// What other packages may use from the CLI: the worker pool (the benchmark drives the same batch workers).
export { createWorkerPool, type WorkerPool, type TaskModule } from './worker-pool/create-worker-pool.ts';
export { createGeneratePool } from './generate/create-generate-pool.ts';
export type { GenerateResult, GenerateTask } from './generate/generate-task.ts';
