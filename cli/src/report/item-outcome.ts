import { EXIT_CODES, type ExitCode } from '../exit-codes.ts';
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

/** The exit code one request calls for (see `EXIT_CODES`). */
export function exitCodeOf(outcome: ItemOutcome): ExitCode {
  if (outcome.status === 'refused') return EXIT_CODES.legalError;
  if (outcome.status !== 'rendered') return EXIT_CODES.invalidRequest;
  if (outcome.failures.some((failure) => failure.kind === 'io')) return EXIT_CODES.ioError;
  if (outcome.failures.length > 0) return EXIT_CODES.invalidRequest;
  return EXIT_CODES.success;
}
