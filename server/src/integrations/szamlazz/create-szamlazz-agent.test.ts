import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSzamlazzStandIn, type SzamlazzStandIn } from '../../../test/start-szamlazz-stand-in.ts';
import { buildInvoiceXml, createSzamlazzAgent, itemAmounts, type InvoiceRequest } from './create-szamlazz-agent.ts';

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

  it('keeps net unit price × quantity = net value and net + VAT = gross for several items', () => {
    const xml = buildInvoiceXml('kulcs', {
      ...request,
      items: [{ name: 'Extra dokumentum', quantity: 3, grossUnitPrice: 490 }],
    });
    expect(xml).toContain(
      '<mennyiseg>3</mennyiseg><mennyisegiEgyseg>db</mennyisegiEgyseg><nettoEgysegar>386</nettoEgysegar><afakulcs>27</afakulcs><nettoErtek>1158</nettoErtek><afaErtek>312</afaErtek><bruttoErtek>1470</bruttoErtek>',
    );
    for (const grossUnitPrice of [490, 690, 990, 2_000, 9_900, 19_900, 49_900, 499_000])
      for (let quantity = 1; quantity <= 40; quantity += 1) {
        const { netUnit, net, vat, gross } = itemAmounts({ name: 'x', quantity, grossUnitPrice });
        const label = `${quantity} × ${grossUnitPrice}`;
        expect(net, label).toBe(netUnit * quantity);
        expect(gross, label).toBe(grossUnitPrice * quantity);
        expect(net + vat, label).toBe(gross);
        // The VAT stays the 27 % of the net value within the rounding of the unit price.
        expect(Math.abs(vat - net * 0.27), label).toBeLessThanOrEqual(0.5 * 1.27 * quantity + 0.5);
      }
  });

  it('turns the Agent’s error answer into an upstream failure', async () => {
    const agent = createSzamlazzAgent({ agentKey: 'rossz-kulcs', agentUrl: standIn.url });
    await expect(agent.issueInvoice(request)).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      cause: new Error('Számlázz.hu: Sikertelen bejelentkezés.'),
    });
  });
});
