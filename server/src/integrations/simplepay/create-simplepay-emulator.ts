// The SimplePay sandbox played on our own server (PAYMENT_PROVIDER=emulator, the default): the same
// signed JSON `start` and `query`, a card page with one button per outcome, a signed back redirect
// and a signed IPN for FINISHED (failed states send no IPN, as SimplePay's default; `query` tells them).
import { randomBytes, randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Logger } from '../../logger.ts';
import { isValidSimplePaySignature, signSimplePay, toSimplePayDate, toSimplePayJson } from './sign-simplepay.ts';

export const EMULATOR_PATH = '/simplepay-emulator';

const OUTCOMES = {
  success: { status: 'FINISHED', event: 'SUCCESS', code: 0, label: 'Sikeres fizetés' },
  fail: { status: 'NOTAUTHORIZED', event: 'FAIL', code: 5813, label: 'Sikertelen engedélyezés (elutasított kártya)' },
  cancel: { status: 'CANCELLED', event: 'CANCEL', code: 2016, label: 'Megszakítás (vissza a kereskedőhöz)' },
  timeout: { status: 'TIMEOUT', event: 'TIMEOUT', code: 5301, label: 'Időtúllépés' },
} as const;
type Outcome = keyof typeof OUTCOMES;

type Transaction = {
  transactionId: number;
  token: string;
  orderRef: string;
  total: number;
  customerEmail: string;
  backUrl: string;
  status: string;
  /** Until when the buyer may start paying; an INIT transaction turns TIMEOUT after it, like SimplePay's. */
  timeout: Date | undefined;
  paymentDate?: Date;
  finishDate?: Date;
};

export type SimplePayEmulatorOptions = {
  merchant: string;
  secretKey: string;
  /** The browser's address of this server (the card page's links). */
  publicUrl: string;
  /** Where the IPN goes (our own `/api/payment/ipn`). */
  ipnUrl: string;
  now: () => Date;
  logger: Logger;
};

const salt = () => randomBytes(16).toString('hex');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The emulator's routes, to mount at the server root. */
export function createSimplePayEmulator(options: SimplePayEmulatorOptions) {
  const { merchant, secretKey, logger } = options;
  const transactions = new Map<number, Transaction>();
  const byToken = new Map<string, Transaction>();
  const orderRefs = new Set<string>();

  function expireIfLate(transaction: Transaction): Transaction {
    if (transaction.status === 'INIT' && transaction.timeout && options.now() >= transaction.timeout)
      transaction.status = 'TIMEOUT';
    return transaction;
  }

  function signed(c: Context, value: Record<string, unknown>) {
    const body = toSimplePayJson(value);
    return c.body(body, 200, { 'content-type': 'application/json', signature: signSimplePay(secretKey, body) });
  }

  async function readSigned(c: Context): Promise<Record<string, unknown> | number> {
    const text = await c.req.text();
    if (!isValidSimplePaySignature(secretKey, text, c.req.header('signature'))) return 5302;
    try {
      const value = JSON.parse(text) as Record<string, unknown>;
      return value.merchant === merchant ? value : 5201;
    } catch {
      return 5321;
    }
  }

  async function sendIpn(transaction: Transaction): Promise<void> {
    const body = toSimplePayJson({
      salt: salt(),
      orderRef: transaction.orderRef,
      method: 'CARD',
      merchant,
      finishDate: toSimplePayDate(transaction.finishDate ?? options.now()),
      paymentDate: toSimplePayDate(transaction.paymentDate ?? options.now()),
      transactionId: transaction.transactionId,
      status: transaction.status,
    });
    try {
      const response = await fetch(options.ipnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', signature: signSimplePay(secretKey, body) },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      const answer = await response.text();
      const isConfirmed =
        response.status === 200 &&
        isValidSimplePaySignature(secretKey, answer, response.headers.get('signature')) &&
        'receiveDate' in (JSON.parse(answer) as object);
      if (!isConfirmed) logger.warn('SimplePay emulator: the IPN was not confirmed', { status: response.status });
    } catch (error) {
      logger.warn('SimplePay emulator: the IPN could not be delivered', { error: String(error) });
    }
  }

  const app = new Hono();

  app.post(`${EMULATOR_PATH}/payment/v2/start`, async (c) => {
    const request = await readSigned(c);
    if (typeof request === 'number') return c.json({ errorCodes: [request] });
    const orderRef = typeof request.orderRef === 'string' ? request.orderRef : '';
    const total = Number(request.total);
    const errors = [
      ...(orderRef ? [] : [5213]),
      ...(orderRefs.has(orderRef) ? [5013] : []),
      ...(typeof request.customerEmail === 'string' && request.customerEmail ? [] : [5219]),
      ...(request.currency === 'HUF' ? [] : [5307]),
      ...(Number.isInteger(total) && total > 0 ? [] : [5324]),
      ...(typeof request.url === 'string' && /^https?:\/\//.test(request.url) ? [] : [5325]),
    ];
    if (errors.length > 0) return c.json({ errorCodes: errors });
    let transactionId = randomInt(500_000_000, 999_999_999);
    while (transactions.has(transactionId)) transactionId += 1;
    const transaction: Transaction = {
      transactionId,
      token: randomBytes(18).toString('base64url'),
      orderRef,
      total,
      customerEmail: String(request.customerEmail),
      backUrl: String(request.url),
      status: 'INIT',
      timeout: typeof request.timeout === 'string' && request.timeout ? new Date(request.timeout) : undefined,
    };
    transactions.set(transactionId, transaction);
    byToken.set(transaction.token, transaction);
    orderRefs.add(orderRef);
    return signed(c, {
      salt: salt(),
      merchant,
      orderRef,
      currency: 'HUF',
      transactionId,
      timeout: request.timeout,
      total,
      paymentUrl: `${options.publicUrl}${EMULATOR_PATH}/pay/${transaction.token}`,
    });
  });

  app.post(`${EMULATOR_PATH}/payment/v2/query`, async (c) => {
    const request = await readSigned(c);
    if (typeof request === 'number') return c.json({ errorCodes: [request] });
    const ids = Array.isArray(request.transactionIds) ? request.transactionIds.map(Number) : [];
    const found = ids.flatMap((id) => transactions.get(id) ?? []).map(expireIfLate);
    return signed(c, {
      salt: salt(),
      merchant,
      transactions: found.map((transaction) => ({
        salt: salt(),
        merchant,
        orderRef: transaction.orderRef,
        total: transaction.total,
        transactionId: transaction.transactionId,
        status: transaction.status,
        resultCode: 'OK',
        remainingTotal: transaction.status === 'FINISHED' ? transaction.total : 0,
        method: 'CARD',
        ...(transaction.paymentDate ? { paymentDate: toSimplePayDate(transaction.paymentDate) } : {}),
        ...(transaction.finishDate ? { finishDate: toSimplePayDate(transaction.finishDate) } : {}),
      })),
      totalCount: found.length,
    });
  });

  app.get(`${EMULATOR_PATH}/pay/:token`, (c) => {
    const found = byToken.get(c.req.param('token'));
    const transaction = found && expireIfLate(found);
    if (!transaction) return c.html(cardPage('Ismeretlen tranzakció', '<p>Ez a fizetési link érvénytelen.</p>'), 404);
    if (transaction.status !== 'INIT')
      return c.html(cardPage('Lezárt tranzakció', `<p>A tranzakció már lezárult (${transaction.status}).</p>`), 409);
    const buttons = (Object.keys(OUTCOMES) as Outcome[])
      .map(
        (outcome) =>
          `<button type="submit" name="outcome" value="${outcome}" data-outcome="${outcome}">${OUTCOMES[outcome].label}</button>`,
      )
      .join('\n');
    return c.html(
      cardPage(
        'SimplePay tesztfizetés',
        `<p>Ez a SimplePay sandbox emulátora: valódi kártyaterhelés nem történik.</p>
<dl><dt>Fizetendő</dt><dd>${new Intl.NumberFormat('hu-HU').format(transaction.total)} Ft</dd>
<dt>Megrendelés</dt><dd>${escapeHtml(transaction.orderRef)}</dd>
<dt>SimplePay tranzakcióazonosító</dt><dd>${transaction.transactionId}</dd>
<dt>Vásárló</dt><dd>${escapeHtml(transaction.customerEmail)}</dd></dl>
<form method="post">${buttons}</form>`,
      ),
    );
  });

  app.post(`${EMULATOR_PATH}/pay/:token`, async (c) => {
    const found = byToken.get(c.req.param('token'));
    const transaction = found && expireIfLate(found);
    const form = await c.req.parseBody();
    const outcome = String(form.outcome ?? '');
    if (!transaction || transaction.status !== 'INIT' || !(outcome in OUTCOMES))
      return c.html(cardPage('Hibás kérés', '<p>A tranzakció nem folytatható.</p>'), 400);
    const result = OUTCOMES[outcome as Outcome];
    transaction.status = result.status;
    if (outcome === 'success') {
      transaction.paymentDate = options.now();
      transaction.finishDate = options.now();
      await sendIpn(transaction);
    }
    const r = JSON.stringify({
      r: result.code,
      t: transaction.transactionId,
      e: result.event,
      m: merchant,
      o: transaction.orderRef,
    });
    const query = new URLSearchParams({ r: Buffer.from(r).toString('base64'), s: signSimplePay(secretKey, r) });
    const separator = transaction.backUrl.includes('?') ? '&' : '?';
    return c.redirect(`${transaction.backUrl}${separator}${query.toString()}`, 302);
  });

  return app;
}

/** Said on every card page and in the start-up log while the emulator plays the payments. */
export const EMULATOR_NOTICE =
  'Tesztüzem: a fizetést a beépített SimplePay-emulátor játssza el. Pénz nem kerül levonásra, bankkártyát nem terhelünk meg.';

function cardPage(title: string, content: string): string {
  return `<!doctype html>
<html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – SimplePay emulátor</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
dt{font-weight:bold}dd{margin:0 0 .5rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem}</style>
</head><body><p role="alert"><strong>${EMULATOR_NOTICE}</strong></p><h1>${title}</h1>
${content}
</body></html>`;
}
