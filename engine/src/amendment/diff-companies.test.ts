import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { diffCompanies } from './diff-companies.ts';

describe('the change of the other activities (Ptk. 3:102. § (2), articles point 4.2)', () => {
  it('lists the other activities as the articles do, without the main activity', () => {
    const request = loadAmendmentCase('fotevekenyseg');
    const change = diffCompanies(request.korabbi, request.uj).find((item) => item.type === 'EGYEB_TEVEKENYSEG');
    expect(change?.after).toBe(
      '47.24 – Kenyér-, pékáru-, édesség-kiskereskedelem; 56.21 – Rendezvényi étkeztetés; 10.71 – Kenyér; friss pékáru gyártása',
    );
    expect(change?.before).toContain('10.72 – Tartósított lisztes áru gyártása');
  });
});

describe('the change of the number of members (Ptk. 3:208. § (2), 3:209. § (3))', () => {
  it('gives the number of members with its noun, as the filing summary prints it', () => {
    const toSingle = loadAmendmentCase('egyszemelyesse-valas');
    expect(diffCompanies(toSingle.korabbi, toSingle.uj, 1)).toContainEqual({
      type: 'EGYSZEMELYESSE_VALAS',
      before: '2 tag',
      after: '1 tag',
    });
  });
});

describe('the order of the director changes in one decision', () => {
  it('elects a new director before the resolution making a staying director sign jointly with them', () => {
    const request = loadAmendmentCase('atruhazas-tokeemeles-cegjegyzes');
    const types = diffCompanies(request.korabbi, request.uj, 1).map((change) => change.type);
    expect(types.indexOf('UGYVEZETO_UJ')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('UGYVEZETO_UJ')).toBeLessThan(types.indexOf('CEGJEGYZES'));
  });
});

describe("a minor member's legal representatives (decision 030)", () => {
  it('are member data: a representative removed when the member came of age is a data update', () => {
    const request = loadAmendmentCase('cegnev');
    const represented = {
      ...request.korabbi,
      tagok: request.korabbi.tagok.map((member, index) =>
        index === 1 ? { ...member, torvenyesKepviselok: [{ nev: 'Fehér Gábor', minoseg: 'SZULO' as const }] } : member,
      ),
    };
    expect(diffCompanies(represented, request.uj).map((change) => change.type)).toContain('TAGOK_ADATAI');
    expect(diffCompanies(request.korabbi, request.uj).map((change) => change.type)).not.toContain('TAGOK_ADATAI');
  });
});
