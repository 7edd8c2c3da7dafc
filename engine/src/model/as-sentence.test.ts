import { describe, expect, it } from 'vitest';
import { asSentence } from './as-sentence.ts';

describe('asSentence', () => {
  it('ends free text with exactly one full stop', () => {
    expect(asSentence('évente egyszer')).toBe('évente egyszer.');
    expect(asSentence('évente egyszer.')).toBe('évente egyszer.');
    expect(asSentence('évente egyszer; ')).toBe('évente egyszer.');
  });
});
