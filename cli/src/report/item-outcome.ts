import type { GenerateResult } from '../generate/generate-task.ts';

/** What became of one request: its result, or the unexpected error that stopped its worker. */
export type ItemOutcome = GenerateResult | { status: 'crashed'; label: string; message: string };

/**
 * How many errors an outcome counts in the summary: an invalid, refused or crashed request is one, a failed file is
 * one.
 */
export function countErrors(outcome: ItemOutcome): number {
  return outcome.status === 'rendered' ? outcome.failures.length : 1;
}
