import type { DocumentRequestInput, DocumentTypeId } from '@cegdok/engine';

/** What the wizard hands to the progress screen through local storage (spec section 4). */
export type GenerationJob = {
  request: DocumentRequestInput;
  companyName: string;
  items: { type: DocumentTypeId; title: string; directorIndex?: number; note?: string }[];
};

export const GENERATION_JOB_KEY = 'cegdok.generation';

export function storeGenerationJob(job: GenerationJob): void {
  localStorage.setItem(GENERATION_JOB_KEY, JSON.stringify(job));
}

export function readGenerationJob(): GenerationJob | null {
  const text = localStorage.getItem(GENERATION_JOB_KEY);
  if (!text) return null;
  try {
    const job = JSON.parse(text) as GenerationJob;
    return Array.isArray(job.items) && job.request ? job : null;
  } catch {
    return null;
  }
}

export function clearGenerationJob(): void {
  localStorage.removeItem(GENERATION_JOB_KEY);
}
