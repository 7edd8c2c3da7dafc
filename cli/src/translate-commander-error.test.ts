import { describe, expect, it } from 'vitest';
import { translateCommanderError } from './translate-commander-error.ts';

describe('translateCommanderError', () => {
  it.each([
    ["error: unknown option '--foo'\n", 'Hiba: Ismeretlen kapcsoló: --foo\n'],
    [
      "error: unknown command 'gen'\n(Did you mean generate?)\n",
      'Hiba: Ismeretlen parancs: gen\n(Erre gondolt: generate?)\n',
    ],
    [
      "error: required option '-o, --out <mappa>' not specified\n",
      'Hiba: Hiányzik egy kötelező kapcsoló: -o, --out <mappa>\n',
    ],
    [
      "error: option '-t, --types <típusok>' argument missing\n",
      'Hiba: Hiányzik a kapcsoló értéke: -t, --types <típusok>\n',
    ],
    ["error: missing required argument 'fájl'\n", 'Hiba: Hiányzik egy kötelező argumentum: <fájl>\n'],
    ["error: too many arguments for 'types'. Expected 0 arguments but got 1.\n", 'Hiba: Túl sok argumentum.\n'],
  ])('translates %j', (message, expected) => {
    expect(translateCommanderError(message)).toBe(expected);
  });

  it('passes an unknown wording through', () => {
    expect(translateCommanderError('error: something new\n')).toBe('error: something new\n');
  });
});
