import { describe, expect, it } from 'vitest';
import type { AmendmentRequest } from '@cegdok/engine';
import { createNodeAmendmentRenderer } from '@cegdok/engine/node';
import { loadAmendmentCase } from '../../../../fixtures/amendments/index.ts';
import { amendmentSummary, summarizeAmendment } from './summarize-amendment.ts';

const renderer = createNodeAmendmentRenderer();

describe('the filing deadline of the change summary (Ctv. 50. § (5))', () => {
  // ugyvezeto-visszahivas-meghivoval: decided on 2026-11-20, Fehér Krisztina's mandate ends
  const request = loadAmendmentCase('ugyvezeto-visszahivas-meghivoval');
  const resignedOn = (datum: string): AmendmentRequest => ({
    ...request,
    ugyvezetoValtozas: {
      ...request.ugyvezetoValtozas!,
      megszunok: [{ ...request.ugyvezetoValtozas!.megszunok[0]!, ok: 'LEMONDAS', datum }],
    },
  });

  it('says when it runs from a resignation that took effect before the decision (decision 042)', () => {
    const summary = summarizeAmendment(renderer.prepare(resignedOn('2026-11-10')));
    expect(summary.filingDeadline).toBe('2026-12-10');
    expect(summary.filingDeadlineNote).toBe(
      'Fehér Krisztina ügyvezető megbízatása a döntés előtt, 2026. november 10. napján megszűnt: a határidő ettől a naptól számít (Ctv. 50. § (5)).',
    );
  });

  it('keeps the note of a deadline counted from the decision as it was', () => {
    const summary = summarizeAmendment(renderer.prepare(resignedOn('2026-12-01')));
    expect(summary.filingDeadline).toBe('2026-12-21');
    expect(summary.filingDeadlineNote).toContain('A döntéstől számított 30. nap (2026. december 20.) vasárnap');
    expect(summary.filingDeadlineNote).not.toContain('megszűnt');
  });
});

describe('the change values (decision 082)', () => {
  it('gives a list change its items apart, a TEÁOR name with a semicolon as one item, in the answer’s schema', () => {
    const summary = summarizeAmendment(renderer.prepare(loadAmendmentCase('fotevekenyseg')));
    const others = summary.changes.find((change) => change.type === 'EGYEB_TEVEKENYSEG');
    expect(others?.after).toEqual([
      '47.24 – Kenyér-, pékáru-, édesség-kiskereskedelem',
      '56.21 – Rendezvényi étkeztetés',
      '10.71 – Kenyér; friss pékáru gyártása',
    ]);
    expect(summary.changes.find((change) => change.type === 'FOTEVEKENYSEG')?.before).toBe(
      '10.71 – Kenyér; friss pékáru gyártása',
    );
    expect(amendmentSummary.safeParse(summary).success).toBe(true);
  });
});
