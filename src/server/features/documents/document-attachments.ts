// The documents a customer's mail carries (docs/product.md#documents-mail): the mail is written in the
// transaction of what caused it with a reference to its receipt or invoice (a name and the order), and the
// PDF is rendered when the mail is sent (the mail worker), so a payment's or completion's transaction stays
// short and renders nothing.
import { and, eq } from 'drizzle-orm';
import { inScope, type Database, type Transaction } from '../../db/database.ts';
import { salesOrders, type MailDocumentRef } from '../../db/schema/index.ts';
import { gatherOrderDocument, type PaperFiles, type SalesOrderRow } from './document-data.ts';
import { orderPayments } from './documents.repository.ts';
import { renderReceipt } from './layouts/receipt.ts';
import { renderInvoice } from './layouts/invoice.ts';

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

/**
 * Renders a mail's document as it stands when the mail is sent: the order is read in a short transaction of
 * its own (platform scope: the worker acts for no one), the PDF made after it ends.
 */
export async function renderMailDocument(
  db: Database,
  files: PaperFiles,
  ref: MailDocumentRef,
): Promise<Buffer> {
  const { kind, storeId, salesOrderId, paymentId } = ref.document;
  const document = await inScope(db, { kind: 'platform' }, async (tx) => {
    const [order] = await tx
      .select()
      .from(salesOrders)
      .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.id, salesOrderId)));
    if (!order) throw new Error(`the order of ${ref.filename} is gone`);
    return gatherOrderDocument(tx, order, files);
  });
  if (kind === 'invoice') return renderInvoice(document, true);
  const payment = document.payments.find((p) => p.id === paymentId);
  if (!payment) throw new Error(`the payment of ${ref.filename} is gone`);
  return renderReceipt(document, payment, 'page');
}
