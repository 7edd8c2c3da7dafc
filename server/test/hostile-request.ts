import { readFileSync } from 'node:fs';
import { fixturePath } from '../../fixtures/index.ts';

type Json = Record<string, unknown>;

const TEAOR25 = JSON.parse(readFileSync(new URL('../../reference-data/teaor25.json', import.meta.url), 'utf8')) as {
  kod_ksh: string;
}[];

/** A word of `length` letters without a space (what a hostile user types into a name field). */
export function unbrokenWord(length: number, letter = 'Á'): string {
  return letter.repeat(length);
}

/**
 * A valid, lawful request at the heavy end of real use: every name is one unbroken `wordLength`-letter
 * word, with `members` members, `directors` directors and `activities` activities (based on the
 * two-member fixture).
 */
export function hostileRequest(options: {
  wordLength: number;
  members?: number;
  directors?: number;
  activities?: number;
  companyName?: string;
}): Json {
  const base = JSON.parse(readFileSync(fixturePath('ket-tag'), 'utf8')) as Json & { tarsasag: Json };
  const [member] = base.tarsasag.tagok as Json[];
  const [director] = base.tarsasag.ugyvezetok as Json[];
  const word = (index: number) => `${unbrokenWord(options.wordLength)}${index}`;
  const tagok = Array.from({ length: options.members ?? 2 }, (_, index) => ({
    ...member,
    szemely: { id: 1000 + index },
    nev: word(index),
    szuletesiNev: word(index),
    lakohely: `4026 Debrecen, ${word(index)} utca ${index + 1}.`,
    penzbetet: 3_000_000,
    penzbetetHatarido: '2027-02-26',
  }));
  const ugyvezetok = Array.from({ length: options.directors ?? 1 }, (_, index) => ({
    ...director,
    szemely: { id: 1000 + index },
    nev: word(index),
    szuletesiNev: word(index),
  }));
  // real TEÁOR'25 classes (anything else is refused as a legal error), named with the hostile words
  const mainCode = String(base.tarsasag.fotevekenyseg).slice(0, 5);
  const codes = TEAOR25.map((entry) => entry.kod_ksh).filter((code) => code !== mainCode);
  const egyebTevekenysegek = Array.from(
    { length: options.activities ?? 3 },
    (_, index) => `${codes[index % codes.length]} – ${word(index)}`,
  );
  return {
    ...base,
    tarsasag: {
      ...base.tarsasag,
      nev: options.companyName ?? word(0),
      tagok,
      ugyvezetok,
      egyebTevekenysegek,
    },
  };
}
