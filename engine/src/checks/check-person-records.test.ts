import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../fixtures/index.ts';
import { checkDocumentRequest } from './check-request.ts';
import { checkPersonRecords, differingFields, IDENTITY_FIELDS } from './check-person-records.ts';

const TODAY = '2026-11-20';

/** The text with ordinary spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('checkPersonRecords', () => {
  it('a formation request naming one saved person two ways is pointed out, with the fields and the places', () => {
    // Iványi Kolos (szemely 5014) is a member, a director and an owner of the seat's property
    const request = loadFixture('harom-tag-vegyes-alairas');
    const clean = checkDocumentRequest(request, { today: TODAY });
    expect(clean.warnings.map((finding) => finding.code)).not.toContain('szemely-adatai-elteroek');
    const company = request.tarsasag;
    const changed = {
      ...request,
      tarsasag: {
        ...company,
        ugyvezetok: company.ugyvezetok.map((director, index) =>
          index === 0 ? { ...director, nev: 'Iványi  Kolos ', szuletesiIdo: '1974-04-25' } : director,
        ),
        szekhelyIngatlan: {
          ...company.szekhelyIngatlan,
          tulajdonosok: company.szekhelyIngatlan.tulajdonosok.map((owner, index) =>
            index === 0 ? { ...owner, lakohely: '5000 Szolnok, Kossuth Lajos utca 4.' } : owner,
          ),
        },
      },
    };
    const { errors, warnings } = checkDocumentRequest(changed, { today: TODAY });
    // a warning only: the lawyer may have updated the data in one place
    expect(errors.map((finding) => finding.code)).not.toContain('szemely-adatai-elteroek');
    const found = warnings.filter((finding) => finding.code === 'szemely-adatai-elteroek');
    expect(found.map((finding) => finding.path)).toEqual([
      'tarsasag.ugyvezetok.0',
      'tarsasag.szekhelyIngatlan.tulajdonosok.0',
    ]);
    // a name differing in spaces only is the same name
    expect(plain(found[0]!.message)).toBe(
      'Ugyanaz a személy (Iványi Kolos) az 1. tagként és az 1. ügyvezetőként is szerepel, de eltérő adatokkal (születési idő: „1974. április 24.”, illetve „1974. április 25.”). Az okiratok így egy személyt kétféleképpen írnának le. Egyeztesse az adatokat: javítsa az elírást, vagy ha a személy adatai megváltoztak, mindkét helyen a hatályos adatokat adja meg.',
    );
    expect(plain(found[1]!.message)).toContain(
      'az 1. tagként és az 1. ingatlantulajdonosként is szerepel, de eltérő adatokkal (lakóhely: „5000 Szolnok, Kossuth Lajos utca 2.”, illetve „5000 Szolnok, Kossuth Lajos utca 4.”)',
    );
  });

  it('names each place in the lawyer’s words, by its position in its list, not by the request’s path', () => {
    const member = { szemely: { id: 1 }, nev: 'Kiss Anna', lakohely: 'Budapest' };
    const [found] = checkPersonRecords([{ value: { tagok: [member, { ...member, lakohely: 'Győr' }] }, path: 'uj' }]);
    expect(found!.message).toContain('Ugyanaz a személy (Kiss Anna) az 1. tagként és a 2. tagként is szerepel');
    expect(found!.message).not.toContain('uj.tagok');
    expect(found!.path).toBe('uj.tagok.1');
  });

  it('compares only records of the same saved person, and only data both give', () => {
    const member = { szemely: { id: 1 }, nev: 'Kiss Anna', lakohely: 'Budapest', anyjaNeve: 'Nagy Éva' };
    const namesake = { szemely: { id: 2 }, nev: 'Kiss Anna', lakohely: 'Győr', anyjaNeve: 'Tóth Ilona' };
    const unnamedData = { szemely: { id: 1 }, nev: 'Kiss Anna', lakohely: 'Budapest' };
    expect(checkPersonRecords([{ value: { tagok: [member, namesake, unnamedData] }, path: 'x' }])).toEqual([]);
    // two groups are compared separately: a change between them is no inconsistency
    const moved = { ...member, lakohely: 'Pécs' };
    expect(
      checkPersonRecords([
        { value: { tagok: [member] }, path: 'korabbi' },
        { value: { tagok: [moved] }, path: 'uj' },
      ]),
    ).toEqual([]);
    expect(checkPersonRecords([{ value: { tagok: [member, moved] }, path: 'uj' }])).toHaveLength(1);
    expect(differingFields({ anyjaNeve: 'Nagy Éva ' }, { anyjaNeve: 'Nagy Éva' }, IDENTITY_FIELDS)).toEqual([]);
    const address = [['lakohely', 'lakóhely']] as const;
    expect(
      differingFields(
        { lakohely: '1051 Budapest, Példa utca 1.' },
        { lakohely: '1051 budapest Példa utca 1' },
        address,
      ),
    ).toEqual([]);
    expect(
      differingFields(
        { lakohely: '1051 Budapest, Példa utca 1.' },
        { lakohely: '1051 Budapest, Példa utca 3.' },
        address,
      ),
    ).toEqual(address);
  });
});
