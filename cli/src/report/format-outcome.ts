import { formatIssue } from './format-issue.ts';
import { formatWarning } from './format-warning.ts';
import type { ItemOutcome } from './item-outcome.ts';

const INDENT = '    ';

/** The report lines of one request: a headline, then its schema issues, failed files and consistency findings. */
export function formatOutcome(outcome: ItemOutcome): string[] {
  if (outcome.status === 'crashed')
    return [`✘ ${outcome.label}: váratlan hiba, nem készült dokumentum: ${outcome.message}`];
  if (outcome.status === 'invalid')
    return [
      `✘ ${outcome.label}: a kérés hibás, nem készült dokumentum`,
      ...outcome.issues.map((issue) => `${INDENT}${formatIssue(issue)}`),
    ];
  if (outcome.status === 'refused')
    return [
      `✘ ${outcome.label}: a kérés jogszabályba ütköző hibát tartalmaz (${outcome.errors.length}), nem készült dokumentum`,
      ...[...outcome.errors, ...outcome.warnings].map((finding) => `${INDENT}${formatWarning(finding)}`),
    ];
  if (outcome.dryRun)
    return [
      `✔ ${outcome.label}: ${outcome.files.length} dokumentum készülne → ${outcome.outDir}`,
      ...outcome.files.map((file) => `${INDENT}${file}`),
      ...outcome.warnings.map((warning) => `${INDENT}${formatWarning(warning)}`),
    ];
  const written = `${outcome.files.length} dokumentum elkészült`;
  const headline =
    outcome.failures.length === 0
      ? `✔ ${outcome.label}: ${written} → ${outcome.outDir}`
      : `✘ ${outcome.label}: ${written}, ${outcome.failures.length} nem → ${outcome.outDir}`;
  return [
    headline,
    ...outcome.failures.map((failure) => `${INDENT}${failure.file}: ${failure.message}`),
    ...outcome.warnings.map((warning) => `${INDENT}${formatWarning(warning)}`),
  ];
}
