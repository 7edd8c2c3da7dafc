import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSzamlazzStandIn, type SzamlazzStandIn } from '../../../test/start-szamlazz-stand-in.ts';
import { createSzamlazzAgent, type InvoiceRequest } from './create-szamlazz-agent.ts';

const request: InvoiceRequest = {
  orderRef: 'cegdok-7-abc',
  date: '2026-11-20',
  comment: 'SimplePay tranzakció: 512345678',
  buyer: {
    name: 'Példa & Társa Ügyvédi Iroda',
    zipCode: '1062',
    city: 'Budapest',
    address: 'Váci út 1.',
    email: 'iroda@example.hu',
    taxNumber: '12345678-1-42',
  },
  items: [{ name: 'Közepes csomag, havi előfizetés', quantity: 1, grossUnitPrice: 19_900 }],
};

describe('Számlázz.hu Agent', () => {
  let standIn: SzamlazzStandIn;
  beforeAll(async () => {
    standIn = await startSzamlazzStandIn();
  });
  afterAll(() => standIn.close());

  it('sends the invoice XML in the XSD order with net, VAT and gross, and answers the invoice number', async () => {
    const agent = createSzamlazzAgent({ agentKey: 'jo-agent-kulcs', agentUrl: standIn.url });
    expect(await agent.issueInvoice(request)).toEqual({ invoiceNumber: 'E-CEGD-2026-1' });
    const xml = standIn.received.at(-1)!;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><xmlszamla xmlns="http:\/\/www.szamlazz.hu\/xmlszamla"/,
    );
    const order = [
      '<beallitasok>',
      '<eszamla>true',
      '<szamlaKulsoAzon>cegdok-7-abc',
      '<fejlec>',
      '<fizmod>Bankkártya',
      '<fizetve>true',
      '<vevo>',
      '<adoszam>12345678-1-42',
      '<tetelek>',
    ];
    const positions = order.map((part) => xml.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(xml).toContain('<nev>Példa &#38; Társa Ügyvédi Iroda</nev>');
    expect(xml).toContain(
      '<nettoEgysegar>15669</nettoEgysegar><afakulcs>27</afakulcs><nettoErtek>15669</nettoErtek><afaErtek>4231</afaErtek><bruttoErtek>19900</bruttoErtek>',
    );
  });

  it('turns the Agent’s error answer into an upstream failure', async () => {
    const agent = createSzamlazzAgent({ agentKey: 'rossz-kulcs', agentUrl: standIn.url });
    await expect(agent.issueInvoice(request)).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      cause: new Error('Számlázz.hu: Sikertelen bejelentkezés.'),
    });
  });
});
