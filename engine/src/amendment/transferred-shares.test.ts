import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { planAmendment } from './plan-amendment.ts';
import { buyingBeforeSelling, sellingTwice } from './transferred-shares.test-helper.ts';
import { transferredShares } from './transferred-shares.ts';

const divisions = (request: AmendmentRequest) =>
  planAmendment(request)
    .resolutions.filter((resolution) => resolution.subject === 'FELOSZTAS')
    .map((resolution) => resolution.transferIndex);

describe('transferredShares (Ptk. 3:173. § (2))', () => {
  it('divides the registered share of a seller selling part of it once', () => {
    expect(transferredShares(loadAmendmentCase('atruhazas-tagra-reszleges'))).toEqual([
      {
        sellerInText: 'Fehér Krisztina',
        registered: 1_200_000,
        soldBefore: 0,
        held: 1_200_000,
        transferred: 600_000,
        divided: true,
        kept: 600_000,
        keptTransferIndex: null,
        deviating: false,
      },
    ]);
  });

  it('divides, on a second sale by the same seller, what the first left him', () => {
    const [first, second] = transferredShares(sellingTwice(500_000));
    expect(first).toMatchObject({ soldBefore: 0, held: 1_200_000, transferred: 400_000, divided: true, kept: 800_000 });
    expect(second).toMatchObject({
      soldBefore: 400_000,
      held: 800_000,
      transferred: 500_000,
      divided: true,
      kept: 300_000,
    });
    expect(divisions(sellingTwice(500_000))).toEqual([0, 1]);
    // the part kept on the first division is divided again, not transferred whole
    expect(first!.keptTransferIndex).toBeNull();
  });

  it('needs no second division when the second sale takes all the first left', () => {
    const [, second] = transferredShares(sellingTwice(800_000));
    expect(second).toMatchObject({ soldBefore: 400_000, held: 800_000, divided: false, kept: 0 });
    expect(divisions(sellingTwice(800_000))).toEqual([0]);
  });

  it('points the first division to the later sale that takes all the seller kept (read-through 10)', () => {
    const [first, second] = transferredShares(sellingTwice(800_000));
    expect(first).toMatchObject({ divided: true, kept: 800_000, keptTransferIndex: 1 });
    expect(second!.keptTransferIndex).toBeNull();
  });

  it('cannot state the share divided when the seller acquires another one earlier in the amendment', () => {
    const bought = buyingBeforeSelling();
    expect(transferredShares(bought)[1]).toMatchObject({ held: null, soldBefore: null, kept: null, divided: true });
  });

  it('marks registered business shares that deviate from the contributions', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const deviating = {
      ...request,
      korabbi: {
        ...request.korabbi,
        tagok: request.korabbi.tagok.map((member) => ({ ...member, uzletreszElteres: 50 })),
      },
    };
    expect(transferredShares(deviating)[0]?.deviating).toBe(true);
  });
});
