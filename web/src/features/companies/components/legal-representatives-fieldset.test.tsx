import { useForm } from '@mantine/form';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedCompany } from '../../../api/companies.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  emptyCompanyForm,
  toCompanyForm,
  toCompanyInput,
  type CompanyFormValues,
  type MemberFormValues,
} from '../rules/company-form-values.ts';
import { emptyLegalRepresentative } from '../rules/legal-representative-values.ts';
import { memberFromPerson } from '../rules/member-rules.ts';
import { validateCompanyForm } from '../rules/validate-company-form.ts';
import {
  ADD_REPRESENTATIVE_LABEL,
  CAPACITY_REQUIRED,
  LegalRepresentativesFieldset,
  REPRESENTATIVES_LEGEND,
} from './legal-representatives-fieldset.tsx';

const TODAY = '2026-11-27';

/** The members of the API body the form saves. */
const savedMembers = (values: CompanyFormValues) => toCompanyInput(values).tagok as { torvenyesKepviselok?: unknown }[];

function member(szuletesiIdo: string | undefined): MemberFormValues {
  return memberFromPerson({ id: 7, nev: 'Kis Bence', lakohely: '4026 Debrecen, Bethlen utca 14.', szuletesiIdo });
}

/** The fieldset on a form of one member; `onValues` sees the API body after each render. */
function Harness({ initial, onInput }: { initial: MemberFormValues; onInput: (values: CompanyFormValues) => void }) {
  const form = useForm<CompanyFormValues>({ initialValues: { ...emptyCompanyForm(), tagok: [initial] } });
  onInput(form.values);
  return <LegalRepresentativesFieldset form={form} index={0} today={TODAY} />;
}

describe('LegalRepresentativesFieldset', () => {
  it('is not shown for an adult member or a member without a birth date', () => {
    renderWithProviders(<Harness initial={member('1990-01-01')} onInput={() => {}} />);
    expect(screen.queryByText(REPRESENTATIVES_LEGEND)).toBeNull();
    renderWithProviders(<Harness initial={member(undefined)} onInput={() => {}} />);
    expect(screen.queryByText(REPRESENTATIVES_LEGEND)).toBeNull();
  });

  it('asks for the representative of a child under fourteen, and saves the one entered', async () => {
    let values: CompanyFormValues | undefined;
    const { user } = renderWithProviders(<Harness initial={member('2015-04-10')} onInput={(v) => (values = v)} />);
    const fieldset = await screen.findByRole('group', { name: 'Kis Bence: törvényes képviselő' });
    expect(
      within(fieldset).getByText(/nevében törvényes képviselője jár el és ír alá \(Ptk\. 2:14\. § \(1\)\)/),
    ).toBeTruthy();
    await user.click(within(fieldset).getByRole('button', { name: ADD_REPRESENTATIVE_LABEL }));
    await user.type(within(fieldset).getByLabelText(/A törvényes képviselő neve/), 'Nagy Lajos');
    await user.click(within(fieldset).getAllByLabelText(/Minősége/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Szülő' }));
    expect(savedMembers(values!)[0]).toMatchObject({
      torvenyesKepviselok: [{ nev: 'Nagy Lajos', minoseg: 'SZULO' }],
    });
    // two parents at most (Ptk. 4:164. § (1))
    await user.click(within(fieldset).getByRole('button', { name: ADD_REPRESENTATIVE_LABEL }));
    expect(within(fieldset).queryByRole('button', { name: ADD_REPRESENTATIVE_LABEL })).toBeNull();
  });

  it('asks for a capacity not chosen in the select’s words, not with the request’s codes', async () => {
    function Validated() {
      const form = useForm<CompanyFormValues>({
        initialValues: { ...emptyCompanyForm(), tagok: [member('2015-04-10')] },
        validate: validateCompanyForm,
        validateInputOnBlur: true,
      });
      return <LegalRepresentativesFieldset form={form} index={0} today={TODAY} />;
    }
    const { user } = renderWithProviders(<Validated />);
    const fieldset = await screen.findByRole('group', { name: 'Kis Bence: törvényes képviselő' });
    await user.click(within(fieldset).getByRole('button', { name: ADD_REPRESENTATIVE_LABEL }));
    await user.type(within(fieldset).getByLabelText(/A törvényes képviselő neve/), 'Nagy Lajos');
    await user.tab();
    await user.tab();
    const capacity = within(fieldset).getAllByLabelText(/Minősége/)[0]!;
    await waitFor(() => expect(capacity).toHaveAccessibleDescription(CAPACITY_REQUIRED));
    expect(fieldset.textContent).not.toMatch(/SZULO|GYAM/);
  });

  it('moves the focus by keyboard to the new representative’s name, and back to the add button on removal', async () => {
    const { user } = renderWithProviders(<Harness initial={member('2015-04-10')} onInput={() => {}} />);
    const fieldset = await screen.findByRole('group', { name: 'Kis Bence: törvényes képviselő' });
    within(fieldset).getByRole('button', { name: ADD_REPRESENTATIVE_LABEL }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(fieldset).getByLabelText(/A törvényes képviselő neve/)).toHaveFocus());
    // Named by the representative, or by its place while his name is empty.
    within(fieldset).getByRole('button', { name: 'Eltávolítás: 1. törvényes képviselő' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(fieldset).getByRole('button', { name: ADD_REPRESENTATIVE_LABEL })).toHaveFocus());
  });

  it('asks each representative whether he understands Hungarian, and saves a foreign parent’s answer (decision 031)', async () => {
    let values: CompanyFormValues | undefined;
    const parents = {
      ...member('2015-04-10'),
      torvenyesKepviselok: [
        { ...emptyLegalRepresentative(), nev: 'Anna Berger', minoseg: 'SZULO' as const },
        { ...emptyLegalRepresentative(), nev: 'Berger Tamás', minoseg: 'SZULO' as const },
      ],
    };
    const { user } = renderWithProviders(<Harness initial={parents} onInput={(v) => (values = v)} />);
    const row = (position: number) =>
      document.querySelector<HTMLElement>(`[data-path="tagok.0.torvenyesKepviselok.${position}"]`)!;
    expect(within(row(0)).getByRole('radiogroup', { name: 'Érti-e a magyar nyelvet?' })).toBeTruthy();
    expect(within(row(1)).getByRole('radiogroup', { name: 'Érti-e a magyar nyelvet?' })).toBeTruthy();
    // no citizenship is asked of a representative, so no warning either
    expect(screen.queryByText(/Nem magyar állampolgár/)).toBeNull();
    expect(within(row(0)).queryByLabelText(/A magyarázat nyelve/)).toBeNull();

    await user.click(within(row(0)).getByLabelText(/Nem érti/));
    await user.type(within(row(0)).getByLabelText(/A magyarázat nyelve/), 'német');
    await user.type(within(row(0)).getByLabelText(/A tolmács neve/), 'Kiss Éva');
    await user.type(within(row(0)).getByLabelText(/A tolmács azonosító adatai/), 'lakcím: Debrecen');
    await user.click(within(row(1)).getByLabelText(/Igen, érti/));
    expect(savedMembers(values!)[0]!.torvenyesKepviselok).toEqual([
      {
        nev: 'Anna Berger',
        minoseg: 'SZULO',
        nemErtiMagyarul: true,
        magyarazatNyelve: 'német',
        tolmacsNeve: 'Kiss Éva',
        tolmacsAzonosito: 'lakcím: Debrecen',
      },
      { nev: 'Berger Tamás', minoseg: 'SZULO', nemErtiMagyarul: false },
    ]);
    // the saved answers come back into the form
    expect(
      toCompanyForm({ ...toCompanyInput(values!), id: 1, modifiedAt: '' } as SavedCompany).tagok[0]!
        .torvenyesKepviselok[0],
    ).toMatchObject({
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
      tolmacsNeve: 'Kiss Éva',
      tolmacsAzonosito: 'lakcím: Debrecen',
    });
  });

  it('tells a fifteen-year-old’s representative that the minor signs with the consent', async () => {
    renderWithProviders(<Harness initial={member('2011-09-30')} onInput={() => {}} />);
    expect(await screen.findByText(/maga ír alá, törvényes képviselője az aláírásával hozzájárul/)).toBeTruthy();
  });

  it('keeps a representative of a member who is of age visible, so that it can be removed', async () => {
    let values: CompanyFormValues | undefined;
    const adult = {
      ...member('1990-01-01'),
      torvenyesKepviselok: [{ ...emptyLegalRepresentative(), nev: 'Nagy Lajos', minoseg: 'SZULO' as const }],
    };
    const { user } = renderWithProviders(<Harness initial={adult} onInput={(v) => (values = v)} />);
    const fieldset = await screen.findByRole('group', { name: 'Kis Bence: törvényes képviselő' });
    expect(within(fieldset).getByText(/Nagykorú tagnak nincs törvényes képviselője/)).toBeTruthy();
    await user.click(within(fieldset).getByRole('button', { name: 'Eltávolítás: Nagy Lajos' }));
    expect(savedMembers(values!)[0]!.torvenyesKepviselok).toBeUndefined();
  });
});
