import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { checkForeignEntityMembers } from './check-foreign-entity-members.ts';
import { checkDocumentRequest } from './check-request.ts';

const wiener = (overrides: Record<string, unknown> = {}) =>
  testMember('Wiener Holding GmbH', {
    jogiSzemely: true,
    lakohely: '1010 Wien, Ring 1., Ausztria',
    cegjegyzekszam: 'FN 123456a',
    kepviselo: 'Huber Franz',
    ...overrides,
  });

const notes = (company: Record<string, unknown>) => checkForeignEntityMembers(deriveModel(buildTestRequest(company)));

describe('checkForeignEntityMembers (Ctv. 30. § (2) c); decision 101)', () => {
  it('tells the lawyer that the register names the authority of a foreign legal-entity member’s register', () => {
    expect(notes({ tagok: [testMember('Kiss Anna'), wiener()] })).toEqual([
      {
        code: 'FOREIGN_ENTITY_MEMBER_REGISTER',
        severity: 'warning',
        message:
          'A Wiener Holding GmbH (tag) külföldi székhelyű jogi személy: a cégjegyzék nyilvántartási száma mellett – ha van – EUID-ját és a nyilvántartását vezető hatóságot is feltünteti (Ctv. 30. § (2) c)). A dokumentumok a székhelyét és a nyilvántartási számát tartalmazzák, a nyilvántartó hatóságot nem; kérjük, azt a cégbejegyzési kérelemben adja meg.',
        path: 'tarsasag.tagok.1',
      },
    ]);
    const [sole] = notes({ tagok: [wiener({ penzbetet: 3_000_000 })] });
    expect(sole?.message).toMatch(/^A Wiener Holding GmbH \(alapító\) külföldi székhelyű jogi személy/);
  });

  it('says nothing of a Hungarian legal entity, a natural person abroad, or a registered company’s documents', () => {
    const omega = testMember('Omega Kft.', {
      jogiSzemely: true,
      cegjegyzekszam: '01-09-123456',
      kepviselo: 'Igazgató Ida',
    });
    expect(notes({ tagok: [testMember('Kiss Anna'), omega] })).toEqual([]);
    const abroad = testMember('Hans Müller', {
      lakohely: '1010 Wien, Ring 2., Ausztria',
      kezbesitesiMegbizott: 'Kiss Ádám, 1051 Budapest, Fő utca 1.',
    });
    expect(notes({ tagok: [testMember('Kiss Anna'), abroad] })).toEqual([]);
    expect(
      notes({ tagok: [testMember('Kiss Anna'), wiener()], bejegyzes: { cegjegyzekszam: '09-09-031234' } }),
    ).toEqual([]);
  });

  it('is among the warnings of a formation request', () => {
    const request = buildTestRequest({ tagok: [testMember('Kiss Anna'), wiener()] });
    const { warnings } = checkDocumentRequest(request, { today: '2026-11-20' });
    expect(warnings.map((warning) => warning.code)).toContain('FOREIGN_ENTITY_MEMBER_REGISTER');
  });
});
