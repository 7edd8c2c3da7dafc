import { describe, expect, it } from 'vitest';
import { isSameName, nameKey } from './name-key.ts';

describe('nameKey', () => {
  it('joins spaces of any kind and width into one ordinary space, trims, and lowers the case by Hungarian rules', () => {
    expect(nameKey('  Dr.\u00a0Kovács   ŐRS  Anna ')).toBe('dr. kovács őrs anna');
  });

  it('tells the same name typed twice apart from another name', () => {
    expect(isSameName('Kiss  Anna', 'kiss\u00a0anna')).toBe(true);
    expect(isSameName('Kiss Anna', 'Kiss Annamária')).toBe(false);
  });
});
