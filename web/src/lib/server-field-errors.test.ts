import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_FAILED } from './api-client.ts';
import { needsGeneralAlert, sortServerErrors, topLevelFieldOf } from './server-field-errors.ts';

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
  });

  it('leaves a failure without field errors to the general alert, in its full message', () => {
    const refusal = sortServerErrors(new ApiError(0, 'NETWORK_ERROR', NETWORK_FAILED), fieldOf);
    expect(refusal).toEqual({ summary: NETWORK_FAILED, atFields: {}, elsewhere: {} });
    expect(needsGeneralAlert(refusal)).toBe(true);
  });
});
