import { describe, expect, it } from 'vitest';
import { buildTestRequest, testDirector, testMember } from './build-test-request.ts';
import { deriveModel } from './derive-model.ts';

const owner = (fields: Record<string, unknown>) => ({ tulajdoniHanyad: '1/1', ...fields });

describe('deriveUsedAddresses', () => {
  it('lists the seat, a separate central administration, each premises and each branch, in that order', () => {
    const model = deriveModel(
      buildTestRequest({
        kozpontiUgyintezesHelye: '6720 Szeged, Fő tér 1.',
        telephelyek: ['1097 Budapest, Gubacsi út 6.'],
        fioktelepek: ['6000 Kecskemét, Kossuth tér 3.'],
        ingatlanok: [
          { cim: '1097 budapest gubacsi út 6', helyrajziSzam: '38200/5', jogcim: 'BERLET', tulajdonosok: [] },
        ],
      }),
    );
    expect(model.usedAddresses.map((place) => [place.purpose, place.address, place.useTitle])).toEqual([
      ['székhely', '1051 Budapest, Példa utca 1.', 'HASZONKOLCSON'],
      ['központi ügyintézés helye', '6720 Szeged, Fő tér 1.', null],
      ['telephely', '1097 Budapest, Gubacsi út 6.', 'BERLET'],
      ['fióktelep', '6000 Kecskemét, Kossuth tér 3.', null],
    ]);
    expect(model.usedAddresses[2]!.landRegisterNumber).toBe('38200/5');
  });

  it('reuses the personal data of an owner who is a member, by saved person or by name and address', () => {
    const member = testMember('Kiss Anna', { szemely: { id: 7 }, anyjaNeve: 'Minta Mária' });
    const byId = deriveModel(
      buildTestRequest({
        tagok: [member, testMember('Nagy Béla')],
        szekhelyIngatlan: { tulajdonosok: [owner({ szemely: { id: 7 }, nev: 'Kiss A.', lakohely: 'máshol' })] },
      }),
    );
    expect(byId.seatProperty.owners[0]).toMatchObject({ anyjaNeve: 'Minta Mária', companyRole: 'a Társaság tagja' });
    const byName = deriveModel(
      buildTestRequest({
        szekhelyIngatlan: { tulajdonosok: [owner({ nev: 'Nagy Béla', lakohely: '1051 Budapest, Példa utca 1' })] },
      }),
    );
    expect(byName.seatProperty.owners[0]).toMatchObject({ szuletesiHely: 'Budapest', companyRole: 'a Társaság tagja' });
    const director = deriveModel(
      buildTestRequest({
        ugyvezetok: [testDirector('Kiss Anna', { lakohely: '1051 Budapest, Példa utca 1.' })],
        szekhelyIngatlan: { tulajdonosok: [owner({ nev: 'Kiss Anna', lakohely: '1051 Budapest, Példa utca 1.' })] },
      }),
    );
    expect(director.seatProperty.owners[0]).toMatchObject({ companyRole: 'a Társaság tagja és ügyvezetője' });
    const stranger = deriveModel(
      buildTestRequest({ szekhelyIngatlan: { tulajdonosok: [owner({ nev: 'Idegen Ida', lakohely: 'Pécs' })] } }),
    );
    expect(stranger.seatProperty.owners[0]).toMatchObject({ companyRole: null });
    expect(stranger.seatProperty.owners[0]!.anyjaNeve).toBeUndefined();
  });

  it('asks no owner to consent to the company’s own property or a registered-office provider', () => {
    const model = deriveModel(
      buildTestRequest({
        telephelyek: ['1097 Budapest, Gubacsi út 6.'],
        szekhelyIngatlan: { jogcim: 'TULAJDON', tulajdonosok: [] },
        ingatlanok: [{ cim: '1097 Budapest, Gubacsi út 6.', jogcim: 'SZEKHELYSZOLGALTATAS', tulajdonosok: [] }],
      }),
    );
    expect(model.usedAddresses.map((place) => place.needsOwnerConsent)).toEqual([false, false]);
    // The provider's contract proves the use of the premises; the company's own land-register title needs the number.
    expect(model.usedAddresses.map((place) => place.needsLandRegisterNumber)).toEqual([true, false]);
    expect(model.declarants).toEqual({
      owners: [],
      hasUnnamedOwner: false,
      unnamedOwnerAddresses: [],
      isPlural: false,
      naturalPersonCount: 0,
      isCompanyDeclaring: true,
    });
  });

  it('has every owner sign once and a blank box for an address without owners, which counts as a declarant', () => {
    const tulaj = owner({ nev: 'Tulaj Tamás', lakohely: '1051 Budapest, Példa utca 1.' });
    const model = deriveModel(
      buildTestRequest({
        telephelyek: ['1097 Budapest, Gubacsi út 6.', '6000 Kecskemét, Kossuth tér 3.'],
        szekhelyIngatlan: { tulajdonosok: [tulaj] },
        ingatlanok: [{ cim: '1097 Budapest, Gubacsi út 6.', tulajdonosok: [tulaj] }],
      }),
    );
    expect(model.declarants.owners.map((o) => o.nev)).toEqual(['Tulaj Tamás']);
    expect(model.declarants.hasUnnamedOwner).toBe(true);
    // Tulaj Tamás and the blank box: two declarants sign, so the common clauses speak in the plural.
    expect(model.declarants.isPlural).toBe(true);
    const alone = deriveModel(buildTestRequest({ szekhelyIngatlan: { tulajdonosok: [tulaj] } }));
    expect(alone.declarants.isPlural).toBe(false);
  });

  it('gives each property without named owners its own blank box: different properties, different owners', () => {
    // Ctv. 7. § (4): every owner of every used property consents. The central administration and a telephely at the
    // same address are one property; a second telephely elsewhere is another, with owners of its own.
    const model = deriveModel(
      buildTestRequest({
        kozpontiUgyintezesHelye: '7621 Pécs, Jókai utca 12.',
        telephelyek: ['7621 Pécs, Jókai utca 12.', '7633 Pécs, Szigeti út 41.'],
        fioktelepek: ['8230 Balatonfüred, Blaha Lujza utca 4.'],
      }),
    );
    expect(model.declarants.unnamedOwnerAddresses).toEqual([
      '7621 Pécs, Jókai utca 12.',
      '7633 Pécs, Szigeti út 41.',
      '8230 Balatonfüred, Blaha Lujza utca 4.',
    ]);
    expect(model.declarants.hasUnnamedOwner).toBe(true);
    expect(model.declarants.isPlural).toBe(true);
  });

  it('lists a telephely at the place of central administration once, with both uses', () => {
    const model = deriveModel(
      buildTestRequest({
        kozpontiUgyintezesHelye: '7621 Pécs, Jókai utca 12.',
        telephelyek: ['7621 pécs jókai utca 12', '7633 Pécs, Szigeti út 41.'],
      }),
    );
    expect(model.usedAddresses.map((place) => [place.label, place.asPurpose, place.address])).toEqual([
      ['székhely', 'székhelyeként', '1051 Budapest, Példa utca 1.'],
      [
        'központi ügyintézés helye és telephely',
        'központi ügyintézésének helyeként és telephelyeként',
        '7621 Pécs, Jókai utca 12.',
      ],
      ['telephely', 'telephelyeként', '7633 Pécs, Szigeti út 41.'],
    ]);
  });
});
