// A receipt for one payment (docs/product.md#documents-receipt): on the store's sheet (A4 or US Letter) or as
// an 80 mm thermal slip — what was paid, how, for what, and the order's balance after it.
import type { DocumentPayment, OrderDocument } from './order-document.ts';
import {
  facesOf,
  finish,
  legalFooter,
  newDocument,
  pageHeader,
  printable,
  rule,
  table,
  thermalSlip,
  type Doc,
} from './pdf-kit.ts';

export type ReceiptLayout = 'page' | 'thermal';

export const receiptNumber = (d: OrderDocument, p: DocumentPayment) => `${d.order.orderNo}-P${p.id}`;

export function renderReceipt(
  d: OrderDocument,
  payment: DocumentPayment,
  layout: ReceiptLayout,
): Promise<Buffer> {
  const title = d.store.words.t('documents.receipt.titleNumber', { number: receiptNumber(d, payment) });
  if (layout === 'thermal') return thermalSlip(title, d.store.brand, (doc) => draw(doc, d, payment, true));
  const doc = newDocument(d.store.paperSize, title, d.store.brand);
  draw(doc, d, payment, false);
  return finish(doc);
}

function draw(doc: Doc, d: OrderDocument, p: DocumentPayment, thermal: boolean) {
  const { brand } = d.store;
  const { t, cents: money, utcDateTime: dateTimeOf } = d.store.words;
  const statusWords = (status: string) => {
    const key = `common.payment.status.${status}`;
    return t(key) === key ? status : t(key);
  };
  const f = facesOf(brand);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  pageHeader(
    doc,
    brand,
    t('documents.receipt.title'),
    t('documents.number', { number: receiptNumber(d, p), date: dateTimeOf(p.at) }),
  );
  const size = thermal ? 8 : 10;
  const line = (name: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? f.bold : f.regular)
      .fontSize(size)
      .fillColor(brand.ink);
    doc.text(printable(name), left, y, { width: width * 0.55 });
    const h = doc.y;
    doc.text(printable(value), left + width * 0.45, y, { width: width * 0.55, align: 'right' });
    doc.y = Math.max(h, doc.y);
    doc.x = left;
  };
  line(t('documents.orderLabel'), d.order.orderNo);
  line(t('documents.customer'), d.order.customerName);
  if (d.order.location) line(t('documents.location'), d.order.location);
  rule(doc, brand);
  if (!thermal) {
    table(
      doc,
      brand,
      [
        t('documents.receipt.paidFor'),
        t('documents.receipt.method'),
        t('documents.status'),
        t('documents.amount'),
      ],
      [{ cells: [p.what, p.method, statusWords(p.status), money(p.amountCents)] }],
      [0.45, 0.2, 0.15, 0.2],
      3,
    );
    doc.moveDown(0.5);
  } else {
    line(t('documents.receipt.paidFor'), p.what);
    line(t('documents.receipt.method'), p.method);
    if (p.status !== 'succeeded') line(t('documents.status'), statusWords(p.status));
  }
  doc.moveDown(0.3);
  line(
    t(p.status === 'refunded' ? 'documents.receipt.amountRefunded' : 'documents.receipt.amountPaid'),
    money(p.amountCents),
    true,
  );
  if (p.reference) line(t('documents.receipt.reference'), p.reference);
  rule(doc, brand);
  // The ledger's running figures at this payment (docs/product.md#payments-ledger), not added up here.
  line(t('documents.receipt.chargedToDate'), money(p.chargedToDateCents));
  line(t('documents.receipt.paidToDate'), money(p.paidToDateCents));
  doc.fillColor(brand.accent);
  line(t('documents.receipt.balanceAfter'), money(p.balanceAfterCents), true);
  doc.fillColor(brand.ink);
  doc.moveDown(0.5);
  doc
    .font(f.italic)
    .fontSize(thermal ? 7 : 9)
    .text(printable(t('documents.receipt.thanks')), left, doc.y, { width, align: 'center' });
  legalFooter(doc, brand, [d.store.legalLines, d.store.contact.join(' · ')]);
}
