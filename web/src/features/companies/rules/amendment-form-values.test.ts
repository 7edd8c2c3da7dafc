import { amendmentDataSchema, parseWith, type CompanyInput } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import {
  CHAIR_REQUIRED,
  directorChanges,
  initialAmendmentForm,
  KASZ_REQUIRED,
  KEEPER_REQUIRED,
  toAmendmentData,
  validateAmendmentForm,
} from './amendment-form-values.ts';

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

  it('answers amendment data the engine’s schema accepts, members referenced by their saved ids', () => {
    const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
    values.keltezesHelye = 'Budapest';
    values.dontes.jegyzokonyvvezeto = 'Dr. Kiss Anna';
    const data = toAmendmentData(values);
    expect(data.dontes).toMatchObject({
      hitelesito: { id: '2' },
      jelenlevok: [{ tag: { id: '1' } }, { tag: { id: '2' } }],
    });
    expect(parseWith(amendmentDataSchema, data).ok).toBe(true);
    expect(validateAmendmentForm(values)).toEqual({});
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
    expect(toAmendmentData(values).dontes).not.toHaveProperty('osszehivas');
  });
});
