import { describe, expect, it } from 'vitest';
import { joinList } from './join-list.ts';

describe('joinList', () => {
  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A és B'],
    [['A', 'B', 'C'], 'A, B és C'],
    [['Alfa Kft.', 'Béta Bt.', 'Gamma Zrt.', 'Delta Nyrt.'], 'Alfa Kft., Béta Bt., Gamma Zrt. és Delta Nyrt.'],
  ])('%j → %s', (items, expected) => {
    expect(joinList(items)).toBe(expected);
  });

  it.each([
    [['A'], 'A'],
    [['A', 'B'], 'A vagy B'],
    [['A', 'B', 'C'], 'A, B vagy C'],
  ])('with vagy: %j → %s', (items, expected) => {
    expect(joinList(items, 'vagy')).toBe(expected);
  });
});
