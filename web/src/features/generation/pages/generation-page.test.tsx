import { parseRequest } from '@cegdok/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeGenerationJob, type GenerationJob } from '../../../lib/generation-job.ts';
import { savedFiles } from '../../../testing/saved-files.ts';
import { stubApi, type FakeRequest } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { oneMemberCompany } from '../../../testing/one-member-company.ts';
import { PURCHASE_ON_DOCUMENTS_PAGE } from '../../../components/unpaid-document-cell.tsx';
import { DOWNLOAD_FAILED } from '../../../lib/download-failed.ts';
import { UNPAID_HINT } from '../../../components/download-all-button.tsx';
import { readBytes } from '../../../testing/read-bytes.ts';

const job: GenerationJob = {
  companyName: 'Alfa Kft.',
  request: {
    ugyvediIroda: { nev: 'Iroda', szekhely: 'Budapest', ugyvedNeve: 'Dr. Kiss Anna' },
    keltezesHelye: 'Budapest',
    keltezesIdeje: '2026-11-22',
    tarsasag: {} as GenerationJob['request']['tarsasag'],
  },
  items: [
    { type: 'tagjegyzek', title: 'Tagjegyzék' },
    { type: 'alairasminta', title: 'Aláírásminta – Kiss Anna', directorIndex: 0 },
  ],
};

/** The tagjegyzek is paid (id 10), the signature specimen is stored unpaid (id 11) unless `allPaid`. */
function stubGenerationApi(options: { plan?: string; allPaid?: boolean; nonePaid?: boolean; downloadFails?: boolean }) {
  return stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
    'GET /api/subscription': () => ({ name: options.plan ?? 'basic', remainingDocs: 0 }),
    'POST /api/contract-engine/ceg-doc/:type/generate': () => ({
      status: 201,
      body: { id: 10, fileId: 'tagjegyzek-1', payed: !options.nonePaid },
    }),
    'POST /api/contract-engine/ceg-doc/:type/generate/:index': () => ({
      status: 201,
      body: { id: 11, fileId: 'alairasminta-1', payed: options.allPaid === true },
    }),
    'GET /api/docs/:id': (_request: FakeRequest, params: Record<string, string>) =>
      options.downloadFails
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Szerverhiba.' } } }
        : { text: `docx ${params.id}` },
  });
}

/** The row of a document by its title (on a phone its cell also holds the state: `Tagjegyzék Kész`). */
function row(title: string): HTMLElement {
  return screen.getByRole('cell', { name: (name) => name === title || name.startsWith(`${title} `) }).closest('tr')!;
}

describe('generation progress screen', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    storeGenerationJob(job);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers downloads only for paid items and zips only those', async () => {
    const api = stubGenerationApi({});
    const { user } = renderApp('/tool/dokumentum-letrehozas');
    expect(await screen.findByText('A létrehozás befejeződött.')).toBeInTheDocument();
    const zip = await screen.findByRole('button', { name: 'Összes letöltése (.zip)' });
    // The table's scroll area, a Tab stop, is a named region: a keyboard user does not land on a nameless element.
    const region = screen.getByRole('region', { name: 'Az elkészült dokumentumok táblázata' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
    expect(within(row('Tagjegyzék')).getByRole('button', { name: /^Letöltés/ })).toBeInTheDocument();
    const unpaid = row('Aláírásminta – Kiss Anna');
    expect(within(unpaid).queryByRole('button', { name: /^Letöltés/ })).toBeNull();
    expect(within(unpaid).getByText('Nincs kifizetve')).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: PURCHASE_ON_DOCUMENTS_PAGE })).toHaveAttribute(
      'href',
      '/tool/dokumentumok',
    );

    await user.click(zip);
    await waitFor(() => expect(savedFiles).toHaveBeenCalledTimes(1));
    const [blob, fileName] = savedFiles.mock.calls[0]!;
    // Named for people: type, company, date (Budapest).
    expect(fileName).toMatch(/^Dokumentumok - Alfa Kft\. - \d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(await readBytes(blob));
    expect(Object.keys(entries)).toEqual([
      expect.stringMatching(/^Tagjegyzék - Alfa Kft\. - \d{4}-\d{2}-\d{2}\.docx$/),
    ]);
    expect(api.calls.filter((call) => call.path.startsWith('/api/docs/')).map((call) => call.path)).toEqual([
      '/api/docs/10',
    ]);
  });

  it('fits a phone: the company above the table, the state under the document, no columns to scroll past', async () => {
    // The phone's media query (below 768 px) matches; every other query answers as on a desktop.
    const desktopMatchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...desktopMatchMedia(query),
      matches: query.startsWith('not all and (min-width:'),
    }));
    stubGenerationApi({});
    renderApp('/tool/dokumentum-letrehozas');
    expect(await screen.findByText('A létrehozás befejeződött.')).toBeInTheDocument();
    expect(screen.getByText('Társaság:')).toHaveTextContent('Társaság: Alfa Kft.');
    // With an Állapot column the Letöltés buttons were cut off at the right edge of a 375 px screen.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Dokumentum típusa',
      'Letöltés',
    ]);
    const [documentCell] = within(row('Tagjegyzék')).getAllByRole('cell');
    expect(within(documentCell!).getByText('Kész')).toBeInTheDocument();
    expect(within(row('Tagjegyzék')).getByRole('button', { name: /^Letöltés/ })).toBeInTheDocument();
  });

  it('disables the download of all when nothing is paid', async () => {
    stubGenerationApi({ nonePaid: true });
    renderApp('/tool/dokumentum-letrehozas');
    expect(await screen.findByText('A létrehozás befejeződött.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Összes letöltése (.zip)' })).toBeDisabled();
    expect(screen.getAllByText('Nincs kifizetve')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: PURCHASE_ON_DOCUMENTS_PAGE })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Letöltés/ })).toBeNull();
  });

  it('offers no purchase of unpaid documents on the free plan', async () => {
    stubGenerationApi({ plan: 'free', nonePaid: true });
    renderApp('/tool/dokumentum-letrehozas');
    expect(await screen.findByText('A létrehozás befejeződött.')).toBeInTheDocument();
    expect(screen.getAllByText('Nincs kifizetve')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: PURCHASE_ON_DOCUMENTS_PAGE })).toBeNull();
    expect(screen.queryByText(UNPAID_HINT)).toBeNull();
  });

  it('downloads paid documents on the free plan too', async () => {
    stubGenerationApi({ plan: 'free', allPaid: true });
    renderApp('/tool/dokumentum-letrehozas');
    expect(await screen.findByText('A létrehozás befejeződött.')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Letöltés/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Összes letöltése (.zip)' })).toBeEnabled();
  });

  it('logs a failed download and says so in red', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGenerationApi({ allPaid: true, downloadFails: true });
    const { user } = renderApp('/tool/dokumentum-letrehozas');
    expect(await screen.findByText('A létrehozás befejeződött.')).toBeInTheDocument();
    await user.click(await within(row('Tagjegyzék')).findByRole('button', { name: /^Letöltés/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED);
    expect(error).toHaveBeenCalledWith('Dokumentum letöltése sikertelen', expect.any(Error));
    expect(savedFiles).not.toHaveBeenCalled();

    error.mockClear();
    await user.click(screen.getByRole('button', { name: 'Összes letöltése (.zip)' }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED);
    expect(savedFiles).not.toHaveBeenCalled();
  });
});

describe('the generation screen: the registration filing deadline (Ptk. 3:100. § (1); decision 029)', () => {
  /** A request the wizard would store: a one-member company, dated 2026-11-25 (the 30th day is Christmas Day). */
  const formation: GenerationJob = {
    ...job,
    request: {
      ...job.request,
      keltezesIdeje: '2026-11-25',
      tarsasag: oneMemberCompany,
    },
  };

  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('shows the deadline of the stored request, moved off Christmas, with the summary’s note', async () => {
    storeGenerationJob(formation);
    stubGenerationApi({});
    renderApp('/tool/dokumentum-letrehozas');
    const heading = await screen.findByRole('heading', { name: 'Benyújtási határidő' });
    const section = within(heading.parentElement!);
    expect(section.getByText('2026. december 28.')).toBeInTheDocument();
    const note = section.getByText(/^A cégbejegyzési kérelmet legkésőbb 2026\.\sdecember\s28\.\snapjáig/);
    expect(note).toHaveTextContent(/az okiratok keltét \(2026\.\snovember\s25\.\) tekinti/);
    expect(note).toHaveTextContent(/munkaszüneti nap \(karácsony\), ezért a határidő a következő munkanapon/);
    expect(await screen.findByText('A létrehozás befejeződött.')).toBeInTheDocument();
  });

  it('shows no formation deadline for a registered company’s documents', async () => {
    const registered = { ...formation.request, bejegyzes: { cegjegyzekszam: '01-09-123456' } };
    // the request is valid: the deadline is left out because the company is registered, not because it fails to parse
    expect(parseRequest(registered).ok).toBe(true);
    storeGenerationJob({ ...formation, request: registered });
    stubGenerationApi({});
    renderApp('/tool/dokumentum-letrehozas');
    expect(await screen.findByText('A létrehozás befejeződött.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Benyújtási határidő' })).toBeNull();
  });
});
