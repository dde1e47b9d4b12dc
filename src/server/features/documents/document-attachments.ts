// The documents a customer's mail carries (docs/product.md#documents-mail): the mail is written in the
// transaction of what caused it with a reference to its receipt or invoice (a name and the order), and the
// PDF is rendered when the mail is sent (the mail worker, through documents.service.ts renderMailDocument),
// so a payment's or completion's transaction stays short and renders nothing.
import type { Transaction } from '../../db/database.ts';
import type { MailDocumentRef, salesOrders } from '../../db/schema/index.ts';
import { orderPayments } from './documents.repository.ts';

type SalesOrderRow = typeof salesOrders.$inferSelect;

export const receiptable = (status: string) => status === 'succeeded' || status === 'refunded';

// ---------------------------------------------------------------------------------------------------------

/** The receipt of a payment for the customer's mail; none when the payment took nothing (yet). */
export async function receiptAttachment(
  tx: Transaction,
  order: SalesOrderRow,
  paymentId: number,
): Promise<MailDocumentRef | null> {
  const payment = (await orderPayments(tx, order.storeId, order.id)).find((p) => p.id === paymentId);
  if (!payment || !receiptable(payment.status)) return null;
  return {
    filename: `receipt-${order.orderNo}-P${payment.id}.pdf`,
    contentType: 'application/pdf',
    document: { kind: 'receipt', storeId: order.storeId, salesOrderId: order.id, paymentId: payment.id },
  };
}

/** The invoice for the customer's mail at completion. */
export function invoiceAttachment(order: SalesOrderRow): MailDocumentRef {
  return {
    filename: `invoice-${order.orderNo}.pdf`,
    contentType: 'application/pdf',
    document: { kind: 'invoice', storeId: order.storeId, salesOrderId: order.id, paymentId: null },
  };
}
