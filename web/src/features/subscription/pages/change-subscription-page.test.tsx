import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { pressAtOnce } from '../../../testing/press-at-once.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { BETA_UNAVAILABLE } from './change-subscription-page.tsx';

const tiers = [
  {
    id: 'free',
    name: 'Ingyenes',
    monthlyPrice: 0,
    yearlyPrice: 0,
    monthlyDocCap: 3,
    extraDocPrice: 0,
    userCap: 1,
    docRetentionInDays: 30,
  },
  {
    id: 'basic',
    name: 'Alap',
    monthlyPrice: 9900,
    yearlyPrice: 99000,
    monthlyDocCap: 20,
    extraDocPrice: 990,
    userCap: 1,
    docRetentionInDays: 90,
  },
  {
    id: 'medium',
    name: 'Közepes',
    monthlyPrice: 19900,
    yearlyPrice: 199000,
    monthlyDocCap: 60,
    extraDocPrice: 690,
    userCap: 3,
    docRetentionInDays: 180,
  },
  {
    id: 'enterprise',
    name: 'Vállalati csomag',
    monthlyPrice: 49900,
    yearlyPrice: 499000,
    monthlyDocCap: 250,
    extraDocPrice: 490,
    userCap: 10,
    extraUserPrice: 2500,
    docRetentionInDays: 365,
  },
];
const free = {
  name: 'free',
  remainingDocs: 3,
  monthlyDocCap: 3,
  userCap: 1,
  userCount: 1,
  docRetentionInDays: 30,
  extraDocPrice: 0,
  monthly: true,
};

/** The calls of the checkout page for a free user with saved billing details. */
const checkoutStubs = {
  'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
  'GET /api/subscription': () => free,
  'GET /api/tiers': () => tiers,
  'GET /api/feature-flags': () => ({ beta: false, betaEndDate: null, merchant: { name: 'Cégdok', address: null } }),
  'GET /api/billing/latest': () => ({
    name: 'Dr. Kiss Anna',
    address: 'Fő utca 1.',
    zipCode: '1011',
    city: 'Budapest',
    phone: '+36 1 111 1111',
    taxNumber: null,
  }),
};

describe('subscription change page', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('compares the current plan with the three tiers, footnotes included', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/subscription': () => free,
      'GET /api/tiers': () => tiers,
    });
    renderApp('/tool/elofizetes-modositas');
    const table = await screen.findByRole('table', { name: 'Csomagok összehasonlítása' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Jellemző', 'Jelenlegi: Ingyenes', 'Alap', 'Közepes', 'Vállalati csomag']);
    const extraPrice = within(table).getByRole('row', { name: /Extra dokumentum ára/ });
    expect(
      within(extraPrice)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nem elérhető', '990 Ft/db', '690 Ft/db', '490 Ft/db']);
    expect(within(table).getByRole('row', { name: /Felhasználók száma/ })).toHaveTextContent('10*');
    expect(screen.getByText(/felhasználónként havi 2 500 Ft díjért/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kapcsolat' })).toHaveAttribute('href', '/kapcsolat');
    expect(within(table).getAllByRole('button', { name: /^Kiválasztom: / })).toHaveLength(3);
  });

  it('shows one card a plan on a phone, with the table’s texts, so the comparison is not swiped sideways', async () => {
    // The phone's media query (below 768 px) matches; every other query answers as on a desktop.
    const desktopMatchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...desktopMatchMedia(query),
      matches: query.startsWith('not all and (min-width:'),
    }));
    stubApi({ ...checkoutStubs });
    const { user } = renderApp('/tool/elofizetes-modositas');
    // the five-column table was 797 px wide at 390 px
    await screen.findByRole('group', { name: 'A csomagok összehasonlítása' });
    expect(screen.queryByRole('table', { name: 'Csomagok összehasonlítása' })).toBeNull();
    const names = ['Jelenlegi: Ingyenes', 'Alap', 'Közepes', 'Vállalati csomag'];
    for (const name of names) {
      const card = screen.getByRole('table', { name });
      expect(
        within(card)
          .getAllByRole('rowheader')
          .map((header) => header.textContent),
      ).toEqual([
        'Havi díj',
        'Éves díj',
        'Felhasználók száma',
        'Dokumentumok száma havonta',
        'Extra dokumentum ára',
        'Dokumentumok tárolása',
        'Dokumentumtípusok',
        'PDF és Word formátum',
        'Előnézet generálás előtt',
        'Adatok mentése újrafelhasználásra',
      ]);
    }
    const extraPrice = names.map(
      (name) =>
        within(screen.getByRole('table', { name })).getByRole('row', { name: /Extra dokumentum ára/ }).textContent,
    );
    expect(extraPrice).toEqual([
      'Extra dokumentum áraNem elérhető',
      'Extra dokumentum ára990 Ft/db',
      'Extra dokumentum ára690 Ft/db',
      'Extra dokumentum ára490 Ft/db',
    ]);
    expect(screen.getAllByRole('button', { name: /^Kiválasztom: / })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Kiválasztom: Közepes' }));
    await screen.findByRole('heading', { name: 'Előfizetés: Közepes' });
  });

  it('opens the monthly or yearly checkout of the chosen tier and sends it with the billing details', async () => {
    const api = stubApi({
      ...checkoutStubs,
      'POST /api/payment/start': () => ({ status: 502, body: { error: { code: 'UPSTREAM_FAILED', message: 'x' } } }),
    });
    const { user } = renderApp('/tool/elofizetes-modositas');
    await user.click(await screen.findByRole('button', { name: 'Kiválasztom: Közepes' }));
    await user.click(await screen.findByText('Éves előfizetés'));
    expect(screen.getByTestId('tier-price')).toHaveTextContent('199 000 Ft / év');
    await waitFor(() => expect(screen.getByLabelText(/^Irányítószám/)).toHaveValue('1011'));
    await user.click(screen.getByRole('button', { name: 'Fizetés indítása' }));
    await user.click(await screen.findByRole('button', { name: 'Elfogadom, tovább a fizetéshez' }));
    expect(
      await screen.findByText('Hiba történt a fizetés indításakor. Kérjük, próbálja újra később.'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/payment/start')?.body).toEqual({
      tierId: 'medium',
      monthly: false,
      name: 'Dr. Kiss Anna',
      address: 'Fő utca 1.',
      zipCode: '1011',
      city: 'Budapest',
      phone: '+36 1 111 1111',
    });
  });

  it('moves the focus to the checkout’s heading on Kiválasztom, and back to that Kiválasztom on Vissza', async () => {
    stubApi({ ...checkoutStubs });
    const { user } = renderApp('/tool/elofizetes-modositas');
    await user.click(await screen.findByRole('button', { name: 'Kiválasztom: Közepes' }));
    // the pressed button went with the comparison: the focus had fallen to the body (decision 112)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Előfizetés: Közepes' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kiválasztom: Közepes' })).toHaveFocus());
  });

  it('shows a billing detail the server refused at its field, focused, with no general alert (decision 072)', async () => {
    const zip = 'Az irányítószám pontosan 4 számjegy.';
    stubApi({
      ...checkoutStubs,
      'POST /api/payment/start': () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { zipCode: zip } } },
      }),
    });
    const { user } = renderApp('/tool/elofizetes-modositas');
    await user.click(await screen.findByRole('button', { name: 'Kiválasztom: Közepes' }));
    const zipCode = screen.getByLabelText(/^Irányítószám/);
    await waitFor(() => expect(zipCode).toHaveValue('1011'));
    await user.click(screen.getByRole('button', { name: 'Fizetés indítása' }));
    await user.click(await screen.findByRole('button', { name: 'Elfogadom, tovább a fizetéshez' }));
    await waitFor(() => expect(zipCode).toHaveAttribute('aria-invalid', 'true'));
    expect(zipCode).toHaveAccessibleDescription(zip);
    await waitFor(() => expect(zipCode).toHaveFocus());
    expect(screen.queryByText('Hiba történt a fizetés indításakor. Kérjük, próbálja újra később.')).toBeNull();
  });

  it('focuses Bezárás of the data-transfer statement as it is shown, from its link or from Fizetés indítása', async () => {
    stubApi({
      ...checkoutStubs,
    });
    const { user } = renderApp('/tool/elofizetes-modositas');
    await user.click(await screen.findByRole('button', { name: 'Kiválasztom: Közepes' }));
    await waitFor(() => expect(screen.getByLabelText(/^Irányítószám/)).toHaveValue('1011'));
    for (const name of ['Adattovábbítási nyilatkozat', 'Fizetés indítása']) {
      const opener = screen.getByRole('button', { name });
      opener.focus();
      const landed = await pressAtOnce('{Enter}{Shift}');
      const statement = screen.getByRole('dialog', { name: 'Adattovábbítási nyilatkozat' });
      // The dialog's own Bezárás, not its × (labelled alike).
      const close = within(statement).getByText('Bezárás').closest('button');
      // The key right after the opening one reaches the dialog, not the opener behind it; an Enter pressed by habit
      // accepts nothing.
      expect(landed('keydown Shift')).toBe(close);
      expect(close).toHaveFocus();
      await pressAtOnce('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('focuses Vissza a főoldalra of the unavailable popup as a link pressed by keyboard shows it', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/subscription': () => ({ ...free, name: 'beta' }),
      'GET /api/tiers': () => tiers,
      'GET /api/feature-flags': () => ({ beta: true, betaEndDate: '2027-01-01' }),
    });
    // The page's data are loaded once, so that the popup is shown with the page the link leads to.
    const { router } = renderApp('/tool/elofizetes-modositas');
    await screen.findByRole('dialog', { name: 'Nem elérhető' });
    await pressAtOnce('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dashboard'));
    const link = await screen.findByRole('link', { name: 'Előfizetés módosítása' });
    link.focus();
    const landed = await pressAtOnce('{Enter}{Shift}');
    expect(router.state.location.pathname).toBe('/tool/elofizetes-modositas');
    const dialog = screen.getByRole('dialog', { name: 'Nem elérhető' });
    const back = within(dialog).getByRole('button', { name: 'Vissza a főoldalra' });
    expect(landed('keydown Shift')).toBe(back);
    expect(back).toHaveFocus();
    await pressAtOnce('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dashboard'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The link that led here went with its page: the focus goes to the main region, not to the page's body.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('is replaced by the unavailable popup in beta mode', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/subscription': () => ({ ...free, name: 'beta' }),
      'GET /api/tiers': () => tiers,
      'GET /api/feature-flags': () => ({ beta: true, betaEndDate: '2027-01-01' }),
    });
    renderApp('/tool/elofizetes-modositas');
    expect(await screen.findByText(BETA_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Csomagok összehasonlítása' })).toBeNull();
  });

  it('takes the focus into the unavailable popup and, closed by Escape, leaves it on the main page’s content', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/subscription': () => ({ ...free, name: 'beta' }),
      'GET /api/tiers': () => tiers,
      'GET /api/feature-flags': () => ({ beta: true, betaEndDate: '2027-01-01' }),
    });
    const { router, user } = renderApp('/tool/elofizetes-modositas');
    const dialog = await screen.findByRole('dialog', { name: 'Nem elérhető' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dashboard'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The link that led here was on another page: the focus goes to the main region, not to the page's body.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
