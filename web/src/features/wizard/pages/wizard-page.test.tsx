import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeRequest } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { todayIso } from '../../../lib/today-iso.ts';
import { NO_COMPANY_SELECTED } from '../components/company-step.tsx';
import { FREE_PLAN_INFO } from '../components/document-types-step.tsx';
import { DEFAULTS_TIP } from '../components/law-firm-step.tsx';
import { COMMON_CASES_WARNING } from '../components/summary-step.tsx';
import { LEGAL_ERRORS_WHERE_TO_FIX, PREVIEW_FAILED } from '../components/preview-step.tsx';
import { LEGAL_ERRORS_TITLE } from '../components/legal-error-list.tsx';
import { LEGAL_ERRORS_BANNER } from '../../../components/legal-errors-banner.tsx';
import { DISCARD_QUESTION } from '../../../components/discard-changes.tsx';

/** A cash deadline the law allows for articles dated today. */
const inSixtyDays = todayIso(new Date(Date.now() + 60 * 86_400_000));

const company = {
  id: 3,
  nev: 'Alfa Kft.',
  szekhely: '1011 Budapest, Fő utca 1.',
  telephelyek: [],
  fioktelepek: [],
  egyebTevekenysegek: [],
  taggyulesSzabalyzasok: {},
  uzletreszNyeresegSzabalyzasok: {},
  tagok: [
    {
      szemely: { id: 1 },
      nev: 'Kiss Anna',
      lakohely: '1011 Budapest, Fő utca 1.',
      penzbetet: 2000000,
      nemPenzbeliBetet: 0,
      penzbetetHatarido: inSixtyDays,
      penzbetetMod: 'pénzforgalmi számla',
    },
    {
      szemely: { id: 2 },
      nev: 'Nagy Béla',
      lakohely: '6720 Szeged, Kárász utca 2.',
      penzbetet: 1000000,
      nemPenzbeliBetet: 0,
      penzbetetHatarido: inSixtyDays,
      penzbetetMod: 'házipénztár',
    },
  ],
  ugyvezetok: [
    {
      szemely: { id: 1 },
      nev: 'Kiss Anna',
      lakohely: '1011 Budapest, Fő utca 1.',
      cegjegyzesiJogTipus: 'ONALLO',
      cegjegyzesEgyuttesenCsoport: [],
    },
    {
      szemely: { id: 2 },
      nev: 'Nagy Béla',
      lakohely: '6720 Szeged, Kárász utca 2.',
      cegjegyzesiJogTipus: 'ONALLO',
      cegjegyzesEgyuttesenCsoport: [],
    },
  ],
  szekhelyIngatlan: { tulajdonosok: [], ingyenes: true },
  mentesKesobbre: false,
};

function stubWizardApi(
  options: { plan?: string; companies?: unknown[]; previewFails?: boolean | number; lawFirm?: unknown } = {},
) {
  // `previewFails`: every preview fails, or a number: that many first previews fail (a busy server, then not).
  let previewFailures = typeof options.previewFails === 'number' ? options.previewFails : 0;
  const previewFails = () => options.previewFails === true || previewFailures-- > 0;
  return stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '', isAdmin: false }),
    'GET /api/subscription': () => ({ name: options.plan ?? 'basic', remainingDocs: 10 }),
    'GET /api/tarsasag': () => options.companies ?? [company],
    'GET /api/lawfirm': () =>
      options.lawFirm ?? { nev: 'Dr. Kiss Ügyvédi Iroda', szekhely: '1052 Budapest, Váci utca 2.' },
    'POST /api/address/autocomplete': () => [],
    'POST /api/contract-engine/ceg-doc/:type/html/:index': (_r: FakeRequest, params: Record<string, string>) =>
      previewFails() ? { status: 500 } : { text: `<p>${params.type} ${params.index}</p>` },
    'POST /api/contract-engine/ceg-doc/:type/html': (_r: FakeRequest, params: Record<string, string>) =>
      previewFails() ? { status: 500 } : { text: `<p>${params.type}</p>` },
    'POST /api/contract-engine/ceg-doc/:type/generate/:index': (_r: FakeRequest, params: Record<string, string>) =>
      params.index === '1'
        ? { status: 403, body: { error: { code: 'X', message: 'Nincs több dokumentumkeret.' } } }
        : { status: 201, body: { id: 11, fileId: `${params.type}-1`, payed: true } },
    'POST /api/contract-engine/ceg-doc/:type/generate': (_r: FakeRequest, params: Record<string, string>) => ({
      status: 201,
      body: { id: 10, fileId: params.type, payed: true },
    }),
    'PUT /api/tarsasag': () => ({ status: 500 }),
  });
}

const next = () => screen.getByRole('button', { name: 'Tovább' });

/** Chooses the member register and walks the wizard with the saved company and the defaults to its summary. */
async function walkToSummary(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByTestId('doc-card-tagjegyzek'));
  await user.click(next());
  await user.click(next());
  await user.type(screen.getByLabelText(/^KASZ szám/), '36063842');
  await user.click(next());
  await user.type(screen.getByPlaceholderText('Pl.: Budapest'), 'Budapest');
  await user.click(next());
}

describe('new-document wizard', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));
  afterEach(() => vi.restoreAllMocks());

  it('locks the restricted types on the free plan and needs a chosen type', async () => {
    stubWizardApi({ plan: 'free' });
    const { user } = renderApp('/tool/new-doc');
    // The first test loads the wizard's lazy chunk (with the engine and its TEÁOR tables) on a cold module cache.
    expect(await screen.findByText(FREE_PLAN_INFO)).toBeInTheDocument();
    expect(within(screen.getByTestId('doc-card-tarsasagi')).getByRole('checkbox')).toBeDisabled();
    expect(within(screen.getByTestId('doc-card-tagjegyzek')).getByRole('checkbox')).toBeEnabled();
    expect(next()).toBeDisabled();
    await user.click(screen.getByTestId('doc-card-tarsasagi'));
    expect(next()).toBeDisabled();
    await user.click(screen.getByTestId('doc-card-tagjegyzek'));
    expect(next()).toBeEnabled();
  });

  it('toggles a type once from the card, the checkbox or its label', async () => {
    stubWizardApi();
    const { user } = renderApp('/tool/new-doc');
    const card = await screen.findByTestId('doc-card-tagjegyzek');
    const checkbox = within(card).getByRole('checkbox');
    await user.click(within(card).getByText('Tagjegyzék'));
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    await user.click(card);
    expect(checkbox).toBeChecked();
    expect(next()).toBeEnabled();
  });

  it('keeps every card in its place when one is ticked', async () => {
    stubWizardApi();
    const { user } = renderApp('/tool/new-doc');
    const order = () => screen.getAllByTestId(/^doc-card-/).map((card) => card.dataset.testid);
    const last = (await screen.findAllByTestId(/^doc-card-/)).at(-1)!;
    const before = order();
    await user.click(within(last).getByRole('checkbox'));
    expect(within(last).getByRole('checkbox')).toBeChecked();
    expect(order()).toEqual(before);
  });

  it('preselects the only company and needs one to go on', async () => {
    stubWizardApi({ companies: [] });
    const { user } = renderApp('/tool/new-doc');
    await user.click(await screen.findByTestId('doc-card-tagjegyzek'));
    await user.click(next());
    expect(screen.getByText(NO_COMPANY_SELECTED)).toBeInTheDocument();
    expect(screen.getByText(/Hozzon létre egyet a Társaságok menüpont alatt/)).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('goes back a step with the browser’s Back button, keeping what was entered, and forward again', async () => {
    stubWizardApi();
    const { user, router } = renderApp('/tool/new-doc');
    await user.click(await screen.findByTestId('doc-card-tagjegyzek'));
    await user.click(next());
    await user.click(next());
    expect(await screen.findByRole('heading', { name: '3. lépés: Ügyvéd' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lepes=3');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: '2. lépés: Társaság' })).toHaveFocus();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: '1. lépés: Dokumentumok' })).toBeInTheDocument();
    expect(within(screen.getByTestId('doc-card-tagjegyzek')).getByRole('checkbox')).toBeChecked();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: '2. lépés: Társaság' })).toBeInTheDocument();
    expect(screen.getByText('Alfa Kft.')).toBeInTheDocument();
  });

  it('leaves by the menu without asking while nothing is entered', async () => {
    stubWizardApi();
    const { user, router } = renderApp('/tool/new-doc');
    await screen.findByTestId('doc-card-tagjegyzek');
    await user.click(screen.getByRole('link', { name: 'Személyek' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/szemelyek'));
    expect(screen.queryByText(DISCARD_QUESTION)).toBeNull();
  });

  it('asks before the menu drops the entries, keeps them on Mégse, and goes back a step without asking', async () => {
    stubWizardApi();
    const { user, router } = renderApp('/tool/new-doc');
    await user.click(await screen.findByTestId('doc-card-tagjegyzek'));
    await user.click(screen.getByRole('link', { name: 'Személyek' }));
    let dialog = await screen.findByRole('dialog', { name: 'Módosítások elvetése' });
    expect(within(dialog).getByText(DISCARD_QUESTION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/tool/new-doc');
    expect(within(screen.getByTestId('doc-card-tagjegyzek')).getByRole('checkbox')).toBeChecked();

    await user.click(next());
    expect(await screen.findByRole('heading', { name: '2. lépés: Társaság' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: '1. lépés: Dokumentumok' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Személyek' }));
    dialog = await screen.findByRole('dialog', { name: 'Módosítások elvetése' });
    await user.click(within(dialog).getByRole('button', { name: 'Igen, elvetem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/szemelyek'));
  });

  it('asks before dropping an edited law firm even after the document types are cleared again', async () => {
    stubWizardApi();
    const { user, router } = renderApp('/tool/new-doc');
    await user.click(await screen.findByTestId('doc-card-tagjegyzek'));
    await user.click(next());
    await user.click(next());
    await user.type(screen.getByLabelText(/^KASZ szám/), '36063842');
    await user.click(screen.getByRole('button', { name: /Dokumentumok/ }));
    await user.click(screen.getByTestId('doc-card-tagjegyzek'));
    await user.click(screen.getByRole('link', { name: 'Társaságok' }));
    expect(await screen.findByRole('dialog', { name: 'Módosítások elvetése' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tool/new-doc');
  });

  it('starts at the first step when the address names a later one that nothing was entered for', async () => {
    stubWizardApi();
    const { router } = renderApp('/tool/new-doc?lepes=4');
    expect(await screen.findByRole('heading', { name: '1. lépés: Dokumentumok' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('runs every step with its rules, goes back only through the headers, previews and generates', async () => {
    stubWizardApi();
    const { user, router } = renderApp('/tool/new-doc');
    expect(screen.queryByText(FREE_PLAN_INFO)).toBeNull();
    await user.click(await screen.findByTestId('doc-card-tagjegyzek'));
    await user.click(screen.getByTestId('doc-card-alairasminta'));
    await user.click(next());

    // Step 1: the only company is preselected.
    expect(screen.getByText('Alfa Kft.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Társaság módosítása' })).toBeInTheDocument();
    await user.click(next());

    // Step 2: defaults from the account; all four fields required.
    expect(screen.getByLabelText(/^Iroda neve/)).toHaveValue('Dr. Kiss Ügyvédi Iroda');
    expect(screen.getByLabelText(/^Ügyvéd neve/)).toHaveValue('Dr. Kiss Anna');
    expect(screen.queryByText(DEFAULTS_TIP)).toBeNull();
    await user.clear(screen.getByLabelText(/^Iroda neve/));
    await user.tab();
    expect(await screen.findByText('Az iroda neve kötelező.')).toBeInTheDocument();
    expect(screen.getByText(DEFAULTS_TIP)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Iroda neve/), 'Dr. Kiss Ügyvédi Iroda');
    await user.click(next());
    expect(await screen.findByText('A KASZ szám megadása kötelező.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^KASZ szám/), '36063842');
    await user.click(next());

    // Step 3: place required, date defaults to today.
    expect(screen.getByPlaceholderText('Pl.: Budapest')).toHaveValue('');
    expect(next()).toBeDisabled();
    await user.click(screen.getByPlaceholderText('Pl.: Budapest'));
    await user.tab();
    expect(await screen.findByText('A hely megadása kötelező.')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Pl.: Budapest'), 'Budapest');
    await user.click(next());

    // Step 4: the summary.
    expect(await screen.findByText(COMMON_CASES_WARNING)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tovább' })).toBeNull();
    expect(screen.getByText(/Budapest, \d{4}\. \p{L}+ \d{1,2}\./u)).toBeInTheDocument();
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A header goes back, never forward.
    await user.click(screen.getByRole('button', { name: /Társaság/ }));
    expect(screen.getByRole('button', { name: 'Társaság módosítása' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Összesítő/ }));
    expect(screen.queryByText(COMMON_CASES_WARNING)).toBeNull();
    await user.click(next());
    await user.click(next());
    await user.click(next());

    // Preview: per-director documents once per director.
    await user.click(screen.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }));
    expect(await screen.findByText('Dokumentumok előnézete')).toBeInTheDocument();
    expect(screen.getByText('Dokumentum 1 / 3')).toBeInTheDocument();
    const frame = await screen.findByTitle(/Aláírásminta – Kiss Anna/);
    expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(frame).toHaveAttribute('srcdoc', '<p>alairasminta 0</p>'));
    expect(screen.getByRole('button', { name: 'Előző' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Következő' }));
    expect(screen.getByText('Dokumentum 2 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Következő' }));
    await waitFor(() => expect(screen.getByTitle('Tagjegyzék')).toHaveAttribute('srcdoc', '<p>tagjegyzek</p>'));
    expect(screen.getByRole('button', { name: 'Következő' })).toBeDisabled();

    // Generation: sequential, a failed item shows Hiba.
    await user.click(screen.getByRole('button', { name: 'Dokumentumok létrehozása' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dokumentum-letrehozas'));
    expect(await screen.findByText('A létrehozás befejeződött.')).toBeInTheDocument();
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getAllByText('Kész')).toHaveLength(2);
    expect(screen.getByText('Hiba')).toBeInTheDocument();
    expect(screen.getByText('Nincs több dokumentumkeret.')).toBeInTheDocument();
  });

  it('submits each step with Enter: on a ticked checkbox, from the heading and in a field, only when the step is valid', async () => {
    stubWizardApi();
    const { user } = renderApp('/tool/new-doc');
    const checkbox = within(await screen.findByTestId('doc-card-tagjegyzek')).getByRole('checkbox');
    act(() => checkbox.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: '1. lépés: Dokumentumok' })).toBeInTheDocument();
    await user.click(checkbox);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '2. lépés: Társaság' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '3. lépés: Ügyvéd' })).toHaveFocus();

    await user.click(screen.getByLabelText(/^Iroda neve/));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('A KASZ szám megadása kötelező.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. lépés: Ügyvéd' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^KASZ szám/), '36063842{Enter}');
    expect(await screen.findByRole('heading', { name: '4. lépés: Keltezés' })).toHaveFocus();

    await user.type(screen.getByPlaceholderText('Pl.: Budapest'), 'Budapest{Enter}');
    expect(await screen.findByText(COMMON_CASES_WARNING)).toBeInTheDocument();
  });

  it('keeps Enter in the company search to the dialog', async () => {
    stubWizardApi();
    const { user } = renderApp('/tool/new-doc');
    await user.click(await screen.findByTestId('doc-card-tagjegyzek'));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Társaság módosítása' }));
    await user.type(await screen.findByLabelText('Keresés cégnév alapján'), 'Alfa{Enter}');
    expect(screen.getByRole('dialog', { name: 'Társaság kiválasztása' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. lépés: Társaság' })).toBeInTheDocument();
  });

  it('takes a search typed at once after Társaság módosítása opens the dialog, and gives the focus back to it', async () => {
    stubWizardApi();
    const { user } = renderApp('/tool/new-doc');
    await user.click(await screen.findByTestId('doc-card-tagjegyzek'));
    await user.click(next());
    const opener = screen.getByRole('button', { name: 'Társaság módosítása' });
    opener.focus();
    // The keys follow one another with no pause: no timer runs between the opening and the first letter.
    const typist = userEvent.setup({ delay: null });
    await typist.keyboard('{Enter}Alfa');
    const dialog = screen.getByRole('dialog', { name: 'Társaság kiválasztása' });
    expect(within(dialog).getByLabelText('Keresés cégnév alapján')).toHaveValue('Alfa');
    expect(within(dialog).getByLabelText('Keresés cégnév alapján')).toHaveFocus();
    await typist.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Not on the field the dialog took with it: Mantine read the opener only after the field had the focus.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps the focus in the field while Tovább is pressed, so no blur message moves it before the release', async () => {
    stubWizardApi();
    const { user } = renderApp('/tool/new-doc');
    await user.click(await screen.findByTestId('doc-card-tagjegyzek'));
    await user.click(next());
    await user.click(next());
    const kasz = screen.getByLabelText(/^KASZ szám/);
    await user.click(kasz);
    await user.pointer({ keys: '[MouseLeft>]', target: next() });
    expect(kasz).toHaveFocus();
    expect(screen.queryByText('A KASZ szám megadása kötelező.')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: next() });
    expect(await screen.findByText('A KASZ szám megadása kötelező.')).toBeInTheDocument();
    await user.type(kasz, '36063842');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: '4. lépés: Keltezés' })).toBeInTheDocument();
  });

  it('lists the legal errors with links to their fields, previews under a banner and never generates', async () => {
    const [anna, bela] = company.tagok;
    const unlawful = {
      ...company,
      tagok: [
        { ...anna, osztalekArany: 100 },
        { ...bela, osztalekArany: 0 },
      ],
    };
    stubWizardApi({ companies: [unlawful] });
    const { user } = renderApp('/tool/new-doc');
    await walkToSummary(user);

    const list = await screen.findByRole('alert', { name: LEGAL_ERRORS_TITLE });
    expect(within(list).getByText(/Nagy Béla osztalékaránya 0%.*\(Ptk\. 3:88\. § \(2\)\)/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Javítás a társaság adatlapján' })).toHaveAttribute(
      'href',
      '/tool/tarsasagok/3?mezo=tagok.1.osztalekArany',
    );

    await user.click(screen.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }));
    expect(await screen.findByText(LEGAL_ERRORS_BANNER)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTitle('Tagjegyzék')).toHaveAttribute('srcdoc', '<p>tagjegyzek</p>'));
    expect(screen.getByRole('button', { name: 'Dokumentumok létrehozása' })).toBeDisabled();
    // The banner says where the errors are fixed, and the button it names leads back to their list.
    expect(screen.getByRole('alert')).toHaveTextContent(LEGAL_ERRORS_WHERE_TO_FIX);
    await user.click(screen.getByRole('button', { name: 'Változtatás' }));
    expect(await screen.findByRole('alert', { name: LEGAL_ERRORS_TITLE })).toBeInTheDocument();
  });

  it('shows the preview error with a way back', async () => {
    stubWizardApi({ previewFails: true });
    const { user } = renderApp('/tool/new-doc');
    await walkToSummary(user);
    // The long label wraps at phone width instead of being cut off.
    const label = screen.getByText('Dokumentumok előnézete és létrehozása');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
    await user.click(screen.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }));
    expect(await screen.findByText(PREVIEW_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    expect(screen.getByText(COMMON_CASES_WARNING)).toBeInTheDocument();
  });

  it('asks a failed preview again with Újrapróbálás, which shows the document once the server answers', async () => {
    stubWizardApi({ previewFails: 1 });
    const { user } = renderApp('/tool/new-doc');
    await walkToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }));
    expect(await screen.findByText(PREVIEW_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    await waitFor(() => expect(screen.getByTitle('Tagjegyzék')).toHaveAttribute('srcdoc', '<p>tagjegyzek</p>'));
    expect(screen.queryByText(PREVIEW_FAILED)).not.toBeInTheDocument();
  });

  it('saves a company marked for saving later when the preview opens and logs a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubWizardApi({ companies: [{ ...company, mentesKesobbre: true }] });
    const { user } = renderApp('/tool/new-doc');
    await walkToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }));
    expect(await screen.findByText('Dokumentumok előnézete')).toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('A társaság automatikus mentése sikertelen', expect.any(Error)),
    );
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ id: 3, mentesKesobbre: false });
  });
});
