// The rules of an order's paper (docs/product.md#documents-paper): who may have which document and the PDF.
// The caller's scope decides whether the order (or vendor invoice) is theirs — a customer their own orders
// only — and the document is then read in the platform scope for that one order (a customer cannot see the
// staff's upload of a signature, yet their invoice prints it).
import { and, eq } from 'drizzle-orm';
import { inScope, type Database } from '../../db/database.ts';
import type { FastifyRequest } from 'fastify';
import { asPlatform } from '../../db/platform-scope.ts';
import { invoices, salesOrders, type MailDocumentRef } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { actorOf } from '../../orders/http.ts';
import { visibleRows } from '../../orders/parties.ts';
import { draftsHiddenFrom } from '../charges/invoices.lifecycle.ts';
import { may } from '../../../shared/permission-registry.ts';
import { visibleOrder } from '../sales-orders/sales-orders.service.ts';
import { locationFor, orderPayments, storeWithSettings, vendorInvoice } from './documents.repository.ts';
import { gatherOrderDocument, type PaperFiles, type Pdf } from './document-data.ts';
import { receiptable } from './document-attachments.ts';
import { renderEnvelope } from './layouts/envelope.ts';
import { receiptNumber, renderReceipt, type ReceiptLayout } from './layouts/receipt.ts';
import { renderInvoice } from './layouts/invoice.ts';
import { renderVendorInvoice } from './layouts/vendor-invoice.ts';
import { storeWords } from '../../i18n/store-words.ts';

export const invoiceIssued = (status: string) => status === 'completed' || status === 'refunded';

/** The documents of an order the caller may download (docs/product.md#documents-mail). */
export async function listOrderDocuments(request: FastifyRequest, id: number) {
  const actor = actorOf(request);
  const mayPrintEnvelope = may({ role_id: request.principal!.roleId }, 'sales-orders:envelope');
  return request.inTenant(async (tx) => {
    const order = await visibleOrder(tx, id, actor);
    const paymentRows = await orderPayments(tx, order.storeId, order.id);
    const base = `/sales-orders/${order.id}/documents`;
    // Titles in the store's language, amounts in its currency (docs/product.md#languages).
    const { t, cents } = await storeWords(tx, order.storeId);
    return [
      ...(mayPrintEnvelope
        ? [
            {
              kind: 'envelope' as const,
              title: t('documents.envelope.title', { order: order.orderNo }),
              file_name: `envelope-${order.orderNo}.pdf`,
              path: `${base}/envelope`,
              payment_id: null,
              created_at: order.createdAt.toISOString(),
            },
          ]
        : []),
      ...(invoiceIssued(order.status)
        ? [
            {
              kind: 'invoice' as const,
              title: `${t('documents.invoice.title')} ${order.orderNo}`,
              file_name: `invoice-${order.orderNo}.pdf`,
              path: `${base}/invoice`,
              payment_id: null,
              created_at: (order.completedAt ?? order.updatedAt).toISOString(),
            },
          ]
        : []),
      ...paymentRows
        .filter((p) => receiptable(p.status))
        .map((p) => ({
          kind: 'receipt' as const,
          title: `${t('documents.receipt.titleNumber', { number: `${order.orderNo}-P${p.id}` })} (${cents(p.amountCents)})`,
          file_name: `receipt-${order.orderNo}-P${p.id}.pdf`,
          path: `${base}/receipt?payment_id=${p.id}`,
          payment_id: p.id,
          created_at: p.createdAt.toISOString(),
        })),
    ];
  });
}

/** Reads the order the caller may see, then gathers its document (the transaction ends before rendering). */
async function orderDocumentFor(request: FastifyRequest, files: PaperFiles, id: number, withBench = false) {
  return request.inTenant(async (tx) => {
    const order = await visibleOrder(tx, id, actorOf(request));
    return { order, document: await gatherOrderDocument(tx, order, files, withBench) };
  });
}

export async function envelopePdf(request: FastifyRequest, files: PaperFiles, id: number): Promise<Pdf> {
  const { order, document } = await orderDocumentFor(request, files, id, true);
  return { fileName: `envelope-${order.orderNo}.pdf`, bytes: await renderEnvelope(document) };
}

export async function invoicePdf(request: FastifyRequest, files: PaperFiles, id: number): Promise<Pdf> {
  const { order, document } = await orderDocumentFor(request, files, id);
  const final = invoiceIssued(order.status);
  return {
    fileName: `${final ? 'invoice' : 'pro-forma'}-${order.orderNo}.pdf`,
    bytes: await renderInvoice(document, final),
  };
}

/** A payment's receipt: the one named, or the order's latest payment taken. */
export async function receiptPdf(
  request: FastifyRequest,
  files: PaperFiles,
  id: number,
  paymentId: number | null,
  layout: ReceiptLayout,
): Promise<Pdf> {
  const { document } = await orderDocumentFor(request, files, id);
  const payment =
    paymentId === null
      ? document.payments.filter((p) => receiptable(p.status)).at(-1)
      : document.payments.find((p) => p.id === paymentId);
  if (!payment)
    throw notFound(
      paymentId === null ? 'This order has no payment taken yet.' : 'No such payment on this order.',
    );
  if (!receiptable(payment.status))
    throw conflict('A receipt is issued for a payment taken: this one is still pending.');
  return {
    fileName: `receipt-${receiptNumber(document, payment)}${layout === 'thermal' ? '-80mm' : ''}.pdf`,
    bytes: await renderReceipt(document, payment, layout),
  };
}

/** A vendor's invoice to a store: the issuing vendor and the store billed (not a draft), the super admin. */
export async function vendorInvoicePdf(request: FastifyRequest, id: number): Promise<Pdf> {
  const actor = actorOf(request);
  const data = await request.inTenant(async (tx) => {
    const [visible] = await tx
      .select({ id: invoices.id, storeId: invoices.storeId })
      .from(invoices)
      .where(and(eq(invoices.id, id), visibleRows(actor, invoices), draftsHiddenFrom(actor)));
    if (!visible) throw notFound('No such invoice.');
    return asPlatform(tx, async () => {
      const found = await vendorInvoice(tx, visible.id);
      const store = await storeWithSettings(tx, visible.storeId);
      const location = await locationFor(tx, visible.storeId, null);
      return { found: found!, store: store!, location };
    });
  });
  const { invoice, vendor, lines } = data.found;
  const bytes = await renderVendorInvoice({
    invoiceNo: invoice.invoiceNo,
    status: invoice.status,
    createdAt: invoice.createdAt,
    sentAt: invoice.sentAt,
    paidAt: invoice.paidAt,
    termsDays: vendor.invoiceTermsDays,
    note: vendor.invoiceNote,
    vendor: { name: vendor.name, email: vendor.email, phone: vendor.phone, website: vendor.websiteUrl },
    store: {
      name: data.store.store.name,
      contact: data.location
        ? [data.location.addressLine1, data.location.city, data.location.postalCode].filter(
            (l): l is string => Boolean(l),
          )
        : [],
    },
    paperSize: data.store.settings?.paperSize === 'letter' ? 'letter' : 'a4',
    lines,
    totalCents: invoice.totalCents,
  });
  return { fileName: `invoice-${invoice.invoiceNo}.pdf`, bytes };
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
