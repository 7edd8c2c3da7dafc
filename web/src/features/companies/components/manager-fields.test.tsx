import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { emptyCompanyForm, type CompanyFormValues } from '../rules/company-form-values.ts';
import { ManagerFields } from './manager-fields.tsx';

const szalai = { id: 3, nev: 'Szalai Bence', lakohely: '1137 Budapest, Pozsonyi út 38.' };

function Harness() {
  const form = useForm<CompanyFormValues>({ initialValues: emptyCompanyForm() });
  return <ManagerFields form={form} persons={[szalai]} />;
}

describe('ManagerFields: the focus when the cégvezető is set or removed', () => {
  it('goes to his name after Cégvezető megadása kézzel, and back to the picker after Cégvezető eltávolítása', async () => {
    const { user } = renderWithProviders(<Harness />);
    // The button is replaced by the card: the focus fell to the page's body.
    await user.click(screen.getByRole('button', { name: 'Cégvezető megadása kézzel' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^A cégvezető neve/ })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cégvezető eltávolítása' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Cégvezető kiválasztása a személyek közül' })).toHaveFocus(),
    );
  });

  it('goes to his name when he is picked from the saved persons', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Cégvezető kiválasztása a személyek közül' }));
    await user.click(await screen.findByRole('option', { name: /Szalai Bence/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^A cégvezető neve/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^A cégvezető neve/ })).toHaveValue('Szalai Bence');
  });
});
