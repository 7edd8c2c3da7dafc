import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { CONTACT_FAILED, CONTACT_SENT } from './contact-page.tsx';

describe('contact page', () => {
  it('validates name, e-mail and message before sending', async () => {
    const api = stubApi({});
    const { user } = renderApp('/kapcsolat');
    await user.click(await screen.findByRole('button', { name: 'Üzenet küldése' }));
    expect(await screen.findByText('A név megadása kötelező.')).toBeInTheDocument();
    expect(screen.getByText('Az e-mail-cím megadása kötelező.')).toBeInTheDocument();
    expect(screen.getByText('Az üzenet megadása kötelező.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Név/), 'Jó');
    await user.type(screen.getByLabelText(/^E-mail-cím/), 'rossz@');
    await user.type(screen.getByLabelText(/^Üzenet/), 'Szia');
    await user.click(screen.getByRole('button', { name: 'Üzenet küldése' }));
    expect(await screen.findByText('A név legalább 3 karakter legyen.')).toBeInTheDocument();
    expect(screen.getByText('Érvényes e-mail-címet adjon meg.')).toBeInTheDocument();
    expect(screen.getByText('Az üzenet legalább 6 karakter legyen.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/kapcsolat')).toHaveLength(0);
  });

  it('sends the message and thanks the visitor; a failure says to try later', async () => {
    let fails = false;
    const api = stubApi({ 'POST /api/kapcsolat': () => (fails ? { status: 500 } : { ok: true }) });
    const { user } = renderApp('/kapcsolat');
    const fill = async () => {
      await user.type(screen.getByLabelText(/^Név/), 'Nagy Béla');
      await user.type(screen.getByLabelText(/^E-mail-cím/), 'bela@example.hu');
      await user.type(screen.getByLabelText(/^Üzenet/), 'Egyedi ajánlatot kérnék.');
      await user.click(screen.getByRole('button', { name: 'Üzenet küldése' }));
    };
    await screen.findByRole('button', { name: 'Üzenet küldése' });
    await fill();
    expect(await screen.findByText(CONTACT_SENT)).toBeInTheDocument();
    const sent = api.calls.find((call) => call.path === '/api/kapcsolat');
    expect(sent?.body).toEqual({
      name: 'Nagy Béla',
      email: 'bela@example.hu',
      message: 'Egyedi ajánlatot kérnék.',
    });
    expect(sent?.headers.Authorization).toBeUndefined();
    fails = true;
    await fill();
    expect(await screen.findByText(CONTACT_FAILED)).toBeInTheDocument();
  });

  it('shows the server’s field error at its field, focused, instead of the general failure (decision 072)', async () => {
    const forbidden =
      'Nem megengedett karaktert tartalmaz (vezérlőkarakter vagy hibás Unicode-karakter); kérjük, gépelje be újra.';
    stubApi({
      'POST /api/kapcsolat': () => ({
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { message: forbidden } },
        },
      }),
    });
    const { user } = renderApp('/kapcsolat');
    await user.type(await screen.findByLabelText(/^Név/), 'Nagy Béla');
    await user.type(screen.getByLabelText(/^E-mail-cím/), 'bela@example.hu');
    const message = screen.getByLabelText(/^Üzenet/);
    await user.type(message, 'Egyedi ajánlatot kérnék.');
    await user.click(screen.getByRole('button', { name: 'Üzenet küldése' }));
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(forbidden);
    expect(screen.queryByText(CONTACT_FAILED)).toBeNull();
  });

  it('puts the side card’s heading right under the page’s h1, skipping no level (axe heading-order, decision 085)', async () => {
    stubApi({});
    renderApp('/kapcsolat');
    await screen.findByRole('heading', { level: 1, name: 'Kapcsolat' });
    expect(screen.getByRole('heading', { level: 2, name: 'Mire számíthat?' })).toBeInTheDocument();
    const found = await axe.run(document, { runOnly: ['heading-order'] });
    expect(found.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
  });
});
