import { describe, expect, it } from 'vitest';
import { emptyCompanyForm, managerFromPerson, toCompanyInput, type CompanyFormValues } from './company-form-values.ts';
import { emptyLegalRepresentative } from './legal-representative-values.ts';
import { findConsistencyWarnings } from './find-company-warnings.ts';
import { directorFromPerson, memberFromPerson } from './member-rules.ts';
import { newLegalEntityOwner, ownerFromPerson, typedOwner } from './property-form-values.ts';
import { warningsForTab } from './warnings-for-tab.ts';

const TODAY = '2026-11-27';

/** A person with every datum the documents print. */
const complete = (id: number, nev: string) => ({
  id,
  nev,
  lakohely: '1011 Budapest, Fő utca 1.',
  szuletesiNev: nev,
  anyjaNeve: 'Kovács Mária',
  szuletesiHely: 'Budapest',
  szuletesiIdo: '1980-01-02',
  allampolgarsag: 'magyar',
  adoazonositoJel: '8412736788',
});

/** Alfa Kft. with one member and director whose data are complete, owning nothing (the seat: its own property). */
function company(): CompanyFormValues {
  const values = emptyCompanyForm();
  values.nev = 'Alfa Kft.';
  values.szekhely = '1011 Budapest, Fő utca 1.';
  values.tagok = [{ ...memberFromPerson(complete(1, 'Kiss Anna')), penzbetet: '3 000 000' }];
  values.ugyvezetok = [directorFromPerson(complete(1, 'Kiss Anna'))];
  values.szekhelyIngatlan = { helyrajziSzam: '123/4', jogcim: 'TULAJDON', tulajdonosok: [] };
  return values;
}

const codes = (values: CompanyFormValues) => findConsistencyWarnings(values, TODAY).map((warning) => warning.code);
const messageOf = (values: CompanyFormValues, code: string) =>
  findConsistencyWarnings(values, TODAY).filter((warning) => warning.code === code);

describe('the engine’s missing-data warnings in the company editor, each saying where the datum is entered', () => {
  it('names none for a company whose documents have no blank', () => {
    const values = company();
    values.cegvezeto = managerFromPerson(complete(2, 'Nagy Béla'));
    expect(findConsistencyWarnings(values, TODAY).filter((warning) => /hiányzó/.test(warning.message))).toEqual([]);
  });

  describe('the company manager', () => {
    it('lacking birth data and address: printed in the articles and his signature specimen, on the Alap adatok tab', () => {
      const values = company();
      values.cegvezeto = managerFromPerson({ id: 2, nev: 'Nagy Béla', lakohely: '' });
      const [warning] = messageOf(values, 'COMPANY_MANAGER_DATA_MISSING');
      expect(warning).toMatchObject({ severity: 'warning', path: 'tarsasag.cegvezeto' });
      expect(warning!.message).toBe(
        'Nagy Béla (cégvezető) hiányzó személyes adatai: születési név, anyja születési neve, születési hely, születési idő, állampolgárság, lakóhely; a létesítő okiratban és az aláírás-mintában kipontozott hely áll a helyükön. Adóazonosító jele sincs megadva: a létesítő okirat csak megadása esetén tartalmazza, az aláírás-minta nem, a cégbejegyzési kérelemben azonban meg kell adni, mert a cégjegyzék a cég képviseletére jogosult személy adóazonosító számát is tartalmazza (Ctv. 24. § (1) h)). A hiányzó adatokat az Alap adatok lapon, a cégvezető „Személyes adatok” gombjával adhatja meg.',
      );
      expect(warningsForTab(findConsistencyWarnings(values, TODAY), 'alap')).toContainEqual(warning);
      // his tax number is printed in no blank, but the application asks for it (Ctv. 24. § (1) h); decision 101)
      expect(warning!.message).toContain('Adóazonosító jele sincs megadva');
    });

    it('typed in, not a saved person: he is to be saved among the persons and picked', () => {
      const values = company();
      values.cegvezeto = { ...managerFromPerson(null), nev: 'Tóth Ödön', lakohely: '1011 Budapest, Fő utca 2.' };
      expect(messageOf(values, 'COMPANY_MANAGER_DATA_MISSING')[0]!.message).toContain(
        'Vegye fel a cégvezetőt a személyek közé (Személyek menüpont) az adataival',
      );
    });

    it('saved as an old free text is left to the engine’s own request for all of his data', () => {
      const values = company();
      values.cegvezeto = { ...managerFromPerson(null), nev: 'Tóth Ödön', szabadSzoveg: true };
      expect(codes(values)).toContain('COMPANY_MANAGER_REVIEW');
      expect(codes(values)).not.toContain('COMPANY_MANAGER_DATA_MISSING');
    });
  });

  describe('a minor member’s legal representatives', () => {
    const withMinor = (birth: string) => {
      const values = company();
      values.tagok.push({
        ...memberFromPerson({ ...complete(3, 'Kiss Panni'), szuletesiIdo: birth }),
        penzbetet: '100 000',
        torvenyesKepviselok: [
          { ...emptyLegalRepresentative(), nev: 'Kiss Anna', minoseg: 'SZULO', szuletesiIdo: '1980-01-02' },
        ],
      });
      return values;
    };

    it('lacking the mother’s name and address, printed after the minor’s name, on the Tagok tab', () => {
      const values = withMinor('2015-05-06');
      const [warning] = messageOf(values, 'LEGAL_REPRESENTATIVE_DATA_MISSING');
      expect(warning).toMatchObject({ path: 'tarsasag.tagok.1.torvenyesKepviselok.0' });
      expect(warning!.message).toBe(
        'Kiss Anna (Kiss Panni törvényes képviselője) hiányzó adatai: anyja születési neve, lakóhely; a dokumentumokban kipontozott hely áll a helyükön. A hiányzó adatokat a Tagok lapon, Kiss Panni törvényes képviselőjének adatainál adhatja meg.',
      );
      expect(warningsForTab(findConsistencyWarnings(values, TODAY), 'tagok')).toContainEqual(warning);
    });

    it('of a member of age today are printed nowhere: no warning', () => {
      expect(codes(withMinor('2000-05-06'))).not.toContain('LEGAL_REPRESENTATIVE_DATA_MISSING');
    });
  });

  describe('the property of an address besides the seat (a premises, a branch)', () => {
    const withPremises = () => {
      const values = company();
      values.telephelyek = ['6720 Szeged, Kárász utca 2.'];
      values.fioktelepek = ['4025 Debrecen, Piac utca 1.'];
      values.ingatlanok = [
        { cim: '6720 Szeged, Kárász utca 2.', helyrajziSzam: '', jogcim: 'BERLET', tulajdonosok: [] },
        {
          cim: '4025 Debrecen, Piac utca 1.',
          helyrajziSzam: '555',
          jogcim: 'HASZONKOLCSON',
          tulajdonosok: [
            { ...ownerFromPerson({ id: 4, nev: 'Szabó Ede', lakohely: '4025 Debrecen, Piac utca 1.' }) },
            {
              ...newLegalEntityOwner(),
              nev: 'Gamma Kft.',
              lakohely: '1052 Budapest, Váci utca 9.',
              tulajdoniHanyad: '1/2',
            },
          ],
        },
      ];
      return values;
    };

    it('without its owners and land register number, on the Ingatlanok tab', () => {
      const [warning] = messageOf(withPremises(), 'PROPERTY_DATA_MISSING');
      expect(warning).toMatchObject({ path: 'tarsasag.ingatlanok.0' });
      expect(warning!.message).toBe(
        'A Társaság telephelyeként szolgáló ingatlan (6720 Szeged, Kárász utca 2.) hiányzó adatai: tulajdonosa (tulajdonosai), helyrajzi száma; a használat jogcímét igazoló nyilatkozatban (Ingatlanhasználati hozzájáruló nyilatkozat) kipontozott hely áll a helyükön. A hiányzó adatokat az Ingatlanok lapon adhatja meg.',
      );
      expect(warningsForTab(findConsistencyWarnings(withPremises(), TODAY), 'ingatlanok')).toContainEqual(warning);
    });

    it('with owners lacking their data: a person’s birth data, a legal entity’s number and representative, the shares', () => {
      const warnings = messageOf(withPremises(), 'PROPERTY_OWNER_DATA_MISSING');
      expect(warnings.map((warning) => warning.path)).toEqual([
        'tarsasag.ingatlanok.1.tulajdonosok.0',
        'tarsasag.ingatlanok.1.tulajdonosok.1',
      ]);
      expect(warnings[0]!.message).toMatch(
        /^Szabó Ede \(tulajdonos, fióktelep: 4025 Debrecen, Piac utca 1\.\) hiányzó adatai: születési név, anyja születési neve, születési hely, születési idő, állampolgárság, adóazonosító jel, tulajdoni hányad; .*A tulajdoni hányadot az Ingatlanok lapon adhatja meg\. A személyes adatokat az Ingatlanok lapon, a tulajdonos „Személyes adatok” gombjával adhatja meg\.$/,
      );
      expect(warnings[1]!.message).toMatch(
        /^A Gamma Kft\. \(tulajdonos, fióktelep: 4025 Debrecen, Piac utca 1\.\) hiányzó adatai: cégjegyzékszám, képviselő; .*A hiányzó adatokat az Ingatlanok lapon, a tulajdonos adatainál adhatja meg\.$/,
      );
    });

    it('an owner typed in, not saved among the persons, is to be saved there and chosen; a given share is not asked for', () => {
      const values = withPremises();
      values.ingatlanok[1]!.tulajdonosok[0] = {
        ...typedOwner(),
        nev: 'Szabó Ede',
        lakohely: '4025 Debrecen, Piac utca 1.',
        tulajdoniHanyad: '1/2',
      };
      const [warning] = messageOf(values, 'PROPERTY_OWNER_DATA_MISSING');
      expect(warning!.message).toMatch(
        /; .*kipontozott hely áll a helyükön\. A személyes adatokhoz vegye fel a tulajdonost a személyek közé \(Személyek menüpont\) az adataival, majd az Ingatlanok lapon távolítsa el, és válassza ki a személyek közül\.$/,
      );
    });

    it('an owner who is a member takes the member’s data, as the declaration does: no warning for him', () => {
      const values = withPremises();
      values.ingatlanok[1]!.tulajdonosok = [
        {
          ...ownerFromPerson({ id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' }),
          tulajdoniHanyad: '1/1',
        },
      ];
      expect(codes(values)).not.toContain('PROPERTY_OWNER_DATA_MISSING');
    });

    it('the company’s own property names no owner: none is asked for', () => {
      const values = withPremises();
      values.ingatlanok[0] = { ...values.ingatlanok[0]!, helyrajziSzam: '1/1', jogcim: 'TULAJDON' };
      values.ingatlanok[1] = { ...values.ingatlanok[1]!, jogcim: 'TULAJDON' };
      expect(codes(values)).not.toContain('PROPERTY_DATA_MISSING');
      expect(codes(values)).not.toContain('PROPERTY_OWNER_DATA_MISSING');
    });

    it('leaves the seat to the engine’s warnings, without naming it twice', () => {
      const values = company();
      values.szekhelyIngatlan = { helyrajziSzam: '', jogcim: 'BERLET', tulajdonosok: [] };
      expect(codes(values)).toContain('SEAT_PROPERTY_MISSING');
      expect(codes(values)).not.toContain('PROPERTY_DATA_MISSING');
      // a code without an editor hint keeps the engine's message as it is
      expect(messageOf(values, 'SEAT_PROPERTY_MISSING')[0]!.message).toMatch(/kipontozott hely áll a helyükön\.$/);
    });
  });
});

describe('the old seat kept as a telephely in an amendment’s step 1 (decision 096)', () => {
  const OLD_SEAT = '1011 Budapest, Fő utca 1.';
  /** The registered state: the seat's property lent by its two owners (decision 091's carried data). */
  const registered = () => {
    const values = company();
    values.szekhelyIngatlan = {
      helyrajziSzam: '12345/6',
      jogcim: 'HASZONKOLCSON',
      tulajdonosok: [{ ...ownerFromPerson(complete(1, 'Kiss Anna')), tulajdoniHanyad: '1/1' }],
    };
    return toCompanyInput(values);
  };
  /** The changed state: the seat moves to Szeged, the old one is kept as a telephely with no property of its own. */
  const moved = () => {
    const values = company();
    values.szekhely = '6720 Szeged, Kárász utca 2.';
    values.telephelyek = [OLD_SEAT];
    return values;
  };
  const oldSeatFindings = (warnings: ReturnType<typeof findConsistencyWarnings>) =>
    warnings.filter((warning) => warning.code === 'PROPERTY_DATA_MISSING' && warning.message.includes(OLD_SEAT));

  it('does not report missing the registered seat’s property data, which the documents carry', () => {
    expect(oldSeatFindings(findConsistencyWarnings(moved(), TODAY))).toHaveLength(1);
    expect(oldSeatFindings(findConsistencyWarnings(moved(), TODAY, registered()))).toEqual([]);
    // the Ingatlanok tab lists an entry for every address: the old seat's, with nothing given, is none
    const listed = moved();
    listed.ingatlanok = [{ cim: OLD_SEAT, helyrajziSzam: '', jogcim: null, tulajdonosok: [] }];
    expect(oldSeatFindings(findConsistencyWarnings(listed, TODAY, registered()))).toEqual([]);
  });

  it('reports them where the registered seat’s property is unknown, as the documents leave blanks', () => {
    const unknown = { ...registered(), szekhelyIngatlan: { tulajdonosok: [] } };
    expect(oldSeatFindings(findConsistencyWarnings(moved(), TODAY, unknown))).toHaveLength(1);
  });
});

describe('the vezérszó of the short name (Ctv. 3. § (3)) on the Alap adatok tab', () => {
  it('asks for it for a name of several words, refuses one the name does not open with, at its field', () => {
    const values = company();
    values.nev = 'Alfa Informatikai';
    const [asked] = messageOf(values, 'SHORT_NAME_WITHOUT_VEZERSZO');
    expect(asked).toMatchObject({ severity: 'warning', path: 'tarsasag.vezerszo' });
    expect(warningsForTab([asked!], 'alap')).toEqual([asked]);
    values.vezerszo = 'Informatikai';
    expect(messageOf(values, 'COMPANY_NAME_VEZERSZO_NOT_FIRST')).toMatchObject([
      { severity: 'error', path: 'tarsasag.vezerszo' },
    ]);
    values.vezerszo = 'Alfa';
    expect(codes(values)).not.toContain('SHORT_NAME_WITHOUT_VEZERSZO');
    expect(codes(values)).not.toContain('COMPANY_NAME_VEZERSZO_NOT_FIRST');
    expect(toCompanyInput(values).vezerszo).toBe('Alfa');
  });
});
