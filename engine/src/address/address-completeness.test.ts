import { describe, expect, it } from 'vitest';
import {
  addressCompletenessError,
  findMissingAddressParts,
  isAddressAbroad,
  placeTypeOf,
  splitAddress,
} from './address-completeness.ts';

describe('findMissingAddressParts', () => {
  it('accepts the addresses the offline data and Google suggest once a number is typed', () => {
    expect(findMissingAddressParts('6720 Szeged, Kárász utca 2.')).toEqual([]);
    expect(findMissingAddressParts('1062 Budapest, Váci út 1.')).toEqual([]);
    expect(findMissingAddressParts('1052 Budapest, Deák Ferenc tér 3. 2. em. 4.')).toEqual([]);
    expect(findMissingAddressParts('9021 Győr, Baross Gábor út 3/A')).toEqual([]);
    expect(findMissingAddressParts('1051 Budapest, Belgrád rkp. 3.')).toEqual([]);
  });

  it('reads a number inside the name, a one-word name ending in its type and the country Magyarország', () => {
    expect(findMissingAddressParts('1051 Budapest, Október 6. utca 12. 2. em. 4.')).toEqual([]);
    expect(findMissingAddressParts('1051 Budapest, Október 6. utca')).toEqual(['házszám']);
    expect(findMissingAddressParts('8000 Székesfehérvár, Várkörút 9.')).toEqual([]);
    expect(findMissingAddressParts('9400 Sopron, Várkerület 98. 1. em. 2.')).toEqual([]);
    expect(findMissingAddressParts('2000 Szentendre, Duna korzó 11.')).toEqual([]);
    expect(findMissingAddressParts('1146 Budapest, Park utca 3.')).toEqual([]);
    expect(findMissingAddressParts('6720 Szeged, Kárász utca 2., Magyarország')).toEqual([]);
    expect(findMissingAddressParts('6700 Szeged, ., Magyarország')).toEqual([
      'közterület neve',
      'közterület jellege',
      'házszám',
    ]);
  });

  it('leaves an address abroad, written with its country last, to the lawyer', () => {
    expect(isAddressAbroad('1010 Wien, Stephansplatz 4., Ausztria')).toBe(true);
    expect(isAddressAbroad('Leopoldstraße 50., 80802 München, Németország')).toBe(true);
    expect(findMissingAddressParts('1010 Wien, Stephansplatz 4., Ausztria')).toEqual([]);
    expect(isAddressAbroad('6720 Szeged, Kárász utca 2.')).toBe(false);
    expect(isAddressAbroad('6720 Szeged, Kárász utca 2., Magyarország')).toBe(false);
    expect(isAddressAbroad('6700 Szeged, .')).toBe(false);
  });

  it('accepts a helyrajzi szám instead of the public place and number', () => {
    expect(findMissingAddressParts('2119 Pécel, hrsz. 123/4')).toEqual([]);
    expect(findMissingAddressParts('2119 Pécel, 0123/4 hrsz.')).toEqual([]);
    expect(findMissingAddressParts('2119 Pécel, helyrajzi szám: 55')).toEqual([]);
  });

  it('refuses a suggestion without a street', () => {
    expect(findMissingAddressParts('6700 Szeged, .')).toEqual(['közterület neve', 'közterület jellege', 'házszám']);
    expect(findMissingAddressParts('6700 Szeged')).toEqual(['közterület neve', 'közterület jellege', 'házszám']);
  });

  it('names each missing part', () => {
    expect(findMissingAddressParts('Szeged, Kárász utca 2.')).toEqual(['irányítószám']);
    expect(findMissingAddressParts('6720, Kárász utca 2.')).toEqual(['település']);
    expect(findMissingAddressParts('6720 Szeged, Kárász 2.')).toEqual(['közterület jellege']);
    expect(findMissingAddressParts('6720 Szeged, utca 2.')).toEqual(['közterület neve']);
    expect(findMissingAddressParts('6720 Szeged, Kárász utca')).toEqual(['házszám']);
    expect(findMissingAddressParts('')).toHaveLength(5);
  });
});

describe('addressCompletenessError', () => {
  it('is null for a complete address', () => {
    expect(addressCompletenessError('6720 Szeged, Kárász utca 2.')).toBeNull();
  });

  it('lists what is missing in Hungarian, with the articles agreeing', () => {
    expect(addressCompletenessError('6700 Szeged, .')).toBe(
      'A cím hiányos. Hiányzik: a közterület neve, a közterület jellege és a házszám (vagy a helyrajzi szám).',
    );
    expect(addressCompletenessError('Szeged, Kárász utca 2.')).toBe('A cím hiányos. Hiányzik: az irányítószám.');
  });
});

describe('placeTypeOf', () => {
  it('writes out the abbreviated types, with or without the dot, and reads u. as utca, never út', () => {
    expect(['krt.', 'Krt', 'sgt.', 'stny.', 'rkp.', 'ltp.', 'u.', 'U', 'dülő'].map(placeTypeOf)).toEqual([
      'körút',
      'körút',
      'sugárút',
      'sétány',
      'rakpart',
      'lakótelep',
      'utca',
      'utca',
      'dűlő',
    ]);
    expect(['út', 'utca', 'tér.', 'köz.', 'útja', 'tere'].map(placeTypeOf)).toEqual([
      'út',
      'utca',
      'tér',
      'köz',
      'útja',
      'tere',
    ]);
    expect(['Fő', 'em.', 'a.', '12.'].map(placeTypeOf)).toEqual([null, null, null, null]);
  });
});

describe('splitAddress', () => {
  it('cuts the postcode and settlement from the place at the first comma, without the country Magyarország', () => {
    expect(splitAddress('6720 Szeged, Kárász utca 2., Magyarország')).toEqual({
      postcode: '6720',
      settlement: 'Szeged',
      place: 'Kárász utca 2.',
    });
    expect(splitAddress('Budapest V. kerület, Példa utca 1.')).toEqual({
      postcode: null,
      settlement: 'Budapest V. kerület',
      place: 'Példa utca 1.',
    });
  });
});
