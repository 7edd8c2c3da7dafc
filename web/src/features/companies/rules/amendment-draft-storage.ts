import type { CompanyInput } from '@cegdok/engine';
import type { AmendmentFormValues } from './amendment-form-values.ts';

/**
 * The shape's version: raise it whenever `AmendmentDraft` or `AmendmentFormValues` change shape, so that a draft kept
 * by an older build is ignored rather than read into a form it does not fit (decision 067).
 */
export const AMENDMENT_DRAFT_VERSION = 2;

const PREFIX = 'cegdok.modositasPiszkozat.';

/**
 * An amendment being written, kept in the tab's sessionStorage so that a session that ends while the lawyer types
 * (the redirect to the login page) does not lose it (decision 067). The lawyer's and the company's data he typed, the
 * same as the requests carry; no token, no password.
 */
export type AmendmentDraftStep = 0 | 1 | 2 | 3;

export type AmendmentDraft = {
  v: typeof AMENDMENT_DRAFT_VERSION;
  /** The registered base version the amendment was written on: a draft on another base is ignored. */
  baseId: number | string;
  /**
   * The step shown (0 to 3: steps 1 to 4). The summary and the preview (2, 3) are not kept but planned again from the
   * kept data when the draft is restored (decision 078; version 1 kept 1 for steps 2 to 4).
   */
  step: AmendmentDraftStep;
  /** The company's changed state: as sent on from the editor, or as the editor holds it being typed. */
  changed: CompanyInput | null;
  /** The amendment's data, once step 2 was reached. */
  values: AmendmentFormValues | null;
};

/** The storage key of a user's draft of a company's amendment. */
export function amendmentDraftKey(userEmail: string, companyId: string | number): string {
  return `${PREFIX}${userEmail.trim().toLowerCase()}.${String(companyId)}`;
}

/** Storage refused (full, or disabled by the browser): the draft is not kept, and nothing else changes. */
function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // not kept
  }
}

export function saveAmendmentDraft(key: string, draft: AmendmentDraft): void {
  attempt(() => sessionStorage.setItem(key, JSON.stringify(draft)));
}

export function clearAmendmentDraft(key: string): void {
  attempt(() => sessionStorage.removeItem(key));
}

/** At logout: every user's drafts of this tab go. */
export function clearAllAmendmentDrafts(): void {
  attempt(() => {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `values` has the form's own top-level keys, and its decision's: a form of another shape is not read. */
function fitsForm(values: unknown, form: AmendmentFormValues): values is AmendmentFormValues {
  const sameKeys = (a: object, b: object) =>
    JSON.stringify(Object.keys(a).sort()) === JSON.stringify(Object.keys(b).sort());
  return isObject(values) && sameKeys(values, form) && isObject(values.dontes) && sameKeys(values.dontes, form.dontes);
}

/**
 * The kept draft of `key`, or null: none, unreadable, of another version or shape than `form`'s, or written on another
 * base than `baseId` (a change registered since). A draft that cannot be used is removed.
 */
export function readAmendmentDraft(
  key: string,
  baseId: number | string,
  form: AmendmentFormValues,
): AmendmentDraft | null {
  let text: string | null = null;
  attempt(() => {
    text = sessionStorage.getItem(key);
  });
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const draft = isObject(parsed) ? parsed : null;
  const isUsable =
    draft !== null &&
    draft.v === AMENDMENT_DRAFT_VERSION &&
    String(draft.baseId) === String(baseId) &&
    [0, 1, 2, 3].includes(draft.step as number) &&
    (draft.changed === null || isObject(draft.changed)) &&
    (draft.values === null || fitsForm(draft.values, form)) &&
    (draft.changed !== null || draft.values !== null) &&
    (draft.step === 0 || (draft.values !== null && draft.changed !== null));
  if (!isUsable) {
    clearAmendmentDraft(key);
    return null;
  }
  return draft as AmendmentDraft;
}
