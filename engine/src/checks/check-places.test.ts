import { describe, expect, it } from 'vitest';
import { buildTestRequest } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { checkPlaces } from './check-places.ts';

const findings = (company: Record<string, unknown>) => checkPlaces(deriveModel(buildTestRequest(company)));

describe('checkPlaces: an address entered twice (Ctv. 7. § (2))', () => {
  it('refuses a telephely entered twice, written the same or with the usual abbreviation', () => {
    const [error] = findings({ telephelyek: ['1111 Budapest, Egy utca 1.', '1111 Budapest, Egy u. 1.'] });
    expect(error).toMatchObject({ code: 'PLACE_LISTED_TWICE', severity: 'error', statute: 'Ctv. 7. § (2)' });
    expect(error?.path).toBe('tarsasag.telephelyek.1');
    expect(error?.message).toBe(
      'Az „1111 Budapest, Egy u. 1.” cím kétszer szerepel telephelyként; egy cím egyszer, a székhely településén telephelyként, más településen fióktelepként adható meg (Ctv. 7. § (2)).',
    );
  });

  it('refuses one address given as both telephely and fióktelep', () => {
    const codes = findings({ telephelyek: ['6000 Kecskemét, Fő tér 1.'], fioktelepek: ['6000 Kecskemét, Fő tér 1.'] });
    const error = codes.find((item) => item.code === 'PLACE_LISTED_TWICE');
    expect(error?.path).toBe('tarsasag.fioktelepek.0');
    expect(error?.message).toContain('cím telephelyként és fióktelepként is szerepel');
  });

  it('accepts different places', () => {
    expect(
      findings({
        telephelyek: ['1111 Budapest, Egy utca 1.', '1111 Budapest, Egy utca 3.'],
        fioktelepek: ['6000 Kecskemét, Fő tér 1.'],
      }),
    ).toEqual([]);
  });
});

describe('checkPlaces: a seat or branch abroad', () => {
  it('refuses a seat abroad: no Hungarian court of registration has it in its district (Ctv. 7. § (1), 23. § (2))', () => {
    const [error] = findings({ szekhely: 'Graben 1., 1010 Wien, Ausztria' });
    expect(error).toMatchObject({
      code: 'SEAT_ABROAD',
      severity: 'error',
      statute: 'Ctv. 7. § (1), 23. § (2)',
      path: 'tarsasag.szekhely',
    });
    expect(error?.message).toMatch(/^A Társaság székhelye \(„Graben 1\., 1010 Wien, Ausztria”\) külföldön van\./);
  });

  it('warns of the host state’s registration a branch abroad needs (Ctv. 7. § (3))', () => {
    const [warning] = findings({ fioktelepek: ['Graben 1., 1010 Wien, Ausztria'] });
    expect(warning).toMatchObject({ code: 'BRANCH_ABROAD', severity: 'warning', path: 'tarsasag.fioktelepek.0' });
    expect(warning?.message).toContain('hiteles magyar fordításával igazolja');
  });

  it('takes a Hungarian seat, with or without the country named, as Hungarian', () => {
    expect(findings({ szekhely: '1051 Budapest, Példa utca 1., Magyarország' })).toEqual([]);
    expect(findings({})).toEqual([]);
  });
});

describe('decision 075: a central administration abroad is flagged, not refused', () => {
  const central = (place: string) =>
    findings({ kozpontiUgyintezesHelye: place }).filter((item) => item.code === 'CENTRAL_ADMINISTRATION_ABROAD');

  it('tells that one in another member state is lawful (Ctv. 7/B. §) and needs no land-register number', () => {
    const [warning] = central('Graben 1., 1010 Wien, Ausztria');
    expect(warning).toMatchObject({ severity: 'warning', path: 'tarsasag.kozpontiUgyintezesHelye' });
    expect(warning?.message).toContain('(„Graben 1., 1010 Wien, Ausztria”) külföldön van. Ez megengedett:');
    expect(warning?.message).toContain('(Ctv. 7/B. §)');
    const request = buildTestRequest({ kozpontiUgyintezesHelye: 'Graben 1., 1010 Wien, Ausztria' });
    const place = deriveModel(request).declaredAddresses.find((item) => item.address.endsWith('Ausztria'));
    expect(place?.needsLandRegisterNumber).toBe(false);
  });

  it('leaves one outside the Union to the lawyer, naming the gap in the Ctv.', () => {
    const [warning] = central('5 Main Street, 10001 New York, Amerikai Egyesült Államok');
    expect(warning?.severity).toBe('warning');
    expect(warning?.message).toContain('(„Amerikai Egyesült Államok”) a program szerint nem az Európai Unió tagállama');
    expect(warning?.message).toContain('ügyvédi mérlegeléssel');
  });

  it('says nothing of one in Hungary, or of none apart from the seat', () => {
    expect(central('6000 Kecskemét, Fő tér 1.')).toEqual([]);
    expect(findings({}).filter((item) => item.code === 'CENTRAL_ADMINISTRATION_ABROAD')).toEqual([]);
  });
});
