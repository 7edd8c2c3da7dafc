import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { checkRequest } from './check-request.ts';

const found = (cegjegyzekszam: string, lakohely = '2040 Budaörs, Szabadság út 117.') =>
  checkRequest(
    buildTestRequest({
      tagok: [testMember('Omega Kft.', { jogiSzemely: true, cegjegyzekszam, lakohely }), testMember('Kiss Anna')],
    }),
    { today: '2026-11-20' },
  ).filter((warning) => warning.code === 'REGISTRATION_NUMBER_FORM');

describe('checkRegistrationNumbers', () => {
  it('points out a Hungarian legal entity whose number is not a cégjegyzékszám', () => {
    expect(found('01-09-12345')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        path: 'tarsasag.tagok.0.cegjegyzekszam',
        message: expect.stringMatching(
          /^Az Omega Kft\. \(tag\) székhelye Magyarországon van, a megadott szám \(„01-09-12345”\) azonban nem cégjegyzékszám .*„nyilvántartási szám”/,
        ),
      }),
    ]);
  });

  it('leaves a cégjegyzékszám and a foreign register’s number alone', () => {
    expect(found('01-09-123456')).toEqual([]);
    expect(found('Cg. 01-09-123456')).toEqual([]);
    expect(found('FN 123456a', '1010 Wien, Graben 1., Ausztria')).toEqual([]);
  });
});
