import type { CompanyInput } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import {
  buyerFromPerson,
  emptyTransfer,
  memberBuyers,
  toTransferData,
  type TransferFormValues,
  buyerFilledFrom,
  emptyBuyer,
} from './amendment-transfer-values.ts';
import { emptyLegalRepresentative } from './legal-representative-values.ts';
import {
  HOLDING,
  holdingCaseFile,
  prepareHoldingAmendment,
  withoutHoldingId,
} from './holding-without-id.test-helper.ts';

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

describe("a legal-entity buyer's joint co-representatives (decision 041)", () => {
  const entity = (egyuttesKepviselok: string[], jogiSzemely = true) => {
    const transfer = emptyTransfer('2026-11-27');
    return {
      ...transfer,
      vevo: {
        ...transfer.vevo,
        nev: 'Tiszatáj Holding Kft.',
        jogiSzemely,
        cegjegyzekszam: '06-09-000742',
        kepviselo: 'Mészáros Nóra ügyvezető',
        egyuttesKepviselok,
      },
    };
  };
  const sent = (transfer: TransferFormValues) =>
    (toTransferData([transfer]) as { vevo: Record<string, unknown> }[])[0]!.vevo;

  it('are sent trimmed, both of them, a blank field left out', () => {
    expect(sent(entity(['  Kiss Tamás ügyvezető ', 'Nagy Éva ügyvezető']))).toMatchObject({
      egyuttesKepviselok: ['Kiss Tamás ügyvezető', 'Nagy Éva ügyvezető'],
    });
    expect(sent(entity(['', 'Nagy Éva ügyvezető'])).egyuttesKepviselok).toEqual(['Nagy Éva ügyvezető']);
  });

  it('are not sent when none is given, nor for a natural person, whom the engine would refuse them for', () => {
    expect(sent(entity(['   '])).egyuttesKepviselok).toBeUndefined();
    expect(sent(entity([])).egyuttesKepviselok).toBeUndefined();
    expect(sent(entity(['Kiss Tamás ügyvezető'], false)).egyuttesKepviselok).toBeUndefined();
    expect(emptyBuyer().egyuttesKepviselok).toEqual([]);
  });

  it('keep both through the form: a saved legal entity with two co-representatives, opened and sent, loses none', () => {
    const stored = {
      nev: 'Tiszatáj Holding Kft.',
      lakohely: '6720 Szeged, Kárász utca 1.',
      jogiSzemely: true,
      cegjegyzekszam: '06-09-000742',
      kepviselo: 'Mészáros Nóra ügyvezető',
      egyuttesKepviselok: ['Kiss Tamás ügyvezető', 'Nagy Éva ügyvezető'],
    };
    const vevo = buyerFromPerson(stored);
    expect(vevo.egyuttesKepviselok).toEqual(stored.egyuttesKepviselok);
    // the form's list is its own: editing it does not change the stored person's
    expect(vevo.egyuttesKepviselok).not.toBe(stored.egyuttesKepviselok);
    expect(sent({ ...emptyTransfer('2026-11-27'), vevo })).toMatchObject(stored);
  });
});

describe('a legal-entity member without a saved-person id (typed in on its card, or saved through the API)', () => {
  const file = holdingCaseFile;
  type Member = { nev: string; szemely?: unknown; penzbetet: number };
  const registeredFile = file('registered');
  const korabbi = withoutHoldingId(registeredFile['tarsasag']) as unknown as { tagok: Member[] };
  const registered = korabbi as unknown as CompanyInput;

  it('is offered as a buyer member, and sells its share referenced by its name, as the engine finds it', () => {
    const buyers = memberBuyers(registered);
    expect(buyers.map((buyer) => [buyer.id, buyer.vevo.nev])).toEqual([
      ['201', 'Nagy Lajos'],
      [`nev:${HOLDING}`, HOLDING],
    ]);
    // The holding sells 500 000 Ft of its share to Nagy Lajos, a member.
    const transfer: TransferFormValues = {
      ...emptyTransfer('2026-11-24'),
      eladoTag: buyers[1]!.id,
      vevoMarTag: true,
      vevo: buyers[0]!.vevo,
      nevertek: '500 000',
      vetelar: '500 000',
      fizetesiHatarido: '2026-11-24',
    };
    const sent = toTransferData([transfer]);
    expect((sent as { eladoTag: unknown }[])[0]?.eladoTag).toEqual({ nev: HOLDING });
    const uj = structuredClone(korabbi);
    uj.tagok[0]!.penzbetet += 500_000;
    uj.tagok[1]!.penzbetet -= 500_000;
    const { prepared } = prepareHoldingAmendment(korabbi, uj, { uzletreszAtruhazasok: sent });
    // a reference the engine cannot resolve is refused as "elado-nem-tag"
    expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    expect(prepared.plan.changes.map((change) => change.type)).toEqual(['UZLETRESZ_ATRUHAZAS']);
  });

  it('buys as a member described as the legal entity it is: its Cg. number and representative come with it', () => {
    const holding = memberBuyers(registered)[1]!.vevo;
    expect(holding).toMatchObject({
      nev: HOLDING,
      jogiSzemely: true,
      cegjegyzekszam: '09-09-012345',
      kepviselo: 'Fehér Krisztina ügyvezető',
      egyuttesKepviselok: [],
    });
    expect(memberBuyers(registered)[0]!.vevo.jogiSzemely).toBe(false);
    // Nagy Lajos sells 500 000 Ft of his share to the holding, a member.
    const transfer: TransferFormValues = {
      ...emptyTransfer('2026-11-24'),
      eladoTag: '201',
      vevoMarTag: true,
      vevo: holding,
      nevertek: '500 000',
      vetelar: '500 000',
      fizetesiHatarido: '2026-11-24',
    };
    const sent = toTransferData([transfer]) as { eladoTag: unknown; vevo: Record<string, unknown> }[];
    expect(sent[0]?.vevo).toMatchObject({
      jogiSzemely: true,
      cegjegyzekszam: '09-09-012345',
      kepviselo: 'Fehér Krisztina ügyvezető',
    });
    const uj = structuredClone(korabbi);
    uj.tagok[0]!.penzbetet -= 500_000;
    uj.tagok[1]!.penzbetet += 500_000;
    const { renderer, prepared } = prepareHoldingAmendment(korabbi, uj, { uzletreszAtruhazasok: sent });
    expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const contract = prepared.plan.documents.find((document) => document.id === 'uzletresz-atruhazas')!;
    const parties = renderer.renderHtml(prepared, contract).match(/másrészről.*?mint vevő/s)?.[0];
    expect(parties).toContain(
      '(székhely: 4024 Debrecen, Csapó utca 9.; cégjegyzékszám: Cg. 09-09-012345; képviseli: Fehér Krisztina ügyvezető)',
    );
  });
});
