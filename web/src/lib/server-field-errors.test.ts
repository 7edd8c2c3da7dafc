import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_FAILED } from './api-client.ts';
import {
  needsGeneralAlert,
  nestedFieldOf,
  refusalText,
  sortServerErrors,
  topLevelFieldOf,
} from './server-field-errors.ts';

const fieldOf = topLevelFieldOf({ nev: '', lakohely: '' });

describe('sortServerErrors', () => {
  it('puts the errors of the form’s fields at them, the others with the server’s own message', () => {
    const error = new ApiError(
      400,
      'VALIDATION_FAILED',
      'Hibás vagy hiányzó adatok. A név túl hosszú. Ismeretlen.',
      { nev: 'A név túl hosszú.', 'tarsasag.tagok': 'Ismeretlen.' },
      'Hibás vagy hiányzó adatok.',
    );
    const refusal = sortServerErrors(error, fieldOf);
    expect(refusal).toEqual({
      summary: 'Hibás vagy hiányzó adatok.',
      atFields: { nev: 'A név túl hosszú.' },
      elsewhere: { 'tarsasag.tagok': 'Ismeretlen.' },
    });
    expect(needsGeneralAlert(refusal)).toBe(true);
    expect(needsGeneralAlert({ ...refusal, elsewhere: {} })).toBe(false);
    expect(refusalText(refusal)).toBe('Hibás vagy hiányzó adatok. Ismeretlen.');
  });

  it('leaves a failure without field errors to the general alert, in its full message', () => {
    const refusal = sortServerErrors(new ApiError(0, 'NETWORK_ERROR', NETWORK_FAILED), fieldOf);
    expect(refusal).toEqual({ summary: NETWORK_FAILED, atFields: {}, elsewhere: {} });
    expect(needsGeneralAlert(refusal)).toBe(true);
  });
});

describe('nestedFieldOf', () => {
  const values = {
    nev: 'Hajdú Kft.',
    telephelyek: ['4025 Debrecen, Piac utca 1.'],
    cegvezeto: null,
    tagok: [{ nev: 'Kiss Anna', adoazonositoJel: '', hasOsztalekArany: false, tagsagKezdete: null }],
  };
  const fieldOf = nestedFieldOf(values, (path) => path.endsWith('.adoazonositoJel'));

  it('places a single value of the form at its dotted path', () => {
    expect(fieldOf('nev')).toBe('nev');
    expect(fieldOf('tagok.0.nev')).toBe('tagok.0.nev');
    expect(fieldOf('tagok.0.hasOsztalekArany')).toBe('tagok.0.hasOsztalekArany');
    expect(fieldOf('tagok.0.tagsagKezdete')).toBe('tagok.0.tagsagKezdete');
    expect(fieldOf('telephelyek.0')).toBe('telephelyek.0');
  });

  it('leaves a list or a part as a whole, a path the form does not hold and one shown elsewhere to the alert', () => {
    expect(fieldOf('tagok')).toBeNull();
    expect(fieldOf('tagok.0')).toBeNull();
    expect(fieldOf('tagok.1.nev')).toBeNull();
    expect(fieldOf('cegvezeto.nev')).toBeNull();
    expect(fieldOf('tagok.0.ismeretlen')).toBeNull();
    expect(fieldOf('tagok.0.adoazonositoJel')).toBeNull();
    expect(fieldOf('nev.length')).toBeNull();
  });
});
