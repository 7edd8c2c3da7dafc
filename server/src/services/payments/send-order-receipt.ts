import type { AppDeps } from '../../app-deps.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';
import { formatBudapestDateTime, formatForint } from '../../integrations/mail/format-mail-values.ts';
import { describeOrder, type Order } from './describe-order.ts';

/** The payment receipt e-mail of a FINISHED order. */
export async function sendOrderReceipt(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  order: Order,
  recipientName: string,
): Promise<void> {
  const item = describeOrder(deps.db, order);
  await deps.mailer.send(
    composeMessage({
      to: order.email,
      subject: 'Fizetési visszaigazolás – Cégdok',
      paragraphs: [
        `Kedves ${recipientName}!`,
        'Köszönjük a vásárlást! A bankkártyás fizetés sikeresen megtörtént, a megrendelt szolgáltatást aktiváltuk.',
        [
          `Tétel: ${item.name}${item.quantity > 1 ? ` (${item.quantity} db × ${formatForint(item.unitPrice)})` : ''}`,
          `Fizetett összeg: ${formatForint(order.total)}`,
          `Fizetés időpontja: ${formatBudapestDateTime(order.finishedAt ?? order.createdAt)}`,
          `SimplePay tranzakcióazonosító: ${order.transactionId ?? '–'}`,
          `Rendelésazonosító: ${order.orderRef}`,
        ].join('\n'),
        ...(order.invoiceNumber
          ? [`A számlát (${order.invoiceNumber}) a Számlázz.hu külön e-mailben küldi el Önnek.`]
          : []),
      ],
      link: { text: 'Előfizetés és számlázási előzmények', url: `${deps.config.publicUrl}/tool/fiok` },
    }),
  );
}
