import { describe, expect, it } from 'vitest';
import { readAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { parseAmendmentRequest } from './amendment-schema.ts';

describe('parseAmendmentRequest', () => {
  it('accepts a case as the fixtures give it', () => {
    expect(parseAmendmentRequest(readAmendmentCase('ugyvezeto-csere')).ok).toBe(true);
  });

  it.each(['korabbi', 'uj'])('refuses a %s state without members with a Hungarian message on its path', (state) => {
    const request = readAmendmentCase('ugyvezeto-csere');
    const result = parseAmendmentRequest({ ...request, [state]: { ...(request[state] as object), tagok: [] } });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toContainEqual({ path: `${state}.tagok`, message: 'Legalább egy tag megadása kötelező.' });
  });

  it('refuses more members than any list takes', () => {
    const request = readAmendmentCase('ugyvezeto-csere');
    const uj = request['uj'] as { tagok: unknown[] };
    const result = parseAmendmentRequest({ ...request, uj: { ...uj, tagok: Array(51).fill(uj.tagok[0]) } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.message)).toContain('Legfeljebb 50 tétel adható meg.');
  });

  it("takes a capital-increase contribution's paid flag (befizetve) as given, absent or null as not given", () => {
    const request = readAmendmentCase('tokeemeles-meglevo-tag');
    const increase = request['tokeemeles'] as { hozzajarulasok: Record<string, unknown>[] };
    const withFlag = (befizetve: unknown) => ({
      ...request,
      tokeemeles: {
        ...increase,
        hozzajarulasok: increase.hozzajarulasok.map((row, index) => (index === 0 ? { ...row, befizetve } : row)),
      },
    });
    const flags = (value: unknown) => {
      const result = parseAmendmentRequest(withFlag(value));
      return result.ok ? result.value.tokeemeles!.hozzajarulasok.map((row) => row.befizetve) : result.issues;
    };
    expect(flags(true)).toEqual([true, undefined]);
    expect(flags(false)).toEqual([false, undefined]);
    expect(flags(null)).toEqual([undefined, undefined]);
    expect(parseAmendmentRequest(withFlag('igen')).ok).toBe(false);
  });
});

describe('a legal-entity buyer’s joint co-representatives (decision 041)', () => {
  const withBuyer = (vevo: Record<string, unknown>) => {
    const request = readAmendmentCase('atruhazas-kivulallora');
    const transfers = request['uzletreszAtruhazasok'] as Record<string, unknown>[];
    return parseAmendmentRequest({
      ...request,
      uzletreszAtruhazasok: transfers.map((transfer, index) =>
        index === 0 ? { ...transfer, vevo: { ...(transfer['vevo'] as object), ...vevo } } : transfer,
      ),
    });
  };

  it('are taken for a legal entity with a representative', () => {
    const result = withBuyer({
      jogiSzemely: true,
      cegjegyzekszam: '01-09-123456',
      kepviselo: 'Mészáros Nóra ügyvezető',
      egyuttesKepviselok: ['Kiss Tamás ügyvezető'],
    });
    expect(result.ok && result.value.uzletreszAtruhazasok[0]!.vevo.egyuttesKepviselok).toEqual(['Kiss Tamás ügyvezető']);
  });

  it('are refused for a natural-person buyer, in Hungarian', () => {
    const result = withBuyer({ jogiSzemely: false, egyuttesKepviselok: ['Kiss Tamás ügyvezető'] });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toContainEqual({
        path: 'uzletreszAtruhazasok.0.vevo.egyuttesKepviselok',
        message:
          'Együttes képviselő csak jogi személynél adható meg: a természetes személy maga jár el, kiskorú nevében törvényes képviselője (törvényes képviselők mező).',
      });
  });
});
