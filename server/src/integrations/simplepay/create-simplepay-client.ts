import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors/app-error.ts';
import {
  isValidSimplePaySignature,
  restoreBase64Plus,
  signSimplePay,
  toSimplePayDate,
  toSimplePayJson,
} from './sign-simplepay.ts';

export const SDK_VERSION = 'Cegdok_SimplePay_v2_1.0';

export const BACK_EVENTS = ['SUCCESS', 'FAIL', 'CANCEL', 'TIMEOUT'] as const;
export type BackEvent = (typeof BACK_EVENTS)[number];

export type SimplePayInvoice = { name: string; zip: string; city: string; address: string; phone: string };

export type SimplePayStart = {
  orderRef: string;
  total: number;
  customerEmail: string;
  /** Where the browser comes back to with `r` and `s` after every outcome. */
  backUrl: string;
  /** Until when the buyer may start paying on the card page. */
  timeout: Date;
  invoice: SimplePayInvoice;
};

/** The back redirect's decoded `r`: response code, transaction id, event, merchant, orderRef. */
export type SimplePayBack = { r: number; t: number; e: BackEvent; m: string; o: string };

export type SimplePayNotification = { transactionId: string; orderRef: string; status: string };

/** SimplePay v2 as the server uses it: start, query, and reading the signed back redirect and IPN. */
export type SimplePayClient = {
  merchant: string;
  start(request: SimplePayStart): Promise<{ transactionId: string; paymentUrl: string }>;
  /** The transaction's status, or undefined when SimplePay does not know it. */
  query(transactionId: string): Promise<SimplePayNotification | undefined>;
  /** The decoded `r` when `s` signs it; undefined for a forged or broken pair. */
  readBack(r: string, s: string): SimplePayBack | undefined;
  /** The IPN when its `Signature` header signs the raw body; undefined otherwise. */
  readIpn(rawBody: string, signature: string | undefined): SimplePayNotification | undefined;
  /** The IPN answer: the received JSON plus `receiveDate`, and its own signature (protocol brief §1.8). */
  confirmIpn(rawBody: string, receivedAt: Date): { body: string; signature: string };
};

const salt = () => randomBytes(16).toString('hex');

function upstreamError(message: string, cause?: unknown): AppError {
  return new AppError('UPSTREAM_FAILED', {
    message: 'A fizetési szolgáltató nem válaszolt megfelelően. Kérjük, próbálja újra később.',
    cause: cause ?? new Error(message),
  });
}

/** The SimplePay v2 client over `fetch`: signed JSON requests, answers verified on their raw text. */
export function createSimplePayClient(options: {
  merchant: string;
  secretKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SimplePayClient {
  const { merchant, secretKey } = options;
  const baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const doFetch = options.fetch ?? fetch;

  async function call(path: 'start' | 'query', payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    const body = toSimplePayJson(payload);
    let response: Response;
    try {
      response = await doFetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', signature: signSimplePay(secretKey, body) },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw upstreamError(`SimplePay ${path} unreachable`, error);
    }
    const text = await response.text();
    let answer: Record<string, unknown>;
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      throw upstreamError(`SimplePay ${path}: HTTP ${response.status}, not JSON`, error);
    }
    // An error answer is information only: it may come without a valid signature.
    if (Array.isArray(answer.errorCodes))
      throw upstreamError(`SimplePay ${path} error codes ${answer.errorCodes.join(', ')}`);
    if (!isValidSimplePaySignature(secretKey, text, response.headers.get('signature')))
      throw upstreamError(`SimplePay ${path}: the answer's signature does not match`);
    return answer;
  }

  return {
    merchant,
    async start(request) {
      const answer = await call('start', {
        salt: salt(),
        merchant,
        orderRef: request.orderRef,
        currency: 'HUF',
        customerEmail: request.customerEmail,
        language: 'HU',
        sdkVersion: SDK_VERSION,
        methods: ['CARD'],
        total: String(request.total),
        timeout: toSimplePayDate(request.timeout),
        url: request.backUrl,
        invoice: { ...request.invoice, company: '', country: 'HU', state: '', address2: '' },
      });
      if (typeof answer.paymentUrl !== 'string' || answer.transactionId === undefined)
        throw upstreamError('SimplePay start: no paymentUrl or transactionId');
      return { transactionId: String(answer.transactionId), paymentUrl: answer.paymentUrl };
    },
    async query(transactionId) {
      const answer = await call('query', {
        salt: salt(),
        merchant,
        sdkVersion: SDK_VERSION,
        transactionIds: [transactionId],
      });
      const transactions = Array.isArray(answer.transactions) ? (answer.transactions as Record<string, unknown>[]) : [];
      const found = transactions.find((transaction) => String(transaction.transactionId) === transactionId);
      if (!found || typeof found.status !== 'string') return undefined;
      return { transactionId, orderRef: String(found.orderRef), status: found.status };
    },
    readBack(rawR, rawS) {
      const decoded = Buffer.from(restoreBase64Plus(rawR), 'base64').toString('utf8');
      if (!isValidSimplePaySignature(secretKey, decoded, restoreBase64Plus(rawS))) return undefined;
      try {
        const value = JSON.parse(decoded) as Partial<SimplePayBack> & { e?: string };
        const event = String(value.e ?? '').toUpperCase();
        if (!BACK_EVENTS.includes(event as BackEvent) || value.m !== merchant) return undefined;
        return { r: Number(value.r), t: Number(value.t), e: event as BackEvent, m: value.m, o: String(value.o) };
      } catch {
        return undefined;
      }
    },
    readIpn(rawBody, signature) {
      if (!isValidSimplePaySignature(secretKey, rawBody, signature)) return undefined;
      try {
        const value = JSON.parse(rawBody) as Record<string, unknown>;
        if (value.merchant !== merchant || typeof value.status !== 'string' || value.transactionId === undefined)
          return undefined;
        return { transactionId: String(value.transactionId), orderRef: String(value.orderRef), status: value.status };
      } catch {
        return undefined;
      }
    },
    confirmIpn(rawBody, receivedAt) {
      const trimmed = rawBody.trimEnd();
      const body = `${trimmed.slice(0, trimmed.lastIndexOf('}'))},"receiveDate":"${toSimplePayDate(receivedAt)}"}`;
      return { body, signature: signSimplePay(secretKey, body) };
    },
  };
}
