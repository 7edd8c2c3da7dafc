import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { TEXTS } from './payment-result-page.tsx';

const user = () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' });

function resultPath(event: string, transactionId: number | null = 501234567): string {
  const r = btoa(JSON.stringify({ r: 0, t: transactionId, e: event, m: 'CEGDOK', o: 'CD12AB' }));
  return `/tool/fizetes-visszaigazolas?r=${encodeURIComponent(r)}`;
}

describe('payment result page', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));
  afterEach(() => vi.useRealTimers());

  it('shows the card check while PENDING, polls every 5 seconds and turns to Sikeres fizetés!', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = 'PENDING';
    const api = stubApi({ 'GET /api/user': user, 'GET /api/payment/:id': () => answer });
    renderApp(resultPath('SUCCESS'));
    expect(await screen.findByText(TEXTS.pending)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.pendingDetail)).toBeInTheDocument();
    expect(screen.getByText('501234567')).toBeInTheDocument();
    expect(screen.getByText('CD12AB')).toBeInTheDocument();
    const polls = () => api.calls.filter((call) => call.path === '/api/payment/501234567').length;
    await waitFor(() => expect(polls()).toBe(1));
    answer = 'FINISHED';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText(TEXTS.finished)).toBeInTheDocument();
    expect(polls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(polls()).toBe(2);
  });

  it('keeps checking every 5 seconds after a failed status check and logs each failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: unknown = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Nem elérhető.' } } };
    const api = stubApi({ 'GET /api/user': user, 'GET /api/payment/:id': () => answer });
    renderApp(resultPath('SUCCESS'));
    const polls = () => api.calls.filter((call) => call.path === '/api/payment/501234567').length;
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('A fizetés állapotának lekérdezése sikertelen', expect.any(Error));
    expect(screen.getByText(TEXTS.pending)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(polls()).toBe(2);
    answer = 'FINISHED';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText(TEXTS.finished)).toBeInTheDocument();
    expect(polls()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(polls()).toBe(3);
    error.mockRestore();
  });

  it('says there is no status when the card check came back without a transaction ID', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubApi({ 'GET /api/user': user });
    renderApp(resultPath('SUCCESS', null));
    expect(await screen.findByText(TEXTS.none)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.pending)).toBeNull();
    expect(error).toHaveBeenCalled();
    expect(api.calls.some((call) => call.path.startsWith('/api/payment/'))).toBe(false);
    error.mockRestore();
  });

  it('shows the error with the status when the server refuses the payment', async () => {
    stubApi({ 'GET /api/user': user, 'GET /api/payment/:id': () => 'NOTAUTHORIZED' });
    renderApp(resultPath('SUCCESS'));
    expect(await screen.findByText(TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByText('Státusz: NOTAUTHORIZED')).toBeInTheDocument();
  });

  it('shows a failed authorisation with advice, the final status from the server and where to retry', async () => {
    const api = stubApi({ 'GET /api/user': user, 'GET /api/payment/:id': () => 'NOTAUTHORIZED' });
    renderApp(resultPath('FAIL'));
    expect(await screen.findByText(TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.failedDetail)).toBeInTheDocument();
    expect(await screen.findByText('Státusz: NOTAUTHORIZED')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.retryPlan })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/payment/501234567')).toBe(true);
  });

  it.each([
    ['CANCEL', 'CANCELLED', TEXTS.cancelReason],
    ['TIMEOUT', 'TIMEOUT', TEXTS.timeoutReason],
  ])('never calls %s a failed payment', async (event, status, reason) => {
    stubApi({ 'GET /api/user': user, 'GET /api/payment/:id': () => status });
    renderApp(resultPath(event));
    expect(await screen.findByText(TEXTS.cancelled)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(await screen.findByText(`Státusz: ${status}`)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.failed)).toBeNull();
    expect(screen.queryByText(/sikertelen|hiba/i)).toBeNull();
  });

  it('says there is no status without the return parameter', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/user': user });
    renderApp('/tool/fizetes-visszaigazolas');
    expect(await screen.findByText(TEXTS.none)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
