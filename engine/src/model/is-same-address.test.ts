import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameAddress } from './is-same-address.ts';

/** Pairs that are one address, written two ways. */
const SAME: [string, string][] = [
  ['1051 Budapest, Példa utca 1.', '1051 budapest Példa  utca 1'],
  ['1061 Budapest, Andrássy út 1.', '1061 Budapest, ANDRÁSSY ÚT 1'],
  ['1066 Budapest, Teréz krt. 5.', '1066 Budapest, Teréz körút 5.'],
  ['1066 Budapest, Teréz krt 5.', '1066 Budapest, Teréz körút 5.'],
  ['1052 Budapest, Fő u. 2.', '1052 Budapest, Fő utca 2.'],
  ['1052 Budapest, Fő u 2.', '1052 Budapest, Fő utca 2.'],
  ['1062 Budapest, Andrássy út 100.', '1062 Budapest, Andrássy út 100., Magyarország'],
  ['1137 Budapest, Szent István krt. 1.', '1137 Budapest, Szent István körút 1.'],
  ['1062 Budapest, Bajza sétány 3.', '1062 Budapest, Bajza stny. 3.'],
  ['1051 Budapest, Belgrád rkp. 3.', '1051 Budapest, Belgrád rakpart 3.'],
  ['1039 Budapest, Pünkösdfürdő utca 52.', '1039 Budapest, Pünkösdfürdő u. 52.'],
  ['4031 Debrecen, Kishegyesi út 1.', '4031 Debrecen, Kishegyesi út 1'],
  ['3529 Miskolc, Győri kapu 1.', '3529 Miskolc, Győri kapu 1.'],
  ['2000 Szentendre, Püspökmajor ltp. 4.', '2000 Szentendre, Püspökmajor lakótelep 4.'],
  ['7621 Pécs, Kossuth Lajos sgt. 2.', '7621 Pécs, Kossuth Lajos sugárút 2.'],
  ['6000 Kecskemét, Homoki dülő 12.', '6000 Kecskemét, Homoki dűlő 12.'],
  ['1052 Budapest, Október 6. u. 12.', '1052 Budapest, Október 6. utca 12.'],
  ['1052 Budapest, Fő u. 2. 3. em. 4. ajtó', '1052 Budapest, Fő utca 2. 3. emelet 4.'],
  ['1052 Budapest, Fő u. 2. 3. em. 4.', '1052 Budapest, Fő utca 2. 3. emelet 4. ajtó'],
  ['1052 Budapest, Fő u. 2. III. em. 4.', '1052 Budapest, Fő utca 2. 3. emelet 4. ajtó'],
  ['1052 Budapest, Fő u. 2. III/4.', '1052 Budapest, Fő utca 2. 3. emelet 4. ajtó'],
  ['1052 Budapest, Fő u. 2. III/4.', '1052 Budapest, Fő utca 2. III. em. 4. a.'],
  ['1052 Budapest, Fő utca 2. fszt. 1.', '1052 Budapest, Fő utca 2. földszint 1. ajtó'],
  ['1052 Budapest, Fő utca 2. fsz. 1.', '1052 Budapest, Fő utca 2. földszint 1.'],
  ['1052 Budapest, Fő utca 2. mfszt. 1.', '1052 Budapest, Fő utca 2. magasföldszint 1.'],
  ['1052 Budapest, Fő utca 2. B lph. 1. em. 3.', '1052 Budapest, Fő utca 2. B lépcsőház 1. emelet 3. ajtó'],
  ['1052 Budapest, Fő utca 2. A ép. 1. em. 3.', '1052 Budapest, Fő utca 2. A épület 1. emelet 3. ajtó'],
  ['1052 Budapest, Fő utca 2. félem. 3.', '1052 Budapest, Fő utca 2. félemelet 3. ajtó'],
  ['1052 Budapest, Fő utca 2. XII. em. 3.', '1052 Budapest, Fő utca 2. 12. emelet 3.'],
  ['1051 Bp., Példa utca 1.', '1051 Budapest, Példa utca 1.'],
  ['1051 Budapest, Példa utca 1.', 'Budapest V. kerület, Példa utca 1.'],
  ['1051 Budapest, Példa utca 1.', 'Budapest, V. kerület, Példa utca 1.'],
  ['1051 Budapest, Példa utca 1.', 'Budapest V., Példa u. 1.'],
  ['1051 Budapest, Példa utca 1.', '1051 Budapest V. ker., Példa u. 1.'],
  ['1133 Budapest, Váci út 1.', 'Budapest XIII. kerület, Váci út 1.'],
  ['1239 Budapest, Fő utca 1.', 'Budapest, XXIII. kerület, Fő u. 1.'],
  ['Budapest, Fő u. 1.', 'Budapest, Fő utca 1.'],
  ['6720 Szeged, Kárász utca 2.', 'Szeged, Kárász u. 2.'],
  ['6720 Szeged, Kárász utca 2.', 'Szeged, Kárász utca 2., Magyarország'],
  ['2119 Pécel, Fő u. 3.', 'Pécel, Fő utca 3.'],
  ['2119 Pécel, hrsz. 123/4', '2119 Pécel, hrsz 123/4'],
  ['1010 Wien, Stephansplatz 4., Ausztria', '1010 wien stephansplatz 4, Ausztria'],
];

/** Pairs that are two addresses, however alike. */
const DIFFERENT: [string, string][] = [
  ['1051 Budapest, Példa utca 1.', '1051 Budapest, Példa utca 2.'],
  // an utca and an út of the same name coexist: `u.` is utca, never út
  ['1052 Budapest, Fő utca 2.', '1052 Budapest, Fő út 2.'],
  ['1061 Budapest, Andrássy út 1.', '1061 Budapest, Andrássy u. 1.'],
  ['1024 Budapest, Mária u. 1.', '1024 Budapest, Mária út 1.'],
  ['1052 Budapest, Fő tér 2.', '1052 Budapest, Fő tere 2.'],
  ['1121 Budapest, Erzsébet királyné út 2.', '1121 Budapest, Erzsébet királyné útja 2.'],
  ['1052 Budapest, Fő köz 2.', '1052 Budapest, Fő utca 2.'],
  ['1052 Budapest, Fő sor 2.', '1052 Budapest, Fő sétány 2.'],
  ['1052 Budapest, Teréz körút 5.', '1052 Budapest, Teréz krt. 6.'],
  ['1052 Budapest, Teréz körút 5.', '1052 Budapest, Teréz sgt. 5.'],
  ['1052 Budapest, Fő park 2.', '1052 Budapest, Fő liget 2.'],
  ['1052 Budapest, Fő rakpart 2.', '1052 Budapest, Fő part 2.'],
  // house number and floor are not one number
  ['1051 Budapest, Példa utca 1. 2.', '1051 Budapest, Példa utca 12.'],
  ['1051 Budapest, Példa utca 1. 2. em.', '1051 Budapest, Példa utca 12. em.'],
  ['1051 Budapest, Példa utca 1. 2. em. 3.', '1051 Budapest, Példa utca 1. 23. em.'],
  // building parts
  ['1052 Budapest, Fő u. 2. 3. em. 4. ajtó', '1052 Budapest, Fő utca 2. 3. emelet 5.'],
  ['1052 Budapest, Fő u. 2. 3. em. 4.', '1052 Budapest, Fő utca 2. 4. emelet 3.'],
  ['1052 Budapest, Fő u. 2. 3. em.', '1052 Budapest, Fő utca 2. 3. emelet 4.'],
  ['1052 Budapest, Fő u. 2.', '1052 Budapest, Fő utca 2. fszt. 1.'],
  ['1052 Budapest, Fő u. 2. fszt. 1.', '1052 Budapest, Fő utca 2. 1. em. 1.'],
  ['1052 Budapest, Fő u. 2. fszt. 1.', '1052 Budapest, Fő utca 2. félem. 1.'],
  ['1052 Budapest, Fő u. 2. III/4.', '1052 Budapest, Fő utca 2. 4. emelet 3.'],
  ['1052 Budapest, Fő u. 2. A lph. 1.', '1052 Budapest, Fő utca 2. B lph. 1.'],
  ['1052 Budapest, Fő u. 2. A ép.', '1052 Budapest, Fő utca 2. A lph.'],
  ['1052 Budapest, Fő u. 12/A', '1052 Budapest, Fő utca 12/B'],
  ['1052 Budapest, Fő u. 12/A. ép.', '1052 Budapest, Fő utca 12. A ép.'],
  ['1052 Budapest, Fő utca 2. VX. em. 1.', '1052 Budapest, Fő utca 2. V. em. 1.'],
  // postcodes, districts, settlements
  ['1051 Budapest, Példa utca 1.', '1052 Budapest, Példa utca 1.'],
  ['1051 Budapest, Példa utca 1.', '1191 Budapest, Példa utca 1.'],
  ['1051 Budapest, Példa utca 1.', 'Budapest, Példa utca 1.'],
  ['1051 Budapest, Példa utca 1.', 'Budapest XIX. kerület, Példa utca 1.'],
  ['1051 Budapest XIII. kerület, Példa utca 1.', '1051 Budapest, Példa utca 1.'],
  ['Budapest V. kerület, Példa utca 1.', 'Budapest, Példa utca 1.'],
  ['Budapest V. kerület, Példa utca 1.', 'Budapest VI. kerület, Példa utca 1.'],
  ['Budapest VX. kerület, Példa utca 1.', 'Budapest, Példa utca 1.'],
  ['Budapest VX. kerület, Példa utca 1.', 'Budapest V. kerület, Példa utca 1.'],
  ['1007 Budapest, Margitsziget 1.', 'Budapest, Margitsziget 1.'],
  ['6720 Szeged, Kárász utca 2.', '6721 Szeged, Kárász utca 2.'],
  ['6720 Szeged, Kárász utca 2.', '6720 Szolnok, Kárász utca 2.'],
  ['6720 Szeged, Kárász utca 2.', 'Szeged, Kárász utca 3.'],
  // a postcode on one side only is tolerated only in a settlement of the KSH list
  ['1010 Wien, Fő utca 1.', 'Wien, Fő utca 1.'],
  ['2119 Pécel, hrsz. 123/4', '2119 Pécel, hrsz. 123/5'],
  ['1010 Wien, Stephansplatz 4., Ausztria', '1010 Wien, Stephansplatz 5., Ausztria'],
];

describe('isSameAddress', () => {
  it.each(SAME)('%s = %s', (left, right) => {
    expect(isSameAddress(left, right)).toBe(true);
    expect(isSameAddress(right, left)).toBe(true);
  });

  it.each(DIFFERENT)('%s ≠ %s', (left, right) => {
    expect(isSameAddress(left, right)).toBe(false);
    expect(isSameAddress(right, left)).toBe(false);
  });

  // an address built from parts, each written in one of its usual forms
  const TYPES = [
    ['utca', 'u.', 'U', 'utca.'],
    ['út'],
    ['körút', 'krt.', 'Krt'],
    ['tér'],
    ['köz'],
    ['sétány', 'stny.'],
    ['rakpart', 'rkp.'],
    ['lakótelep', 'ltp.'],
    ['fasor'],
    ['sor'],
    ['dűlő', 'dülő'],
    ['útja'],
    ['tere'],
  ];
  const part = fc.record({
    postcode: fc.constantFrom('1051', '1052', '1191', '6720', '6721'),
    name: fc.constantFrom('Fő', 'Petőfi Sándor', 'Október 6.', 'Kossuth L.'),
    type: fc.nat({ max: TYPES.length - 1 }),
    number: fc.constantFrom('1', '2', '12', '12/A', '1-3'),
    floor: fc.option(fc.constantFrom(0, 1, 2, 3, 12), { nil: undefined }),
    door: fc.option(fc.constantFrom('1', '2', '12'), { nil: undefined }),
  });
  type Part = typeof part extends fc.Arbitrary<infer T> ? T : never;
  const ROMAN: Record<number, string> = { 1: 'I', 2: 'II', 3: 'III', 5: 'V', 12: 'XII', 19: 'XIX' };
  /** One way of writing `address`, the form of each part picked by `style`. */
  function written(address: Part, style: number[]): string {
    const pick = <T>(forms: readonly T[], index: number) => forms[(style[index] ?? 0) % forms.length]!;
    const settlement = address.postcode.startsWith('1')
      ? pick(['Budapest', 'Bp.', `Budapest ${ROMAN[Number(address.postcode.slice(1, 3))]}. kerület`], 0)
      : 'Szeged';
    const floor =
      address.floor === undefined
        ? ''
        : address.floor === 0
          ? pick([' fszt.', ' földszint', ' fsz.'], 1)
          : pick([` ${address.floor}. em.`, ` ${address.floor}. emelet`, ` ${ROMAN[address.floor]}. em.`], 1);
    const door =
      address.floor === undefined || address.door === undefined
        ? ''
        : pick([` ${address.door}.`, ` ${address.door}. ajtó`, ` ${address.door}. a.`], 2);
    const type = pick(TYPES[address.type]!, 3);
    return `${address.postcode} ${settlement}, ${address.name} ${type} ${address.number}.${floor}${door}`;
  }
  const style = fc.array(fc.nat({ max: 5 }), { minLength: 4, maxLength: 4 });
  const sameParts = (left: Part, right: Part) =>
    left.postcode === right.postcode &&
    left.name === right.name &&
    left.type === right.type &&
    left.number === right.number &&
    left.floor === right.floor &&
    (left.floor === undefined || left.door === right.door);

  it('holds one address the same however its parts are written', () => {
    fc.assert(
      fc.property(part, style, style, (address, one, other) => {
        expect(isSameAddress(written(address, one), written(address, other))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('holds two addresses apart when any part differs, however they are written', () => {
    fc.assert(
      fc.property(part, part, style, style, (left, right, one, other) => {
        fc.pre(!sameParts(left, right));
        expect(isSameAddress(written(left, one), written(right, other))).toBe(false);
      }),
      { numRuns: 1_000 },
    );
  });
});
