import type { CompanyInput } from '@cegdok/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialAmendmentForm } from './amendment-form-values.ts';
import {
  AMENDMENT_DRAFT_VERSION,
  amendmentDraftKey,
  clearAllAmendmentDrafts,
  readAmendmentDraft,
  saveAmendmentDraft,
  type AmendmentDraft,
} from './amendment-draft-storage.ts';

const company = {
  nev: 'Béta Pékség',
  szekhely: '1011 Budapest, Fő utca 1.',
  tagok: [],
  ugyvezetok: [],
} as unknown as CompanyInput;
const form = initialAmendmentForm({
  base: company,
  changed: company,
  lawFirm: {
    nev: 'Dr. Kiss Ügyvédi Iroda',
    szekhely: '1052 Budapest, Váci utca 2.',
    ugyvedNeve: 'Dr. Kiss Anna',
    kasz: '',
  },
  today: '2026-11-27',
});
const key = amendmentDraftKey('Anna@Example.hu ', 10);
const draft: AmendmentDraft = { v: AMENDMENT_DRAFT_VERSION, baseId: 4, step: 1, changed: company, values: form };

describe('the amendment draft kept in the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept per user and company, and read back on the same base', () => {
    expect(key).toBe(amendmentDraftKey('anna@example.hu', '10'));
    expect(key).not.toBe(amendmentDraftKey('peter@example.hu', 10));
    expect(key).not.toBe(amendmentDraftKey('anna@example.hu', 11));
    saveAmendmentDraft(key, draft);
    expect(readAmendmentDraft(key, 4, form)).toEqual(draft);
  });

  it('ignores, and forgets, a draft of another version, another base or another form shape', () => {
    for (const [stored, baseId] of [
      [{ ...draft, v: AMENDMENT_DRAFT_VERSION + 1 }, 4],
      [{ ...draft, v: 0 }, 4],
      [draft, 5],
      [{ ...draft, values: { ...form, ujMezo: '' } }, 4],
      [{ ...draft, values: { ...form, dontes: { mod: 'EGYEDULI_TAG' } } }, 4],
      [{ ...draft, changed: null }, 4],
    ] as const) {
      saveAmendmentDraft(key, stored as AmendmentDraft);
      expect(readAmendmentDraft(key, baseId, form)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    sessionStorage.setItem(key, '{not json');
    expect(readAmendmentDraft(key, 4, form)).toBeNull();
  });

  it('reads a draft at every step, the summary and the preview too (decision 078), and no other step', () => {
    for (const step of [1, 2, 3] as const) {
      saveAmendmentDraft(key, { ...draft, step });
      expect(readAmendmentDraft(key, 4, form)?.step).toBe(step);
    }
    // the summary and the preview need the amendment's data
    saveAmendmentDraft(key, { ...draft, step: 3, values: null });
    expect(readAmendmentDraft(key, 4, form)).toBeNull();
    saveAmendmentDraft(key, { ...draft, step: 4 as 3 });
    expect(readAmendmentDraft(key, 4, form)).toBeNull();
  });

  it('reads a draft of step 1 alone: the company being typed, no amendment data yet', () => {
    const typed: AmendmentDraft = { ...draft, step: 0, values: null };
    saveAmendmentDraft(key, typed);
    expect(readAmendmentDraft(key, 4, form)).toEqual(typed);
  });

  it('holds no token: the draft is only what the lawyer typed', () => {
    localStorage.setItem('token', 'titkos-token');
    saveAmendmentDraft(key, draft);
    expect(sessionStorage.getItem(key)).not.toContain('titkos-token');
    expect(localStorage.length).toBe(1);
  });

  it('goes with every other draft of the tab at logout, leaving other data', () => {
    saveAmendmentDraft(key, draft);
    saveAmendmentDraft(amendmentDraftKey('peter@example.hu', 3), draft);
    sessionStorage.setItem('mas', '1');
    clearAllAmendmentDrafts();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('mas')).toBe('1');
  });
});
