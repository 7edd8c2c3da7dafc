import type { CompanyInput } from '@cegdok/engine';
import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import type { AmendmentFormValues } from '../rules/amendment-form-values.ts';
import { emptyTransfer, memberBuyers } from '../rules/amendment-transfer-values.ts';
import { AmendmentTransfersFieldset } from './amendment-transfers-fieldset.tsx';

const bence = { id: 5, nev: 'Kovács Bence', lakohely: '6720 Szeged, Kárász utca 5.', szuletesiIdo: '2014-02-03' };
const representative = {
  nev: 'Kovács Béla',
  minoseg: 'SZULO',
  szuletesiIdo: '1982-01-01',
  anyjaNeve: 'Kiss Ilona',
  lakohely: '6720 Szeged, Kárász utca 5.',
};
/** Step 1's new state: the outside buyer is a new member, his legal representative entered on his card. */
const changed = {
  tagok: [
    { szemely: { id: 1 }, nev: 'Nagy Lajos', lakohely: '4027 Debrecen, Böszörményi út 20.', penzbetet: 1_200_000 },
    { ...bence, szemely: { id: 5 }, penzbetet: 600_000, torvenyesKepviselok: [representative] },
  ],
} as unknown as CompanyInput;

function Harness({ onValues }: { onValues: (values: AmendmentFormValues) => void }) {
  const form = useForm<AmendmentFormValues>({
    initialValues: {
      uzletreszAtruhazasok: [{ ...emptyTransfer('2026-11-27'), eladoTag: '1' }],
    } as unknown as AmendmentFormValues,
  });
  onValues(form.values);
  return (
    <AmendmentTransfersFieldset
      form={form}
      members={[{ id: '1', nev: 'Nagy Lajos' }]}
      buyers={[]}
      newMembers={memberBuyers(changed)}
      persons={[bence]}
      today="2026-11-27"
    />
  );
}

describe('AmendmentTransfersFieldset', () => {
  it('fills an outside buyer picked among the saved persons from his new member card, with his legal representative', async () => {
    let values: AmendmentFormValues | undefined;
    const { user } = renderWithProviders(<Harness onValues={(v) => (values = v)} />);
    await user.click(
      screen.getByRole('combobox', { name: 'A vevő adatainak kitöltése egy mentett személy adataival' }),
    );
    await user.click(await screen.findByRole('option', { name: /Kovács Bence/ }));
    const fieldset = await screen.findByRole('group', { name: 'Kovács Bence: törvényes képviselő' });
    expect(within(fieldset).getByLabelText(/A törvényes képviselő neve/)).toHaveValue('Kovács Béla');
    expect(values!.uzletreszAtruhazasok[0]!.vevo).toMatchObject({
      nev: 'Kovács Bence',
      torvenyesKepviselok: [{ nev: 'Kovács Béla', minoseg: 'SZULO', anyjaNeve: 'Kiss Ilona' }],
    });
  });

  it('takes a legal-entity buyer’s joint co-representative in a labelled, described field (decision 041)', async () => {
    let values: AmendmentFormValues | undefined;
    const { user } = renderWithProviders(<Harness onValues={(v) => (values = v)} />);
    expect(screen.queryByLabelText('A vevő együttes képviselője')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'A vevő jogi személy (gazdasági társaság)' }));
    const joint = screen.getByRole('textbox', { name: 'A vevő együttes képviselője' });
    expect(joint).toHaveAccessibleDescription(/együttesen más is képviseli/);
    await user.type(joint, 'Kiss Tamás ügyvezető');
    expect(values!.uzletreszAtruhazasok[0]!.vevo.egyuttesKepviselo).toBe('Kiss Tamás ügyvezető');
  });
});
