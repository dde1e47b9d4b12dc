// The documents a customer's mail carries (docs/product.md#documents-mail): rendered in the transaction that
// writes the mail, kept with it in the outbox.
import type { Transaction } from '../../db/database.ts';
import { gatherOrderDocument, type PaperFiles, type Pdf, type SalesOrderRow } from './document-data.ts';
import { receiptNumber, renderReceipt } from './layouts/receipt.ts';
import { renderInvoice } from './layouts/invoice.ts';

export const receiptable = (status: string) => status === 'succeeded' || status === 'refunded';

// ---------------------------------------------------------------------------------------------------------

export interface Attachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

const attachment = (pdf: Pdf): Attachment => ({
  filename: pdf.fileName,
  contentType: 'application/pdf',
  contentBase64: pdf.bytes.toString('base64'),
});

/** The receipt of a payment for the customer's mail; none when the payment took nothing (yet). */
export async function receiptAttachment(
  tx: Transaction,
  order: SalesOrderRow,
  paymentId: number,
  files: PaperFiles,
): Promise<Attachment | null> {
  const document = await gatherOrderDocument(tx, order, files);
  const payment = document.payments.find((p) => p.id === paymentId);
  if (!payment || !receiptable(payment.status)) return null;
  return attachment({
    fileName: `receipt-${receiptNumber(document, payment)}.pdf`,
    bytes: await renderReceipt(document, payment, 'page'),
  });
}

/** The invoice for the customer's mail at completion. */
export async function invoiceAttachment(
  tx: Transaction,
  order: SalesOrderRow,
  files: PaperFiles,
): Promise<Attachment> {
  const document = await gatherOrderDocument(tx, order, files);
  return attachment({ fileName: `invoice-${order.orderNo}.pdf`, bytes: await renderInvoice(document, true) });
}
