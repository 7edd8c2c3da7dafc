import { describe, expect, it } from 'vitest';
import { parseActivity } from './parse-activity.ts';

describe('parseActivity', () => {
  it('reads the TEÁOR’25 form and normalises the dash', () => {
    expect(parseActivity('62.10 - Számítógépes programozás')).toEqual({
      code: '62.10',
      name: 'Számítógépes programozás',
      text: '62.10 – Számítógépes programozás',
    });
  });

  it('keeps other text as written', () => {
    expect(parseActivity(' 6210 Programozás ')).toEqual({
      code: null,
      name: '6210 Programozás',
      text: '6210 Programozás',
    });
  });
});
