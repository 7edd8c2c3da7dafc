import { expect, it } from 'vitest';
import { tierName } from './tier-name.ts';

it('names the known tiers in Hungarian and any other as unknown', () => {
  expect(tierName('free')).toBe('Ingyenes');
  expect(tierName('enterprise')).toBe('Vállalati csomag');
  expect(tierName('gold')).toBe('Ismeretlen csomag');
  expect(tierName(undefined)).toBe('Ismeretlen csomag');
});
