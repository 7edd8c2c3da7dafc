import { describe, expect, it } from 'vitest';
import { isValidSimplePaySignature, signSimplePay, toSimplePayJson } from './sign-simplepay.ts';

// The public example key and vectors of the SimplePay documentation (protocol brief §1.3).
const KEY = 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6';

describe('SimplePay signatures', () => {
  it('matches the start request vector of §3.2, and only with the slashes escaped', () => {
    const body =
      '{"salt":"c1ca1d0e9fc2323b3dda7cf145e36f5e","merchant":"PUBLICTESTHUF","orderRef":"101010516348232058105","currency":"HUF","customerEmail":"sdk_test@otpmobil.com","language":"HU","sdkVersion":"SimplePayV2.1_Payment_PHP_SDK_2.0.7_190701:dd236896400d7463677a82a47f53e36e","methods":["CARD"],"total":"25","timeout":"2021-10-30T12:30:11+00:00","url":"https:\\/\\/sdk.simplepay.hu\\/back.php"}';
    expect(signSimplePay(KEY, body)).toBe('gcDJ8J7TyT1rC/Ygj/8CihXaLwniMWRav09QSEMQUnv5TbYaEDvQAuBE1mW3plvZ');
    expect(signSimplePay(KEY, body.replace(/\\\//g, '/'))).not.toBe(
      'gcDJ8J7TyT1rC/Ygj/8CihXaLwniMWRav09QSEMQUnv5TbYaEDvQAuBE1mW3plvZ',
    );
    expect(toSimplePayJson(JSON.parse(body))).toBe(body);
  });

  it('matches the back-redirect vector of §3.13 over the decoded r', () => {
    const r =
      'eyJyIjowLCJ0Ijo5OTg0NDk0MiwiZSI6IlNVQ0NFU1MiLCJtIjoiUFVCTElDVEVTVEhVRiIsIm8iOiIxMDEwMTA1MTU2ODAyOTI0ODI2MDAifQ==';
    const decoded = Buffer.from(r, 'base64').toString('utf8');
    expect(JSON.parse(decoded)).toEqual({
      r: 0,
      t: 99844942,
      e: 'SUCCESS',
      m: 'PUBLICTESTHUF',
      o: '101010515680292482600',
    });
    const s = 'El/nvex9TjgjuORI63gEu5I5miGo4CSAD5lmEpKIxp7WuVRq6bBeh1QdyEvVGSsi';
    expect(isValidSimplePaySignature(KEY, decoded, s)).toBe(true);
    expect(isValidSimplePaySignature(KEY, decoded.replace('SUCCESS', 'FAIL'), s)).toBe(false);
    expect(isValidSimplePaySignature(KEY, decoded, undefined)).toBe(false);
    expect(isValidSimplePaySignature(KEY, decoded, 'rövid')).toBe(false);
  });

  it('matches the start request vector of the 2025 documentation', () => {
    const body =
      '{"salt":"f2dbffcef9a3ab94b618ddb59f0da637","merchant":"PUBLICTESTHUF","orderRef":"1853354717597262343977","currency":"HUF","customerEmail":"sdk_test@simplepay.com","language":"HU","sdkVersion":"SimplePay_PHP_SDK_2.1.5_250731:819df13a2304433007f4e3159610f623","methods":["CARD"],"total":"25","timeout":"2025-10-06T07:00:34+02:00","url":"https:\\/\\/sdk.simplepay.hu\\/back.php"}';
    expect(signSimplePay(KEY, body)).toBe('ioi43JEN1utnzPTdJGjuU7we8zgyWh7s0NILYgN0PYLej3OnyjFohbI3YZ747J0v');
  });
});
