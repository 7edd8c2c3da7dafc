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
      'Az „1111 Budapest, Egy u. 1.” cím kétszer szerepel telephelyként; egy cím egyszer, a székhely településén telephelyként, más településen fióktelepként adható meg. (Ctv. 7. § (2))',
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
