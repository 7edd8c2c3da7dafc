import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpErrorMessage } from '../../../lib/api-client.ts';
import { savedFiles } from '../../../testing/saved-files.ts';
import { stubApi } from '../../../testing/fake-api.ts';
import { keepByKeyboard } from '../../../testing/keep-by-keyboard.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { FREE_PLAN_NO_EXTRA, NOT_ENOUGH_QUOTA, quotaExhaustedText } from '../components/purchase-panels.tsx';
import { DELETE_FAILED, NO_MATCHING_DOCUMENT } from './documents-page.tsx';

const now = Date.now();
const documents = [
  {
    id: 1,
    fileName: 'tagjegyzek.docx',
    templateId: 'tagjegyzek',
    companyName: 'Alfa Kft.',
    createdAt: new Date(now - 36e5).toISOString(),
    deleted: false,
    payed: true,
    retentionDays: 90,
  },
  {
    id: 2,
    fileName: 'alairasminta-1.docx',
    templateId: 'alairasminta',
    companyName: 'Béta Kft.',
    createdAt: new Date(now - 10 * 864e5).toISOString(),
    deleted: false,
    payed: false,
    retentionDays: 90,
  },
  {
    id: 3,
    fileName: 'regi.docx',
    templateId: 'tagjegyzek',
    companyName: 'Alfa Kft.',
    createdAt: new Date(now - 864e5).toISOString(),
    deleted: true,
    payed: true,
    retentionDays: 90,
  },
];

describe('documents page', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists documents with remaining days, hides deleted ones until asked and offers download only when paid', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => documents,
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 3 }),
    });
    const { user } = renderApp('/tool/dokumentumok');
    const first = (await screen.findByRole('cell', { name: 'tagjegyzek.docx' })).closest('tr')!;
    // the table's scroll box is a Tab stop with a name (TableRegion), not a nameless one
    const region = screen.getByRole('region', { name: 'A dokumentumok táblázata' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(first);
    expect(within(first).getByText('90 nap')).toBeInTheDocument();
    // Each row's buttons name their document: a screen reader's list of buttons tells them apart.
    expect(
      within(first).getByRole('button', { name: 'Letöltés Word (.docx) formátumban: tagjegyzek.docx' }),
    ).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'PDF letöltése: tagjegyzek.docx' })).toBeInTheDocument();
    const unpaid = screen.getByRole('cell', { name: 'alairasminta-1.docx' }).closest('tr')!;
    expect(within(unpaid).getByText('80 nap')).toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: /^Letöltés/ })).toBeNull();
    expect(screen.queryByText('regi.docx')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Törölt megjelenítése' }));
    const deleted = screen.getByRole('cell', { name: 'regi.docx' }).closest('tr')!;
    expect(within(deleted).getByText('Törölve')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Keresés'), 'béta');
    expect(screen.queryByText('tagjegyzek.docx')).toBeNull();
    expect(screen.getByText('alairasminta-1.docx')).toBeInTheDocument();
    // A search that hides every document says so, instead of claiming there are none.
    await user.type(screen.getByLabelText('Keresés'), ' nincs ilyen');
    expect(screen.getByText(NO_MATCHING_DOCUMENT)).toBeInTheDocument();
    expect(screen.queryByText('Még nincs létrehozott dokumentum.')).toBeNull();
  });

  it('names an amendment set’s documents in Hungarian, and offers no PDF of the Word-only redline', async () => {
    const amendment = (id: number, templateId: string, fileName: string) => ({
      ...documents[0]!,
      id,
      templateId,
      fileName,
      companyName: 'Gamma Kft.',
    });
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => [
        amendment(11, 'szavazolap', 'Szavazólap – Kiss Anna'),
        amendment(12, 'hatarozat', 'Az ügyvezető megállapítása az ülés tartása nélküli határozathozatal eredményéről'),
        amendment(13, 'egyseges-szerkezet-valtozaskovetes', 'Egységes szerkezet – változáskövetéssel'),
        amendment(14, 'benyujtasi-osszesito', 'Benyújtási összesítő'),
      ],
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 3 }),
    });
    const { user } = renderApp('/tool/dokumentumok');
    const form = (await screen.findByRole('cell', { name: 'Szavazólap – Kiss Anna' })).closest('tr')!;
    expect(within(form).getByRole('cell', { name: 'Szavazólap' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Szavazólap',
      'Határozat / jegyzőkönyv',
      'Egységes szerkezet – változáskövetéssel',
      'Benyújtási összesítő',
    ]);
    expect(screen.queryByText(/szavazolap|valtozaskovetes|benyujtasi/)).toBeNull();
    const redline = rows[2]!;
    expect(within(redline).getByRole('button', { name: /^Letöltés Word/ })).toBeInTheDocument();
    expect(within(redline).queryByRole('button', { name: /PDF/ })).toBeNull();
    expect(within(form).getByRole('button', { name: 'PDF letöltése: Szavazólap – Kiss Anna' })).toBeInTheDocument();
    // The search finds a document by its kind's Hungarian title.
    await user.type(screen.getByLabelText('Keresés'), 'jegyzőkönyv');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('says what to do when the list cannot be loaded', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => ({ status: 503 }),
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 3 }),
    });
    renderApp('/tool/dokumentumok');
    expect(await screen.findByText(/^A dokumentumok betöltése nem sikerült\./)).toHaveTextContent(
      httpErrorMessage(503),
    );
  });

  it('downloads a paid document as Word or as PDF', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => documents,
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 3 }),
      'GET /api/docs/:id': () => ({ text: 'file' }),
    });
    const { user } = renderApp('/tool/dokumentumok');
    const paid = (await screen.findByRole('cell', { name: 'tagjegyzek.docx' })).closest('tr')!;
    const unpaid = screen.getByRole('cell', { name: 'alairasminta-1.docx' }).closest('tr')!;
    expect(within(unpaid).queryByRole('button', { name: /^PDF/ })).toBeNull();
    const requested = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

    await user.click(within(paid).getByRole('button', { name: /^PDF/ }));
    // Named for people: the document, the company, the date.
    await waitFor(() =>
      expect(savedFiles).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringMatching(/^tagjegyzek - Alfa Kft\. - \d{4}-\d{2}-\d{2}\.pdf$/),
      ),
    );
    expect(requested()).toContain('/api/docs/1?format=pdf');

    await user.click(within(paid).getByRole('button', { name: /^Letöltés/ }));
    await waitFor(() =>
      expect(savedFiles).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringMatching(/^tagjegyzek - Alfa Kft\. - .+\.docx$/),
      ),
    );
    expect(requested()).toContain('/api/docs/1');
  });

  it('shows the error when a delete fails', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => documents,
      'GET /api/subscription': () => ({ name: 'free', remainingDocs: 0 }),
      'DELETE /api/docs/:id': () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'A dokumentum már törölve.' } },
      }),
    });
    const { user } = renderApp('/tool/dokumentumok');
    await user.click(await screen.findByRole('button', { name: 'tagjegyzek.docx törlése' }));
    // The confirmation names the document; nothing is deleted before it.
    const confirmation = await screen.findByRole('dialog', { name: 'Dokumentum törlése' });
    expect(confirmation).toHaveTextContent('Biztosan törli a(z) „tagjegyzek.docx” dokumentumot (Alfa Kft.)?');
    await user.click(within(confirmation).getByRole('button', { name: 'Törlés' }));
    expect(await screen.findByText(`${DELETE_FAILED} A dokumentum már törölve.`)).toBeInTheDocument();
    // The free trial's documents are paid: they download on the free plan too, one Word and one PDF button.
    expect(screen.getAllByRole('button', { name: /^Letöltés/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^PDF/ })).toHaveLength(1);
  });

  it('keeps the focus in sight around the delete confirmation: back on × when kept, on the page once deleted', async () => {
    let listed = documents;
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => listed,
      'GET /api/subscription': () => ({ name: 'free', remainingDocs: 0 }),
      'DELETE /api/docs/:id': (_request, params) => {
        listed = listed.map((document) =>
          document.id === Number(params.id) ? { ...document, deleted: true } : document,
        );
        return {};
      },
    });
    const { user } = renderApp('/tool/dokumentumok');
    const opener = await screen.findByRole('button', { name: 'tagjegyzek.docx törlése' });
    opener.focus();
    await user.keyboard('{Enter}');
    let confirmation = await screen.findByRole('dialog', { name: 'Dokumentum törlése' });
    await waitFor(() => expect(confirmation).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await user.keyboard('{Enter}');
    confirmation = await screen.findByRole('dialog', { name: 'Dokumentum törlése' });
    await user.click(within(confirmation).getByRole('button', { name: 'Törlés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The deleted document's row is gone with its × button: the focus goes to the main region, not to the body.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'tagjegyzek.docx' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('focuses Mégse of the delete question as it is shown, so a key pressed at once deletes nothing', async () => {
    const api = stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => documents,
      'GET /api/subscription': () => ({ name: 'free', remainingDocs: 0 }),
    });
    renderApp('/tool/dokumentumok');
    const opener = await screen.findByRole('button', { name: 'tagjegyzek.docx törlése' });
    await keepByKeyboard(opener, 'Dokumentum törlése');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows the empty text', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => [],
      'GET /api/subscription': () => ({ name: 'free', remainingDocs: 3 }),
    });
    renderApp('/tool/dokumentumok');
    expect(await screen.findByText('Még nincs létrehozott dokumentum.')).toBeInTheDocument();
  });

  const unpaid = [
    documents[0]!,
    { ...documents[1]!, id: 4, fileName: 'elfogado-nyilatkozat-1.docx', templateId: 'elfogado-nyilatkozat' },
    documents[1]!,
  ];
  const medium = {
    name: 'medium',
    remainingDocs: 0,
    monthlyDocCap: 60,
    userCap: 3,
    userCount: 1,
    docRetentionInDays: 180,
    extraDocPrice: 690,
    monthly: true,
  };

  it('tells a free user that extra documents cannot be bought and offers no selection', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => documents,
      'GET /api/subscription': () => ({ ...medium, name: 'free', extraDocPrice: 0, remainingDocs: 0 }),
    });
    renderApp('/tool/dokumentumok');
    expect(await screen.findByText(FREE_PLAN_NO_EXTRA)).toBeInTheDocument();
    await screen.findByText('alairasminta-1.docx');
    expect(screen.queryByRole('checkbox', { name: /kijelölése$/ })).toBeNull();
    expect(screen.queryByLabelText('Extra dokumentumok vásárlása')).toBeNull();
  });

  it('buys the selected documents once the quota is used up: prices, checkout, prefill, statement, payment', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => unpaid,
      'GET /api/subscription': () => medium,
      'GET /api/billing/latest': () => null,
      'POST /api/payment/start-doc': () => ({ startPaymentUrl: 'https://sandbox.example/pay/abc' }),
    });
    const { user } = renderApp('/tool/dokumentumok');
    expect(await screen.findByText(quotaExhaustedText(690))).toBeInTheDocument();
    const panel = screen.getByLabelText('Extra dokumentumok vásárlása');
    expect(within(panel).getByText('690 Ft/db')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Megvásárolom' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'alairasminta-1.docx kijelölése' }));
    await user.click(screen.getByRole('checkbox', { name: 'elfogado-nyilatkozat-1.docx kijelölése' }));
    expect(within(panel).getByText('2 db')).toBeInTheDocument();
    expect(within(panel).getByText('1 380 Ft')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Megvásárolom' }));

    expect(await screen.findByRole('heading', { name: 'Rendelés részletek' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Összesen: 1 380 Ft');
    expect(screen.getByRole('link', { name: 'SimplePay vásárlói tájékoztató' })).toHaveAttribute(
      'href',
      'http://simplepartner.hu/PaymentService/Fizetesi_tajekoztato.pdf',
    );
    await user.type(screen.getByLabelText(/^Név \/ cégnév/), 'Dr. Kiss Anna');
    await user.type(screen.getByLabelText(/^Telefonszám/), '+36 1 111 1111');
    await user.type(screen.getByLabelText(/^Irányítószám/), '10111');
    expect(screen.getByLabelText(/^Irányítószám/)).toHaveValue('1011');
    await user.clear(screen.getByLabelText(/^Irányítószám/));
    await user.type(screen.getByLabelText(/^Irányítószám/), '101');
    await user.type(screen.getByLabelText(/^Település/), 'Budapest');
    await user.type(screen.getByLabelText(/^Cím/), 'Fő utca 1.');
    await user.click(screen.getByRole('button', { name: 'Fizetés indítása' }));
    expect(screen.getByText('Kérjük, töltse ki az összes kötelező mezőt!')).toBeInTheDocument();
    expect(screen.getByText('Az irányítószám pontosan 4 számjegy.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByLabelText(/^Irányítószám/), '1');
    await user.click(screen.getByRole('button', { name: 'Fizetés indítása' }));
    const statement = await screen.findByRole('dialog', { name: 'Adattovábbítási nyilatkozat' });
    expect(within(statement).getByText(/OTP Mobil Kft\., mint adatfeldolgozó/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/payment/start-doc')).toBe(false);
    await user.click(within(statement).getByRole('button', { name: 'Elfogadom, tovább a fizetéshez' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/abc'));
    expect(api.calls.find((call) => call.path === '/api/payment/start-doc')?.body).toEqual({
      name: 'Dr. Kiss Anna',
      address: 'Fő utca 1.',
      zipCode: '1011',
      city: 'Budapest',
      phone: '+36 1 111 1111',
      documentsToBuy: [4, 2],
    });
  });

  it('settles the selected documents against a new plan only while its quota covers them', async () => {
    const api = stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => unpaid,
      'GET /api/subscription': () => ({ ...medium, remainingDocs: 1 }),
      'POST /api/subscription/activate-documents': () => ({ activated: 1, remainingDocs: 0 }),
    });
    const { user } = renderApp('/tool/dokumentumok');
    const panel = await screen.findByLabelText('Extra dokumentumok elszámolása');
    expect(screen.queryByLabelText('Extra dokumentumok vásárlása')).toBeNull();
    expect(within(panel).getByText('1 dokumentum')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'alairasminta-1.docx kijelölése' }));
    await user.click(screen.getByRole('checkbox', { name: 'elfogado-nyilatkozat-1.docx kijelölése' }));
    expect(within(panel).getByText(NOT_ENOUGH_QUOTA)).toBeInTheDocument();
    const settle = within(panel).getByRole('button', { name: 'Elszámolás a csomag keretéből' });
    expect(settle).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'elfogado-nyilatkozat-1.docx kijelölése' }));
    expect(settle).toBeEnabled();
    await user.click(settle);
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/subscription/activate-documents')?.body).toEqual({
        documentIds: [2],
      }),
    );
  });
});
