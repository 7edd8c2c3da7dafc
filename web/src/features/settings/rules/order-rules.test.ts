import { describe, expect, it } from 'vitest';
import { orderKind, orderStatusView } from './order-rules.ts';

describe('order rules', () => {
  it('colours INIT yellow, FINISHED green and everything else red', () => {
    expect(orderStatusView('INIT')).toEqual({ label: 'Folyamatban', color: 'yellow' });
    expect(orderStatusView('FINISHED')).toEqual({ label: 'Teljesítve', color: 'green' });
    expect(orderStatusView('CANCELLED')).toEqual({ label: 'Megszakítva', color: 'red' });
    expect(orderStatusView('NOTAUTHORIZED')).toEqual({ label: 'Sikertelen', color: 'red' });
    expect(orderStatusView('INFRAUD')).toEqual({ label: 'Csalásellenőrzés alatt', color: 'red' });
    expect(orderStatusView('VALAMI')).toEqual({ label: 'Ismeretlen', color: 'red' });
  });

  it('tells a one-off purchase from a monthly or yearly plan', () => {
    const base = { id: 1, createdAt: '2026-11-20T10:00:00Z', total: 1380, status: 'FINISHED' };
    expect(orderKind({ ...base, documentIds: '4;5' })).toBe('Egyszeri vásárlás (2 dokumentum)');
    expect(orderKind({ ...base, tierId: 'medium', monthly: true, documentIds: null })).toBe('Havi előfizetés: Közepes');
    expect(orderKind({ ...base, tierId: 'basic', monthly: false })).toBe('Éves előfizetés: Alap');
  });
});
