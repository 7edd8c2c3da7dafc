import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpErrorMessage } from '../../../lib/api-client.ts';
import { stubApi } from '../../../testing/fake-api.ts';
import { pressAtOnce } from '../../../testing/press-at-once.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { COMPANY_DATA_TO_FIX, LAWYER_DATA_TO_FIX } from '../components/registration-modal.tsx';
import { NO_MATCHING_COMPANY } from './companies-page.tsx';

const company = {
  id: 7,
  nev: 'Hajdú Pékmester',
  szekhely: '4027 Debrecen, Böszörményi út 20.',
  tagok: [],
  ugyvezetok: [],
  bejegyzes: null,
};
const registration = {
  cegjegyzekszam: '09-09-123456',
  bejegyzesDatuma: '2024-03-15',
  adoszam: '12345678-2-09',
  letesitoOkiratKelte: '2024-03-01',
};

const baseVersion = {
  id: 3,
  sorszam: 1,
  tipus: 'BEJEGYZETT',
  letrehozva: '2026-11-25T10:00:00.000Z',
  letrehozo: { id: 1, nev: 'Dr. Kiss Anna' },
  alap: true,
  cegjegyzekszam: '09-09-123456',
  modositasKelte: null,
};

function stubCompaniesApi(
  answer: { status: number; body: unknown },
  listed: object = company,
  isRegistered = false,
  versions: object[] = [baseVersion],
) {
  let registered = isRegistered;
  return stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
    'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 3 }),
    'GET /api/tarsasag': () => [{ ...listed, bejegyzes: registered ? registration : null }],
    'PUT /api/tarsasag/:id/bejegyzes': () => {
      registered = answer.status === 200;
      return answer;
    },
    'GET /api/tarsasag/:id/versions': () => versions,
  });
}

/** Fills the registration dialog; without `withDeedDate` the last field, the deed's date, is left empty. */
async function fillRegistration(user: ReturnType<typeof renderApp>['user'], { withDeedDate = true } = {}) {
  await user.click(await screen.findByRole('button', { name: 'Bejegyzés rögzítése: Hajdú Pékmester' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bejegyzés rögzítése – Hajdú Pékmester' });
  await user.click(within(dialog).getByLabelText(/^Cégjegyzékszám/));
  await user.paste('Cg. 09-09-123456');
  await user.click(within(dialog).getByLabelText(/^Adószám/));
  await user.paste('12345678-2-09');
  await user.click(within(dialog).getByLabelText(/^Bejegyzés napja/));
  await user.paste('2024. 03. 15.');
  if (withDeedDate) {
    await user.click(within(dialog).getByLabelText(/^Létesítő okirat kelte/));
    await user.paste('2024. 03. 01.');
  }
  return dialog;
}

describe('registering a company from the companies list', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));
  afterEach(() => vi.restoreAllMocks());

  it('marks a company registered, then shows its Cg. number with Módosítás and its versions', async () => {
    const { calls } = stubCompaniesApi({ status: 200, body: { ...company, bejegyzes: registration } });
    const { user } = renderApp('/tool/tarsasagok');
    expect(await screen.findByText('Bejegyzés alatt')).toBeInTheDocument();
    const dialog = await fillRegistration(user);
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    expect(await screen.findByText('Cg. 09-09-123456')).toBeInTheDocument();
    // The button that opened the dialog is gone: the focus goes to the company's next step, not to the page's body.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Módosítás: Hajdú Pékmester' })).toHaveFocus());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      path: '/api/tarsasag/7/bejegyzes',
      body: { ...registration, cegjegyzekszam: 'Cg. 09-09-123456' },
    });
    expect(put!.body).not.toHaveProperty('utolsoModositasKelte');
    expect(put!.body).not.toHaveProperty('letesitoOkiratHelye');
    expect(screen.getByRole('link', { name: 'Módosítás: Hajdú Pékmester' })).toHaveAttribute(
      'href',
      '/tool/tarsasagok/7/modositas',
    );
    await user.click(screen.getByRole('button', { name: 'Verziók: Hajdú Pékmester' }));
    const versions = await screen.findByRole('dialog', { name: 'Verziók – Hajdú Pékmester' });
    const row = await within(versions).findByRole('row', { name: /Bejegyzett állapot/ });
    expect(row).toHaveTextContent('2026. 11. 25. 11:00');
    expect(row).toHaveTextContent('Dr. Kiss Anna');
    expect(within(row).getByText('Alap')).toBeInTheDocument();
    // The table scrolls sideways on a phone: its region is a Tab stop, so the arrow keys can scroll it.
    expect(within(versions).getByRole('region', { name: 'A verziók táblázata' })).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Verziók: Hajdú Pékmester' })).toHaveFocus();
  });

  it('gives the focus back to the button that opened the registration dialog when it is cancelled', async () => {
    stubCompaniesApi({ status: 200, body: {} });
    const { user } = renderApp('/tool/tarsasagok');
    const opener = await screen.findByRole('button', { name: 'Bejegyzés rögzítése: Hajdú Pékmester' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Bejegyzés rögzítése – Hajdú Pékmester' });
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('takes a Cg. number typed at once after the registration dialog opens, from its first character', async () => {
    stubCompaniesApi({ status: 200, body: {} });
    renderApp('/tool/tarsasagok');
    const opener = await screen.findByRole('button', { name: 'Bejegyzés rögzítése: Hajdú Pékmester' });
    opener.focus();
    // The keys follow one another with no pause: no timer runs between the opening and the first character.
    const typist = userEvent.setup({ delay: null });
    await typist.keyboard('{Enter}09-09-123456');
    const dialog = screen.getByRole('dialog', { name: 'Bejegyzés rögzítése – Hajdú Pékmester' });
    expect(within(dialog).getByLabelText(/^Cégjegyzékszám/)).toHaveValue('09-09-123456');
    expect(within(dialog).getByLabelText(/^Cégjegyzékszám/)).toHaveFocus();
    await typist.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the registered change’s dialog at once, its focused loader taking the keys until the versions arrive', async () => {
    let answerVersions: (versions: object[]) => void = () => undefined;
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 3 }),
      'GET /api/tarsasag': () => [{ ...company, bejegyzes: registration }],
      'GET /api/tarsasag/:id/versions': () => new Promise<object[]>((resolve) => (answerVersions = resolve)),
    });
    renderApp('/tool/tarsasagok');
    const opener = await screen.findByRole('button', { name: 'Változásbejegyzés rögzítése: Hajdú Pékmester' });
    opener.focus();
    const landed = await pressAtOnce('{Enter}{Shift}');
    // The versions have not answered: the dialog is shown, and the key right after the opening one reaches its
    // labelled loader, not the opener behind it.
    const dialog = screen.getByRole('dialog', { name: 'Változásbejegyzés rögzítése – Hajdú Pékmester' });
    const loading = within(dialog).getByRole('status', { name: 'A társaság verzióinak betöltése' });
    expect(landed('keydown Shift')).toBe(loading);
    expect(loading).toHaveFocus();
    await act(async () => answerVersions([baseVersion]));
    // Once the form is shown, its first field takes the focus from the loader that went.
    const number = await within(dialog).findByLabelText(/^Cégjegyzékszám/);
    expect(number).toHaveValue('09-09-123456');
    expect(number).toHaveFocus();
    await pressAtOnce('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('focuses the Verziók dialog’s close button as it is shown, before the versions arrive, and then the opener again', async () => {
    stubCompaniesApi({ status: 200, body: {} }, company, true);
    renderApp('/tool/tarsasagok');
    const opener = await screen.findByRole('button', { name: 'Verziók: Hajdú Pékmester' });
    opener.focus();
    const landed = await pressAtOnce('{Enter}{Shift}');
    const dialog = screen.getByRole('dialog', { name: 'Verziók – Hajdú Pékmester' });
    const close = within(dialog).getByRole('button', { name: 'Bezárás' });
    expect(landed('keydown Shift')).toBe(close);
    expect(close).toHaveFocus();
    expect(await within(dialog).findByRole('row', { name: /Bejegyzett állapot/ })).toBeInTheDocument();
    expect(close).toHaveFocus();
    await pressAtOnce('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows each version whole on a phone: its type with the base mark, the time and the author in one cell', async () => {
    // The phone's media query (below 768 px) matches; every other query answers as on a desktop.
    const desktopMatchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...desktopMatchMedia(query),
      matches: query.startsWith('not all and (min-width:'),
    }));
    stubCompaniesApi({ status: 200, body: {} }, company, true);
    const { user } = renderApp('/tool/tarsasagok');
    await user.click(await screen.findByRole('button', { name: 'Verziók: Hajdú Pékmester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verziók – Hajdú Pékmester' });
    const row = await within(dialog).findByRole('row', { name: /Bejegyzett állapot/ });
    // Five columns were cut at a 375 px dialog's edge: the time, the author and the base mark out of sight.
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sorszám', 'Változat']);
    const [, version] = within(row).getAllByRole('cell');
    expect(version).toHaveTextContent('Bejegyzett állapot');
    expect(within(version!).getByText('Módosítás alapja')).toBeInTheDocument();
    expect(version).toHaveTextContent('Dr. Kiss Anna');
  });

  it('records a registered change: the dialog starts from the recorded identifiers and sends the founding place and the last amendment', async () => {
    const { calls } = stubCompaniesApi({ status: 200, body: { ...company, bejegyzes: registration } }, company, true);
    const { user } = renderApp('/tool/tarsasagok');
    await user.click(await screen.findByRole('button', { name: 'Változásbejegyzés rögzítése: Hajdú Pékmester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Változásbejegyzés rögzítése – Hajdú Pékmester' });
    expect(dialog).toHaveTextContent('Ha a cégbíróság bejegyezte a változást');
    expect(within(dialog).getByLabelText(/^Cégjegyzékszám/)).toHaveValue('09-09-123456');
    expect(within(dialog).getByLabelText(/^Adószám/)).toHaveValue('12345678-2-09');
    expect(within(dialog).getByLabelText(/^A társaság bejegyzésének napja/)).toHaveValue('2024. 03. 15.');
    await user.click(within(dialog).getByLabelText(/^Létesítő okirat aláírásának helye/));
    await user.paste('Debrecen');
    await user.click(within(dialog).getByLabelText(/^Utolsó módosítás kelte/));
    await user.paste('2026. 10. 05.');
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/tarsasag/7/bejegyzes',
      body: { ...registration, letesitoOkiratHelye: 'Debrecen', utolsoModositasKelte: '2026-10-05' },
    });
    expect(screen.getByRole('button', { name: 'Változásbejegyzés rögzítése: Hajdú Pékmester' })).toHaveFocus();
  });

  it('records a registered change with the date of the amendment deed generated since the base already given', async () => {
    const amendment = {
      ...baseVersion,
      id: 4,
      sorszam: 2,
      tipus: 'MODOSITAS',
      alap: false,
      modositasKelte: '2026-11-24',
    };
    const { calls } = stubCompaniesApi({ status: 200, body: { ...company, bejegyzes: registration } }, company, true, [
      amendment,
      baseVersion,
    ]);
    const { user } = renderApp('/tool/tarsasagok');
    await user.click(await screen.findByRole('button', { name: 'Változásbejegyzés rögzítése: Hajdú Pékmester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Változásbejegyzés rögzítése – Hajdú Pékmester' });
    expect(within(dialog).getByLabelText(/^Utolsó módosítás kelte/)).toHaveValue('2026. 11. 24.');
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...registration,
      utolsoModositasKelte: '2026-11-24',
    });
  });

  it('asks which members paid their törzsbetét in full, ticked as the saved company marks them, and sends the answer', async () => {
    const tagok = [
      { nev: 'Kiss Anna', torzsbetetBefizetve: true },
      { nev: 'Nagy Béla', torzsbetetBefizetve: false },
    ];
    const { calls } = stubCompaniesApi(
      { status: 200, body: { ...company, tagok, bejegyzes: registration } },
      { ...company, tagok },
    );
    const { user } = renderApp('/tool/tarsasagok');
    const dialog = await fillRegistration(user);
    const payments = within(dialog).getByRole('group', { name: 'Befizetett törzsbetétek' });
    expect(payments).toHaveTextContent('A cégjegyzék a törzsbetétek befizetését nem tartalmazza');
    const anna = within(payments).getByRole('checkbox', {
      name: 'Kiss Anna a törzsbetétét teljes egészében befizette',
    });
    const bela = within(payments).getByRole('checkbox', {
      name: 'Nagy Béla a törzsbetétét teljes egészében befizette',
    });
    expect(anna).toBeChecked();
    expect(bela).not.toBeChecked();
    await user.click(bela);
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    expect(await screen.findByText('Cg. 09-09-123456')).toBeInTheDocument();
    // The button that opened the dialog is gone: the focus goes to the company's next step, not to the page's body.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Módosítás: Hajdú Pékmester' })).toHaveFocus());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ befizetettTorzsbetetek: [true, true] });
  });

  it('asks no payment for a company without members', async () => {
    const { calls } = stubCompaniesApi({ status: 200, body: { ...company, bejegyzes: registration } });
    const { user } = renderApp('/tool/tarsasagok');
    const dialog = await fillRegistration(user);
    expect(within(dialog).queryByRole('group', { name: 'Befizetett törzsbetétek' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    expect(await screen.findByText('Cg. 09-09-123456')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).not.toHaveProperty('befizetettTorzsbetetek');
  });

  it('leads a refused Rögzítés to the first field to fix', async () => {
    stubCompaniesApi({ status: 200, body: {} });
    const { user } = renderApp('/tool/tarsasagok');
    await user.click(await screen.findByRole('button', { name: 'Bejegyzés rögzítése: Hajdú Pékmester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bejegyzés rögzítése – Hajdú Pékmester' });
    await user.click(within(dialog).getByLabelText(/^Cégjegyzékszám/));
    await user.paste('01-09-123456');
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Bejegyzés napja/)).toHaveFocus());
    expect(within(dialog).getByLabelText(/^Bejegyzés napja/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves the error of the date field it leads to visible: the field’s calendar stays shut', async () => {
    stubCompaniesApi({ status: 200, body: {} });
    const { user } = renderApp('/tool/tarsasagok');
    const dialog = await fillRegistration(user, { withDeedDate: false });
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    const field = within(dialog).getByLabelText(/^Létesítő okirat kelte/);
    await waitFor(() => expect(field).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-dates-dropdown]')).toBeNull();
    const error = 'A létesítő okirat keltének megadása kötelező.';
    expect(within(dialog).getByText(error)).toBeVisible();
    expect(field).toHaveAccessibleDescription(error);
  });

  it('shows the format hints and the server’s Hungarian error, and keeps the dialog open', async () => {
    stubCompaniesApi({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.' } },
    });
    const { user } = renderApp('/tool/tarsasagok');
    const dialog = await fillRegistration(user);
    expect(within(dialog).getByText('Formátum: 01-09-123456')).toBeInTheDocument();
    expect(within(dialog).getByText('Formátum: 12345678-2-41')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A rögzítés nem sikerült: Hibás vagy hiányzó adatok.',
    );
    await user.clear(within(dialog).getByLabelText(/^Cégjegyzékszám/));
    await user.click(within(dialog).getByLabelText(/^Cégjegyzékszám/));
    await user.paste('01-9-1');
    await user.tab();
    await waitFor(() =>
      expect(within(dialog).getByText('A cégjegyzékszám formátuma: 01-09-123456.')).toBeInTheDocument(),
    );
  });

  it('shows a field error of the server at its field, focused, with no general alert (decision 066)', async () => {
    const late = 'A bejegyzés napja nem lehet későbbi a mai napnál: 2026. 11. 27.';
    stubCompaniesApi({
      status: 400,
      body: {
        error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { bejegyzesDatuma: late } },
      },
    });
    const { user } = renderApp('/tool/tarsasagok');
    const dialog = await fillRegistration(user);
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    const field = within(dialog).getByLabelText(/^Bejegyzés napja/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(late);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refused for the lawyer’s data, links the error to its field on the account page, which focuses it with the message', async () => {
    const refusal =
      'A társaság adatai hiányosak, így a bejegyzett létesítő okirat nem állítható elő: javítsa őket, majd rögzítse újra a bejegyzést.';
    const tooLong = 'Legfeljebb 50 karakter.';
    stubCompaniesApi({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: refusal, fields: { 'ugyvediIroda.kasz': tooLong } } },
    });
    const { user, router } = renderApp('/tool/tarsasagok');
    const dialog = await fillRegistration(user);
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(LAWYER_DATA_TO_FIX);
    expect(alert).not.toHaveTextContent(COMPANY_DATA_TO_FIX);
    const item = within(alert).getByRole('listitem');
    expect(item).toHaveTextContent(tooLong);
    const link = within(item).getByRole('link', { name: 'Javítás a Fiók oldalon' });
    expect(link).toHaveAttribute('href', '/tool/fiok?mezo=kasz');
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/fiok'));
    await waitFor(() => expect(screen.getByLabelText(/^KASZ szám/)).toHaveFocus());
    // The link carries its message (decision 083): the account page shows it at the field it focuses.
    expect(screen.getByLabelText(/^KASZ szám/)).toHaveAccessibleDescription(tooLong);
  });

  it('puts an error of the registered articles’ dating at the dialog’s field it comes from', async () => {
    const place = 'A keltezés helye legfeljebb 100 karakter lehet.';
    stubCompaniesApi({
      status: 400,
      body: {
        error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { keltezesHelye: place } },
      },
    });
    const { user } = renderApp('/tool/tarsasagok');
    const dialog = await fillRegistration(user);
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    const field = within(dialog).getByLabelText(/^Létesítő okirat aláírásának helye/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(new RegExp(place));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refused for the company’s own data, says so and links each error to its field in the company editor', async () => {
    const refusal =
      'A társaság adatai hiányosak, így a bejegyzett létesítő okirat nem állítható elő: javítsa őket, majd rögzítse újra a bejegyzést.';
    const noMember = 'Legalább egy tag megadása kötelező.';
    stubCompaniesApi({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: refusal, fields: { 'tarsasag.tagok': noMember } } },
    });
    const { user, router } = renderApp('/tool/tarsasagok');
    const dialog = await fillRegistration(user);
    await user.click(within(dialog).getByRole('button', { name: 'Rögzítés' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`A rögzítés nem sikerült: ${refusal}`);
    expect(alert).toHaveTextContent(COMPANY_DATA_TO_FIX);
    const item = within(alert).getByRole('listitem');
    expect(item).toHaveTextContent(noMember);
    const link = within(item).getByRole('link', { name: 'Javítás a társaság adatlapján' });
    expect(link).toHaveAttribute('href', '/tool/tarsasagok/7?mezo=tagok');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok/7'));
    expect(router.state.location.search).toBe('?mezo=tagok');
    // The editor's rules do not find it (it checks a new company's members only on saving): the link's message is
    // shown there (decision 078).
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Tagok' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText(noMember)).toBeInTheDocument();
  });

  it('focuses the server’s refusal of Rögzítés, at every failed try: the pressed button was disabled while it loaded', async () => {
    const refusal = 'A társaság adatai hiányosak, így a bejegyzett létesítő okirat nem állítható elő.';
    stubCompaniesApi({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message: refusal } } });
    const { user } = renderApp('/tool/tarsasagok');
    const dialog = await fillRegistration(user);
    const submit = within(dialog).getByRole('button', { name: 'Rögzítés' });
    submit.focus();
    await user.keyboard('{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`A rögzítés nem sikerült: ${refusal}`);
    await waitFor(() => expect(alert).toHaveFocus());
    // The next Tab goes on inside the dialog, from the message to the first field.
    await user.tab();
    expect(within(dialog).getByLabelText(/^Cégjegyzékszám/)).toHaveFocus();
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveFocus());
  });
});

describe('filtering the companies list', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('says when the filter hides every company, instead of claiming there are none', async () => {
    stubCompaniesApi({ status: 200, body: {} });
    const { user } = renderApp('/tool/tarsasagok');
    await user.type(await screen.findByLabelText('Szűrés név vagy székhely alapján'), 'Szeged');
    expect(screen.getByText(NO_MATCHING_COMPANY)).toBeInTheDocument();
    expect(screen.queryByText('Még nincs létrehozott társaság.')).toBeNull();
    await user.clear(screen.getByLabelText('Szűrés név vagy székhely alapján'));
    expect(screen.getByRole('link', { name: 'Hajdú Pékmester' })).toBeInTheDocument();
  });

  it('says what to do when the list cannot be loaded', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/tarsasag': () => ({ status: 500 }),
    });
    renderApp('/tool/tarsasagok');
    expect(await screen.findByText(/^A társaságok betöltése nem sikerült\./)).toHaveTextContent(httpErrorMessage(500));
  });
});
