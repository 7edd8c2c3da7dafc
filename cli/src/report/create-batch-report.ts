import { formatOutcome } from './format-outcome.ts';
import { countErrors, type ItemOutcome } from './item-outcome.ts';

/** The part of a Node write stream the report uses. */
export type ReportStream = { isTTY?: boolean; write(text: string): unknown };

export type BatchReport = {
  add(outcome: ItemOutcome): void;
  /** Prints the summary line; answers the totals. */
  finish(elapsedMs: number): { requests: number; documents: number; errors: number };
};

const BAR_WIDTH = 24;
const CLEAR_LINE = '\r\x1b[2K';

/**
 * Reports the requests as they finish. With `showProgressBar` (a batch on a terminal) a bar is redrawn at the
 * bottom and only requests with errors or warnings get lines above it; otherwise every request gets its lines.
 */
export function createBatchReport(options: {
  stream: ReportStream;
  total: number;
  showProgressBar: boolean;
}): BatchReport {
  const { stream, total, showProgressBar } = options;
  let requests = 0;
  let documents = 0;
  let errors = 0;

  function bar(): string {
    const filled = total === 0 ? BAR_WIDTH : Math.round((requests / total) * BAR_WIDTH);
    return `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${requests}/${total} kérés · ${documents} dokumentum · ${errors} hiba`;
  }

  if (showProgressBar) stream.write(bar());

  return {
    add(outcome) {
      requests += 1;
      documents += outcome.status === 'rendered' ? outcome.files.length : 0;
      errors += countErrors(outcome);
      const isClean = outcome.status === 'rendered' && outcome.failures.length === 0 && outcome.warnings.length === 0;
      const lines = showProgressBar && isClean ? [] : formatOutcome(outcome);
      const text = lines.map((line) => `${line}\n`).join('');
      stream.write(showProgressBar ? `${CLEAR_LINE}${text}${bar()}` : text);
    },
    finish(elapsedMs) {
      if (showProgressBar) stream.write(`${CLEAR_LINE}`);
      stream.write(`${requests} kérés, ${documents} dokumentum, ${errors} hiba, ${Math.round(elapsedMs)} ms\n`);
      return { requests, documents, errors };
    },
  };
}
