import type { AppDeps } from '../../app-deps.ts';
import type { Order } from './describe-order.ts';
import { settleOrder, type SettleDeps } from './settle-order.ts';

/**
 * Asks SimplePay's signed `query` about a transaction and settles the order with the answer, as an IPN
 * would (the back redirect's event is not the final status). Undefined when SimplePay does not know the
 * transaction or the order is not ours.
 */
export async function settleByQuery(
  deps: SettleDeps & Pick<AppDeps, 'payments'>,
  transactionId: string,
): Promise<Order | undefined> {
  const reported = await deps.payments.query(transactionId);
  return reported ? settleOrder(deps, reported) : undefined;
}
