import { describe, expect, it } from 'vitest';
import { buildTestRequest, testDirector } from './build-test-request.ts';
import { deriveModel } from './derive-model.ts';

describe('deriveCompanyManager', () => {
  it('signs jointly with the directors of a shared group and comes after the directors as a signatory', () => {
    const model = deriveModel(
      buildTestRequest({
        ugyvezetok: [
          testDirector('A', { cegjegyzesiJogTipus: 'EGYUTTES', cegjegyzesEgyuttesenCsoport: ['A'] }),
          testDirector('B', { cegjegyzesiJogTipus: 'EGYUTTES', cegjegyzesEgyuttesenCsoport: ['A', 'C'] }),
          testDirector('C'),
        ],
        cegvezeto: { nev: 'Vezető Vera', cegjegyzesiJogTipus: 'EGYUTTES', cegjegyzesEgyuttesenCsoport: 'C' },
      }),
    );
    expect(model.companyManager).toMatchObject({ isJointSigner: true, coSignerNames: ['B'], isFreeText: false });
    expect(model.signatories.map((s) => [s.nev, s.role])).toEqual([
      ['A', 'ügyvezető'],
      ['B', 'ügyvezető'],
      ['C', 'ügyvezető'],
      ['Vezető Vera', 'cégvezető'],
    ]);
  });

  it('reads the old free text’s labelled data in brackets apart from the name, and keeps any other text whole', () => {
    const model = deriveModel(
      buildTestRequest({
        cegvezeto: 'Kozma Anita (anyja születési neve: Szép Erika; lakóhely: 7624 Pécs, Hungária utca 29.)',
      }),
    );
    expect(model.companyManager).toMatchObject({
      nev: 'Kozma Anita',
      anyjaNeve: 'Szép Erika',
      lakohely: '7624 Pécs, Hungária utca 29.',
      isFreeText: true,
    });
    const unlabelled = 'Kozma Anita (Pécs, a bérleti részleg vezetője)';
    expect(deriveModel(buildTestRequest({ cegvezeto: unlabelled })).companyManager!.nev).toBe(unlabelled);
  });

  it('reads the old free text as the name of a sole-signing manager', () => {
    const model = deriveModel(buildTestRequest({ cegvezeto: 'Régi Rudolf' }));
    expect(model.companyManager).toMatchObject({ nev: 'Régi Rudolf', isFreeText: true, isSoleSigner: true });
    expect(deriveModel(buildTestRequest()).companyManager).toBeNull();
  });

  it('names a joint-signing manager among the co-signers of the joint-signing directors it signs with (Ctv. 8. § (2))', () => {
    const withManager = (cegvezeto: Record<string, unknown>) =>
      deriveModel(
        buildTestRequest({
          ugyvezetok: [
            testDirector('A', { cegjegyzesiJogTipus: 'EGYUTTES' }),
            testDirector('B', { cegjegyzesiJogTipus: 'EGYUTTES' }),
          ],
          cegvezeto,
        }),
      );
    const joint = withManager({ nev: 'Vezető Vera', cegjegyzesiJogTipus: 'EGYUTTES' });
    expect(joint.directors.map((d) => d.companyManagerCoSigner)).toEqual(['Vezető Vera', 'Vezető Vera']);
    expect(joint.isJointPair).toBe(false);
    const sole = withManager({ nev: 'Vezető Vera', cegjegyzesiJogTipus: 'ONALLO' });
    expect(sole.directors.map((d) => d.companyManagerCoSigner)).toEqual([null, null]);
    expect(sole.isJointPair).toBe(true);
  });
});
