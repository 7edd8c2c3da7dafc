import { DOCUMENT_TYPE_IDS } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../usage-error.ts';
import { parseTypes } from './parse-types.ts';

describe('parseTypes', () => {
  it('expands all to every type', () => {
    expect(parseTypes('all')).toEqual([...DOCUMENT_TYPE_IDS]);
    expect(parseTypes(' ALL ')).toEqual([...DOCUMENT_TYPE_IDS]);
  });

  it("keeps the registry's order and drops repeats and empty items", () => {
    expect(parseTypes('tagjegyzek, tarsasagi,,tagjegyzek')).toEqual(['tarsasagi', 'tagjegyzek']);
  });

  it('names every unknown type', () => {
    expect(() => parseTypes('tarsasagi,foo,bar')).toThrow(UsageError);
    expect(() => parseTypes('tarsasagi,foo,bar')).toThrow(/^Ismeretlen dokumentumtípus: foo, bar\. Választható: /);
  });

  it('refuses an empty list and all mixed with ids', () => {
    expect(() => parseTypes(' , ')).toThrow('Adjon meg legalább egy dokumentumtípust (vagy: all).');
    expect(() => parseTypes('all,tarsasagi')).toThrow('Ismeretlen dokumentumtípus: all.');
  });
});
