import { describe, expect, it } from 'vitest';
import { explainedSigners } from './explained-signers.ts';

const parent = { nev: 'Anna Berger', minoseg: 'SZULO', nemErtiMagyarul: true, magyarazatNyelve: 'német' };
const child = (szuletesiIdo: string | undefined) => ({
  nev: 'Berger Lili',
  szuletesiIdo,
  nemErtiMagyarul: true,
  magyarazatNyelve: 'német',
  torvenyesKepviselok: [parent],
});
const names = (signers: unknown[]) => signers.map((signer) => (signer as { nev: string }).nev);

describe('explainedSigners: those who sign on the day (decisions 030, 031)', () => {
  it('leaves out a minor under fourteen on the day: only the representatives sign (Ptk. 2:14. § (1))', () => {
    expect(names(explainedSigners([child('2016-02-01')], '2026-11-22'))).toEqual(['Anna Berger']);
  });

  it('leaves out a minor of no known age, whom the representatives sign for as well', () => {
    expect(names(explainedSigners([child(undefined)], '2026-11-22'))).toEqual(['Anna Berger']);
  });

  it('keeps a minor of fourteen or more, who signs with the consent (Ptk. 2:12. § (1)), and adds the representative', () => {
    expect(names(explainedSigners([child('2011-02-01')], '2026-11-22'))).toEqual(['Berger Lili', 'Anna Berger']);
  });

  it('judges on the day given: the same minor before and after the fourteenth birthday', () => {
    expect(names(explainedSigners([child('2012-11-15')], '2026-11-14'))).toEqual(['Anna Berger']);
    expect(names(explainedSigners([child('2012-11-15')], '2026-11-15'))).toEqual(['Berger Lili', 'Anna Berger']);
  });

  it('keeps everyone without a day (a list of directors) and a person without representatives', () => {
    expect(names(explainedSigners([child('2016-02-01')]))).toEqual(['Berger Lili', 'Anna Berger']);
    expect(names(explainedSigners([{ nev: 'Kovács Béla', szuletesiIdo: '2016-02-01' }], '2026-11-22'))).toEqual([
      'Kovács Béla',
    ]);
  });
});
