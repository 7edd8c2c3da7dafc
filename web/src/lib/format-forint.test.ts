import { describe, expect, it } from 'vitest';
import { formatAmount, formatForint, parseAmount } from './format-forint.ts';

describe('forint formatting', () => {
  it('groups thousands with a plain space', () => {
    expect(formatAmount(3000000)).toBe('3 000 000');
    expect(formatForint(1500)).toBe('1 500 Ft');
  });

  it('reads back what the user typed', () => {
    expect(parseAmount('3 000 000')).toBe(3000000);
    expect(parseAmount('12a3')).toBe(123);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount(undefined)).toBe(0);
  });
});
