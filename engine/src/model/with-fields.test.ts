import { describe, expect, it } from 'vitest';
import { withFields } from './with-fields.ts';

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
});
