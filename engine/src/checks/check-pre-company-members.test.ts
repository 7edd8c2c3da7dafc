import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { checkDocumentRequest } from './check-request.ts';

const TODAY = '2026-11-20';

/** Two members, the second a legal entity with the given name and number. */
function withEntityMember(nev: string, cegjegyzekszam: string) {
  return buildTestRequest({
    tagok: [
      testMember('Első Anna'),
      {
        nev,
        lakohely: '2040 Budaörs, Szabadság út 117.',
        jogiSzemely: true,
        cegjegyzekszam,
        kepviselo: 'Oláh Ferenc ügyvezető',
        penzbetet: 1_500_000,
        nemPenzbeliBetet: 0,
        penzbetetHatarido: '2027-03-31',
        penzbetetMod: 'pénzforgalmi számla',
      },
    ],
  });
}

describe('a legal-entity member that is itself being registered (Ptk. 3:101. § (2) c))', () => {
  it('is refused when its name carries the „bejegyzés alatt” suffix, naming the rule', () => {
    const request = withEntityMember('Omega Ipari Korlátolt Felelősségű Társaság (bejegyzés alatt)', '13-09-123456');
    const found = checkDocumentRequest(request, { today: TODAY }).errors.filter(
      (error) => error.code === 'MEMBER_PRE_COMPANY',
    );
    expect(found).toEqual([
      {
        code: 'MEMBER_PRE_COMPANY',
        severity: 'error',
        statute: 'Ptk. 3:101. § (2) c)',
        path: 'tarsasag.tagok.1.nev',
        message:
          'Az Omega Ipari Korlátolt Felelősségű Társaság (bejegyzés alatt) cégneve „bejegyzés alatt” toldatot visel, vagyis maga is cégbejegyzés alatt álló társaság (előtársaság). Az előtársaság gazdasági társaságot nem alapíthat, és abban tagként nem vehet részt; tag csak a cégbíróság által már bejegyzett társaság lehet. Kérjük, a jogi személy tagot a bejegyzése után, a cégkivonata szerinti cégnévvel és cégjegyzékszámmal adja meg (Ptk. 3:101. § (2) c)).',
      },
    ]);
  });

  it('is refused with the abbreviated suffix or with „bejegyzés alatt” as its number', () => {
    for (const [nev, number, path] of [
      ['Omega Kft. b. a.', '13-09-123456', 'tarsasag.tagok.1.nev'],
      ['Omega Kft. b.a.', '13-09-123456', 'tarsasag.tagok.1.nev'],
      ['Omega Kft.', 'Bejegyzés alatt', 'tarsasag.tagok.1.cegjegyzekszam'],
    ] as const) {
      const { errors } = checkDocumentRequest(withEntityMember(nev, number), { today: TODAY });
      expect(errors.find((error) => error.code === 'MEMBER_PRE_COMPANY')?.path, nev).toBe(path);
    }
  });

  it('accepts a registered legal entity, and a natural person or a name with the letters elsewhere', () => {
    for (const nev of ['Omega Ipari Korlátolt Felelősségű Társaság', 'Bea Alapítvány', 'Omega B. A. Kft.']) {
      const { errors } = checkDocumentRequest(withEntityMember(nev, '13-09-123456'), { today: TODAY });
      expect(
        errors.map((error) => error.code),
        nev,
      ).not.toContain('MEMBER_PRE_COMPANY');
    }
    const person = buildTestRequest({ tagok: [testMember('Első Anna'), testMember('B. A. Béla')] });
    expect(checkDocumentRequest(person, { today: TODAY }).errors).toEqual([]);
  });
});

describe('a founding legal entity under proceedings its name shows (Ctv. 5. § b)–g))', () => {
  it('is refused under compulsory strike-off: the contribution is a new obligation and a transfer (Ctv. 116. § (3b))', () => {
    for (const nev of ['Omega Kft. kt. a.', 'Omega Korlátolt Felelősségű Társaság (kényszertörlés alatt)']) {
      const { errors } = checkDocumentRequest(withEntityMember(nev, '13-09-123456'), { today: TODAY });
      expect(
        errors.find((error) => error.code === 'MEMBER_IN_STRIKE_OFF'),
        nev,
      ).toMatchObject({
        statute: 'Ctv. 116. § (3b)',
        path: 'tarsasag.tagok.1.nev',
      });
    }
  });

  it('is pointed out to the lawyer under bankruptcy, liquidation, winding-up or restructuring', () => {
    for (const [nev, words] of [
      ['Omega Kft. v. a.', 'végelszámolás alatt áll'],
      ['Omega Kft. f.a.', 'felszámolás alatt áll'],
      ['Omega Korlátolt Felelősségű Társaság (csődeljárás alatt)', 'csődeljárás alatt áll'],
      ['Omega Kft. sz. a.', 'nyilvános szerkezetátalakítási eljárás alatt áll'],
    ] as const) {
      const { errors, warnings } = checkDocumentRequest(withEntityMember(nev, '13-09-123456'), { today: TODAY });
      expect(errors, nev).toEqual([]);
      const found = warnings.find((warning) => warning.code === 'MEMBER_IN_PROCEEDINGS');
      expect(found?.path, nev).toBe('tarsasag.tagok.1.nev');
      expect(found?.message, nev).toContain(words);
    }
  });

  it('says nothing of a name with the letters elsewhere', () => {
    const { errors, warnings } = checkDocumentRequest(withEntityMember('V. A. Invest Kft.', '13-09-123456'), {
      today: TODAY,
    });
    expect(errors).toEqual([]);
    expect(warnings.map((warning) => warning.code)).not.toContain('MEMBER_IN_PROCEEDINGS');
  });
});
