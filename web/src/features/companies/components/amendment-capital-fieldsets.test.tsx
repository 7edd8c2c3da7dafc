import type { CompanyInput } from '@cegdok/engine';
import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { emptyContribution, toCapitalIncreaseData } from '../rules/amendment-capital-values.ts';
import type { AmendmentFormValues } from '../rules/amendment-form-values.ts';
import { CapitalIncreaseFieldset, IN_KIND_NOT_HANDLED } from './amendment-capital-fieldsets.tsx';

const member = (id: string, nev: string, penzbetet: number) => ({
  szemely: { id },
  nev,
  penzbetet,
  nemPenzbeliBetet: 0,
});
const base = { tagok: [member('1', 'Kiss Anna', 3_000_000)] } as unknown as CompanyInput;
const changed = { tagok: [member('1', 'Kiss Anna', 4_000_000)] } as unknown as CompanyInput;

function Harness({ nemPenzbeli }: { nemPenzbeli: string }) {
  const form = useForm<AmendmentFormValues>({
    initialValues: {
      uzletreszAtruhazasok: [],
      tokeemeles: {
        osszeg: '1000000',
        hozzajarulasok: [{ ...emptyContribution('2027-01-31'), hozzajarulo: '1', penzbeli: '600000', nemPenzbeli }],
        kijeloltSzemelyek: [],
        elsobbsegiJogNyilatkozatok: [],
      },
    } as unknown as AmendmentFormValues,
  });
  return (
    <>
      <CapitalIncreaseFieldset form={form} members={[{ id: '1', nev: 'Kiss Anna' }]} base={base} changed={changed} />
      <output data-testid="in-kind">{form.values.tokeemeles?.hozzajarulasok[0]?.nemPenzbeli}</output>
      <output data-testid="paid">{JSON.stringify(form.values.tokeemeles?.hozzajarulasok[0]?.befizetve)}</output>
    </>
  );
}

describe('CapitalIncreaseFieldset', () => {
  it('asks for no in-kind amount, and says under its legend that an in-kind increase is not handled and what to do', () => {
    renderWithProviders(<Harness nemPenzbeli="" />);
    const fieldset = screen.getByRole('group', { name: 'Törzstőke-emelés' });
    expect(within(fieldset).getByLabelText('Pénzbeli hozzájárulás')).toBeInTheDocument();
    expect(within(fieldset).queryByLabelText(/Nem pénzbeli/)).toBeNull();
    expect(fieldset).toHaveAccessibleDescription(IN_KIND_NOT_HANDLED);
    expect(IN_KIND_NOT_HANDLED).toMatch(/a programon kívül kell elkészíteni/);
    expect(screen.queryByText(/^Nem pénzbeli hozzájárulás:/)).toBeNull();
  });

  it('shows an in-kind amount a row still holds instead of dropping it, and clears it on the lawyer’s word', async () => {
    const { user } = renderWithProviders(<Harness nemPenzbeli="400 000" />);
    expect(screen.getByText('Nem pénzbeli hozzájárulás: 400 000 Ft')).toBeInTheDocument();
    expect(screen.getByTestId('in-kind')).toHaveTextContent('400 000');
    await user.click(screen.getByRole('button', { name: 'Nem pénzbeli összeg törlése' }));
    expect(screen.getByTestId('in-kind')).toBeEmptyDOMElement();
    expect(screen.queryByText(/^Nem pénzbeli hozzájárulás:/)).toBeNull();
  });

  it("has a checkbox at each contribution for an increment paid by the documents' date, unticked, sent as befizetve", async () => {
    const { user } = renderWithProviders(<Harness nemPenzbeli="" />);
    const row = screen.getByRole('region', { name: '1. vagyoni hozzájárulás' });
    const paid = within(row).getByRole('checkbox', { name: 'A hozzájárulást az okiratok keltéig befizette' });
    expect(paid).not.toBeChecked();
    expect(screen.getByTestId('paid')).toHaveTextContent('false');
    await user.click(paid);
    expect(paid).toBeChecked();
    expect(screen.getByTestId('paid')).toHaveTextContent('true');
    const increase = {
      osszeg: '1000000',
      hozzajarulasok: [{ ...emptyContribution('2027-01-31'), hozzajarulo: '1', penzbeli: '1000000', befizetve: true }],
      kijeloltSzemelyek: [],
      elsobbsegiJogNyilatkozatok: [],
    };
    const data = toCapitalIncreaseData(increase, [{ id: '1', nev: 'Kiss Anna' }]) as { hozzajarulasok: unknown[] };
    expect(data.hozzajarulasok[0]).toMatchObject({ befizetve: true });
  });

  it('groups a typed amount by thousands as the members’ contributions are, and leaves what is not an amount as typed', async () => {
    const { user } = renderWithProviders(<Harness nemPenzbeli="" />);
    const increase = screen.getByLabelText(/^Az emelés összege/);
    await user.clear(increase);
    await user.type(increase, '1500000');
    expect(increase).toHaveValue('1 500 000');
    const cash = screen.getByLabelText('Pénzbeli hozzájárulás');
    await user.clear(cash);
    await user.type(cash, '75000o');
    expect(cash).toHaveValue('75 000o');
  });
});
