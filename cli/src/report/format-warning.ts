import type { Warning } from '@cegdok/engine';
import { formatIssue } from './format-issue.ts';

/**
 * A consistency finding with its weight: `Hiba – path: message (statute).` or `Figyelmeztetés – path: message`; an
 * error's message closes with its statute (decision 097).
 */
export function formatWarning(warning: Warning): string {
  return `${warning.severity === 'error' ? 'Hiba' : 'Figyelmeztetés'} – ${formatIssue(warning)}`;
}
