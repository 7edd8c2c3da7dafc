import { describe, expect, it } from 'vitest';
import { hungarianLower, hungarianUpper } from './hungarian-case.ts';

describe('hungarianLower and hungarianUpper', () => {
  it("answer toLocaleLowerCase('hu') and toLocaleUpperCase('hu') for every code point", () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (
        hungarianLower(char) !== char.toLocaleLowerCase('hu') ||
        hungarianUpper(char) !== char.toLocaleUpperCase('hu')
      )
        differing.push(code.toString(16));
    }
    expect(differing).toEqual([]);
  });

  it('answer the same for words whose case depends on what stands around a letter', () => {
    // final sigma, dotted and dotless i, the ß that becomes SS, a combining accent
    for (const text of ['ΟΔΟΣ ΣΑΣ', 'İstanbul ıi', 'Straße', 'A\u0301rpa\u0301d', 'Őrház Ünnep', 'ŐRHÁZ ünnep'])
      expect([hungarianLower(text), hungarianUpper(text)]).toEqual([
        text.toLocaleLowerCase('hu'),
        text.toLocaleUpperCase('hu'),
      ]);
    expect(hungarianLower('Példa Utca 1.')).toBe('példa utca 1.');
    expect(hungarianUpper('ő')).toBe('Ő');
  });
});
