import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { directorsInOffice } from './directors-in-office.ts';

// Nagy Lajos is recalled with effect from 1 December; Balogh Tamás accepted on 24 November and starts on 1 December
const request = loadAmendmentCase('ugyvezeto-csere');
const namesOn = (day: string, changed = request) => directorsInOffice(changed, day).map((director) => director.nev);

describe('directorsInOffice (Ptk. 3:21. § (3), 3:25. §; amendments brief 3.5)', () => {
  it('keeps the recalled director until the recall takes effect, then only the new one', () => {
    expect(namesOn('2026-11-24')).toEqual(['Nagy Lajos']);
    expect(namesOn('2026-12-01')).toEqual(['Balogh Tamás']);
  });

  it('counts a new director only once the acceptance is given', () => {
    const change = { ...request.ugyvezetoValtozas!, elfogadasok: [] };
    expect(namesOn('2026-12-01', { ...request, ugyvezetoValtozas: change })).toEqual([]);
  });

  it('gives a director staying on the signing mode of the amendment from its effective day', () => {
    const joint = loadAmendmentCase('cegjegyzes-egyuttes');
    const modes = (day: string) => directorsInOffice(joint, day).map((director) => director.cegjegyzesiJogTipus);
    const effective = joint.hatalyNapja ?? joint.dontes.datum;
    expect(modes(effective)).toEqual(joint.uj.ugyvezetok.map((director) => director.cegjegyzesiJogTipus));
    expect(modes(joint.dontes.datum)).toEqual(joint.korabbi.ugyvezetok.map((director) => director.cegjegyzesiJogTipus));
  });
});
