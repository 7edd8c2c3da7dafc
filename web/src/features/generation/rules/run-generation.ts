import type { DocumentRequestInput } from '@cegdok/engine';
import type { GeneratedFile } from '../../../api/contract-engine.ts';
import type { GenerationJob } from '../../../lib/generation-job.ts';

export const ITEM_STATES = ['pending', 'in_progress', 'done', 'error'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export type GenerationItem = GenerationJob['items'][number] & {
  index: number;
  state: ItemState;
  id?: number | string;
  fileId?: string;
  /** Stored unpaid: bought on the documents page before it can be downloaded. */
  payed?: boolean;
};

type Generate = (
  type: GenerationItem['type'],
  request: DocumentRequestInput,
  directorIndex?: number,
) => Promise<GeneratedFile>;

/**
 * Generates the items one after the other (spec section 4): each goes in_progress, then done or
 * error; a failure does not stop the rest. `onUpdate` receives every new state of the list.
 */
export async function runGeneration(
  job: GenerationJob,
  generate: Generate,
  onUpdate: (items: GenerationItem[]) => void,
): Promise<GenerationItem[]> {
  let items: GenerationItem[] = job.items.map((item, index) => ({ ...item, index, state: 'pending' }));
  const update = (index: number, patch: Partial<GenerationItem>) => {
    items = items.map((item) => (item.index === index ? { ...item, ...patch } : item));
    onUpdate(items);
  };
  onUpdate(items);
  for (const item of job.items.map((entry, index) => ({ ...entry, index }))) {
    update(item.index, { state: 'in_progress' });
    try {
      const file = await generate(item.type, job.request, item.directorIndex);
      update(item.index, { state: 'done', id: file.id, fileId: file.fileId, payed: file.payed });
    } catch (error) {
      update(item.index, { state: 'error', note: (error as Error).message });
    }
  }
  return items;
}
