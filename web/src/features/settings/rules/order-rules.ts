import type { Order } from '../../../api/billing.ts';
import { tierName } from '../../../lib/tier-name.ts';

type StatusView = { label: string; color: 'yellow' | 'green' | 'red' };

const STATUS_LABELS: Record<string, string> = {
  INIT: 'Folyamatban',
  FINISHED: 'Teljesítve',
  CANCELLED: 'Megszakítva',
  TIMEOUT: 'Időtúllépés',
  NOTAUTHORIZED: 'Sikertelen',
  FAILED: 'Sikertelen',
  INFRAUD: 'Csalásellenőrzés alatt',
};

/** Order status (spec section 4): INIT yellow, FINISHED green, anything else red; unknown ones named so. */
export function orderStatusView(status: string): StatusView {
  const label = STATUS_LABELS[status] ?? 'Ismeretlen';
  return { label, color: status === 'INIT' ? 'yellow' : status === 'FINISHED' ? 'green' : 'red' };
}

/** One-off purchase when documentIds are present, otherwise a monthly or yearly plan. */
export function orderKind(order: Order): string {
  const documentIds = (order.documentIds ?? '').split(';').filter(Boolean);
  if (documentIds.length > 0) return `Egyszeri vásárlás (${documentIds.length} dokumentum)`;
  return `${order.monthly ? 'Havi' : 'Éves'} előfizetés: ${tierName(order.tierId)}`;
}
