import { describe, expect, it } from 'vitest';
import { registrationNumberOf } from './registration-number.ts';

describe('registrationNumberOf', () => {
  it('labels a Hungarian court-register number cégjegyzékszám, in the form Cg. …', () => {
    expect(registrationNumberOf({ cegjegyzekszam: '01-09-123456' })).toEqual({
      label: 'cégjegyzékszám',
      value: 'Cg. 01-09-123456',
    });
    expect(registrationNumberOf({ cegjegyzekszam: 'Cg. 13-09-654321', lakohely: 'Wien' }).value).toBe(
      'Cg. 13-09-654321',
    );
  });

  it("labels any other register's number nyilvántartási szám, as given", () => {
    expect(registrationNumberOf({ cegjegyzekszam: 'FN 123456a', lakohely: '1010 Wien, Graben 1., Ausztria' })).toEqual({
      label: 'nyilvántartási szám',
      value: 'FN 123456a',
    });
  });

  it('lets the seat name the missing number: abroad a nyilvántartási szám, in Hungary a cégjegyzékszám', () => {
    expect(registrationNumberOf({ lakohely: '1010 Wien, Graben 1., Ausztria' })).toEqual({
      label: 'nyilvántartási szám',
      value: null,
    });
    expect(registrationNumberOf({ lakohely: '1051 Budapest, Példa utca 1.' }).label).toBe('cégjegyzékszám');
    expect(registrationNumberOf({}).label).toBe('cégjegyzékszám');
  });
});
