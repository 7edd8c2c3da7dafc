import type { CompanyInput } from '@cegdok/engine';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { initialAmendmentForm, toAmendmentData, type AmendmentFormValues } from '../rules/amendment-form-values.ts';
import {
  AUTHORITY_ADDRESS_CHANGE_LABEL,
  AuthorityAddressChangeFieldset,
} from './amendment-address-change-fieldset.tsx';

const registered = {
  nev: 'Alfa',
  szekhely: '1011 Budapest, Fő utca 1.',
  tagok: [{ szemely: { id: 1 }, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.', penzbetet: 3_000_000 }],
  ugyvezetok: [],
} as unknown as CompanyInput;
const lawFirm = {
  nev: 'Dr. Kiss Ügyvédi Iroda',
  szekhely: '1052 Budapest, Váci utca 2.',
  ugyvedNeve: 'Dr. Kiss Anna',
  kasz: '1',
};

function Harness({ changed }: { changed: CompanyInput }) {
  const form = useForm<AmendmentFormValues>({
    initialValues: initialAmendmentForm({ base: registered, changed, lawFirm, today: '2026-11-25' }),
  });
  return (
    <>
      <AuthorityAddressChangeFieldset form={form} />
      <output data-testid="sent">{JSON.stringify(toAmendmentData(form.values, []).allamiCimvaltozas ?? null)}</output>
    </>
  );
}

const sent = () => JSON.parse(screen.getByTestId('sent').textContent ?? 'null') as unknown;

describe('AuthorityAddressChangeFieldset (Ctv. 53. § (1); decision 114)', () => {
  it('is not asked when no address changes', () => {
    renderWithProviders(<Harness changed={registered} />);
    expect(screen.queryByRole('checkbox', { name: AUTHORITY_ADDRESS_CHANGE_LABEL })).toBeNull();
  });

  it('asks whether a state or municipal decision renamed the changed seat, and sends the decision only when ticked', async () => {
    const { user } = renderWithProviders(
      <Harness changed={{ ...(registered as object), szekhely: '1011 Budapest, Fő tér 1.' } as CompanyInput} />,
    );
    const box = screen.getByRole('checkbox', { name: AUTHORITY_ADDRESS_CHANGE_LABEL });
    expect(sent()).toBeNull();
    await user.click(box);
    await user.type(screen.getByRole('textbox', { name: /A címváltozást elrendelő döntés/ }), 'Rendelet 12/2026.');
    expect(sent()).toEqual({ dontes: 'Rendelet 12/2026.', datum: '' });
    await user.click(box);
    expect(sent()).toBeNull();
  });
});
