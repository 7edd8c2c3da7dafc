import { describe, expect, it } from 'vitest';
import { readAmendmentCase } from '../../../../fixtures/amendments/index.ts';
import { amendmentDeedDate } from './amendment-deed-date.ts';

/** A case as the versions keep it: the registered base, and the amended state with the amendment data. */
function stored(name: string) {
  const { bejegyzes, korabbi, uj, okirat: _okirat, ...amendment } = readAmendmentCase(name);
  return { amended: { state: uj, amendment }, base: { state: korabbi, registration: bejegyzes } };
}

describe('the date of the deed amending the articles', () => {
  it('is the amendment’s dating when it changes a clause of the articles (a new company name)', () => {
    const { amended, base } = stored('cegnev');
    expect(amendmentDeedDate(amended, base)).toBe('2026-11-24');
  });

  it('is none when the amendment only updates the members’ data (a transfer between members: no deed)', () => {
    const { amended, base } = stored('atruhazas-tagra-reszleges');
    expect(amendmentDeedDate(amended, base)).toBeNull();
  });

  it('is read from a kept amendment holding a key the strict schema does not know (a field since removed)', () => {
    const { amended, base } = stored('cegnev');
    const amendment = amended.amendment as { dontes: object };
    const legacy = { ...amendment, regiMezo: 'x', dontes: { ...amendment.dontes, regiMezo: 1 } };
    expect(amendmentDeedDate({ ...amended, amendment: legacy }, base)).toBe('2026-11-24');
  });

  it('is none when the kept amendment no longer reads as a request', () => {
    const { amended, base } = stored('cegnev');
    expect(amendmentDeedDate({ ...amended, amendment: { keltezesIdeje: '2026-11-24' } }, base)).toBeNull();
  });
});
