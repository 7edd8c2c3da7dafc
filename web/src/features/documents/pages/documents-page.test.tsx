import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { DELETE_FAILED } from './documents-page.tsx';

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

  it('lists documents with remaining days, hides deleted ones until asked and offers download only when paid', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
      'GET /api/docs': () => documents,
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 3 }),
    });
    const { user } = renderApp('/tool/dokumentumok');
    const first = (await screen.findByRole('cell', { name: 'tagjegyzek.docx' })).closest('tr')!;
    expect(within(first).getByText('90 nap')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Letöltés' })).toBeInTheDocument();
    const unpaid = screen.getByRole('cell', { name: 'alairasminta-1.docx' }).closest('tr')!;
    expect(within(unpaid).getByText('80 nap')).toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: 'Letöltés' })).toBeNull();
    expect(screen.queryByText('regi.docx')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Törölt megjelenítése' }));
    const deleted = screen.getByRole('cell', { name: 'regi.docx' }).closest('tr')!;
    expect(within(deleted).getByText('Törölve')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Keresés'), 'béta');
    expect(screen.queryByText('tagjegyzek.docx')).toBeNull();
    expect(screen.getByText('alairasminta-1.docx')).toBeInTheDocument();
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
    expect(await screen.findByText(`${DELETE_FAILED} A dokumentum már törölve.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Letöltés' })).toBeNull();
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
});
