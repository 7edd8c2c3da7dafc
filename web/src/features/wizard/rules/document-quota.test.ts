import { describe, expect, it } from 'vitest';
import { documentQuota } from './document-quota.ts';

describe('document quota on the summary step', () => {
  it('is covered while the quota holds every planned document', () => {
    expect(documentQuota({ remainingDocs: 3, extraDocPrice: 0 }, 3)).toMatchObject({ kind: 'covered', missing: 0 });
  });

  it('sells the missing documents as extras on a plan with an extra price', () => {
    expect(documentQuota({ remainingDocs: 1, extraDocPrice: 690 }, 3)).toMatchObject({ kind: 'extra', missing: 2 });
  });

  it('asks for a plan first when the plan sells no extra documents', () => {
    expect(documentQuota({ remainingDocs: 0, extraDocPrice: 0 }, 2)).toMatchObject({
      kind: 'purchase',
      remaining: 0,
      missing: 2,
    });
    expect(documentQuota({ remainingDocs: -1, extraDocPrice: 0 }, 1).remaining).toBe(0);
  });
});
