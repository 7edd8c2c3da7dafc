import { z } from 'zod';
import {
  CHANGE_RULES,
  majorityLabel,
  resolutionTitle,
  filingDeadlineNote,
  filingDeadlineStartNote,
  isPassed,
  type PreparedAmendment,
} from '@cegdok/engine';

/**
 * A change's value: a text, a list of items (the places, the other activities, the holdings, the members' data: each
 * item apart, since a TEÁOR name may hold any separator; decision 082), or null where the state has none.
 */
const changeValue = z.union([z.string(), z.array(z.string())]).nullable();

/** The change summary of `POST /api/tarsasag/:id/modositas/terv` (AMEND-API.md). */
export const amendmentSummary = z.object({
  changes: z.array(
    z.object({
      type: z.string(),
      label: z.string(),
      before: changeValue,
      after: changeValue,
      person: z.string().optional(),
    }),
  ),
  resolutions: z.array(
    z.object({
      number: z.string(),
      subject: z.string(),
      title: z.string(),
      majority: z.string(),
      majorityLabel: z.string(),
      basis: z.string(),
      passed: z.boolean().nullable(),
    }),
  ),
  findings: z.array(
    z.object({
      severity: z.string(),
      code: z.string(),
      path: z.string().optional(),
      message: z.string(),
      statute: z.string().optional(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      fileStem: z.string(),
      index: z.number().optional(),
      isDocxOnly: z.boolean().optional(),
    }),
  ),
  fee: z.object({
    illetek: z.number().nullable(),
    kozzetetel: z.number().nullable(),
    basis: z.string(),
    isFilingNeeded: z.boolean(),
  }),
  /** The last day of the filing deadline, moved off a non-working day (decision 029). */
  filingDeadline: z.string(),
  /** Why the deadline moved and what the lawyer checks (a decree on working days, December 24); null when nothing. */
  filingDeadlineNote: z.string().nullable(),
  court: z.string().nullable(),
});
export type AmendmentSummary = z.infer<typeof amendmentSummary>;

/** The plan and the findings of a prepared amendment as plain JSON, with the Hungarian labels. */
export function summarizeAmendment(prepared: PreparedAmendment): AmendmentSummary {
  const { plan } = prepared;
  return {
    changes: plan.changes.map((change) => ({
      type: change.type,
      label: CHANGE_RULES[change.type].label,
      before: change.before,
      after: change.after,
      ...(change.person === undefined ? {} : { person: change.person }),
    })),
    resolutions: plan.resolutions.map((resolution) => ({
      number: resolution.number,
      subject: resolution.subject,
      title: resolutionTitle(resolution),
      majority: resolution.majority,
      majorityLabel: majorityLabel(resolution.majority, plan.mode),
      basis: resolution.basis,
      passed: resolution.tally === null ? null : isPassed(resolution),
    })),
    findings: prepared.findings.map((finding) => ({
      severity: finding.severity,
      code: finding.code,
      ...(finding.path === undefined ? {} : { path: finding.path }),
      message: finding.message,
      ...(finding.statute === undefined ? {} : { statute: finding.statute }),
    })),
    documents: plan.documents.map((document) => ({
      id: document.id,
      title: document.title,
      fileStem: document.fileStem,
      ...(document.index === undefined ? {} : { index: document.index }),
      ...(document.isDocxOnly ? { isDocxOnly: true } : {}),
    })),
    fee: { ...plan.fee },
    filingDeadline: plan.filingDeadline,
    // a deadline counted from a director's mandate ended before the decision says so: the web otherwise labels the
    // date "a döntéstől számított 30 nap"
    filingDeadlineNote:
      [filingDeadlineStartNote(plan.filingDeadlineStart), filingDeadlineNote(plan.filingDeadlineDetail)]
        .filter((part) => part !== null)
        .join(' ') || null,
    court: plan.court,
  };
}
