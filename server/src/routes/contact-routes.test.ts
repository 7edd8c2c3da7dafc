import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/create-test-app.ts';
import { readOutbox } from '../../test/read-outbox.ts';
import { contactMessages } from '../db/schema/contact.ts';

describe('POST /api/kapcsolat', () => {
  const t = createTestApp({ env: { CONTACT_EMAIL: 'ugyfelszolgalat@cegdok.hu' } });

  it('stores the message without a token and e-mails it to the operator', async () => {
    const response = await t.request('/api/kapcsolat', {
      body: { name: 'Dr. Példa Péter', email: 'peter@example.hu', message: 'Szeretnék egyedi ajánlatot kérni.' },
    });
    expect(response.status).toBe(201);
    expect(t.db.select().from(contactMessages).all()).toMatchObject([
      { name: 'Dr. Példa Péter', email: 'peter@example.hu', message: 'Szeretnék egyedi ajánlatot kérni.' },
    ]);
    const mail = readOutbox(t.outboxDir).find((message) => message.includes('To: ugyfelszolgalat@cegdok.hu'));
    expect(mail).toContain('Szeretnék egyedi ajánlatot kérni.');
    expect(mail).toContain('E-mail: peter@example.hu');
  });

  it('validates with the spec limits', async () => {
    const response = await t.request('/api/kapcsolat', { body: { name: 'Al', email: 'x', message: 'rövid' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: 'A név legalább 3 karakter legyen.',
      email: 'Érvényes e-mail-címet adjon meg.',
      message: 'Az üzenet legalább 6 karakter legyen.',
    });
  });

  it('says a too long e-mail address in Hungarian at its field', async () => {
    const response = await t.request('/api/kapcsolat', {
      body: { name: 'Nagy Béla', email: `${'a'.repeat(250)}@example.hu`, message: 'Egyedi ajánlatot kérnék.' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      email: 'Az e-mail-cím túl hosszú.',
    });
  });
});
