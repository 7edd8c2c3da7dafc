import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bindHyphens, bindLegalText, bindName, legalEntityNameSet, NBSP, printedName } from './bind-typography.ts';

const visible = (text: string) => text.replaceAll('\u00a0', '␣').replaceAll('\u2011', '‑');

describe('bindName', () => {
  it('binds the title, the given names and a double family name', () => {
    expect(visible(bindName('dr. Kovács-Szabó Anna Mária'))).toBe('dr.␣Kovács‑Szabó␣Anna␣Mária');
  });

  it('leaves a name without spaces or hyphens as it is', () => {
    expect(bindName('Ödön')).toBe('Ödön');
  });
});

describe('bindHyphens', () => {
  it("binds a double family name's hyphen and leaves the spaces and a compound position's hyphen ordinary", () => {
    expect(visible(bindHyphens('Kovács-Szabó Anna vezérigazgató-helyettes'))).toBe(
      'Kovács‑Szabó Anna vezérigazgató-helyettes',
    );
  });

  it('leaves a hyphen not between letters', () => {
    expect(bindHyphens('Kiss Anna - ügyvezető, 1-2.')).toBe('Kiss Anna - ügyvezető, 1-2.');
  });
});

describe('bindLegalText', () => {
  it.each([
    ['az Alfa Kft. b. a. nevében', 'az Alfa Kft. b.␣a. nevében'],
    ['a Ptk. 3:164. § (1) bekezdése', 'a Ptk.␣3:164.␣§␣(1) bekezdése'],
    ['Üttv. 43.–44. §', 'Üttv.␣43.–44.␣§'],
    ['Ctv. 9. § (2) d) pontja', 'Ctv.␣9.␣§␣(2)␣d) pontja'],
    ['eljáró ügyvéd: dr. Kiss Anna', 'eljáró ügyvéd: dr.␣Kiss Anna'],
    ['Dr. Kiss Anna kijelenti', 'Dr.␣Kiss Anna kijelenti'],
    ['P. H.', 'P.␣H.'],
    ['a 9. §-a és a 3:164. § (1a) bekezdés (2) d) pontja', 'a 9.␣§-a és a 3:164.␣§␣(1a) bekezdés (2)␣d) pontja'],
    ['Dr. Dr. Ödön', 'Dr.␣Dr. Ödön'],
    ['xdr. Kiss és Ptk.3 és aPtk. 3', 'xdr. Kiss és Ptk.3 és aPtk. 3'],
  ])('%s', (text, expected) => {
    expect(visible(bindLegalText(text))).toBe(expected);
  });

  it('does not bind ordinary words', () => {
    expect(bindLegalText('a tagok 2026-ban döntenek')).toBe('a tagok 2026-ban döntenek');
  });

  it('binds a paragraph with its point only in text that names a section or an act', () => {
    expect(bindLegalText('a (2) d) pont')).toBe('a (2) d) pont');
    expect(visible(bindLegalText('a Ptk. (2) d) pont'))).toBe('a Ptk. (2)␣d) pont');
  });

  it('binds exactly the spaces the rules bound when each replaced its whole match', () => {
    // the rules as they were first written: each match replaced whole, the space rebuilt from the captured parts
    const wholeMatchRules: [RegExp, string][] = [
      [/\bb\. a\./g, `b.${NBSP}a.`],
      [/(\d\.) §/g, `$1${NBSP}§`],
      [/§ \((\d+[a-z]?)\)/g, `§${NBSP}($1)`],
      [/\((\d+[a-z]?)\) ([a-z]\))/g, `($1)${NBSP}$2`],
      [/(?<!\p{L})(Ptk|Ctv|Üttv|Szt|Pp)\. (\d)/gu, `$1.${NBSP}$2`],
      [/(^|[^\p{L}])([dD]r\.) (?=\p{Lu})/gu, `$1$2${NBSP}`],
      [/\bP\. H\./g, `P.${NBSP}H.`],
    ];
    const trigger = /§|b\. a\.|P\. H\.|(?:Ptk|Ctv|Üttv|Szt|Pp|[dD]r)\. /;
    const byWholeMatches = (text: string) =>
      trigger.test(text)
        ? wholeMatchRules.reduce((bound, [pattern, with_]) => bound.replace(pattern, with_), text)
        : text;
    const token = fc.constantFrom(
      ...['Ptk', 'Ctv', 'Üttv', 'Szt', 'Pp', 'dr', 'Dr', 'b', 'a', 'P', 'H', 'x', 'É', 'é', 'd', '1', '23', '3:164'],
      ...['.', '. ', ' ', ' ', '§', '(', ')', ') ', '(2)', '(1a)', 'd)', '-', NBSP, '\u{1d400}'],
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 14 }), (tokens) => {
        const text = tokens.join('');
        expect(visible(bindLegalText(text)), text).toBe(visible(byWholeMatches(text)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('printedName', () => {
  const entities = legalEntityNameSet(['Alfa-Beta Holding Kft.']);
  it('binds a natural person’s name, given as an entry or alone', () => {
    expect(printedName({ nev: 'Kovács-Szabó Anna', jogiSzemely: false })).toBe('Kovács\u2011Szabó\u00a0Anna');
    expect(printedName('dr. Kiss Péter', entities)).toBe('dr.\u00a0Kiss\u00a0Péter');
  });
  it('leaves a legal entity’s name to wrap: an entry marked so, or a name the set holds, with its article too', () => {
    expect(printedName({ nev: 'Alfa-Beta Holding Kft.', jogiSzemely: true })).toBe('Alfa-Beta Holding Kft.');
    expect(printedName({ nev: 'Gamma Kft.', isLegalEntity: true })).toBe('Gamma Kft.');
    expect(printedName('alfa-beta  holding kft. ', entities)).toBe('alfa-beta  holding kft. ');
    expect(printedName('az Alfa-Beta Holding Kft.', entities)).toBe('az Alfa-Beta Holding Kft.');
    expect(printedName('Alfa-Beta Holding Kft.')).toBe('Alfa\u2011Beta\u00a0Holding\u00a0Kft.');
  });
  it('passes a blank through, for orBlank to print the dotted line', () => {
    expect(printedName(undefined)).toBeUndefined();
    expect(printedName(null)).toBeNull();
  });
});
