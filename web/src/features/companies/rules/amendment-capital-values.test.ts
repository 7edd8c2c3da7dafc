import { createAmendmentRenderer, parseAmendmentRequest, type CompanyInput } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import { browserEngineOptions } from '../../../lib/browser-engine.ts';
import {
  contributionsToRecount,
  emptyContribution,
  followTransfers,
  initialCapitalIncrease,
  NEW_MEMBER,
  suggestedContributions,
  toCapitalIncreaseData,
  type CapitalIncreaseFormValues,
} from './amendment-capital-values.ts';
import { membersOf } from './amendment-members.ts';
import { emptyTransfer, toTransferData, type TransferFormValues } from './amendment-transfer-values.ts';
import {
  HOLDING,
  holdingCaseFile,
  prepareHoldingAmendment,
  withoutHoldingId,
} from './holding-without-id.test-helper.ts';

const fixtures = import.meta.glob('../../../../../fixtures/amendments/tokeemeles-uj-taggal/*.json', {
  import: 'default',
  eager: true,
}) as Record<string, Record<string, unknown>>;
const fixture = (name: string) =>
  structuredClone(fixtures[`../../../../../fixtures/amendments/tokeemeles-uj-taggal/${name}.json`]!);

const member = (id: number, nev: string, penzbetet: number) => ({
  szemely: { id },
  nev,
  lakohely: '1011 Budapest, Fő utca 1.',
  penzbetet,
  nemPenzbeliBetet: 0,
});
const company = (...tagok: ReturnType<typeof member>[]) => ({ nev: 'Alfa', tagok }) as unknown as CompanyInput;

/** Kiss Anna and Nagy Béla, 1 500 000 Ft each. */
const registered = company(member(1, 'Kiss Anna', 1_500_000), member(2, 'Nagy Béla', 1_500_000));
const transfer = (eladoTag: string, buyer: string, nevertek: string): TransferFormValues => ({
  ...emptyTransfer('2026-11-26'),
  eladoTag,
  vevo: { ...emptyTransfer('2026-11-26').vevo, nev: buyer },
  nevertek,
});
const rows = (increase: CapitalIncreaseFormValues | null) =>
  increase?.hozzajarulasok.map((row) => [row.hozzajarulo, row.ujTag, row.penzbeli]);

describe('the capital increase’s contribution rows and the share transfers of the same amendment', () => {
  // Anna sells 500 000 Ft of her share to Tóth Gábor, who joins by buying it; Béla raises his törzsbetét by 1 000 000 Ft.
  const changed = company(
    member(1, 'Kiss Anna', 1_000_000),
    member(2, 'Nagy Béla', 2_500_000),
    member(3, 'Tóth Gábor', 500_000),
  );
  const sale = transfer('1', 'Tóth Gábor', '500 000');

  it('does not ask a buyer who joins by the transfer for a contribution and an accession declaration', () => {
    expect(rows(initialCapitalIncrease(registered, changed, null, [sale]))).toEqual([['2', '', '1 000 000']]);
    expect(initialCapitalIncrease(registered, changed, null, [sale])?.osszeg).toBe('1 000 000');
  });

  it('recounts the rows suggested before the transfer was entered, keeping what was typed on them', () => {
    const suggested = initialCapitalIncrease(registered, changed, null)!;
    // Without a transfer every grown törzsbetét is read as an increment: Gábor as a new member paying in.
    expect(rows(suggested)).toEqual([
      ['2', '', '1 000 000'],
      [NEW_MEMBER, 'Tóth Gábor', '500 000'],
    ]);
    suggested.hozzajarulasok[0]!.hatarido = '2027-01-31';
    suggested.kijeloltSzemelyek = ['Tóth Gábor'];
    const followed = followTransfers(suggested, { changed, transfers: [] }, { changed, transfers: [sale] }, registered);
    expect(followed?.hozzajarulasok).toEqual([
      { ...emptyContribution('2027-01-31'), hozzajarulo: '2', penzbeli: '1 000 000' },
    ]);
    expect(followed?.kijeloltSzemelyek).toEqual(['Tóth Gábor']);
    // The transfer deleted again: Gábor's share is again a contribution.
    expect(
      rows(followTransfers(followed, { changed, transfers: [sale] }, { changed, transfers: [] }, registered)),
    ).toEqual(rows(suggested));
  });

  it('counts a member’s bought share out of its increment, and a seller’s sold share into it', () => {
    // Anna sells 500 000 Ft to Béla, then both raise: Anna by 200 000 Ft, Béla by 800 000 Ft.
    const raised = company(member(1, 'Kiss Anna', 1_200_000), member(2, 'Nagy Béla', 2_800_000));
    // Without the transfer Béla's whole growth reads as his increment, and Anna seems to raise nothing.
    expect(suggestedContributions(registered, raised, []).map((row) => [row.hozzajarulo, row.penzbeli])).toEqual([
      ['2', '1 300 000'],
    ]);
    const toBela = transfer('1', 'Nagy Béla', '500000');
    expect(suggestedContributions(registered, raised, [toBela]).map((row) => [row.hozzajarulo, row.penzbeli])).toEqual([
      ['1', '200 000'],
      ['2', '800 000'],
    ]);
  });

  it('leaves rows the lawyer changed as they are: the summary’s check names a mismatch', () => {
    const edited = initialCapitalIncrease(registered, changed, null)!;
    edited.hozzajarulasok[1]!.penzbeli = '400000';
    expect(followTransfers(edited, { changed, transfers: [] }, { changed, transfers: [sale] }, registered)).toBe(
      edited,
    );
    const added = initialCapitalIncrease(registered, changed, null)!;
    added.hozzajarulasok.push(emptyContribution(null));
    expect(followTransfers(added, { changed, transfers: [] }, { changed, transfers: [sale] }, registered)).toBe(added);
  });

  it('names the rows to recount when changed rows no longer fit, keeping the details and an in-kind part that fits', () => {
    const edited = initialCapitalIncrease(registered, changed, null)!;
    // As suggested before the transfer: they agree, nothing to recount.
    expect(contributionsToRecount(edited, registered, changed, [])).toBeNull();
    // Béla's 1 000 000 Ft split, 400 000 Ft in kind, a deadline typed: still 1 000 000 Ft in all.
    Object.assign(edited.hozzajarulasok[0]!, { penzbeli: '600 000', nemPenzbeli: '400 000', hatarido: '2027-01-31' });
    expect(contributionsToRecount(edited, registered, changed, [])).toBeNull();
    edited.hozzajarulasok[1]!.penzbeli = '400000';
    // Gábor's row changed by hand: the transfer that makes him a member by buying leaves it, and it is named.
    const after = followTransfers(edited, { changed, transfers: [] }, { changed, transfers: [sale] }, registered)!;
    expect(after).toBe(edited);
    expect(contributionsToRecount(after, registered, changed, [sale])).toEqual([
      { ...emptyContribution('2027-01-31'), hozzajarulo: '2', penzbeli: '600 000', nemPenzbeli: '400 000' },
    ]);
    // An in-kind part larger than the increment does not fit: the increment is counted as cash.
    const raised = company(
      member(1, 'Kiss Anna', 1_000_000),
      member(2, 'Nagy Béla', 1_800_000),
      member(3, 'Tóth Gábor', 500_000),
    );
    expect(
      contributionsToRecount(after, registered, raised, [sale])?.map((row) => [row.penzbeli, row.nemPenzbeli]),
    ).toEqual([['300 000', '']]);
    // A row added for nobody in particular is a difference too.
    const added = initialCapitalIncrease(registered, changed, null, [sale])!;
    expect(contributionsToRecount(added, registered, changed, [sale])).toBeNull();
    added.hozzajarulasok.push(emptyContribution(null));
    expect(rows({ ...added, hozzajarulasok: contributionsToRecount(added, registered, changed, [sale])! })).toEqual([
      ['2', '', '1 000 000'],
    ]);
    expect(contributionsToRecount(null, registered, changed, [sale])).toBeNull();
  });

  it('follows a new state entered again in the editor while the rows were as suggested', () => {
    const before = initialCapitalIncrease(registered, changed, null, [sale])!;
    const more = company(
      member(1, 'Kiss Anna', 1_000_000),
      member(2, 'Nagy Béla', 3_000_000),
      member(3, 'Tóth Gábor', 500_000),
    );
    expect(rows(initialCapitalIncrease(registered, more, before, [sale], changed))).toEqual([['2', '', '1 500 000']]);
    before.hozzajarulasok[0]!.penzbeli = '900000';
    expect(rows(initialCapitalIncrease(registered, more, before, [sale], changed))).toEqual([['2', '', '900000']]);
  });
});

describe('the suggested rows against the engine’s own check', () => {
  it('are what the engine accepts: no törzsbetét or sum mismatch with a transfer to an outsider in the amendment', () => {
    // Tóth Gábor joins with a 1 000 000 Ft contribution; Kovács Péter joins by buying 300 000 Ft of Nagy Lajos's share.
    const registeredFile = fixture('registered');
    const korabbi = registeredFile['tarsasag'] as CompanyInput;
    const uj = fixture('changed') as unknown as { tagok: { nev: string; penzbetet: number }[] };
    uj.tagok[0]!.penzbetet -= 300_000;
    uj.tagok.push({ ...uj.tagok[2]!, nev: 'Kovács Péter', penzbetet: 300_000 });
    const outsider = transfer('201', 'Kovács Péter', '300 000');
    const sale: TransferFormValues = {
      ...outsider,
      vevo: { ...outsider.vevo, lakohely: '4031 Debrecen, Kassai út 5.' },
      vetelar: '300 000',
      bejelentesKelte: '2026-11-19',
    };
    const allFindingCodes = (increase: CapitalIncreaseFormValues) => {
      const amendment = fixture('amendment');
      const parsed = parseAmendmentRequest({
        ...amendment,
        tokeemeles: {
          ...toCapitalIncreaseData(increase, membersOf(korabbi)),
          elsobbsegiJogNyilatkozatok: [{ id: 201 }, { id: 202 }],
        },
        uzletreszAtruhazasok: toTransferData([sale]),
        bejegyzes: registeredFile['bejegyzes'],
        korabbi,
        okirat: registeredFile['okirat'],
        uj,
      });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      const prepared = createAmendmentRenderer(browserEngineOptions()).prepare(parsed.value);
      return prepared.findings.map((finding) => finding.code);
    };
    const findingCodes = (increase: CapitalIncreaseFormValues) =>
      allFindingCodes(increase).filter((code) => code.startsWith('tokeemeles'));
    const withDeadline = (increase: CapitalIncreaseFormValues) => ({
      ...increase,
      hozzajarulasok: increase.hozzajarulasok.map((row) => ({
        ...row,
        hatarido: '2027-01-31',
        csatlakozoNyilatkozat: true,
      })),
    });
    const changed = uj as unknown as CompanyInput;
    const suggested = withDeadline(initialCapitalIncrease(korabbi, changed, null, [sale])!);
    expect(rows(suggested)).toEqual([[NEW_MEMBER, 'Tóth Gábor', '1 000 000']]);
    expect(findingCodes(suggested)).toEqual([]);
    // The rows made before the transfer was counted: the engine refuses them.
    const blind = withDeadline(initialCapitalIncrease(korabbi, changed, null)!);
    expect(findingCodes(blind)).toEqual(expect.arrayContaining(['tokeemeles-hozzajarulasok', 'tokeemeles-tagi-betet']));
    // An in-kind amount a row still holds (the step asks for none now) reaches the engine, which refuses it.
    const [row] = suggested.hozzajarulasok;
    const inKind = { ...suggested, hozzajarulasok: [{ ...row!, penzbeli: '600 000', nemPenzbeli: '400 000' }] };
    expect(allFindingCodes(inKind)).toContain('apport-emeles');
  });
});

describe('a legal-entity member without a saved-person id (typed in on its card, or saved through the API)', () => {
  const file = holdingCaseFile;
  type Member = { nev: string; szemely?: unknown; penzbetet: number };
  const registeredFile = file('registered');
  const korabbi = withoutHoldingId(registeredFile['tarsasag']) as unknown as { tagok: Member[] };

  it('raises its törzsbetét and declares on its pre-emption right referenced by its name, as the engine counts', () => {
    // The holding raises its törzsbetét by 1 000 000 Ft.
    const uj = structuredClone(korabbi);
    uj.tagok[1]!.penzbetet += 1_000_000;
    const base = korabbi as unknown as CompanyInput;
    const increase = initialCapitalIncrease(base, uj as unknown as CompanyInput, null)!;
    const holding = `nev:${HOLDING}`;
    expect(rows(increase)).toEqual([[holding, '', '1 000 000']]);
    increase.hozzajarulasok[0]!.hatarido = '2027-01-31';
    increase.elsobbsegiJogNyilatkozatok = membersOf(base).map((member) => member.id);
    type Sent = { hozzajarulasok: { tag?: unknown }[]; elsobbsegiJogNyilatkozatok: unknown[] };
    const sent = toCapitalIncreaseData(increase, membersOf(base)) as Sent;
    expect(sent.hozzajarulasok[0]?.tag).toEqual({ nev: HOLDING });
    expect(sent.elsobbsegiJogNyilatkozatok).toEqual([{ id: '201' }, { nev: HOLDING }]);
    // Without the members' names (the form's own check) the reference still carries the name.
    expect((toCapitalIncreaseData(increase, []) as Sent).hozzajarulasok[0]?.tag).toEqual({ nev: HOLDING });
    const { prepared } = prepareHoldingAmendment(korabbi, uj, { tokeemeles: sent });
    // a contributor the engine cannot find among the registered members is refused (tokeemeles-hozzajarulasok)
    expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  });
});
