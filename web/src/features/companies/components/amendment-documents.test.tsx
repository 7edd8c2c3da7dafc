import { screen, waitFor } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedDocument } from '../../../api/documents.ts';
import { DOWNLOAD_ALL, UNPAID_HINT } from '../../../components/download-all-button.tsx';
import { DOWNLOAD_FAILED } from '../../../lib/download-failed.ts';
import { savedFiles } from '../../../testing/saved-files.ts';
import { stubApi, type FakeRequest } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { AmendmentDocuments } from './amendment-documents.tsx';
import { readBytes } from '../../../testing/read-bytes.ts';

/** 10:00 in Budapest on 26 November 2026: every name carries the day. */
const CREATED = '2026-11-26T09:00:00.000Z';

function generated(id: number, fileName: string, payed = true): GeneratedDocument {
  return {
    id,
    fileName,
    templateId: 'amendment',
    companyName: 'Alfa Kft.',
    createdAt: CREATED,
    deleted: false,
    payed,
    retentionDays: 30,
  };
}

const documents = [
  generated(21, 'Taggyűlési jegyzőkönyv.docx'),
  generated(22, 'Egységes szerkezet – változáskövetéssel.docx'),
  generated(23, 'Tagjegyzék.docx'),
];

function stubDocumentsApi(options: { downloadFails?: boolean } = {}) {
  return stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
    'GET /api/subscription': () => ({ name: 'medium', remainingDocs: 10 }),
    'GET /api/docs/:id': (_request: FakeRequest, params: Record<string, string>) =>
      options.downloadFails
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Szerverhiba.' } } }
        : { text: `docx ${params.id}` },
  });
}

describe('the amendment documents', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('zips every document, named as its single download, in one download reached by keyboard', async () => {
    const api = stubDocumentsApi();
    const { user } = renderWithProviders(<AmendmentDocuments documents={documents} />);
    const zip = screen.getByRole('button', { name: DOWNLOAD_ALL });
    expect(zip).toBeEnabled();
    zip.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(savedFiles).toHaveBeenCalledTimes(1));
    const [blob, fileName] = savedFiles.mock.calls[0]!;
    expect(fileName).toBe('Módosítás - Alfa Kft. - 2026-11-26.zip');
    const entries = unzipSync(await readBytes(blob));
    expect(Object.keys(entries)).toEqual([
      'Taggyűlési jegyzőkönyv - Alfa Kft. - 2026-11-26.docx',
      'Egységes szerkezet – változáskövetéssel - Alfa Kft. - 2026-11-26.docx',
      'Tagjegyzék - Alfa Kft. - 2026-11-26.docx',
    ]);
    expect(new TextDecoder().decode(entries['Tagjegyzék - Alfa Kft. - 2026-11-26.docx'])).toBe('docx 23');
    // The Word files: no `?format=pdf`.
    expect(api.calls.filter((call) => call.path.startsWith('/api/docs/')).map((call) => call.path)).toEqual([
      '/api/docs/21',
      '/api/docs/22',
      '/api/docs/23',
    ]);
  });

  it('leaves an unpaid document out of the zip and says so', async () => {
    const api = stubDocumentsApi();
    const { user } = renderWithProviders(
      <AmendmentDocuments documents={[documents[0]!, generated(24, 'Tagjegyzék.docx', false)]} />,
    );
    expect(screen.getByText(UNPAID_HINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DOWNLOAD_ALL }));
    await waitFor(() => expect(savedFiles).toHaveBeenCalledTimes(1));
    const entries = unzipSync(await readBytes(savedFiles.mock.calls[0]![0]));
    expect(Object.keys(entries)).toEqual(['Taggyűlési jegyzőkönyv - Alfa Kft. - 2026-11-26.docx']);
    expect(api.calls.some((call) => call.path === '/api/docs/24')).toBe(false);
  });

  it('is disabled when nothing is paid', () => {
    stubDocumentsApi();
    renderWithProviders(<AmendmentDocuments documents={[generated(24, 'Tagjegyzék.docx', false)]} />);
    expect(screen.getByRole('button', { name: DOWNLOAD_ALL })).toBeDisabled();
  });

  it('says when the zip cannot be made, saving nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubDocumentsApi({ downloadFails: true });
    const { user } = renderWithProviders(<AmendmentDocuments documents={documents} />);
    expect(screen.queryByText(UNPAID_HINT)).toBeNull();
    await user.click(screen.getByRole('button', { name: DOWNLOAD_ALL }));
    expect((await screen.findByText(DOWNLOAD_FAILED)).closest('[role="alert"]')).not.toBeNull();
    expect(savedFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: DOWNLOAD_ALL })).toBeEnabled();
  });
});
