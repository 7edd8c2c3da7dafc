import { describe, expect, it } from 'vitest';
import { legalErrorTarget } from './legal-error-target.ts';

describe('legalErrorTarget', () => {
  it('sends a company field to the company editor with the field to open', () => {
    expect(legalErrorTarget('tarsasag.tagok.1.osztalekArany', 7)).toEqual({
      href: '/tool/tarsasagok/7?mezo=tagok.1.osztalekArany',
      label: 'Javítás a társaság adatlapján',
    });
    expect(legalErrorTarget('tarsasag', 7)).toMatchObject({ href: '/tool/tarsasagok/7' });
  });

  it('sends the law firm and the dating to their wizard steps', () => {
    expect(legalErrorTarget('ugyvediIroda.kasz', 7)).toMatchObject({ step: 2 });
    expect(legalErrorTarget('keltezesIdeje', 7)).toMatchObject({ step: 3 });
  });

  it('has no target for an error without a field', () => {
    expect(legalErrorTarget(undefined, 7)).toBeNull();
    expect(legalErrorTarget('valami', 7)).toBeNull();
  });
});
