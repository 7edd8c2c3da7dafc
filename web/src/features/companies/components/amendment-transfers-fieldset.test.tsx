import type { CompanyInput } from '@cegdok/engine';
import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import type { AmendmentFormValues } from '../rules/amendment-form-values.ts';
import {
  buyerFromPerson,
  emptyTransfer,
  memberBuyers,
  toTransferData,
  type BuyerFormValues,
} from '../rules/amendment-transfer-values.ts';
import {
  ADD_JOINT_REPRESENTATIVE,
  JOINT_REPRESENTATIVE_LABEL,
  LEGAL_ENTITY_LANGUAGE_QUESTION,
} from './legal-entity-member-fields.tsx';
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

function Harness({
  onValues,
  vevo,
  errors,
}: {
  onValues: (values: AmendmentFormValues) => void;
  vevo?: BuyerFormValues;
  errors?: Record<string, string>;
}) {
  const transfer = emptyTransfer('2026-11-27');
  const form = useForm<AmendmentFormValues>({
    initialValues: {
      uzletreszAtruhazasok: [{ ...transfer, eladoTag: '1', vevo: vevo ?? transfer.vevo }],
    } as unknown as AmendmentFormValues,
    initialErrors: errors ?? {},
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

  it('takes up to two joint co-representatives of a legal-entity buyer, as a legal-entity member’s (decision 041)', async () => {
    let values: AmendmentFormValues | undefined;
    const { user } = renderWithProviders(<Harness onValues={(v) => (values = v)} />);
    expect(screen.queryByRole('button', { name: ADD_JOINT_REPRESENTATIVE })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'A vevő jogi személy (gazdasági társaság)' }));
    const add = screen.getByRole('button', { name: ADD_JOINT_REPRESENTATIVE });
    expect(add).toHaveAccessibleDescription(/együttesen képviseli/);
    await user.click(add);
    await user.type(screen.getByRole('textbox', { name: `1. ${JOINT_REPRESENTATIVE_LABEL}` }), 'Kiss Tamás ügyvezető');
    await user.click(screen.getByRole('button', { name: ADD_JOINT_REPRESENTATIVE }));
    await user.type(screen.getByRole('textbox', { name: `2. ${JOINT_REPRESENTATIVE_LABEL}` }), 'Nagy Éva ügyvezető');
    expect(values!.uzletreszAtruhazasok[0]!.vevo.egyuttesKepviselok).toEqual([
      'Kiss Tamás ügyvezető',
      'Nagy Éva ügyvezető',
    ]);
    // the engine takes two at most: no third is offered
    expect(screen.queryByRole('button', { name: ADD_JOINT_REPRESENTATIVE })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Eltávolítás: 1. együttes képviselő' }));
    expect(values!.uzletreszAtruhazasok[0]!.vevo.egyuttesKepviselok).toEqual(['Nagy Éva ügyvezető']);
    expect(screen.getByRole('button', { name: ADD_JOINT_REPRESENTATIVE })).toBeInTheDocument();
  });

  it('asks whether a legal-entity buyer’s representatives understand Hungarian, as a legal-entity member’s', async () => {
    let values: AmendmentFormValues | undefined;
    const { user } = renderWithProviders(<Harness onValues={(v) => (values = v)} />);
    await user.click(screen.getByRole('checkbox', { name: 'A vevő jogi személy (gazdasági társaság)' }));
    const question = screen.getByRole('radiogroup', { name: LEGAL_ENTITY_LANGUAGE_QUESTION });
    await user.click(within(question).getByRole('radio', { name: /Nem érti/ }));
    await user.type(screen.getByRole('textbox', { name: /A magyarázat nyelve/ }), 'angol');
    const sent = toTransferData(values!.uzletreszAtruhazasok) as { vevo: Record<string, unknown> }[];
    expect(sent[0]!.vevo).toMatchObject({ jogiSzemely: true, nemErtiMagyarul: true, magyarazatNyelve: 'angol' });
  });

  it('shows both co-representatives of a buyer opened with two, and sends both', () => {
    const vevo = buyerFromPerson({
      nev: 'Tiszatáj Holding Kft.',
      lakohely: '6720 Szeged, Kárász utca 1.',
      jogiSzemely: true,
      cegjegyzekszam: '06-09-000742',
      kepviselo: 'Mészáros Nóra ügyvezető',
      egyuttesKepviselok: ['Kiss Tamás ügyvezető', 'Nagy Éva ügyvezető'],
    });
    let values: AmendmentFormValues | undefined;
    renderWithProviders(<Harness onValues={(v) => (values = v)} vevo={vevo} />);
    expect(screen.getByRole('textbox', { name: `1. ${JOINT_REPRESENTATIVE_LABEL}` })).toHaveValue(
      'Kiss Tamás ügyvezető',
    );
    expect(screen.getByRole('textbox', { name: `2. ${JOINT_REPRESENTATIVE_LABEL}` })).toHaveValue('Nagy Éva ügyvezető');
    const sent = toTransferData(values!.uzletreszAtruhazasok) as { vevo: { egyuttesKepviselok?: string[] } }[];
    expect(sent[0]!.vevo.egyuttesKepviselok).toEqual(['Kiss Tamás ügyvezető', 'Nagy Éva ügyvezető']);
  });

  it('shows the engine’s finding on the co-representatives’ list below it', () => {
    const vevo = { ...buyerFromPerson({ nev: 'Tiszatáj Holding Kft.', jogiSzemely: true }), egyuttesKepviselok: ['x'] };
    renderWithProviders(
      <Harness
        onValues={() => undefined}
        vevo={vevo}
        errors={{
          'uzletreszAtruhazasok.0.vevo.egyuttesKepviselok': 'Együttes képviselő csak a képviselővel adható meg.',
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Együttes képviselő csak a képviselővel adható meg.');
  });
});
