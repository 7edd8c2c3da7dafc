import type { CompanyInput } from '@cegdok/engine';
import { useForm } from '@mantine/form';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  initialAmendmentForm,
  toAmendmentData,
  validateAmendmentForm,
  type AmendmentFormValues,
} from '../rules/amendment-form-values.ts';
import { decidingMembers, membersOf } from '../rules/amendment-members.ts';
import {
  AmendmentDataStep,
  ADD_OTHER_ATTENDEE,
  FIRST_RESOLUTION_LABEL,
  OTHER_ATTENDEES_LEGEND,
  otherAttendeeCapacityLabel,
  otherAttendeeNameLabel,
  removeOtherAttendeeLabel,
  PROXIES_LEGEND,
  proxyDateLabel,
  proxyLabel,
} from './amendment-data-step.tsx';

const person = (id: number, nev: string) => ({ szemely: { id }, nev, lakohely: '1011 Budapest, Fő utca 1.' });
const company = {
  nev: 'Alfa',
  szekhely: '1011 Budapest, Fő utca 1.',
  tagok: [
    { ...person(1, 'Kiss Anna'), penzbetet: 1_500_000, nemPenzbeliBetet: 0 },
    { ...person(2, 'Nagy Béla'), penzbetet: 1_500_000, nemPenzbeliBetet: 0 },
  ],
  ugyvezetok: [{ ...person(1, 'Kiss Anna'), cegjegyzesiJogTipus: 'ONALLO' }],
} as unknown as CompanyInput;
const lawFirm = {
  nev: 'Dr. Kiss Ügyvédi Iroda',
  szekhely: '1052 Budapest, Váci utca 2.',
  ugyvedNeve: 'Dr. Kiss Anna',
  kasz: '1',
};

function Harness() {
  const form = useForm<AmendmentFormValues>({
    initialValues: initialAmendmentForm({ base: company, changed: company, lawFirm, today: '2026-11-25' }),
    validate: validateAmendmentForm,
  });
  return (
    <>
      <AmendmentDataStep
        form={form}
        base={company}
        changed={company}
        members={membersOf(company)}
        deciders={decidingMembers(company, company)}
        registeredNames={['Kiss Anna', 'Nagy Béla']}
        buyers={[]}
        persons={[]}
        today="2026-11-25"
      />
      <output data-testid="sent">
        {JSON.stringify({
          hatarozatSorszam: toAmendmentData(form.values, []).hatarozatSorszam,
          jelenlevok: toAmendmentData(form.values, []).dontes.jelenlevok,
          egyebJelenlevok: toAmendmentData(form.values, []).dontes.egyebJelenlevok,
        })}
      </output>
    </>
  );
}

const sent = () => JSON.parse(screen.getByTestId('sent').textContent ?? 'null') as Record<string, unknown>;

describe('AmendmentDataStep', () => {
  it('takes the first resolution’s yearly number', async () => {
    const { user } = renderWithProviders(<Harness />);
    const number = screen.getByRole('textbox', { name: FIRST_RESOLUTION_LABEL });
    expect(number).toHaveAccessibleDescription(/évenkénti sorszáma/);
    expect(sent().hatarozatSorszam).toBe(1);
    await user.type(number, '3');
    expect(sent().hatarozatSorszam).toBe('3');
  });

  it('takes a meeting’s proxy for each member present, and the power of attorney’s day once a name is given', async () => {
    const { user } = renderWithProviders(<Harness />);
    const proxies = screen.getByRole('group', { name: PROXIES_LEGEND });
    expect(proxies).toHaveAccessibleDescription(/Ptk\. 3:110\. § \(1\)/);
    expect(within(proxies).queryByLabelText(proxyDateLabel('Nagy Béla'))).toBeNull();
    await user.type(within(proxies).getByRole('textbox', { name: proxyLabel('Nagy Béla') }), 'dr. Kiss Péter');
    expect(within(proxies).getByLabelText(proxyDateLabel('Nagy Béla'))).toBeInTheDocument();
    expect(sent().jelenlevok).toEqual([{ tag: { id: '1' } }, { tag: { id: '2' }, kepviselo: 'dr. Kiss Péter' }]);

    // a member not present has no proxy to name
    await user.click(screen.getByRole('checkbox', { name: 'Nagy Béla' }));
    expect(within(proxies).queryByRole('textbox', { name: proxyLabel('Nagy Béla') })).toBeNull();
    expect(sent().jelenlevok).toEqual([{ tag: { id: '1' } }]);
  });

  it('takes a meeting’s attendees who are not members, each added and removed with the focus kept in the list', async () => {
    const { user } = renderWithProviders(<Harness />);
    const others = screen.getByRole('group', { name: OTHER_ATTENDEES_LEGEND });
    expect(others).toHaveAccessibleDescription(/jelenléti íven/);
    await user.click(within(others).getByRole('button', { name: ADD_OTHER_ATTENDEE }));
    const name = within(others).getByRole('textbox', { name: otherAttendeeNameLabel(1) });
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'dr. Szabó Gergely');
    await user.type(within(others).getByRole('textbox', { name: otherAttendeeCapacityLabel(1) }), 'ügyvéd');
    expect(sent().egyebJelenlevok).toEqual([{ nev: 'dr. Szabó Gergely', minoseg: 'ügyvéd' }]);

    await user.click(within(others).getByRole('button', { name: removeOtherAttendeeLabel(1) }));
    expect(within(others).queryByRole('textbox', { name: otherAttendeeNameLabel(1) })).toBeNull();
    await waitFor(() => expect(within(others).getByRole('button', { name: ADD_OTHER_ATTENDEE })).toHaveFocus());
    expect(sent().egyebJelenlevok).toEqual([]);
  });
});
