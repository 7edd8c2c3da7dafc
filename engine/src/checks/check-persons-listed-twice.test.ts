import { describe, expect, it } from 'vitest';
import { buildTestRequest, testDirector, testMember } from '../model/build-test-request.ts';
import { checkDocumentRequest } from './check-request.ts';

const today = { today: '2026-11-20' };
const codes = (company: Record<string, unknown>) =>
  checkDocumentRequest(buildTestRequest(company), today).errors.map((error) => error.code);

describe('checkPersonsListedTwice', () => {
  it('refuses one person entered as two joint directors, who would be his own co-signer (Ctv. 8. § (3))', () => {
    const request = buildTestRequest({
      ugyvezetok: [
        testDirector('Kiss Anna', { cegjegyzesiJogTipus: 'EGYUTTES' }),
        testDirector('Kiss Anna', { cegjegyzesiJogTipus: 'EGYUTTES' }),
      ],
    });
    const error = checkDocumentRequest(request, today).errors.find((item) => item.code === 'DIRECTOR_LISTED_TWICE');
    expect(error).toMatchObject({ statute: 'Ctv. 8. § (2)–(3)', path: 'tarsasag.ugyvezetok.1' });
    expect(error?.message).toContain('Kiss Anna kétszer szerepel az ügyvezetők között (1. és 2. ügyvezető)');
    expect(error?.message).toContain('önmagával együttesen nem');
  });

  it('refuses one person entered as two members (Ptk. 3:164. § (3)), by saved person or by name and address', () => {
    expect(codes({ tagok: [testMember('Kiss Anna'), testMember('Kiss Anna')] })).toContain('MEMBER_LISTED_TWICE');
    expect(
      codes({
        tagok: [
          testMember('Kiss Anna', { szemely: { id: 3 } }),
          testMember('Kiss Anna', { szemely: { id: 3 }, lakohely: '1111 Budapest, Más utca 2.' }),
        ],
      }),
    ).toContain('MEMBER_LISTED_TWICE');
    const error = checkDocumentRequest(
      buildTestRequest({ tagok: [testMember('Kiss Anna'), testMember('Nagy Béla'), testMember('Kiss Anna')] }),
      today,
    ).errors.find((item) => item.code === 'MEMBER_LISTED_TWICE');
    expect(error).toMatchObject({ statute: 'Ptk. 3:161. § (2), 3:164. § (3)', path: 'tarsasag.tagok.2' });
    expect(error?.message).toContain('(1. és 3. tag)');
    // a legal entity opens the sentence with its article, as in every other finding (decision 092)
    const omega = testMember('Omega Kft.', {
      jogiSzemely: true,
      cegjegyzekszam: '01-09-123456',
      kepviselo: 'Igazgató Ida',
    });
    const entity = checkDocumentRequest(buildTestRequest({ tagok: [omega, { ...omega }] }), today).errors.find(
      (item) => item.code === 'MEMBER_LISTED_TWICE',
    );
    expect(entity?.message).toMatch(/^Az Omega Kft\. kétszer szerepel a tagok között \(1\. és 2\. tag\)/);
  });

  it('accepts two persons of one name at one address whose identity data differ, and two saved persons', () => {
    expect(
      codes({
        tagok: [
          testMember('Kiss Anna'),
          testMember('Kiss Anna', { szuletesiIdo: '2001-03-03', anyjaNeve: 'Más Mária' }),
        ],
      }),
    ).not.toContain('MEMBER_LISTED_TWICE');
    expect(
      codes({
        ugyvezetok: [
          testDirector('Kiss Anna', { szemely: { id: 1 } }),
          testDirector('Kiss Anna', { szemely: { id: 2 }, szuletesiIdo: '1999-09-09' }),
        ],
      }),
    ).not.toContain('DIRECTOR_LISTED_TWICE');
    expect(codes({})).toEqual([]);
  });
});
