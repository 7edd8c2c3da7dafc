import { describe, expect, it } from 'vitest';
import { withFields } from './with-fields.ts';

/** The result and its keys in order: what a spread gives must come back, to the order of the keys. */
const shown = (value: object) => ({ keys: Object.keys(value), entries: Object.entries(value) });

describe('withFields', () => {
  it('adds the fields to a copy and leaves the base as it was', () => {
    const base = { nev: 'Kiss Anna', penzbetet: 1_500_000 };
    const derived = withFields(base, { index: 0, hasCash: true });
    expect(derived).toEqual({ nev: 'Kiss Anna', penzbetet: 1_500_000, index: 0, hasCash: true });
    expect(base).toEqual({ nev: 'Kiss Anna', penzbetet: 1_500_000 });
  });

  it('lets a field override a key of the base, as a spread does', () => {
    expect(withFields({ nev: 'Kiss Anna', role: 'tag' }, { role: 'ügyvezető' })).toEqual({
      nev: 'Kiss Anna',
      role: 'ügyvezető',
    });
  });

  it('gives what the spread gives, keys in the same order, for every shape met again and again', () => {
    const bases: Record<string, unknown>[] = [
      { szemely: 'termeszetes', nev: 'Kiss Anna', lakohely: 'Budapest', penzbetet: 1 },
      { szemely: 'termeszetes', nev: 'Nagy Béla', lakohely: 'Pécs', penzbetet: 2, szuletesiNev: 'Nagy Béla' },
      { szemely: 'termeszetes', nev: 'Kiss Anna', lakohely: 'Budapest' },
      { nev: 'Kiss Anna', szemely: 'termeszetes', lakohely: 'Budapest', penzbetet: 1 },
      { 2: 'two', nev: 'Kiss Anna', 1: 'one', role: undefined },
      {},
    ];
    const fieldSets: Record<string, unknown>[] = [
      { index: 0, hasCash: true },
      { nev: 'Kiss\u00a0Anna' },
      { role: 'cégvezető', index: undefined, 0: 'zero' },
      {},
    ];
    for (let round = 0; round < 3; round++)
      for (const base of bases)
        for (const fields of fieldSets) expect(shown(withFields(base, fields))).toEqual(shown({ ...base, ...fields }));
  });

  it('takes `__proto__` as an own key, as a spread does, not as the prototype', () => {
    const base = JSON.parse('{"nev": "Kiss Anna", "__proto__": {"admin": true}}') as object;
    const derived = withFields(base, { index: 0 });
    expect(Object.getPrototypeOf(derived)).toBe(Object.prototype);
    expect(shown(derived)).toEqual(shown({ ...base, index: 0 }));
  });
});
