import { describe, expect, it } from 'vitest';
import { isFinalStatus, paymentOutcome, shownStatus } from './payment-outcome.ts';
import { readPaymentReturn } from './read-payment-return.ts';

function encode(value: object): string {
  return btoa(JSON.stringify(value));
}

describe('payment outcome', () => {
  it('reads the status and both IDs from r, tolerating a + turned into a space', () => {
    const r = encode({ r: 0, t: 501234567, e: 'SUCCESS', m: 'CEGDOK', o: 'CD12AB' });
    expect(readPaymentReturn(r)).toEqual({ status: 'SUCCESS', transactionId: '501234567', orderId: 'CD12AB' });
    const withPlus = btoa('{"e":"CANCEL","t":1,"o":"a>>?"}');
    expect(withPlus).toContain('+');
    expect(readPaymentReturn(withPlus.replace(/\+/g, ' '))?.orderId).toBe('a>>?');
    expect(readPaymentReturn(null)).toBeNull();
    expect(readPaymentReturn('nem-base64!')).toBeNull();
    expect(readPaymentReturn(encode({ t: 1 }))).toBeNull();
  });

  const returned = (status: string, transactionId = '501234567') => ({ status, transactionId });

  it('waits for the server after a successful card check and follows its answer', () => {
    expect(isFinalStatus('PENDING')).toBe(false);
    expect(isFinalStatus(undefined)).toBe(false);
    expect(paymentOutcome(returned('SUCCESS'), undefined)).toBe('pending');
    expect(paymentOutcome(returned('SUCCESS'), 'PENDING')).toBe('pending');
    expect(paymentOutcome(returned('PENDING'), 'FINISHED')).toBe('finished');
    expect(paymentOutcome(returned('SUCCESS'), 'NOTAUTHORIZED')).toBe('failed');
    expect(shownStatus('SUCCESS', 'NOTAUTHORIZED')).toBe('NOTAUTHORIZED');
  });

  it('has no status for a card check without a transaction ID instead of waiting forever', () => {
    expect(paymentOutcome(returned('SUCCESS', ''), undefined)).toBe('none');
    expect(paymentOutcome(returned('PENDING', ''), undefined)).toBe('none');
    expect(paymentOutcome(returned('CANCEL', ''), undefined)).toBe('cancelled');
  });

  it('never calls a cancel or a timeout a failure', () => {
    expect(paymentOutcome(returned('CANCEL'), undefined)).toBe('cancelled');
    expect(paymentOutcome(returned('TIMEOUT'), undefined)).toBe('timeout');
    expect(paymentOutcome(returned('FAIL'), undefined)).toBe('failed');
    expect(paymentOutcome(null, undefined)).toBe('none');
  });

  it("shows the order's final state from the server over the back redirect's event", () => {
    expect(paymentOutcome(returned('CANCEL'), 'CANCELLED')).toBe('cancelled');
    expect(paymentOutcome(returned('TIMEOUT'), 'TIMEOUT')).toBe('timeout');
    expect(paymentOutcome(returned('FAIL'), 'NOTAUTHORIZED')).toBe('failed');
    expect(paymentOutcome(returned('FAIL'), 'PENDING')).toBe('failed');
    expect(shownStatus('CANCEL', 'CANCELLED')).toBe('CANCELLED');
    expect(shownStatus('CANCEL', 'PENDING')).toBe('CANCEL');
  });
});
