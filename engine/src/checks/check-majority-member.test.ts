import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { checkMajorityMember } from './check-majority-member.ts';
import { checkDocumentRequest } from './check-request.ts';

const notes = (company: Record<string, unknown>, request: Record<string, unknown> = {}) =>
  checkMajorityMember(deriveModel(buildTestRequest(company, request)));

describe('checkMajorityMember (Ctv. 27. § (3) a); decision 101)', () => {
  it('tells the lawyer that a member of more than half of the votes is a fact the application gives', () => {
    const tagok = [
      testMember('Nagy Lajos', { penzbetet: 1_800_000 }),
      testMember('Fehér Krisztina', { penzbetet: 1_200_000 }),
    ];
    expect(notes({ tagok })).toEqual([
      {
        code: 'MAJORITY_MEMBER_TO_REGISTER',
        severity: 'warning',
        message:
          'Nagy Lajos a szavazatok több mint felével rendelkezik. A cégjegyzék ezt a tényt a tag adatai között feltünteti, ezért a cégbejegyzési kérelemben meg kell jelölni (Ctv. 27. § (3) a)); a létesítő okirat és a tagjegyzék csak az üzletrészek mértékét tartalmazza.',
        path: 'tarsasag.tagok.0',
      },
    ]);
  });

  it('names three-quarters or more the qualified majority, a sole founder and a legal entity with its article', () => {
    const sole = notes({ tagok: [testMember('Kiss Anna', { penzbetet: 3_000_000 })] });
    expect(sole.map((note) => note.message)).toEqual([
      expect.stringMatching(
        /^Kiss Anna a szavazatok legalább háromnegyedével, azaz minősített többségű befolyással rendelkezik\. /,
      ),
    ]);
    const omega = testMember('Omega Kft.', {
      jogiSzemely: true,
      cegjegyzekszam: '01-09-123456',
      kepviselo: 'Igazgató Ida',
      penzbetet: 2_250_000,
    });
    const [entity] = notes({ tagok: [testMember('Kiss Anna', { penzbetet: 750_000 }), omega] });
    expect(entity).toMatchObject({ path: 'tarsasag.tagok.1' });
    expect(entity?.message).toMatch(/^Az Omega Kft\. a szavazatok legalább háromnegyedével/);
  });

  it('says nothing at half of the votes or less, nor for a registered company’s documents', () => {
    expect(notes({})).toEqual([]);
    const tagok = [
      testMember('A', { penzbetet: 1_000_000 }),
      testMember('B', { penzbetet: 1_000_000 }),
      testMember('C', { penzbetet: 1_000_000 }),
    ];
    expect(notes({ tagok })).toEqual([]);
    const sole = { tagok: [testMember('Kiss Anna', { penzbetet: 3_000_000 })] };
    expect(notes(sole, {})).toHaveLength(1);
    expect(notes({ ...sole, bejegyzes: { cegjegyzekszam: '09-09-031234' } })).toEqual([]);
  });

  it('counts the deviating business shares, not the contributions, and compares the exact figure', () => {
    const deviating = [
      testMember('A', { penzbetet: 2_000_000, uzletreszElteres: 50 }),
      testMember('B', { penzbetet: 1_000_000, uzletreszElteres: 50 }),
    ];
    expect(notes({ tagok: deviating })).toEqual([]);
    const justOver = [testMember('A', { uzletreszElteres: 50.01 }), testMember('B', { uzletreszElteres: 49.99 })];
    expect(notes({ tagok: justOver }).map((note) => note.path)).toEqual(['tarsasag.tagok.0']);
  });

  it('is among the warnings of a formation request', () => {
    const request = buildTestRequest({ tagok: [testMember('Kiss Anna', { penzbetet: 3_000_000 })] });
    const { warnings } = checkDocumentRequest(request, { today: '2026-11-20' });
    expect(warnings.map((warning) => warning.code)).toContain('MAJORITY_MEMBER_TO_REGISTER');
  });
});
