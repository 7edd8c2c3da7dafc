import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { createPerson } from '../persons/save-person.ts';
import { withRegisteredPersonData } from './registered-person-data.ts';

const t = createTestApp();
const now = new Date('2026-11-27T10:00:00Z');

function addUser(email: string): number {
  return t.db
    .insert(users)
    .values({ name: 'Dr. Teszt', email, passwordHash: 'x', role: 'user', createdAt: now })
    .returning()
    .get().id;
}

describe('the registered state completed from the saved persons', () => {
  const owner = addUser('regdata-owner@example.hu');
  const other = addUser('regdata-other@example.hu');
  const anna = createPerson(
    t.db,
    owner,
    { nev: 'Kiss Anna', lakohely: '6720 Szeged, Kárász utca 2.', anyjaNeve: 'Nagy Mária', szuletesiIdo: '1980-01-01' },
    now,
  );
  const foreign = createPerson(
    t.db,
    other,
    { nev: 'Idegen Béla', lakohely: '1011 Budapest, Fő utca 1.', anyjaNeve: 'Idegen Ilona', szuletesiHely: 'Pécs' },
    now,
  );

  it('fills a director, the company manager, a property owner and a representative linked to the person', () => {
    const link = { szemely: { id: anna.id }, nev: 'Kiss Anna', lakohely: 'bejegyzett cím' };
    const registered = {
      tagok: [{ nev: 'Kis Kálmán', lakohely: 'x', torvenyesKepviselok: [{ ...link, minoseg: 'anya' }] }],
      ugyvezetok: [{ ...link, anyjaNeve: 'Bejegyzett Mária' }],
      cegvezeto: link,
      szekhelyIngatlan: { tulajdonosok: [link] },
    };
    const filled = withRegisteredPersonData(t.db, owner, registered, {});
    expect(filled.tagok[0]!.torvenyesKepviselok[0]).toMatchObject({ anyjaNeve: 'Nagy Mária', minoseg: 'anya' });
    expect(filled.ugyvezetok[0]).toEqual({ ...link, anyjaNeve: 'Bejegyzett Mária', szuletesiIdo: '1980-01-01' });
    expect(filled.cegvezeto).toEqual({ ...link, anyjaNeve: 'Nagy Mária', szuletesiIdo: '1980-01-01' });
    expect(filled.szekhelyIngatlan.tulajdonosok[0]).toMatchObject({ lakohely: 'bejegyzett cím', nev: 'Kiss Anna' });
    expect(registered.cegvezeto).not.toHaveProperty('anyjaNeve');
  });

  it('takes what the person lacks from the changed state’s entry of the same person, the person’s data first', () => {
    const registered = { tagok: [{ szemely: { id: anna.id }, nev: 'Kiss Anna', lakohely: 'x' }] };
    const changed = {
      tagok: [{ szemely: { id: anna.id }, nev: 'Kiss Anna', anyjaNeve: 'Más Mária', szuletesiHely: 'Szeged' }],
    };
    expect(withRegisteredPersonData(t.db, owner, registered, changed).tagok[0]).toEqual({
      ...registered.tagok[0],
      anyjaNeve: 'Nagy Mária',
      szuletesiIdo: '1980-01-01',
      szuletesiHely: 'Szeged',
    });
  });

  it('never reads another user’s person, and answers the same state when nothing is filled', () => {
    const registered = { tagok: [{ szemely: { id: foreign.id }, nev: 'Idegen Béla', lakohely: 'x' }] };
    expect(withRegisteredPersonData(t.db, owner, registered, {})).toBe(registered);
    expect(withRegisteredPersonData(t.db, other, registered, {}).tagok[0]).toMatchObject({ szuletesiHely: 'Pécs' });
    const unlinked = { tagok: [{ nev: 'Kiss Anna', lakohely: 'x' }] };
    expect(withRegisteredPersonData(t.db, owner, unlinked, { tagok: [{ nev: 'Kiss Anna', anyjaNeve: 'X' }] })).toBe(
      unlinked,
    );
  });
});

describe('the registered state’s language data completed from the saved persons (decision 031)', () => {
  const owner = addUser('reglang-owner@example.hu');
  const other = addUser('reglang-other@example.hu');
  const explained = {
    nemErtiMagyarul: true,
    magyarazatNyelve: 'német',
    tolmacsNeve: 'Kovács Péter',
    tolmacsAzonosito: 'AB123456',
  };
  const hans = createPerson(t.db, owner, { nev: 'Hans Gruber', lakohely: '1010 Wien, Ring 1.', ...explained }, now);
  const eva = createPerson(t.db, owner, { nev: 'Huber Éva', lakohely: 'x', nemErtiMagyarul: false }, now);
  const silent = createPerson(t.db, owner, { nev: 'Szabó Anna', lakohely: 'x' }, now);
  const strangers = createPerson(t.db, other, { nev: 'Idegen Béla', lakohely: 'x', ...explained }, now);
  const link = (person: { id: number; nev: string }) => ({
    szemely: { id: person.id },
    nev: person.nev,
    lakohely: 'x',
  });

  it('gives an entry that says nothing of it the person’s answer, whole, a `false` as well', () => {
    const registered = {
      tagok: [link(hans), link(eva)],
      ugyvezetok: [link(hans)],
    };
    const filled = withRegisteredPersonData(t.db, owner, registered, {});
    expect(filled.tagok[0]).toEqual({ ...link(hans), ...explained });
    expect(filled.tagok[1]).toEqual({ ...link(eva), nemErtiMagyarul: false });
    expect(filled.ugyvezetok[0]).toEqual({ ...link(hans), ...explained });
    expect(registered.tagok[0]).not.toHaveProperty('nemErtiMagyarul');
  });

  it('keeps whatever the entry says of it, whole: the person’s language never joins an answer the entry gave', () => {
    const registered = {
      tagok: [
        { ...link(hans), nemErtiMagyarul: false },
        { ...link(hans), nemErtiMagyarul: true, magyarazatNyelve: 'angol' },
      ],
    };
    const filled = withRegisteredPersonData(t.db, owner, registered, {});
    expect(filled.tagok[0]).toEqual({ ...link(hans), nemErtiMagyarul: false });
    expect(filled.tagok[1]).toEqual({ ...link(hans), nemErtiMagyarul: true, magyarazatNyelve: 'angol' });
  });

  it('takes it from the changed state’s entry where the person did not answer, the person’s answer first', () => {
    const registered = { tagok: [link(silent), link(eva)] };
    const changed = {
      tagok: [
        { ...link(silent), nemErtiMagyarul: true, magyarazatNyelve: 'angol' },
        { ...link(eva), ...explained },
      ],
    };
    const filled = withRegisteredPersonData(t.db, owner, registered, changed);
    expect(filled.tagok[0]).toEqual({ ...link(silent), nemErtiMagyarul: true, magyarazatNyelve: 'angol' });
    expect(filled.tagok[1]).toEqual({ ...link(eva), nemErtiMagyarul: false });
  });

  it('never reads another user’s person, nor fills a legal entity’s record from a person', () => {
    const registered = { tagok: [link(strangers), { ...link(hans), jogiSzemely: true }] };
    expect(withRegisteredPersonData(t.db, owner, registered, {})).toBe(registered);
  });
});
