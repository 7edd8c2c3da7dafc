import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../fixtures/index.ts';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { checkAmendment } from '../amendment/check-amendment.ts';
import { planAmendment } from '../amendment/plan-amendment.ts';
import { checkStrayPunctuation } from './check-stray-punctuation.ts';
import { checkDocumentRequest } from './check-request.ts';

/** The stray-punctuation findings of a formation whose first member carries `fields`. */
function memberFindings(fields: Record<string, unknown>) {
  const request = loadFixture('egy-tag');
  const [first, ...rest] = request.tarsasag.tagok;
  const tagok = [{ ...first!, ...fields }, ...rest];
  const { warnings } = checkDocumentRequest(
    { ...request, tarsasag: { ...request.tarsasag, tagok } },
    {
      today: '2026-11-20',
    },
  );
  return warnings.filter((warning) => warning.code === 'STRAY_PUNCTUATION');
}

describe('names and addresses with stray punctuation (decision 097)', () => {
  it('finds a mother’s name with a doubled semicolon at its field, naming the person and the mark', () => {
    const found = memberFindings({ anyjaNeve: 'Minta Mária;;' });
    expect(found).toHaveLength(1);
    expect(found[0]!.path).toBe('tarsasag.tagok.0.anyjaNeve');
    expect(found[0]!.message).toMatch(
      /^[^:]+: Az anyja születési neve \(„Minta Mária;;”\) kettőzött írásjelet tartalmaz \(„;;”\)\. .*javítsa\.$/u,
    );
  });

  it('capitalises a doctor’s title where the owner’s name opens the message (a finding opens as a sentence)', () => {
    const found = memberFindings({ nev: 'dr. Kiss Anna', anyjaNeve: 'Minta Mária;' });
    expect(found[0]!.message).toMatch(/^Dr\. Kiss Anna: Az anyja születési neve \(„Minta Mária;”\)/u);
  });

  it('finds a name or a birth name closed with a comma, a semicolon or a colon', () => {
    expect(memberFindings({ nev: 'Kiss Anna,' })[0]!.message).toMatch(/^A név \(„Kiss Anna,”\) vesszőre végződik\./u);
    expect(memberFindings({ szuletesiNev: 'Kiss Anna;' })[0]!.message).toContain('pontosvesszőre végződik');
    expect(memberFindings({ szuletesiNev: 'Kiss Anna:' })[0]!.message).toContain('kettőspontra végződik');
  });

  it('finds a representative’s name closed with a comma, each joint representative at its own field', () => {
    const found = checkStrayPunctuation({
      tagok: [{ nev: 'Omega Kft.', kepviselo: 'Omega Ottó ügyvezető,', egyuttesKepviselok: ['Béta Béla ügyvezető;'] }],
    });
    expect(found.map((finding) => finding.path)).toEqual(['tagok.0.kepviselo', 'tagok.0.egyuttesKepviselok.0']);
    expect(found[0]!.message).toMatch(/^Omega Kft\.: A képviselő neve \(„Omega Ottó ügyvezető,”\) vesszőre végződik/u);
  });

  it('leaves a closing full stop, an abbreviation and an address’s ordinal before a comma alone', () => {
    expect(
      memberFindings({ nev: 'ifj. Kiss János', szuletesiNev: 'Kiss János ifj.', anyjaNeve: 'dr. Minta Mária' }),
    ).toEqual([]);
    expect(checkStrayPunctuation({ lakohely: '1111 Budapest, Fő utca 1., 2. emelet 5.', nev: 'Alfa Kft.' })).toEqual(
      [],
    );
  });

  it('finds doubled punctuation in an address', () => {
    const found = checkStrayPunctuation({ szekhely: '1111 Budapest,, Fő utca 1.' }, 'tarsasag');
    expect(found.map((finding) => finding.path)).toEqual(['tarsasag.szekhely']);
    expect(found[0]!.message).toMatch(
      /^A székhely \(„1111 Budapest,, Fő utca 1\.”\) kettőzött írásjelet tartalmaz \(„,,”\)\./u,
    );
  });

  it('is part of an amendment’s findings, in its changed state', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const tagok = request.uj.tagok.map((member, index) =>
      index === 0 ? { ...member, anyjaNeve: 'Minta Mária;' } : member,
    );
    const found = checkAmendment(planAmendment({ ...request, uj: { ...request.uj, tagok } }), '').filter(
      (finding) => finding.code === 'STRAY_PUNCTUATION',
    );
    expect(found.map((finding) => finding.path)).toEqual(['uj.tagok.0.anyjaNeve']);
  });
});
