import { describe, expect, it } from 'vitest';
import {
  buyerFromPerson,
  emptyTransfer,
  toTransferData,
  type TransferFormValues,
  buyerFilledFrom,
  emptyBuyer,
} from './amendment-transfer-values.ts';
import { emptyLegalRepresentative } from './company-form-values.ts';

/** The buyer as sent to the API. */
const sentBuyer = (transfer: TransferFormValues) =>
  (toTransferData([transfer]) as { vevo: { torvenyesKepviselok?: Record<string, unknown>[] } }[])[0]!.vevo;

const parent = { ...emptyLegalRepresentative(), nev: 'Kovács Anna', minoseg: 'SZULO' as const };

describe("a minor buyer's legal representatives (decision 030)", () => {
  it('are sent with the buyer, without the empty fields, and never for a legal entity', () => {
    const transfer = emptyTransfer('2026-11-27');
    const minor = { ...transfer, vevo: { ...transfer.vevo, nev: 'Kovács Péter', torvenyesKepviselok: [parent] } };
    expect(sentBuyer(minor)).toMatchObject({
      torvenyesKepviselok: [{ nev: 'Kovács Anna', minoseg: 'SZULO' }],
    });
    expect(sentBuyer(minor).torvenyesKepviselok?.[0]).not.toHaveProperty('lakohely', '');
    const company = { ...minor, vevo: { ...minor.vevo, jogiSzemely: true } };
    expect(sentBuyer(company).torvenyesKepviselok).toBeUndefined();
    expect(sentBuyer(transfer).torvenyesKepviselok).toBeUndefined();
  });

  it('come with a registered member chosen as the buyer', () => {
    const buyer = buyerFromPerson({
      nev: 'Kis Bence',
      szuletesiIdo: '2015-04-10',
      torvenyesKepviselok: [{ nev: 'Nagy Lajos', minoseg: 'SZULO', lakohely: 'Debrecen' }],
    });
    expect(buyer.torvenyesKepviselok).toEqual([
      { ...emptyLegalRepresentative(), nev: 'Nagy Lajos', minoseg: 'SZULO', lakohely: 'Debrecen' },
    ]);
  });

  it('carry whether each understands Hungarian, both ways (decision 031)', () => {
    const buyer = buyerFromPerson({
      nev: 'Kis Bence',
      szuletesiIdo: '2015-04-10',
      torvenyesKepviselok: [
        {
          nev: 'Anna Berger',
          minoseg: 'SZULO',
          nemErtiMagyarul: true,
          magyarazatNyelve: 'német',
          tolmacsNeve: 'Kiss Éva',
        },
        { nev: 'Berger Tamás', minoseg: 'SZULO', nemErtiMagyarul: false },
      ],
    });
    expect(buyer.torvenyesKepviselok[0]).toMatchObject({
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
      tolmacsNeve: 'Kiss Éva',
      tolmacsAzonosito: '',
    });
    const transfer = emptyTransfer('2026-11-27');
    const sent = sentBuyer({ ...transfer, vevo: { ...buyer, nev: 'Kis Bence' } }).torvenyesKepviselok!;
    expect(sent[0]).toEqual({
      nev: 'Anna Berger',
      minoseg: 'SZULO',
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
      tolmacsNeve: 'Kiss Éva',
    });
    expect(sent[1]).toEqual({ nev: 'Berger Tamás', minoseg: 'SZULO', nemErtiMagyarul: false });
  });
});

describe('a buyer who does not understand Hungarian (decision 031)', () => {
  it('sends the statement, the language and the interpreter, and leaves them out when nobody said', () => {
    const transfer = {
      ...emptyTransfer('2026-11-27'),
      vevo: buyerFromPerson({ nev: 'Pierre Dubois', nemErtiMagyarul: true, magyarazatNyelve: 'francia' }),
    };
    expect(sentBuyer(transfer)).toMatchObject({
      nemErtiMagyarul: true,
      magyarazatNyelve: 'francia',
      tolmacsNeve: undefined,
    });
    const unknown = sentBuyer({ ...emptyTransfer('2026-11-27'), vevo: buyerFromPerson({ nev: 'Kovács Péter' }) });
    expect(unknown).toMatchObject({ nemErtiMagyarul: undefined, magyarazatNyelve: undefined });
  });
});

describe('an outside buyer picked among the saved persons who has a new member card (step 1)', () => {
  const saved = buyerFromPerson({
    nev: 'Kovács Péter',
    lakohely: '4032 Debrecen, Egyetem tér 1.',
    anyjaNeve: 'Kiss Éva',
  });

  it("keeps the saved person's data where the card is empty, and takes what the card filled in", () => {
    const card = {
      ...emptyBuyer(),
      lakohely: '4026 Debrecen, Piac utca 5.',
      torvenyesKepviselok: [parent],
    };
    const buyer = buyerFilledFrom(saved, card);
    expect(buyer.nev).toBe('Kovács Péter');
    expect(buyer.anyjaNeve).toBe('Kiss Éva');
    expect(buyer.lakohely).toBe('4026 Debrecen, Piac utca 5.');
    expect(buyer.torvenyesKepviselok.map((representative) => representative.nev)).toEqual(['Kovács Anna']);
  });
});

describe("a legal-entity buyer's joint co-representative (decision 041)", () => {
  const entity = (egyuttesKepviselo: string, jogiSzemely = true) => {
    const transfer = emptyTransfer('2026-11-27');
    return {
      ...transfer,
      vevo: {
        ...transfer.vevo,
        nev: 'Tiszatáj Holding Kft.',
        jogiSzemely,
        cegjegyzekszam: '06-09-000742',
        kepviselo: 'Mészáros Nóra ügyvezető',
        egyuttesKepviselo,
      },
    };
  };
  const sent = (transfer: TransferFormValues) =>
    (toTransferData([transfer]) as { vevo: Record<string, unknown> }[])[0]!.vevo;

  it('is sent trimmed as the one item of egyuttesKepviselok, and the form field itself is not sent', () => {
    expect(sent(entity('  Kiss Tamás ügyvezető '))).toMatchObject({ egyuttesKepviselok: ['Kiss Tamás ügyvezető'] });
    expect(sent(entity('Kiss Tamás ügyvezető'))).not.toHaveProperty('egyuttesKepviselo');
  });

  it('is not sent when empty, nor for a natural person, whom the engine would refuse it for', () => {
    expect(sent(entity('   ')).egyuttesKepviselok).toBeUndefined();
    expect(sent(entity('Kiss Tamás ügyvezető', false)).egyuttesKepviselok).toBeUndefined();
    expect(emptyBuyer().egyuttesKepviselo).toBe('');
  });
});
