import { describe, expect, it } from 'vitest';
import { createSimplePayClient } from './create-simplepay-client.ts';
import { signSimplePay } from './sign-simplepay.ts';

const KEY = 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6';
const start = {
  orderRef: 'CD1',
  total: 19_900,
  customerEmail: 'vevo@example.hu',
  backUrl: 'https://cegdok.hu/api/payment/back',
  timeout: new Date('2026-11-20T10:30:00.123Z'),
  invoice: { name: 'Vevő', zip: '1062', city: 'Budapest', address: 'Váci út 1.', phone: '123' },
};

/** SimplePay's side for one call: records the signed request and answers `answer`, signed with `answerKey`. */
function fakeSimplePay(answer: string, answerKey = KEY) {
  const sent: { url: string; body: string; signature: string | null }[] = [];
  const doFetch: typeof fetch = async (url, init) => {
    const body = String(init?.body);
    sent.push({ url: String(url), body, signature: new Headers(init?.headers).get('signature') });
    return new Response(answer, { headers: { signature: signSimplePay(answerKey, answer) } });
  };
  return { sent, doFetch };
}

describe('the SimplePay client', () => {
  it('signs the start request it sends and takes transactionId and paymentUrl from a signed answer', async () => {
    const { sent, doFetch } = fakeSimplePay(
      '{"salt":"x","merchant":"PUBLICTESTHUF","orderRef":"CD1","transactionId":512345678,"paymentUrl":"https:\\/\\/sandbox.simplepay.hu\\/pay\\/t"}',
    );
    const client = createSimplePayClient({
      merchant: 'PUBLICTESTHUF',
      secretKey: KEY,
      baseUrl: 'https://sp.test/v2',
      fetch: doFetch,
    });
    expect(await client.start(start)).toEqual({
      transactionId: '512345678',
      paymentUrl: 'https://sandbox.simplepay.hu/pay/t',
    });
    expect(sent[0]!.url).toBe('https://sp.test/v2/start');
    expect(sent[0]!.signature).toBe(signSimplePay(KEY, sent[0]!.body));
    expect(sent[0]!.body).toContain('"url":"https:\\/\\/cegdok.hu\\/api\\/payment\\/back"');
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      total: '19900',
      currency: 'HUF',
      timeout: '2026-11-20T10:30:00+00:00',
      methods: ['CARD'],
    });
  });

  it('refuses an answer with a wrong signature and an error-code answer', async () => {
    for (const { doFetch } of [
      fakeSimplePay('{"transactionId":1,"paymentUrl":"https://x"}', 'masik-kulcs'),
      fakeSimplePay('{"errorCodes":[5321]}'),
    ]) {
      const client = createSimplePayClient({
        merchant: 'PUBLICTESTHUF',
        secretKey: KEY,
        baseUrl: 'https://sp.test/v2/',
        fetch: doFetch,
      });
      await expect(client.start(start)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    }
  });

  it('reads a back redirect whose + signs became spaces, and refuses another merchant', () => {
    const client = createSimplePayClient({ merchant: 'PUBLICTESTHUF', secretKey: KEY, baseUrl: 'https://sp.test/' });
    const r =
      'eyJyIjowLCJ0Ijo5OTg0NDk0MiwiZSI6IlNVQ0NFU1MiLCJtIjoiUFVCTElDVEVTVEhVRiIsIm8iOiIxMDEwMTA1MTU2ODAyOTI0ODI2MDAifQ==';
    const s = 'El/nvex9TjgjuORI63gEu5I5miGo4CSAD5lmEpKIxp7WuVRq6bBeh1QdyEvVGSsi';
    expect(client.readBack(r, s.replace(/\+/g, ' '))).toEqual({
      r: 0,
      t: 99844942,
      e: 'SUCCESS',
      m: 'PUBLICTESTHUF',
      o: '101010515680292482600',
    });
    const other = createSimplePayClient({ merchant: 'MASIKHUF', secretKey: KEY, baseUrl: 'https://sp.test/' });
    expect(other.readBack(r, s)).toBeUndefined();
  });

  it('confirms an IPN with receiveDate before the last brace, signed', () => {
    const client = createSimplePayClient({ merchant: 'PUBLICTESTHUF', secretKey: KEY, baseUrl: 'https://sp.test/' });
    const ipn =
      '{"merchant":"PUBLICTESTHUF","orderRef":"CD1","transactionId":1,"status":"FINISHED","card":{"mask":"x"}}';
    expect(client.readIpn(ipn, signSimplePay(KEY, ipn))).toEqual({
      transactionId: '1',
      orderRef: 'CD1',
      status: 'FINISHED',
    });
    expect(client.readIpn(ipn, signSimplePay('masik', ipn))).toBeUndefined();
    const answer = client.confirmIpn(ipn, new Date('2026-11-20T10:00:00Z'));
    expect(answer.body).toBe(`${ipn.slice(0, -1)},"receiveDate":"2026-11-20T10:00:00+00:00"}`);
    expect(answer.signature).toBe(signSimplePay(KEY, answer.body));
  });
});
