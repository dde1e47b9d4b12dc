// A receipt for one payment (docs/product.md#documents-receipt): on the store's sheet (A4 or US Letter) or as
// an 80 mm thermal slip — what was paid, how, for what, and the order's balance after it.
import { paymentStatusLabel, type PaymentRecordStatus } from '../../../../shared/payment-status.ts';
import type { DocumentPayment, OrderDocument } from './order-document.ts';
import {
  dateTimeOf,
  facesOf,
  finish,
  legalFooter,
  money,
  newDocument,
  pageHeader,
  printable,
  rule,
  table,
  thermalSlip,
  type Doc,
} from './pdf-kit.ts';

const statusWords = (status: string) => paymentStatusLabel[status as PaymentRecordStatus] ?? status;

export type ReceiptLayout = 'page' | 'thermal';

export const receiptNumber = (d: OrderDocument, p: DocumentPayment) => `${d.order.orderNo}-P${p.id}`;

export function renderReceipt(
  d: OrderDocument,
  payment: DocumentPayment,
  layout: ReceiptLayout,
): Promise<Buffer> {
  const title = `Receipt ${receiptNumber(d, payment)}`;
  if (layout === 'thermal') return thermalSlip(title, d.store.brand, (doc) => draw(doc, d, payment, true));
  const doc = newDocument(d.store.paperSize, title, d.store.brand);
  draw(doc, d, payment, false);
  return finish(doc);
}

function draw(doc: Doc, d: OrderDocument, p: DocumentPayment, thermal: boolean) {
  const { brand } = d.store;
  const f = facesOf(brand);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  pageHeader(doc, brand, 'Receipt', `No. ${receiptNumber(d, p)} · ${dateTimeOf(p.at)}`);
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
  line('Order', d.order.orderNo);
  line('Customer', d.order.customerName);
  if (d.order.location) line('Location', d.order.location);
  rule(doc, brand);
  if (!thermal) {
    table(
      doc,
      brand,
      ['Paid for', 'Method', 'Status', 'Amount'],
      [{ cells: [p.what, p.method, statusWords(p.status), money(p.amountCents)] }],
      [0.45, 0.2, 0.15, 0.2],
      3,
    );
    doc.moveDown(0.5);
  } else {
    line('Paid for', p.what);
    line('Method', p.method);
    if (p.status !== 'succeeded') line('Status', statusWords(p.status));
  }
  doc.moveDown(0.3);
  line(p.status === 'refunded' ? 'Amount (refunded)' : 'Amount paid', money(p.amountCents), true);
  if (p.reference) line('Reference', p.reference);
  rule(doc, brand);
  // The ledger's running figures at this payment (docs/product.md#payments-ledger), not added up here.
  line('Order total with charges', money(p.chargedToDateCents));
  line('Paid to date', money(p.paidToDateCents));
  doc.fillColor(brand.accent);
  line('Balance after this payment', money(p.balanceAfterCents), true);
  doc.fillColor(brand.ink);
  doc.moveDown(0.5);
  doc
    .font(f.italic)
    .fontSize(thermal ? 7 : 9)
    .text(printable('Thank you.'), left, doc.y, { width, align: 'center' });
  legalFooter(doc, brand, [d.store.legalLines, d.store.contact.join(' · ')]);
}
