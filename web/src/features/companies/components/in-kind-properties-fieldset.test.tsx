import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedCompany } from '../../../api/companies.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  emptyCompanyForm,
  toCompanyForm,
  toCompanyInput,
  type CompanyFormValues,
} from '../rules/company-form-values.ts';
import { memberFromPerson } from '../rules/member-rules.ts';
import {
  ADD_IN_KIND_PROPERTY,
  IN_KIND_PROPERTIES_LEGEND,
  InKindPropertiesFieldset,
} from './in-kind-properties-fieldset.tsx';

const member = () =>
  memberFromPerson({ id: 7, nev: 'Lendvai Pál', lakohely: '8200 Veszprém, Óváros tér 3.', szuletesiIdo: '1965-05-05' });

/** The first member as sent (the schema's input type leaves a preprocessed list unknown). */
const firstMember = (input: unknown) => (input as { tagok: Record<string, unknown>[] }).tagok[0]!;

function Harness({ onInput }: { onInput: (values: CompanyFormValues) => void }) {
  const form = useForm<CompanyFormValues>({ initialValues: { ...emptyCompanyForm(), tagok: [member()] } });
  onInput(form.values);
  return <InKindPropertiesFieldset form={form} index={0} />;
}

describe('InKindPropertiesFieldset (decision 081)', () => {
  it('saves the property entered, the share left empty as not given', async () => {
    let values: CompanyFormValues | undefined;
    const { user } = renderWithProviders(<Harness onInput={(v) => (values = v)} />);
    const fieldset = await screen.findByRole('group', { name: IN_KIND_PROPERTIES_LEGEND });
    expect(firstMember(toCompanyInput(values!))['nemPenzbeliIngatlanok']).toBeUndefined();
    await user.click(within(fieldset).getByRole('button', { name: ADD_IN_KIND_PROPERTY }));
    await user.type(within(fieldset).getByLabelText(/1\. ingatlan települése/), 'Veszprém');
    await user.type(within(fieldset).getByLabelText(/Helyrajzi szám/), '3456/7');
    expect(firstMember(toCompanyInput(values!))['nemPenzbeliIngatlanok']).toEqual([
      { telepules: 'Veszprém', helyrajziSzam: '3456/7', tulajdoniHanyad: undefined },
    ]);
  });

  it('opens a saved property in the form and saves it back unchanged', () => {
    const saved = {
      ...toCompanyInput(emptyCompanyForm()),
      tagok: [
        {
          nev: 'Lendvai Pál',
          lakohely: '8200 Veszprém, Óváros tér 3.',
          penzbetet: 0,
          nemPenzbeliBetet: 20_000_000,
          nemPenzbeliIngatlanok: [{ telepules: 'Veszprém', helyrajziSzam: '3456/7', tulajdoniHanyad: '1/1' }],
        },
      ],
      id: 1,
    } as unknown as SavedCompany;
    const form = toCompanyForm(saved);
    expect(form.tagok[0]!.nemPenzbeliIngatlanok).toEqual([
      { telepules: 'Veszprém', helyrajziSzam: '3456/7', tulajdoniHanyad: '1/1' },
    ]);
    expect(firstMember(toCompanyInput(form))['nemPenzbeliIngatlanok']).toEqual([
      { telepules: 'Veszprém', helyrajziSzam: '3456/7', tulajdoniHanyad: '1/1' },
    ]);
  });
});
