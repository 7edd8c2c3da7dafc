import {
  amendmentDataSchema,
  createAmendmentRenderer,
  parseAmendmentRequest,
  parseWith,
  type CompanyInput,
} from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import {
  amendmentFormField,
  CHAIR_REQUIRED,
  directorChanges,
  emptyOtherAttendee,
  initialAmendmentForm,
  KASZ_REQUIRED,
  KEEPER_REQUIRED,
  MEMBER_REQUIRED,
  registeredDirectorNames,
  toAmendmentData,
  validateAmendmentForm,
  votesForSubjects,
  type AmendmentFormValues,
} from './amendment-form-values.ts';
import { browserEngineOptions } from '../../../lib/browser-engine.ts';
import { INVALID_TIME_OF_DAY } from '../../../lib/time-of-day.ts';
import { amendmentFindingTarget } from './amendment-finding-target.ts';
import { emptyContribution, NEW_MEMBER } from './amendment-capital-values.ts';
import { membersOf } from './amendment-members.ts';
import { emptyBuyer, emptyTransfer, memberBuyers } from './amendment-transfer-values.ts';
import { HOLDING, holdingCaseFile, withoutHoldingId } from './holding-without-id.test-helper.ts';

const person = (id: number, nev: string) => ({ szemely: { id }, nev, lakohely: '1011 Budapest, Fő utca 1.' });
const company = (members: [number, string][], directors: [number, string][]) =>
  ({
    nev: 'Alfa',
    szekhely: '1011 Budapest, Fő utca 1.',
    tagok: members.map(([id, nev]) => ({ ...person(id, nev), penzbetet: 1_500_000, nemPenzbeliBetet: 0 })),
    ugyvezetok: directors.map(([id, nev]) => ({ ...person(id, nev), cegjegyzesiJogTipus: 'ONALLO' })),
  }) as unknown as CompanyInput;
const lawFirm = {
  nev: 'Dr. Kiss Ügyvédi Iroda',
  szekhely: '1052 Budapest, Váci utca 2.',
  ugyvedNeve: 'Dr. Kiss Anna',
  kasz: '36063842',
};
const today = '2026-11-25';

describe('amendment form values', () => {
  const registered = company(
    [
      [1, 'Kiss Anna'],
      [2, 'Nagy Béla'],
    ],
    [[1, 'Kiss Anna']],
  );
  const changed = company(
    [
      [1, 'Kiss Anna'],
      [2, 'Nagy Béla'],
    ],
    [[3, 'Kovács Péter']],
  );

  it('finds the removed and the new directors by saved person', () => {
    expect(directorChanges(registered, changed)).toEqual({ removed: ['Kiss Anna'], added: ['Kovács Péter'] });
    expect(directorChanges(registered, registered)).toEqual({ removed: [], added: [] });
  });

  it('starts several members at a meeting all attend and vote yes on, with a row per director change', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    expect(values.dontes).toMatchObject({
      mod: 'TAGGYULES',
      datum: today,
      levezetoElnok: 'Kiss Anna',
      hitelesito: '2',
      jelenlevok: ['1', '2'],
      egyhangu: true,
      osszehivas: 'TELJES_JELENLET',
    });
    expect(values.ugyvezetoValtozas).toEqual({
      megszunok: [{ nev: 'Kiss Anna', ok: 'VISSZAHIVAS', datum: today }],
      elfogadasok: [{ nev: 'Kovács Péter', datum: today }],
    });
    expect(values.ugyvediIroda).toEqual(lawFirm);
  });

  it('offers the registered directors as conveners and sends the convener only for a meeting by invitation', () => {
    expect(registeredDirectorNames(registered)).toEqual(['Kiss Anna']);
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    expect(values.dontes.osszehivo).toBeNull();
    values.dontes.osszehivo = 'Kiss Anna';
    expect(toAmendmentData(values, membersOf(registered)).dontes.osszehivas).toEqual({ mod: 'TELJES_JELENLET' });
    values.dontes.osszehivas = 'MEGHIVO';
    values.dontes.meghivoKelte = '2026-11-10';
    const data = toAmendmentData(values, membersOf(registered));
    expect(data.dontes.osszehivas).toEqual({ mod: 'MEGHIVO', meghivoKelte: '2026-11-10', osszehivo: 'Kiss Anna' });
  });

  it('sends the first resolution’s yearly number as typed, 1 when empty, and names a number that is not one', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.keltezesHelye = 'Budapest';
    expect(values.hatarozatSorszam).toBe('');
    expect(toAmendmentData(values, []).hatarozatSorszam).toBe(1);
    values.hatarozatSorszam = ' 3 ';
    const parsed = parseWith(amendmentDataSchema, toAmendmentData(values, []));
    expect(parsed.ok && parsed.value.hatarozatSorszam).toBe(3);
    for (const wrong of ['harmadik', '2,5', '1e2']) {
      values.hatarozatSorszam = wrong;
      expect(validateAmendmentForm(values).hatarozatSorszam).toBe(
        'A határozat sorszáma pozitív egész szám (például 3).',
      );
    }
    values.hatarozatSorszam = '0';
    expect(validateAmendmentForm(values).hatarozatSorszam).toBe('A sorszám legalább 1.');
    // kept when the lawyer goes back to the editor
    values.hatarozatSorszam = '4';
    expect(initialAmendmentForm({ base: registered, changed, lawFirm, today, previous: values }).hatarozatSorszam).toBe(
      '4',
    );
  });

  it('sends a meeting’s proxy for a member present, the power of attorney’s day only with a name (Ptk. 3:110. § (1))', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    expect(values.dontes.meghatalmazasok).toEqual([
      { tag: '1', kepviselo: '', meghatalmazasKelte: null },
      { tag: '2', kepviselo: '', meghatalmazasKelte: null },
    ]);
    expect(toAmendmentData(values, []).dontes.jelenlevok).toEqual([{ tag: { id: '1' } }, { tag: { id: '2' } }]);
    values.dontes.meghatalmazasok = [
      { tag: '1', kepviselo: '', meghatalmazasKelte: '2026-11-20' },
      { tag: '2', kepviselo: ' dr. Kiss Péter ', meghatalmazasKelte: '2026-11-20' },
    ];
    expect(toAmendmentData(values, []).dontes.jelenlevok).toEqual([
      { tag: { id: '1' } },
      { tag: { id: '2' }, kepviselo: 'dr. Kiss Péter', meghatalmazasKelte: '2026-11-20' },
    ]);
    // a proxy's field of the request is the member's row of the form
    values.dontes.jelenlevok = ['2'];
    expect(amendmentFormField('dontes.jelenlevok.0.kepviselo', values.dontes)).toBe(
      'dontes.meghatalmazasok.1.kepviselo',
    );
    // the summary's link for a power dated after the meeting leads to that date, not to the attendance's first box
    const fixedAt = amendmentFindingTarget('dontes.jelenlevok.0.meghatalmazasKelte', 'error')?.field;
    expect(fixedAt && amendmentFormField(fixedAt, values.dontes)).toBe('dontes.meghatalmazasok.1.meghatalmazasKelte');
    expect(toAmendmentData(values, []).dontes.jelenlevok).toEqual([
      { tag: { id: '2' }, kepviselo: 'dr. Kiss Péter', meghatalmazasKelte: '2026-11-20' },
    ]);
    // a written resolution has no meeting to attend: the proxy stays in the form, unsent
    values.dontes.mod = 'ULES_NELKULI';
    expect(toAmendmentData(values, []).dontes.jelenlevok).toEqual([{ tag: { id: '2' } }]);
    values.dontes.mod = 'TAGGYULES';
    const again = initialAmendmentForm({ base: registered, changed, lawFirm, today, previous: values });
    expect(again.dontes.meghatalmazasok[1]).toEqual({
      tag: '2',
      kepviselo: ' dr. Kiss Péter ',
      meghatalmazasKelte: '2026-11-20',
    });
  });

  it('sends a meeting’s other attendees as typed, trimmed, and only for a meeting', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.keltezesHelye = 'Budapest';
    values.dontes.levezetoElnok = 'Kiss Anna';
    values.dontes.jegyzokonyvvezeto = 'Nagy Béla';
    expect(values.dontes.egyebJelenlevok).toEqual([]);
    values.dontes.egyebJelenlevok = [{ ...emptyOtherAttendee(), nev: ' dr. Szabó Gergely ', minoseg: 'ügyvéd ' }];
    expect(toAmendmentData(values, []).dontes.egyebJelenlevok).toStrictEqual([
      {
        nev: 'dr. Szabó Gergely',
        minoseg: 'ügyvéd',
        nemErtiMagyarul: undefined,
        magyarazatNyelve: undefined,
        tolmacsNeve: undefined,
        tolmacsAzonosito: undefined,
      },
    ]);
    // one who does not understand Hungarian, with the language he is explained in (decision 095)
    values.dontes.egyebJelenlevok[0] = {
      ...values.dontes.egyebJelenlevok[0]!,
      nemErtiMagyarul: true,
      magyarazatNyelve: ' angol ',
      tolmacsNeve: 'Kiss Éva',
    };
    expect(toAmendmentData(values, []).dontes.egyebJelenlevok).toMatchObject([
      { nemErtiMagyarul: true, magyarazatNyelve: 'angol', tolmacsNeve: 'Kiss Éva' },
    ]);
    // a row without a capacity is named on its field
    values.dontes.egyebJelenlevok.push({ ...emptyOtherAttendee(), nev: 'Tóth Gábor', minoseg: ' ' });
    expect(validateAmendmentForm(values)['dontes.egyebJelenlevok.1.minoseg']).toBe('A minőség kötelező.');
    // kept when the lawyer goes back to the editor, even once the decision no longer fits the deciders
    const single = company([[1, 'Kiss Anna']], [[1, 'Kiss Anna']]);
    const again = initialAmendmentForm({ base: registered, changed: single, lawFirm, today, previous: values });
    expect(again.dontes.mod).toBe('EGYEDULI_TAG');
    expect(again.dontes.egyebJelenlevok).toHaveLength(2);
    // nobody attends a decision without a meeting
    expect(toAmendmentData(again, []).dontes.egyebJelenlevok).toEqual([]);
  });

  it('keeps a decision’s details entered when the deciders change and change back, its members starting afresh', () => {
    const first = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    Object.assign(first.dontes, {
      kezdes: '14:00',
      befejezes: '15:00',
      osszehivas: 'MEGHIVO',
      meghivoKelte: '2026-11-02',
      osszehivo: 'Kiss Anna',
      jegyzokonyvvezeto: 'Fehér Krisztina',
      tervezetMegkuldese: '2026-11-10',
      szavazasiHatarido: '2026-11-20',
    });
    const details = { ...first.dontes };
    // in the editor Kiss Anna becomes the sole member: she decides alone
    const soleMember = company([[1, 'Kiss Anna']], [[3, 'Kovács Péter']]);
    const single = initialAmendmentForm({ base: registered, changed: soleMember, lawFirm, today, previous: first });
    expect(single.dontes).toMatchObject({ mod: 'EGYEDULI_TAG', jelenlevok: ['1'], kezdes: '14:00' });
    // and back: a meeting of both members again, with the details entered
    const again = initialAmendmentForm({ base: registered, changed, lawFirm, today, previous: single });
    const { jelenlevok, hitelesito, levezetoElnok, mod, szavazatBeerkezesek, meghatalmazasok } = first.dontes;
    expect(again.dontes).toEqual({
      ...details,
      mod,
      jelenlevok,
      hitelesito,
      levezetoElnok,
      szavazatBeerkezesek,
      meghatalmazasok,
    });
    // several members deciding still, but other ones: the way of deciding entered stays
    first.dontes.mod = 'ULES_NELKULI';
    first.dontes.jelenlevok = ['1', '9'];
    expect(initialAmendmentForm({ base: registered, changed, lawFirm, today, previous: first }).dontes).toMatchObject({
      mod: 'ULES_NELKULI',
      jelenlevok: ['1', '2'],
      tervezetMegkuldese: '2026-11-10',
    });
  });

  it('lets a sole member decide alone', () => {
    const single = company([[1, 'Kiss Anna']], [[1, 'Kiss Anna']]);
    expect(initialAmendmentForm({ base: single, changed: single, lawFirm, today }).dontes.mod).toBe('EGYEDULI_TAG');
  });

  it('keeps what the lawyer entered when the editor was visited again', () => {
    const first = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    first.keltezesHelye = 'Debrecen';
    first.ugyvezetoValtozas.megszunok[0] = { nev: 'Kiss Anna', ok: 'LEMONDAS', datum: '2026-11-20' };
    const again = initialAmendmentForm({ base: registered, changed, lawFirm, today, previous: first });
    expect(again.keltezesHelye).toBe('Debrecen');
    expect(again.ugyvezetoValtozas.megszunok).toEqual([{ nev: 'Kiss Anna', ok: 'LEMONDAS', datum: '2026-11-20' }]);
  });

  it('sends the day a resignation was communicated only for a resignation (Ptk. 3:25. § (3)–(4))', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.ugyvezetoValtozas.megszunok[0] = {
      nev: 'Kiss Anna',
      ok: 'LEMONDAS',
      datum: '2026-12-01',
      lemondasKozlese: '2026-11-05',
    };
    expect(toAmendmentData(values, membersOf(registered)).ugyvezetoValtozas?.megszunok).toEqual([
      { nev: 'Kiss Anna', ok: 'LEMONDAS', datum: '2026-12-01', lemondasKozlese: '2026-11-05' },
    ]);
    // the reason changed to a recall: the day stays in the form, hidden, and is not sent (the schema refuses it)
    values.ugyvezetoValtozas.megszunok[0] = { ...values.ugyvezetoValtozas.megszunok[0], ok: 'VISSZAHIVAS' };
    expect(toAmendmentData(values, membersOf(registered)).ugyvezetoValtozas?.megszunok).toEqual([
      { nev: 'Kiss Anna', ok: 'VISSZAHIVAS', datum: '2026-12-01' },
    ]);
    expect(validateAmendmentForm(values)['ugyvezetoValtozas.megszunok.0.lemondasKozlese']).toBeUndefined();
    // cleared: not sent
    values.ugyvezetoValtozas.megszunok[0] = {
      nev: 'Kiss Anna',
      ok: 'LEMONDAS',
      datum: '2026-12-01',
      lemondasKozlese: null,
    };
    expect(toAmendmentData(values, membersOf(registered)).ugyvezetoValtozas?.megszunok).toEqual([
      { nev: 'Kiss Anna', ok: 'LEMONDAS', datum: '2026-12-01' },
    ]);
  });

  it('shows on the field a resignation communicated after the mandate ended', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.ugyvezetoValtozas.megszunok[0] = {
      nev: 'Kiss Anna',
      ok: 'LEMONDAS',
      datum: '2026-12-01',
      lemondasKozlese: '2026-12-02',
    };
    expect(validateAmendmentForm(values)['ugyvezetoValtozas.megszunok.0.lemondasKozlese']).toContain(
      'nem lehet későbbi a megbízatás megszűnésének napjánál',
    );
  });

  it('makes the new sole member decide alone when the company becomes single-member, whatever was entered before', () => {
    const single = company([[3, 'Tóth Gábor']], [[1, 'Kiss Anna']]);
    const values = initialAmendmentForm({ base: registered, changed: single, lawFirm, today });
    expect(values.dontes).toMatchObject({
      mod: 'EGYEDULI_TAG',
      jelenlevok: ['3'],
      levezetoElnok: 'Tóth Gábor',
      hitelesito: null,
    });
    // The meeting of both registered members entered before no longer fits: only its day and place are kept.
    const meeting = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    meeting.dontes = { ...meeting.dontes, datum: '2026-11-20', helye: 'Debrecen', egyhangu: false };
    const again = initialAmendmentForm({ base: registered, changed: single, lawFirm, today, previous: meeting });
    expect(again.dontes).toMatchObject({ mod: 'EGYEDULI_TAG', jelenlevok: ['3'], egyhangu: true, szavazatok: {} });
    expect(again.dontes).toMatchObject({ datum: '2026-11-20', helye: 'Debrecen' });
    // Back to both members: the meeting entered before fits again and is kept.
    expect(initialAmendmentForm({ base: registered, changed, lawFirm, today, previous: meeting }).dontes).toBe(
      meeting.dontes,
    );
  });

  it('answers amendment data the engine’s schema accepts, members referenced by their saved ids', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.keltezesHelye = 'Budapest';
    values.dontes.jegyzokonyvvezeto = 'Dr. Kiss Anna';
    const data = toAmendmentData(values, membersOf(registered));
    expect(data.dontes).toMatchObject({
      hitelesito: { id: '2' },
      jelenlevok: [{ tag: { id: '1' } }, { tag: { id: '2' } }],
    });
    expect(parseWith(amendmentDataSchema, data).ok).toBe(true);
    expect(validateAmendmentForm(values)).toEqual({});
  });

  it('sends each resolution’s votes of a decision that was not unanimous, every present member yes unless changed', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.keltezesHelye = 'Budapest';
    values.dontes.jegyzokonyvvezeto = 'Dr. Kiss Anna';
    values.dontes.szavazatok = { SZEKHELY: {}, MODOSITAS: { '2': 'NEM' } };
    expect(toAmendmentData(values, membersOf(registered)).dontes.szavazasok).toEqual([]);
    values.dontes.egyhangu = false;
    const data = toAmendmentData(values, membersOf(registered));
    expect(data.dontes.szavazasok).toEqual([
      { targy: 'SZEKHELY', igen: [{ id: '1' }, { id: '2' }], nem: [], tartozkodas: [], nemSzavazhatott: [] },
      { targy: 'MODOSITAS', igen: [{ id: '1' }], nem: [{ id: '2' }], tartozkodas: [], nemSzavazhatott: [] },
    ]);
    const parsed = parseWith(amendmentDataSchema, data);
    expect(parsed.ok && parsed.value.dontes.szavazasok[1]?.nem).toEqual([{ id: '2' }]);
    values.dontes.jelenlevok = ['1'];
    values.dontes.szavazatok = { MODOSITAS: { '1': 'TARTOZKODAS', '2': 'NEM' } };
    expect(toAmendmentData(values, membersOf(registered)).dontes.szavazasok).toEqual([
      { targy: 'MODOSITAS', igen: [], nem: [], tartozkodas: [{ id: '1' }], nemSzavazhatott: [] },
    ]);
  });

  it('keeps the votes of the plan’s subjects only, a new subject starting with every vote yes', () => {
    const votes = { SZEKHELY: { '2': 'NEM' as const }, CEGNEV: {} };
    expect(votesForSubjects(votes, ['SZEKHELY', 'MODOSITAS', 'MODOSITAS'])).toEqual({
      SZEKHELY: { '2': 'NEM' },
      MODOSITAS: {},
    });
    expect(votesForSubjects(votes, ['CEGNEV', 'SZEKHELY'])).toBeNull();
  });

  it('names what a meeting’s minutes lack, and leaves out the meeting fields for a sole member’s decision', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm: { ...lawFirm, kasz: '' }, today });
    values.dontes.levezetoElnok = '';
    const errors = validateAmendmentForm(values);
    expect(errors).toMatchObject({
      keltezesHelye: 'A hely megadása kötelező.',
      'ugyvediIroda.kasz': KASZ_REQUIRED,
      'dontes.levezetoElnok': CHAIR_REQUIRED,
      'dontes.jegyzokonyvvezeto': KEEPER_REQUIRED,
    });
    values.dontes.mod = 'EGYEDULI_TAG';
    expect(validateAmendmentForm(values)['dontes.jegyzokonyvvezeto']).toBeUndefined();
    expect(toAmendmentData(values, membersOf(registered)).dontes).not.toHaveProperty('osszehivas');
  });

  it('sends a meeting’s times as HH:MM even when the field was not left, and names an unreadable one in Hungarian', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.dontes.kezdes = '9.30';
    values.dontes.befejezes = '';
    expect(validateAmendmentForm(values)).not.toHaveProperty(['dontes.kezdes']);
    expect(toAmendmentData(values, membersOf(registered)).dontes).toMatchObject({ kezdes: '09:30' });
    expect(toAmendmentData(values, membersOf(registered)).dontes.befejezes).toBeUndefined();
    values.dontes.befejezes = '10:30 AM';
    expect(validateAmendmentForm(values)['dontes.befejezes']).toBe(INVALID_TIME_OF_DAY);
    values.dontes.mod = 'ULES_NELKULI';
    expect(validateAmendmentForm(values)['dontes.befejezes']).toBeUndefined();
  });

  it('sends a written resolution’s day of sending and last day for the votes, and neither for a meeting (Ptk. 3:20. §)', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.dontes.tervezetMegkuldese = '2026-11-10';
    values.dontes.szavazasiHatarido = '2026-11-20';
    expect(toAmendmentData(values, membersOf(registered)).dontes).not.toHaveProperty('szavazasiHatarido');
    values.dontes.mod = 'ULES_NELKULI';
    expect(toAmendmentData(values, membersOf(registered)).dontes).toMatchObject({
      tervezetMegkuldese: '2026-11-10',
      szavazasiHatarido: '2026-11-20',
    });
    values.dontes.szavazasiHatarido = null;
    expect(toAmendmentData(values, membersOf(registered)).dontes).not.toHaveProperty('szavazasiHatarido');
  });

  it('sends a written resolution’s vote arrivals of the members given a day, and keeps the days when the editor is visited again (Ptk. 3:20. § (4))', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    expect(values.dontes.szavazatBeerkezesek).toEqual([
      { tag: '1', beerkezes: null },
      { tag: '2', beerkezes: null },
    ]);
    values.keltezesHelye = 'Budapest';
    values.dontes.mod = 'ULES_NELKULI';
    expect(toAmendmentData(values, membersOf(registered)).dontes).not.toHaveProperty('szavazatBeerkezesek');
    values.dontes.szavazatBeerkezesek[1]!.beerkezes = '2026-11-20';
    const data = toAmendmentData(values, membersOf(registered));
    expect(data.dontes.szavazatBeerkezesek).toEqual([{ tag: { id: '2' }, beerkezes: '2026-11-20' }]);
    const parsed = parseWith(amendmentDataSchema, data);
    expect(parsed.ok ? parsed.value.dontes.szavazatBeerkezesek : parsed.issues).toEqual([
      { tag: { id: '2' }, beerkezes: '2026-11-20' },
    ]);
    // Back to the editor and on: the days entered are the form's again, and the same request is sent.
    const again = initialAmendmentForm({ base: registered, changed, lawFirm, today, previous: values });
    expect(again.dontes.szavazatBeerkezesek).toEqual(values.dontes.szavazatBeerkezesek);
    expect(toAmendmentData(again, membersOf(registered))).toEqual(data);
    // A meeting has no vote arrivals: the days stay in the form, unsent.
    values.dontes.mod = 'TAGGYULES';
    expect(toAmendmentData(values, membersOf(registered)).dontes).not.toHaveProperty('szavazatBeerkezesek');
  });

  it('gives a decision entered before a vote arrival row for each member entitled to vote, keeping its days', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.dontes.szavazatBeerkezesek = [{ tag: '2', beerkezes: '2026-11-20' }];
    const again = initialAmendmentForm({ base: registered, changed, lawFirm, today, previous: values });
    expect(again.dontes.szavazatBeerkezesek).toEqual([
      { tag: '1', beerkezes: null },
      { tag: '2', beerkezes: '2026-11-20' },
    ]);
  });

  it('finds the form’s row of a vote arrival the request numbers without the members given no day', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.dontes.szavazatBeerkezesek[1]!.beerkezes = '2026-11-20';
    const { dontes } = values;
    expect(amendmentFormField('dontes.szavazatBeerkezesek.0.beerkezes', dontes)).toBe(
      'dontes.szavazatBeerkezesek.1.beerkezes',
    );
    expect(amendmentFormField('dontes.szavazatBeerkezesek.0.tag.id', dontes)).toBe(
      'dontes.szavazatBeerkezesek.1.beerkezes',
    );
    expect(amendmentFormField('dontes.szavazatBeerkezesek.0', dontes)).toBe('dontes.szavazatBeerkezesek.1.beerkezes');
    // The whole list (a member who voted without a day): the first voting member's empty row.
    expect(amendmentFormField('dontes.szavazatBeerkezesek', dontes)).toBe('dontes.szavazatBeerkezesek.0.beerkezes');
    dontes.jelenlevok = ['2'];
    dontes.szavazatBeerkezesek[1]!.beerkezes = null;
    expect(amendmentFormField('dontes.szavazatBeerkezesek', dontes)).toBe('dontes.szavazatBeerkezesek.1.beerkezes');
    expect(amendmentFormField('dontes.szavazasiHatarido', dontes)).toBe('dontes.szavazasiHatarido');
  });
});

describe('share transfers, capital increase and business year in the amendment data', () => {
  const registered = company(
    [
      [1, 'Kiss Anna'],
      [2, 'Nagy Béla'],
    ],
    [[1, 'Kiss Anna']],
  );
  const filled = (changed: CompanyInput = registered) => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.keltezesHelye = 'Budapest';
    values.dontes.jegyzokonyvvezeto = 'Dr. Kiss Anna';
    return values;
  };
  const parsed = (values: AmendmentFormValues) => {
    const result = parseWith(amendmentDataSchema, toAmendmentData(values, membersOf(registered)));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    return result.value;
  };

  it('sends no transfer as [], and neither a capital increase nor a business-year change when nothing asks', () => {
    const values = filled();
    expect(values.uzletreszAtruhazasok).toEqual([]);
    expect(values.tokeemeles).toBeNull();
    expect(values.uzletiEvValtozas).toBeNull();
    const data = toAmendmentData(values, membersOf(registered));
    expect(data.uzletreszAtruhazasok).toEqual([]);
    expect(data).not.toHaveProperty('tokeemeles');
    expect(data).not.toHaveProperty('uzletiEvValtozas');
    expect(parsed(values).uzletreszAtruhazasok).toEqual([]);
  });

  it('sends a partial sale to the other member with member references the schema accepts', () => {
    const values = filled();
    const buyer = memberBuyers(registered).find((member) => member.id === '2')!;
    values.uzletreszAtruhazasok = [
      {
        ...emptyTransfer(today),
        eladoTag: '1',
        vevoMarTag: true,
        vevo: buyer.vevo,
        nevertek: '600 000',
        vetelar: '900 000',
        fizetesiHatarido: '2026-12-15',
        eladoSzamlaszam: ' 11738008-20000000-00000000 ',
        szerzodesKelte: '2026-11-21',
        bejelentesKelte: '2026-11-25',
        ajanlatKozlese: '2026-11-01',
        elovasarlasiNyilatkozatok: [{ tag: '2', datum: '2026-11-10' }],
        hazastarsiHozzajarulas: { nev: 'Kiss Gábor' },
      },
    ];
    const [transfer] = parsed(values).uzletreszAtruhazasok;
    expect(transfer).toMatchObject({
      eladoTag: { id: '1' },
      vevo: { nev: 'Nagy Béla', lakohely: '1011 Budapest, Fő utca 1.', jogiSzemely: false },
      vevoMarTag: true,
      nevertek: 600_000,
      jogcim: 'ADASVETEL',
      vetelar: 900_000,
      fizetesiHatarido: '2026-12-15',
      eladoSzamlaszam: '11738008-20000000-00000000',
      tulajdonatszallas: 'ALAIRAS',
      szerzodesKelte: '2026-11-21',
      bejelentesKelte: '2026-11-25',
      ajanlatKozlese: '2026-11-01',
      elovasarlasiNyilatkozatok: [{ tag: { id: '2' }, datum: '2026-11-10' }],
      hazastarsiHozzajarulas: { nev: 'Kiss Gábor' },
    });
    expect(validateAmendmentForm(values)).toEqual({});
  });

  it('starts a transfer passing at signing, and says at the field when a share passing on payment comes too late', () => {
    expect(emptyTransfer(today).tulajdonatszallas).toBe('ALAIRAS');
    const values = filled();
    const sale = {
      ...emptyTransfer(today),
      eladoTag: '1',
      vevoMarTag: true,
      vevo: memberBuyers(registered).find((member) => member.id === '2')!.vevo,
      nevertek: '600 000',
      vetelar: '900 000',
      fizetesiHatarido: '2026-12-15',
    };
    values.uzletreszAtruhazasok = [sale];
    expect(validateAmendmentForm(values)).toEqual({});
    // The price falls due after the documents' date (today): the buyer is a member before acquiring the share.
    values.uzletreszAtruhazasok = [{ ...sale, tulajdonatszallas: 'VETELAR_MEGFIZETESE' }];
    expect(validateAmendmentForm(values)).toEqual({
      'uzletreszAtruhazasok.0.tulajdonatszallas':
        'A vételár határideje (2026. december 15.) későbbi, mint az okiratok kelte (2026. november 25.), így a vevő addig nem szerezheti meg az üzletrészt (Ptk. 3:168. § (2)). Válassza „A szerződés aláírásával” lehetőséget, vagy a vételár határidejét adja meg legkésőbb erre a napra.',
    });
    values.uzletreszAtruhazasok = [
      { ...sale, tulajdonatszallas: 'VETELAR_MEGFIZETESE', bejelentesKelte: '2026-11-24' },
    ];
    expect(validateAmendmentForm(values)['uzletreszAtruhazasok.0.tulajdonatszallas']).toContain(
      'későbbi, mint a szerzés bejelentése (2026. november 24.)',
    );
    // Paid by the notification, the share may pass on payment.
    values.uzletreszAtruhazasok = [
      {
        ...sale,
        tulajdonatszallas: 'VETELAR_MEGFIZETESE',
        bejelentesKelte: '2026-11-24',
        fizetesiHatarido: '2026-11-24',
      },
    ];
    expect(validateAmendmentForm(values)).toEqual({});
  });

  it('sends a gift to an outside legal entity without a price, and names what the transfer lacks', () => {
    const values = filled();
    values.uzletreszAtruhazasok = [
      {
        ...emptyTransfer(today),
        eladoTag: '2',
        jogcim: 'AJANDEKOZAS',
        vetelar: '500 000',
        fizetesiHatarido: '2026-12-15',
        nevertek: '1 500 000',
        vevo: {
          ...emptyBuyer(),
          nev: 'Gamma Kft.',
          lakohely: '4026 Debrecen, Piac utca 1.',
          jogiSzemely: true,
          cegjegyzekszam: '09-09-000001',
          kepviselo: 'Tóth Gábor ügyvezető',
        },
      },
    ];
    const [transfer] = parsed(values).uzletreszAtruhazasok;
    expect(transfer).toMatchObject({
      eladoTag: { id: '2' },
      jogcim: 'AJANDEKOZAS',
      vetelar: 0,
      vevo: { nev: 'Gamma Kft.', jogiSzemely: true, cegjegyzekszam: '09-09-000001' },
    });
    expect(transfer).not.toHaveProperty('fizetesiHatarido');
    expect(transfer!.hazastarsiHozzajarulas).toBeUndefined();
    // No notice date given: the notice is dated as the contract (the template's fallback).
    expect(transfer!.bejelentesKelte).toBeUndefined();

    values.uzletreszAtruhazasok = [{ ...emptyTransfer(today), szerzodesKelte: null }];
    expect(validateAmendmentForm(values)).toMatchObject({
      'uzletreszAtruhazasok.0.eladoTag': MEMBER_REQUIRED,
      'uzletreszAtruhazasok.0.vevo.nev': 'A vevő nevének megadása kötelező.',
      'uzletreszAtruhazasok.0.szerzodesKelte': 'Az átruházási szerződés keltének megadása kötelező.',
    });
  });

  it('starts a capital increase from the higher new capital, a row per grown and per new member', () => {
    const changed = company(
      [
        [1, 'Kiss Anna'],
        [2, 'Nagy Béla'],
        [3, 'Tóth Gábor'],
      ],
      [[1, 'Kiss Anna']],
    );
    (changed.tagok as { penzbetet: number }[])[0]!.penzbetet = 2_000_000;
    (changed.tagok as { penzbetet: number }[])[2]!.penzbetet = 1_000_000;
    const values = filled(changed);
    expect(values.tokeemeles).toEqual({
      osszeg: '1 500 000',
      hozzajarulasok: [
        { ...emptyContribution(null), hozzajarulo: '1', penzbeli: '500 000' },
        { ...emptyContribution(null), hozzajarulo: NEW_MEMBER, ujTag: 'Tóth Gábor', penzbeli: '1 000 000' },
      ],
      kijeloltSzemelyek: [],
      elsobbsegiJogNyilatkozatok: [],
    });
    values.tokeemeles!.hozzajarulasok.forEach((row) => (row.hatarido = '2027-01-31'));
    values.tokeemeles!.hozzajarulasok[1]!.csatlakozoNyilatkozat = true;
    values.tokeemeles!.hozzajarulasok[1]!.befizetve = true;
    values.tokeemeles!.kijeloltSzemelyek = ['Tóth Gábor', ' '];
    values.tokeemeles!.elsobbsegiJogNyilatkozatok = ['1', '2'];
    expect(parsed(values).tokeemeles).toEqual({
      osszeg: 1_500_000,
      hozzajarulasok: [
        {
          tag: { id: '1', nev: 'Kiss Anna' },
          penzbeli: 500_000,
          nemPenzbeli: 0,
          hatarido: '2027-01-31',
          mod: 'pénzforgalmi számla',
          csatlakozoNyilatkozat: false,
          befizetve: false,
        },
        {
          ujTag: 'Tóth Gábor',
          penzbeli: 1_000_000,
          nemPenzbeli: 0,
          hatarido: '2027-01-31',
          mod: 'pénzforgalmi számla',
          csatlakozoNyilatkozat: true,
          befizetve: true,
        },
      ],
      kijeloltSzemelyek: ['Tóth Gábor'],
      elsobbsegiJogNyilatkozatok: [{ id: '1' }, { id: '2' }],
    });
    values.tokeemeles!.hozzajarulasok[0]!.hatarido = null;
    expect(validateAmendmentForm(values)['tokeemeles.hozzajarulasok.0.hatarido']).toBe(
      'A befizetés határidejének megadása kötelező.',
    );
  });

  it('asks for the business-year change when the balance-sheet day differs from the registered one', () => {
    const changed = { ...registered, merlegForduloNap: '2026-06-30' } as CompanyInput;
    const values = filled(changed);
    expect(values.uzletiEvValtozas).toEqual({ ok: '', utolsoValtozasDatuma: null, konszolidaciosOk: false });
    values.uzletiEvValtozas = {
      ok: ' a szezonhoz igazodó üzleti év ',
      utolsoValtozasDatuma: null,
      konszolidaciosOk: true,
    };
    expect(parsed(values).uzletiEvValtozas).toEqual({ ok: 'a szezonhoz igazodó üzleti év', konszolidaciosOk: true });
    const again = initialAmendmentForm({ base: registered, changed, lawFirm, today, previous: values });
    expect(again.uzletiEvValtozas?.ok).toBe(' a szezonhoz igazodó üzleti év ');
  });
});

describe('a legal-entity member without a saved-person id (typed in on its card, or saved through the API)', () => {
  const file = holdingCaseFile;
  const registeredFile = file('registered');
  const korabbi = withoutHoldingId(registeredFile['tarsasag']);
  const uj = withoutHoldingId(file('changed'));
  const plan = (data: ReturnType<typeof toAmendmentData>) => {
    const parsed = parseAmendmentRequest({ ...data, bejegyzes: registeredFile['bejegyzes'], korabbi, uj });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    return createAmendmentRenderer(browserEngineOptions()).prepare(parsed.value);
  };
  const meeting = () => {
    const values = initialAmendmentForm({ base: korabbi, changed: uj, lawFirm, today: '2026-11-24' });
    values.keltezesHelye = 'Debrecen';
    values.dontes.helye = '4027 Debrecen, Böszörményi út 20.';
    values.dontes.jegyzokonyvvezeto = 'dr. Szabó Gergely';
    // the fixture's director change: Nagy Lajos recalled as of the amendment's effect
    values.hatalyNapja = '2026-12-01';
    values.ugyvezetoValtozas.megszunok[0]!.datum = '2026-12-01';
    return values;
  };

  it('attends, authenticates and votes at the meeting by its name, counted by the engine as a member present', () => {
    const values = meeting();
    const holding = `nev:${HOLDING}`;
    expect(values.dontes.jelenlevok).toEqual(['201', holding]);
    expect(values.dontes.hitelesito).toBe(holding);
    const subjects = plan(toAmendmentData(values, membersOf(korabbi))).plan.resolutions.map((r) => r.subject);
    values.dontes.egyhangu = false;
    values.dontes.szavazatok = Object.fromEntries(subjects.map((subject) => [subject, { [holding]: 'TARTOZKODAS' }]));
    const data = toAmendmentData(values, membersOf(korabbi));
    expect(data.dontes).toMatchObject({
      hitelesito: { nev: HOLDING },
      jelenlevok: [{ tag: { id: '201' } }, { tag: { nev: HOLDING } }],
    });
    expect((data.dontes.szavazasok as unknown[])[0]).toEqual({
      targy: subjects[0],
      igen: [{ id: '201' }],
      nem: [],
      tartozkodas: [{ nev: HOLDING }],
      nemSzavazhatott: [],
    });
    expect(parseWith(amendmentDataSchema, data).ok).toBe(true);
    expect(validateAmendmentForm(values)).toEqual({});
    const prepared = plan(data);
    expect(prepared.plan.voters.map((member) => member.nev)).toEqual(['Nagy Lajos', HOLDING]);
    expect(prepared.plan.present.map((member) => member.nev)).toEqual(['Nagy Lajos', HOLDING]);
    expect(prepared.plan.authenticator).not.toBeNull();
    expect(prepared.plan.resolutions[0]?.tally?.abstainNames).toEqual([HOLDING]);
    expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  it('sends the day its written vote arrived by its name (Ptk. 3:20. § (4))', () => {
    const values = meeting();
    values.dontes.mod = 'ULES_NELKULI';
    values.dontes.tervezetMegkuldese = '2026-11-10';
    values.dontes.datum = '2026-11-20';
    for (const row of values.dontes.szavazatBeerkezesek) row.beerkezes = '2026-11-20';
    const data = toAmendmentData(values, membersOf(korabbi));
    expect(data.dontes.szavazatBeerkezesek).toEqual([
      { tag: { id: '201' }, beerkezes: '2026-11-20' },
      { tag: { nev: HOLDING }, beerkezes: '2026-11-20' },
    ]);
    expect(parseWith(amendmentDataSchema, data).ok).toBe(true);
    const prepared = plan(data);
    expect(prepared.plan.present.map((member) => member.nev)).toEqual(['Nagy Lajos', HOLDING]);
    expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  });
});
