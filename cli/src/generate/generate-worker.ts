// The task module of the batch worker threads (see ../worker-pool): one engine per thread, templates compiled once.
import { createNodeEngine } from '@cegdok/engine/node';
import type { Engine } from '@cegdok/engine';
import { generateRequest } from './generate-request.ts';
import type { GenerateResult, GenerateTask } from './generate-task.ts';

let engine: Engine | undefined;

export function handleTask(task: GenerateTask): Promise<GenerateResult> {
  engine ??= createNodeEngine();
  return generateRequest(engine, task);
}
