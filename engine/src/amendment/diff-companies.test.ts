import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { diffCompanies } from './diff-companies.ts';

/** Amounts are printed with non-breaking spaces; a list's items one a line. */
const plain = (text: string | readonly string[] | null | undefined) =>
  (typeof text === 'string' ? [text] : (text ?? [])).map((item) => item.replace(/\s/g, ' ')).join('\n');

describe('the change of the other activities (Ptk. 3:102. § (2), articles point 4.2)', () => {
  it('lists the other activities as the articles do, without the main activity, one item each (decision 082)', () => {
    const request = loadAmendmentCase('fotevekenyseg');
    const change = diffCompanies(request.korabbi, request.uj).find((item) => item.type === 'EGYEB_TEVEKENYSEG');
    // a TEÁOR name may hold a semicolon itself: the items are not joined
    expect(change?.after).toEqual([
      '47.24 – Kenyér-, pékáru-, édesség-kiskereskedelem',
      '56.21 – Rendezvényi étkeztetés',
      '10.71 – Kenyér; friss pékáru gyártása',
    ]);
    expect(change?.before).toContain('10.72 – Tartósított lisztes áru gyártása');
  });

  it('gives the places, the holdings and the members’ data as lists too', () => {
    const places = loadAmendmentCase('telephely-fioktelep');
    const placeChanges = diffCompanies(places.korabbi, places.uj).filter(
      (item) => item.type === 'TELEPHELY' || item.type === 'FIOKTELEP',
    );
    expect(placeChanges.length).toBeGreaterThan(0);
    for (const change of placeChanges)
      for (const value of [change.before, change.after]) expect(value === null || Array.isArray(value)).toBe(true);
  });
});

describe('the change of the number of members (Ptk. 3:208. § (2), 3:209. § (3))', () => {
  it('gives the number of members with its noun, as the filing summary prints it', () => {
    const toSingle = loadAmendmentCase('egyszemelyesse-valas');
    expect(diffCompanies(toSingle.korabbi, toSingle.uj, toSingle.uzletreszAtruhazasok)).toContainEqual({
      type: 'EGYSZEMELYESSE_VALAS',
      before: '2 tag',
      after: '1 tag',
    });
  });
});

describe('the order of the director changes in one decision', () => {
  it('elects a new director before the resolution making a staying director sign jointly with them', () => {
    const request = loadAmendmentCase('atruhazas-tokeemeles-cegjegyzes');
    const types = diffCompanies(request.korabbi, request.uj, request.uzletreszAtruhazasok).map((change) => change.type);
    expect(types.indexOf('UGYVEZETO_UJ')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('UGYVEZETO_UJ')).toBeLessThan(types.indexOf('CEGJEGYZES'));
  });
});

describe('the share transfers decided with a capital increase (filing summary, amendments brief 4)', () => {
  it('shows the holdings the transfers make, not a törzsbetét raised by the increase as bought', () => {
    const request = loadAmendmentCase('atruhazas-tokeemeles-cegjegyzes');
    const transfer = diffCompanies(request.korabbi, request.uj, request.uzletreszAtruhazasok).find(
      (change) => change.type === 'UZLETRESZ_ATRUHAZAS',
    );
    expect(plain(transfer?.before)).toBe('Nagy Lajos: 1 800 000 Ft\nFehér Krisztina: 1 200 000 Ft');
    expect(plain(transfer?.after)).toBe('Nagy Lajos: 1 800 000 Ft\nKovács Péter: 1 200 000 Ft');
  });

  it('keeps the target holdings when the törzstőke does not change', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const transfer = diffCompanies(request.korabbi, request.uj, request.uzletreszAtruhazasok).find(
      (change) => change.type === 'UZLETRESZ_ATRUHAZAS',
    );
    expect(plain(transfer?.after)).toBe('Nagy Lajos: 2 400 000 Ft\nFehér Krisztina: 600 000 Ft');
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
    // the change names the member and what changed, as registered and as now (read-through 8)
    const update = diffCompanies(represented, request.uj).find((change) => change.type === 'TAGOK_ADATAI');
    expect(update?.before).toEqual(['Fehér Krisztina: törvényes képviselő: Fehér Gábor']);
    expect(update?.after).toEqual(['Fehér Krisztina: törvényes képviselő: –']);
  });

  it('a new address and birth date are shown as registered and as now (read-through 8)', () => {
    const request = loadAmendmentCase('cegnev');
    const moved = {
      ...request.uj,
      tagok: request.uj.tagok.map((member, index) =>
        index === 0 ? { ...member, lakohely: '1011 Budapest, Fő utca 1.', szuletesiIdo: '1980-02-03' } : member,
      ),
    };
    const registered = request.korabbi.tagok[0]!;
    const update = diffCompanies(request.korabbi, moved).find((change) => change.type === 'TAGOK_ADATAI');
    expect(plain(update?.after)).toBe(
      'Nagy Lajos: lakóhely: 1011 Budapest, Fő utca 1., születési idő: 1980. február 3.',
    );
    expect(update?.before?.[0]?.replace(/\s/g, ' ')).toContain(
      `Nagy Lajos: lakóhely: ${registered.lakohely}, születési idő: `,
    );
  });
});

describe('the seat written otherwise (isSameAddress)', () => {
  const seatChanges = (registered: string, target: string) => {
    const request = loadAmendmentCase('fotevekenyseg');
    const before = { ...request.korabbi, szekhely: registered };
    const after = { ...request.uj, szekhely: target };
    return diffCompanies(before, after).filter((change) => change.type === 'SZEKHELY');
  };

  it('is no seat change when only abbreviations, the floor and the door are written otherwise', () => {
    expect(
      seatChanges('4025 Debrecen, Piac utca 31. 1. em. 5.', '4025 Debrecen, Piac u. 31. I. emelet 5. ajtó'),
    ).toEqual([]);
  });

  it('is a seat change from an utca to an út of the same name, and from one postcode to another', () => {
    expect(seatChanges('4025 Debrecen, Piac u. 31.', '4025 Debrecen, Piac út 31.')).toHaveLength(1);
    expect(seatChanges('4025 Debrecen, Piac utca 31.', '4026 Debrecen, Piac utca 31.')).toHaveLength(1);
  });
});
