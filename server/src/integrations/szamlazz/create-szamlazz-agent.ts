// The Számlázz.hu "Számla Agent" (protocol brief §3.1): one multipart POST whose file part, named
// after the operation, is the invoice XML; elements in the order of the XSD sequence.
import { AppError } from '../../errors/app-error.ts';

/** Hungarian standard VAT; prices are gross, so the net and VAT parts are derived from them. */
const VAT_PERCENT = 27;

export type InvoiceItem = { name: string; quantity: number; grossUnitPrice: number };

export type InvoiceRequest = {
  /** Our order id: `rendelesSzam` and `szamlaKulsoAzon`, so a lost answer can be looked up. */
  orderRef: string;
  /** `YYYY-MM-DD` (Budapest): issue, fulfilment and due date of a card-paid invoice. */
  date: string;
  comment: string;
  buyer: { name: string; zipCode: string; city: string; address: string; email: string; taxNumber?: string | null };
  items: InvoiceItem[];
};

export type InvoiceIssuer = { issueInvoice(request: InvoiceRequest): Promise<{ invoiceNumber: string }> };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function element(name: string, value: string | number | boolean): string {
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

/**
 * The item's amounts in whole forints, consistent on the invoice: net value = net unit price ×
 * quantity, VAT = gross − net, gross = gross unit price × quantity (what the buyer paid). The
 * net value is not derived from the gross total separately: 3 × 490 Ft would then show a net
 * unit price of 386 Ft but a net value of 1 157 Ft instead of 1 158 Ft.
 */
export function itemAmounts(item: InvoiceItem): { netUnit: number; net: number; vat: number; gross: number } {
  const netUnit = Math.round(item.grossUnitPrice / (1 + VAT_PERCENT / 100));
  const net = netUnit * item.quantity;
  const gross = item.grossUnitPrice * item.quantity;
  return { netUnit, net, vat: gross - net, gross };
}

function itemXml(item: InvoiceItem): string {
  const { netUnit, net, vat, gross } = itemAmounts(item);
  return [
    '<tetel>',
    element('megnevezes', item.name),
    element('mennyiseg', item.quantity),
    element('mennyisegiEgyseg', 'db'),
    element('nettoEgysegar', netUnit),
    element('afakulcs', VAT_PERCENT),
    element('nettoErtek', net),
    element('afaErtek', vat),
    element('bruttoErtek', gross),
    '</tetel>',
  ].join('');
}

/** The `xmlszamla` document of a paid, e-mailed e-invoice. */
export function buildInvoiceXml(agentKey: string, request: InvoiceRequest): string {
  const { buyer } = request;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xmlszamla xmlns="http://www.szamlazz.hu/xmlszamla" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.szamlazz.hu/xmlszamla https://www.szamlazz.hu/szamla/docs/xsds/agent/xmlszamla.xsd">',
    '<beallitasok>',
    element('szamlaagentkulcs', agentKey),
    element('eszamla', true),
    element('szamlaLetoltes', false),
    element('valaszVerzio', 2),
    element('szamlaKulsoAzon', request.orderRef),
    '</beallitasok>',
    '<fejlec>',
    element('keltDatum', request.date),
    element('teljesitesDatum', request.date),
    element('fizetesiHataridoDatum', request.date),
    element('fizmod', 'Bankkártya'),
    element('penznem', 'HUF'),
    element('szamlaNyelve', 'hu'),
    element('megjegyzes', request.comment),
    element('rendelesSzam', request.orderRef),
    element('fizetve', true),
    '</fejlec>',
    '<elado></elado>',
    '<vevo>',
    element('nev', buyer.name),
    element('orszag', 'Magyarország'),
    element('irsz', buyer.zipCode),
    element('telepules', buyer.city),
    element('cim', buyer.address),
    element('email', buyer.email),
    element('sendEmail', true),
    ...(buyer.taxNumber ? [element('adoalany', 1), element('adoszam', buyer.taxNumber)] : [element('adoalany', -1)]),
    '</vevo>',
    '<tetelek>',
    ...request.items.map(itemXml),
    '</tetelek>',
    '</xmlszamla>',
  ].join('');
}

function tag(xml: string, name: string): string | undefined {
  // Namespace-agnostic: the reply root may or may not carry its namespace or a prefix.
  const match = new RegExp(`<(?:\\w+:)?${name}>([\\s\\S]*?)</(?:\\w+:)?${name}>`).exec(xml);
  return match?.[1]?.trim();
}

function decodeHeader(value: string | null): string | undefined {
  return value ? decodeURIComponent(value.replace(/\+/g, ' ')) : undefined;
}

/** Issues invoices through the Agent at `agentUrl` with the account's agent key. */
export function createSzamlazzAgent(options: {
  agentKey: string;
  agentUrl: string;
  fetch?: typeof fetch;
}): InvoiceIssuer {
  const doFetch = options.fetch ?? fetch;
  return {
    async issueInvoice(request) {
      const form = new FormData();
      const xml = buildInvoiceXml(options.agentKey, request);
      form.append('action-xmlagentxmlfile', new Blob([xml], { type: 'text/xml' }), 'invoice.xml');
      let response: Response;
      try {
        response = await doFetch(options.agentUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(60_000),
        });
      } catch (error) {
        throw new AppError('UPSTREAM_FAILED', { cause: error });
      }
      const body = await response.text();
      const errorMessage =
        decodeHeader(response.headers.get('szlahu_error')) ??
        (tag(body, 'sikeres') === 'false' ? (tag(body, 'hibauzenet') ?? 'ismeretlen hiba') : undefined) ??
        (body.startsWith('[ERR]') ? body : undefined);
      const invoiceNumber = decodeHeader(response.headers.get('szlahu_szamlaszam')) ?? tag(body, 'szamlaszam');
      if (errorMessage || !response.ok || !invoiceNumber)
        throw new AppError('UPSTREAM_FAILED', {
          cause: new Error(`Számlázz.hu: ${errorMessage ?? `HTTP ${response.status} without an invoice number`}`),
        });
      return { invoiceNumber };
    },
  };
}
