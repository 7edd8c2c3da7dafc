import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { renderer } from './amendment-document-text.test-helper.ts';
import { checkAutomaticMemberData } from './automatic-member-data.ts';
import { planAmendment } from './plan-amendment.ts';

/** The `cegnev` case's registered company as the target state, with the first member's data changed. */
function withMemberData(
  change: Partial<AmendmentRequest['uj']['tagok'][number]>,
  rest: Partial<AmendmentRequest['uj']> = {},
) {
  const request = loadAmendmentCase('cegnev');
  const uj = {
    ...request.korabbi,
    ...rest,
    tagok: request.korabbi.tagok.map((member, index) => (index === 0 ? { ...member, ...change } : member)),
  };
  return { ...request, uj };
}

const codes = (request: AmendmentRequest) => checkAutomaticMemberData(planAmendment(request)).map((item) => item.code);

describe('a change of natural-person members’ data alone (Ctv. 53. § (2a), 51. § (2b); decision 111)', () => {
  it('tells the lawyer the court may have registered it automatically, so no application may be due', () => {
    const request = withMemberData({ lakohely: '1011 Budapest, Fő utca 1.' });
    expect(planAmendment(request).changes.map((change) => change.type)).toEqual(['TAGOK_ADATAI']);
    const [finding] = checkAutomaticMemberData(planAmendment(request));
    expect(finding?.message).toContain('(Ctv. 53. § (2a))');
    expect(finding?.message).toContain('(Ctv. 51. § (2b))');
    expect(finding?.severity).toBe('warning');
    // the amendment's checks report it, so the filing summary shows it
    expect(renderer.prepare(request).findings.map((item) => item.code)).toContain('tagok-adatai-automatikus');
  });

  it('says nothing when the articles change too, or a legal representative changes', () => {
    expect(codes(withMemberData({ lakohely: '1011 Budapest, Fő utca 1.' }, { nev: 'Új Név' }))).toEqual([]);
    expect(codes(withMemberData({ torvenyesKepviselok: [{ nev: 'Fehér Gábor', minoseg: 'SZULO' }] }))).toEqual([]);
  });
});
