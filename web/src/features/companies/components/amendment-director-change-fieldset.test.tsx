import type { CompanyInput } from '@cegdok/engine';
import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { initialAmendmentForm, toAmendmentData, type AmendmentFormValues } from '../rules/amendment-form-values.ts';
import { DirectorChangeFieldset } from './amendment-director-change-fieldset.tsx';

const COMMUNICATED = 'A lemondás közlésének napja (Kiss Anna)';

const person = (id: number, nev: string) => ({ szemely: { id }, nev, lakohely: '1011 Budapest, Fő utca 1.' });
const company = (director: [number, string]) =>
  ({
    nev: 'Alfa',
    szekhely: '1011 Budapest, Fő utca 1.',
    tagok: [{ ...person(1, 'Kiss Anna'), penzbetet: 3_000_000, nemPenzbeliBetet: 0 }],
    ugyvezetok: [{ ...person(...director), cegjegyzesiJogTipus: 'ONALLO' }],
  }) as unknown as CompanyInput;
const lawFirm = {
  nev: 'Dr. Kiss Ügyvédi Iroda',
  szekhely: '1052 Budapest, Váci utca 2.',
  ugyvedNeve: 'Dr. Kiss Anna',
  kasz: '1',
};

// Kiss Anna's mandate ends, Kovács Péter is elected; a day of communication was entered under a resignation before
function Harness() {
  const initial = initialAmendmentForm({
    base: company([1, 'Kiss Anna']),
    changed: company([3, 'Kovács Péter']),
    lawFirm,
    today: '2026-11-25',
  });
  initial.ugyvezetoValtozas.megszunok[0] = {
    nev: 'Kiss Anna',
    ok: 'VISSZAHIVAS',
    datum: '2026-12-01',
    lemondasKozlese: '2026-11-05',
  };
  const form = useForm<AmendmentFormValues>({ initialValues: initial });
  const data = toAmendmentData(form.values, []) as { ugyvezetoValtozas?: { megszunok: unknown[] } };
  return (
    <>
      <DirectorChangeFieldset form={form} />
      <output data-testid="sent">{JSON.stringify(data.ugyvezetoValtozas?.megszunok[0] ?? null)}</output>
    </>
  );
}

/** What the request would carry for Kiss Anna. */
function sent() {
  return JSON.parse(screen.getByTestId('sent').textContent ?? 'null') as Record<string, unknown>;
}

describe('DirectorChangeFieldset', () => {
  it('asks the day a resignation was communicated only under a resignation, and sends it only then', async () => {
    const { user } = renderWithProviders(<Harness />);
    const fieldset = screen.getByRole('group', { name: 'Ügyvezetők változása' });
    expect(within(fieldset).queryByLabelText(COMMUNICATED)).toBeNull();
    expect(sent()).toEqual({ nev: 'Kiss Anna', ok: 'VISSZAHIVAS', datum: '2026-12-01' });

    await user.click(within(fieldset).getByRole('combobox', { name: 'A megszűnés oka (Kiss Anna)' }));
    await user.click(await screen.findByRole('option', { name: 'Lemondás' }));
    const communicated = within(fieldset).getByLabelText(COMMUNICATED);
    expect(communicated).toHaveValue('2026. 11. 05.');
    expect(communicated).toHaveAccessibleDescription(
      /legkésőbb az ettől számított hatvanadik nap lehet \(Ptk\. 3:25\. § \(4\)\)/,
    );
    expect(sent()).toEqual({ nev: 'Kiss Anna', ok: 'LEMONDAS', datum: '2026-12-01', lemondasKozlese: '2026-11-05' });
  });
});
