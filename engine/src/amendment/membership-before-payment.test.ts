import { describe, expect, it } from 'vitest';
import { membershipBeforePayment } from './membership-before-payment.ts';

const onPayment = {
  jogcim: 'ADASVETEL',
  tulajdonatszallas: 'VETELAR_MEGFIZETESE',
  fizetesiHatarido: '2026-12-15',
};

describe('membershipBeforePayment', () => {
  it('answers the notification day when the price falls due after it', () => {
    expect(membershipBeforePayment({ ...onPayment, bejelentesKelte: '2026-11-24' }, '2026-11-26')).toEqual({
      reliedOn: '2026-11-24',
      due: '2026-12-15',
    });
  });

  it('answers the documents’ date without a notification, or when the notification comes later', () => {
    expect(membershipBeforePayment(onPayment, '2026-11-26')?.reliedOn).toBe('2026-11-26');
    expect(membershipBeforePayment({ ...onPayment, bejelentesKelte: null }, '2026-11-26')?.reliedOn).toBe('2026-11-26');
    expect(membershipBeforePayment({ ...onPayment, bejelentesKelte: '2026-12-01' }, '2026-11-26')?.reliedOn).toBe(
      '2026-11-26',
    );
  });

  it('is null when the price is due by then, the share passes at signing, it is a gift or has no deadline', () => {
    expect(membershipBeforePayment({ ...onPayment, fizetesiHatarido: '2026-11-26' }, '2026-11-26')).toBeNull();
    expect(membershipBeforePayment({ ...onPayment, tulajdonatszallas: 'ALAIRAS' }, '2026-11-26')).toBeNull();
    expect(membershipBeforePayment({ ...onPayment, jogcim: 'AJANDEKOZAS' }, '2026-11-26')).toBeNull();
    expect(membershipBeforePayment({ ...onPayment, fizetesiHatarido: null }, '2026-11-26')).toBeNull();
  });
});
