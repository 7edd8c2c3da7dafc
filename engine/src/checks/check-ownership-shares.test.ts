import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from '../amendment/amendment-schema.ts';
import { checkAmendment } from '../amendment/check-amendment.ts';
import { planAmendment } from '../amendment/plan-amendment.ts';
import { buildTestRequest } from '../model/build-test-request.ts';
import { checkDocumentRequest } from './check-request.ts';
import { addFractions, formatFraction, parseOwnershipShare } from './check-ownership-shares.ts';

const owner = (nev: string, tulajdoniHanyad?: string) => ({
  nev,
  lakohely: '1051 Budapest, Példa utca 1.',
  ...(tulajdoniHanyad === undefined ? {} : { tulajdoniHanyad }),
});

function formationFindings(shares: (string | undefined)[], extra: Record<string, unknown> = {}) {
  const request = buildTestRequest({
    szekhelyIngatlan: {
      helyrajziSzam: '24123/0/A/5',
      jogcim: 'HASZONKOLCSON',
      tulajdonosok: shares.map((share, index) => owner(`Tulaj ${index + 1}`, share)),
    },
    ...extra,
  });
  const { errors, warnings } = checkDocumentRequest(request, { today: '2026-11-26' });
  return [...errors, ...warnings].filter((finding) => finding.code.startsWith('OWNERSHIP_'));
}

describe('parseOwnershipShare: exact fractions', () => {
  it('reads the land register forms and reduces them; refuses what is no share', () => {
    expect(parseOwnershipShare('1/2')).toEqual({ numerator: 1n, denominator: 2n });
    expect(parseOwnershipShare(' 2 / 4 ')).toEqual({ numerator: 1n, denominator: 2n });
    expect(parseOwnershipShare('1/3-ad')).toEqual({ numerator: 1n, denominator: 3n });
    expect(parseOwnershipShare('1/1 arányban')).toEqual({ numerator: 1n, denominator: 1n });
    for (const text of ['fele', '0,5', '1/0', '0/3', '1/2/3', '']) expect(parseOwnershipShare(text), text).toBeNull();
  });

  it('adds without floating point: 1/3 + 1/3 + 1/3 is exactly 1/1, large denominators stay exact', () => {
    const third = parseOwnershipShare('1/3')!;
    expect(formatFraction([third, third, third].reduce(addFractions))).toBe('1/1');
    const tiny = parseOwnershipShare('1/9007199254740993')!;
    const rest = parseOwnershipShare('9007199254740992/9007199254740993')!;
    expect(formatFraction(addFractions(tiny, rest))).toBe('1/1');
  });
});

describe('checkOwnershipShares in a formation (Ctv. 7. § (4))', () => {
  it('accepts owners whose shares make the whole', () => {
    expect(formationFindings(['1/1'])).toEqual([]);
    expect(formationFindings(['1/3', '1/3', '1/3'])).toEqual([]);
    expect(formationFindings(['1/2', '2/4'])).toEqual([]);
  });

  it('refuses shares that add up to more than the whole, with the rule, the statute and the path', () => {
    expect(formationFindings(['1/2', '2/3'])).toEqual([
      {
        code: 'OWNERSHIP_SHARES_OVER_WHOLE',
        severity: 'error',
        statute: 'Ctv. 7. § (4)',
        message:
          'A székhelyül szolgáló ingatlan felsorolt tulajdonosainak tulajdoni hányadai együttesen 7/6 részt tesznek ki, ami több az egésznél (1/1): ilyen tulajdoni hányadok nem állhatnak fenn. Javítsa a hányadokat a tulajdoni lap szerint; a használat jogcímét a tulajdonosok nyilatkozata igazolja (Ctv. 7. § (4)).',
        path: 'tarsasag.szekhelyIngatlan.tulajdonosok',
      },
    ]);
    // the listed shares alone are too much, even with one share not given
    expect(formationFindings(['1/1', '1/2', undefined]).map((finding) => finding.code)).toEqual([
      'OWNERSHIP_SHARES_OVER_WHOLE',
    ]);
  });

  it('warns when the listed owners hold less than the whole, naming the missing share', () => {
    const found = formationFindings(['1/2', '1/4']);
    expect(found).toEqual([
      {
        code: 'OWNERSHIP_SHARES_UNDER_WHOLE',
        severity: 'warning',
        message:
          'A székhelyül szolgáló ingatlan felsorolt tulajdonosainak tulajdoni hányadai együttesen csak 3/4 részt tesznek ki; a hiányzó 1/4 rész a fel nem sorolt tulajdonostársaké. A használathoz valamennyi tulajdonostárs hozzájárulása szükséges lehet (Ctv. 7. § (4)): vegye fel a nyilatkozatba a többi tulajdonostársat is, vagy ellenőrizze, milyen jogcímen használhatja a Társaság az ingatlant (megerősítendő).',
        path: 'tarsasag.szekhelyIngatlan.tulajdonosok',
      },
    ]);
  });

  it('does not sum an incomplete list: a missing share is reported as missing data, an unreadable one here', () => {
    expect(formationFindings(['1/2', undefined])).toEqual([]);
    const unreadable = formationFindings(['1/2', 'fele']);
    expect(unreadable).toEqual([
      expect.objectContaining({
        code: 'OWNERSHIP_SHARE_UNREADABLE',
        severity: 'warning',
        path: 'tarsasag.szekhelyIngatlan.tulajdonosok.1.tulajdoniHanyad',
        message: expect.stringContaining('Tulaj 2 tulajdoni hányada („fele”) nem értelmezhető törtként'),
      }),
    ]);
  });

  it('checks the property of a telephely too', () => {
    const found = formationFindings(['1/1'], {
      telephelyek: ['1052 Budapest, Minta tér 2.'],
      ingatlanok: [
        { cim: '1052 Budapest, Minta tér 2.', tulajdonosok: [owner('A', '2/3'), owner('B', '2/3')], jogcim: 'BERLET' },
      ],
    });
    expect(found).toEqual([
      expect.objectContaining({
        code: 'OWNERSHIP_SHARES_OVER_WHOLE',
        path: 'tarsasag.ingatlanok.0.tulajdonosok',
        message: expect.stringMatching(
          /^Az „1052 Budapest, Minta tér 2\.” címen lévő ingatlan felsorolt tulajdonosainak .* 4\/3 részt/,
        ),
      }),
    ]);
  });
});

describe('checkOwnershipShares in an amendment (target state)', () => {
  const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
  const withShares = (shares: string[]): AmendmentRequest => {
    const [first] = request.uj.szekhelyIngatlan.tulajdonosok;
    return {
      ...request,
      uj: {
        ...request.uj,
        szekhelyIngatlan: {
          ...request.uj.szekhelyIngatlan,
          tulajdonosok: shares.map((share, index) => ({
            ...first!,
            nev: `Tulaj ${index + 1}`,
            tulajdoniHanyad: share,
          })),
        },
      },
    };
  };
  const found = (shares: string[]) =>
    checkAmendment(planAmendment(withShares(shares)), '').filter((finding) => finding.code.startsWith('OWNERSHIP_'));

  it('refuses more than the whole and warns of less for the new seat, under rule 5.9', () => {
    expect(found(['1/1'])).toEqual([]);
    const over = found(['1/2', '3/4']);
    expect(over.map((finding) => [finding.severity, finding.path])).toEqual([
      ['error', 'uj.szekhelyIngatlan.tulajdonosok'],
    ]);
    expect(over[0]!.message).toMatch(/^A székhelyül szolgáló ingatlan .* 5\/4 részt .* \(Ctv\. 7\. § \(4\)\)\.$/);
    const under = found(['1/2']);
    expect(under.map((finding) => [finding.severity, finding.code])).toEqual([
      ['warning', 'OWNERSHIP_SHARES_UNDER_WHOLE'],
    ]);
    expect(under[0]!.message).toContain('a hiányzó 1/2 rész a fel nem sorolt tulajdonostársaké');
  });

  it('without a use declaration only the impossible sum is refused', () => {
    const unchanged = loadAmendmentCase('cegnev');
    const property = (shares: string[]) => ({
      ...unchanged,
      uj: {
        ...unchanged.uj,
        szekhelyIngatlan: {
          tulajdonosok: shares.map((share, index) => ({
            ...owner(`Tulaj ${index + 1}`),
            jogiSzemely: false,
            tulajdoniHanyad: share,
          })),
        },
      },
    });
    const codesOf = (shares: string[]) =>
      checkAmendment(planAmendment(property(shares)), '')
        .filter((finding) => finding.code.startsWith('OWNERSHIP_'))
        .map((finding) => finding.code);
    expect(planAmendment(property(['1/2'])).documents.some((document) => document.id === 'szekhely')).toBe(false);
    expect(codesOf(['1/2'])).toEqual([]);
    expect(codesOf(['1/1', '1/2'])).toEqual(['OWNERSHIP_SHARES_OVER_WHOLE']);
  });
});
