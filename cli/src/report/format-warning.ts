import type { Warning } from '@cegdok/engine';
import { formatIssue } from './format-issue.ts';

/** A consistency finding with its weight: `Hiba – path: message` or `Figyelmeztetés – path: message`. */
export function formatWarning(warning: Warning): string {
  return `${warning.severity === 'error' ? 'Hiba' : 'Figyelmeztetés'} – ${formatIssue(warning)}`;
}
