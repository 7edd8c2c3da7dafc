import { FORBIDDEN_CHARACTER_MESSAGE } from '@cegdok/engine';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISCARD_QUESTION } from '../../../components/discard-changes.tsx';
import { httpErrorMessage } from '../../../lib/api-client.ts';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { NO_MATCHING_PERSON, PERSONS_TABLE_MIN_WIDTH } from './persons-page.tsx';

let persons: { id: number; nev: string; lakohely: string }[] = [];

function stubPersonsApi() {
  return stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
    'GET /api/szemely': () => persons,
    'POST /api/szemely': () => ({ status: 201, body: { id: 5 } }),
    'PUT /api/szemely': () => ({ ok: true }),
    'DELETE /api/szemely/:id': (_request, params) => {
      persons = persons.filter((person) => String(person.id) !== params.id);
      return { ok: true };
    },
    'POST /api/address/autocomplete': () => [],
  });
}

describe('persons page', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    persons = [];
  });

  it('fits the table into a phone’s width (375 px): the addresses wrap instead of being cut off', async () => {
    persons = [{ id: 1, nev: 'Hans Gruber', lakohely: 'Musterstraße 1, 80331 München, Németország' }];
    stubPersonsApi();
    renderApp('/tool/szemelyek');
    const table = await screen.findByRole('table');
    // Mantine's scroll container keeps the table at least this wide (a CSS variable on one of its elements).
    const container = table.closest<HTMLElement>('[style*="--table-min-width"]');
    expect(container?.getAttribute('style')).toContain(`${PERSONS_TABLE_MIN_WIDTH / 16}rem`);
    expect(PERSONS_TABLE_MIN_WIDTH).toBeLessThanOrEqual(375 - 2 * 16);
  });

  it('names the table’s scroll area, a Tab stop after the filter: no nameless element takes the focus', async () => {
    persons = [{ id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' }];
    stubPersonsApi();
    const { user } = renderApp('/tool/szemelyek');
    const table = await screen.findByRole('table');
    screen.getByRole('textbox', { name: 'Szűrés név vagy lakcím alapján' }).focus();
    await user.tab();
    const region = screen.getByRole('region', { name: 'A személyek táblázata' });
    expect(region).toHaveFocus();
    expect(region).toContainElement(table);
  });

  it('shows the empty text and validates the popup with the engine messages', async () => {
    const api = stubPersonsApi();
    const { user } = renderApp('/tool/szemelyek');
    expect(await screen.findByText('Még nincs létrehozott személy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Új személy hozzáadása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    expect(within(dialog).queryByRole('button', { name: 'Törlés' })).toBeNull();
    // pressed by keyboard: the button has the focus (a click keeps it in the field, see below)
    within(dialog).getByRole('button', { name: 'Mentés' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('A név megadása kötelező.')).toBeInTheDocument();
    expect(within(dialog).getByText('A lakcím megadása kötelező.')).toBeInTheDocument();
    // the refused save leads to the first field to fix: the focus had stayed on Mentés (decision 112)
    await waitFor(() => expect(within(dialog).getByLabelText(/^Név/)).toHaveFocus());
    await user.type(within(dialog).getByLabelText(/^Név/), 'Kiss Anna');
    // The residence is saved only complete, by the engine's rule the server applies too.
    await user.type(within(dialog).getByLabelText(/^Lakcím/), '1011 Budapest');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(
      await within(dialog).findByText(
        'A cím hiányos. Hiányzik: a közterület neve, a közterület jellege és a házszám (vagy a helyrajzi szám).',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/szemely')).toBe(false);
    await user.clear(within(dialog).getByLabelText(/^Lakcím/));
    await user.type(within(dialog).getByLabelText(/^Lakcím/), '1011 Budapest, Fő utca 1.');
    persons = [{ id: 5, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' }];
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/api/szemely')?.body).toMatchObject({
      nev: 'Kiss Anna',
      lakohely: '1011 Budapest, Fő utca 1.',
    });
    expect(await screen.findByRole('cell', { name: 'Kiss Anna' })).toBeInTheDocument();
  });

  it('tells a screen reader whether the company-register data are shown', async () => {
    stubPersonsApi();
    const { user } = renderApp('/tool/szemelyek');
    await user.click(await screen.findByRole('button', { name: 'Új személy hozzáadása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    const disclosure = within(dialog).getByRole('button', { name: /^Cégbírósági adatok/ });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(disclosure.getAttribute('aria-controls')!);
    expect(controlled).toContainElement(within(dialog).getByLabelText('Adóazonosító jel'));
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(disclosure).toHaveAccessibleName('Cégbírósági adatok elrejtése');
  });

  it('takes a name typed at once after the dialog opens, from its first letter', async () => {
    stubPersonsApi();
    renderApp('/tool/szemelyek');
    const add = await screen.findByRole('button', { name: 'Új személy hozzáadása' });
    add.focus();
    // The keys follow one another with no pause: no timer runs between the opening and the first letter.
    const typist = userEvent.setup({ delay: null });
    await typist.keyboard('{Enter}Kiss Anna');
    const dialog = screen.getByRole('dialog', { name: 'Személy szerkesztése' });
    expect(within(dialog).getByLabelText(/^Név/)).toHaveValue('Kiss Anna');
    expect(within(dialog).getByLabelText(/^Név/)).toHaveFocus();
  });

  it('keeps the focus in the field while Mentés is pressed, so no message moves the button before the click', async () => {
    stubPersonsApi();
    const { user } = renderApp('/tool/szemelyek');
    await user.click(await screen.findByRole('button', { name: 'Új személy hozzáadása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    const name = within(dialog).getByLabelText(/^Név/);
    await user.click(name);
    const save = within(dialog).getByRole('button', { name: 'Mentés' });
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(name).toHaveFocus();
    expect(within(dialog).queryByText('A név megadása kötelező.')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    expect(await within(dialog).findByText('A név megadása kötelező.')).toBeInTheDocument();
    expect(within(dialog).getByText('A lakcím megadása kötelező.')).toBeInTheDocument();
  });

  it('filters by name or address, edits and deletes an existing person', async () => {
    persons = [
      { id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' },
      { id: 2, nev: 'Nagy Béla', lakohely: '6720 Szeged, Kárász utca 2.' },
    ];
    const api = stubPersonsApi();
    const { user } = renderApp('/tool/szemelyek');
    const filter = await screen.findByLabelText('Szűrés név vagy lakcím alapján');
    await user.type(filter, 'pécs');
    expect(screen.getByText(NO_MATCHING_PERSON)).toBeInTheDocument();
    expect(screen.queryByText('Még nincs létrehozott személy.')).toBeNull();
    await user.clear(filter);
    await user.type(filter, 'szeged');
    expect(screen.queryByRole('cell', { name: 'Kiss Anna' })).toBeNull();
    await user.click(screen.getByRole('cell', { name: 'Nagy Béla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    expect(within(dialog).getByLabelText(/^Név/)).toHaveValue('Nagy Béla');
    await user.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    // Nothing is deleted before the confirmation that names the person.
    const confirmation = within(dialog).getByRole('alertdialog', { name: 'Személy törlése' });
    expect(confirmation).toHaveTextContent('Biztosan törli Nagy Béla adatait?');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirmation).getByRole('button', { name: 'Igen, törlöm' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/szemely/2')).toBe(true),
    );
  });

  it('gives the focus back to the person’s name that opened the dialog, or to Új személy hozzáadása once deleted', async () => {
    persons = [{ id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' }];
    stubPersonsApi();
    const { user } = renderApp('/tool/szemelyek');
    const name = await screen.findByRole('button', { name: 'Kiss Anna' });
    name.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(name).toHaveFocus();
    // Once the person is deleted, the name is gone: the focus goes to Új személy hozzáadása.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    await user.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    await user.click(within(dialog).getByRole('button', { name: 'Igen, törlöm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Új személy hozzáadása' })).toHaveFocus());
  });

  it('moves the focus into the delete question and, kept, back to Törlés', async () => {
    persons = [{ id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' }];
    stubPersonsApi();
    const { user } = renderApp('/tool/szemelyek');
    await user.click(await screen.findByRole('button', { name: 'Kiss Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    const remove = within(dialog).getByRole('button', { name: 'Törlés' });
    await user.click(remove);
    const question = within(dialog).getByRole('alertdialog', { name: 'Személy törlése' });
    expect(within(question).getByRole('button', { name: 'Mégse' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it('says in the delete question why a person used by a company cannot be deleted, with the focus on its Mégse', async () => {
    persons = [{ id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' }];
    const refusal = 'Kiss Anna nem törölhető, mert ez az elmentett társaság használja: Hajdú Pékmester.';
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/szemely': () => persons,
      'DELETE /api/szemely/:id': () => ({ status: 409, body: { error: { code: 'PERSON_IN_USE', message: refusal } } }),
    });
    const { user } = renderApp('/tool/szemelyek');
    await user.click(await screen.findByRole('button', { name: 'Kiss Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    await user.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    const question = within(dialog).getByRole('alertdialog', { name: 'Személy törlése' });
    await user.click(within(question).getByRole('button', { name: 'Igen, törlöm' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Mégse' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Kiss Anna' })).toBeInTheDocument();
  });

  it('asks before a dialog with typed data is closed by Escape or Mégse, and keeps the data on Mégse', async () => {
    const api = stubPersonsApi();
    const { user } = renderApp('/tool/szemelyek');
    await user.click(await screen.findByRole('button', { name: 'Új személy hozzáadása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    await user.type(within(dialog).getByLabelText(/^Név/), 'Kiss Anna');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Módosítások elvetése' });
    expect(within(question).getByText(DISCARD_QUESTION)).toBeInTheDocument();
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Mégse' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Módosítások elvetése' })).toBeNull());
    expect(within(dialog).getByLabelText(/^Név/)).toHaveValue('Kiss Anna');
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    const again = await screen.findByRole('dialog', { name: 'Módosítások elvetése' });
    await user.click(within(again).getByRole('button', { name: 'Igen, elvetem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/szemely')).toBe(false);
  });

  it('asks before the menu leaves the page with data typed in the dialog', async () => {
    stubPersonsApi();
    const { user, router } = renderApp('/tool/szemelyek');
    await user.click(await screen.findByRole('button', { name: 'Új személy hozzáadása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    await user.type(within(dialog).getByLabelText(/^Név/), 'Kiss Anna');
    await act(() => router.navigate('/tool/tarsasagok'));
    expect(await screen.findByRole('dialog', { name: 'Módosítások elvetése' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tool/szemelyek');
  });

  describe('a save the server refuses with field errors (decision 066)', () => {
    function stubRefusal(fields: Record<string, string>) {
      return stubApi({
        'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
        'GET /api/szemely': () => persons,
        'POST /api/szemely': () => ({
          status: 400,
          body: { error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields } },
        }),
        'POST /api/address/autocomplete': () => [],
      });
    }

    async function submitPerson(user: ReturnType<typeof renderApp>['user']) {
      await user.click(await screen.findByRole('button', { name: 'Új személy hozzáadása' }));
      const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
      await user.type(within(dialog).getByLabelText(/^Név/), 'Kiss Anna');
      await user.type(within(dialog).getByLabelText(/^Lakcím/), '1011 Budapest, Fő utca 1.');
      await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
      return dialog;
    }

    it('shows each at its field, focuses the first, and shows no general alert', async () => {
      stubRefusal({ nev: FORBIDDEN_CHARACTER_MESSAGE });
      const { user } = renderApp('/tool/szemelyek');
      const dialog = await submitPerson(user);
      const name = within(dialog).getByLabelText(/^Név/);
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(name).toHaveAccessibleDescription(FORBIDDEN_CHARACTER_MESSAGE);
      await waitFor(() => expect(name).toHaveFocus());
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('opens the company-register data to show an error there at its field', async () => {
      const message = 'Az adóazonosító jel 10 számjegyből áll.';
      stubRefusal({ adoazonositoJel: message });
      const { user } = renderApp('/tool/szemelyek');
      const dialog = await submitPerson(user);
      const taxId = within(dialog).getByLabelText('Adóazonosító jel');
      await waitFor(() => expect(taxId).toHaveFocus());
      expect(taxId).toHaveAccessibleDescription(message);
      expect(within(dialog).getByRole('button', { name: 'Cégbírósági adatok elrejtése' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    it('keeps the general alert for an error of no field, and not the messages shown at their fields', async () => {
      const stray = 'A kérés egy ismeretlen adatot tartalmaz.';
      stubRefusal({ nev: FORBIDDEN_CHARACTER_MESSAGE, _: stray });
      const { user } = renderApp('/tool/szemelyek');
      const dialog = await submitPerson(user);
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(`Hibás vagy hiányzó adatok. ${stray}`);
      expect(alert).not.toHaveTextContent(FORBIDDEN_CHARACTER_MESSAGE);
      expect(within(dialog).getByLabelText(/^Név/)).toHaveAccessibleDescription(FORBIDDEN_CHARACTER_MESSAGE);
    });
  });

  it('says what to do when the list cannot be loaded', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/szemely': () => ({ status: 500 }),
    });
    renderApp('/tool/szemelyek');
    expect(await screen.findByText(/^A személyek betöltése nem sikerült\./)).toHaveTextContent(httpErrorMessage(500));
  });
});
