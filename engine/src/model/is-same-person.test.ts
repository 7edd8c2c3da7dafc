import { describe, expect, it } from 'vitest';
import { isSamePerson } from './is-same-person.ts';

describe('isSamePerson', () => {
  const anna = { nev: 'Kiss Anna', lakohely: '1051 Budapest, Október 6. utca 3.' };

  it('goes by the saved persons’ ids when both have one, whatever the names', () => {
    expect(isSamePerson({ ...anna, szemely: { id: 7 } }, { nev: 'Kiss Anna Mária', szemely: { id: '7' } })).toBe(true);
    expect(isSamePerson({ ...anna, szemely: { id: 7 } }, { ...anna, szemely: { id: 8 } })).toBe(false);
  });

  it('else by name and address, as names and addresses are compared, both given', () => {
    expect(isSamePerson(anna, { nev: 'kiss  anna', lakohely: '1051 Budapest, Október 6. u. 3.' })).toBe(true);
    expect(isSamePerson(anna, { nev: 'Kiss Anna', lakohely: '1052 Budapest, Váci utca 2.' })).toBe(false);
    expect(isSamePerson(anna, { nev: 'Kiss Anna' })).toBe(false);
  });
});
