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

  it('drops the punctuation a user closed an activity with, which the articles add themselves (decision 092)', () => {
    expect(parseActivity('62.20 – Információtechnológiai szaktanácsadás.').text).toBe(
      '62.20 – Információtechnológiai szaktanácsadás',
    );
    expect(parseActivity('63.11 – Adatfeldolgozás;').name).toBe('Adatfeldolgozás');
    expect(parseActivity('Egyéb oktatás,').text).toBe('Egyéb oktatás');
    // a free text keeps a full stop that may close an abbreviation
    expect(parseActivity('Egyéb szolgáltatás m.n.s.').text).toBe('Egyéb szolgáltatás m.n.s.');
  });
});
