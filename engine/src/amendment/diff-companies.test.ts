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
