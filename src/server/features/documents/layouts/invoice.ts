// The customer's invoice at completion (docs/product.md#documents-invoice): items with the answers by their
// labels, charges, payments, the balance, the pickup signature and the store's tax and legal lines.
import type { OrderDocument } from './order-document.ts';
import {
  facesOf,
  finish,
  heading,
  legalFooter,
  newDocument,
  pageHeader,
  printable,
  table,
  type Row,
} from './pdf-kit.ts';

/** The invoice; before completion a pro-forma: what is owed so far, not yet the final invoice. */
export function renderInvoice(d: OrderDocument, final: boolean): Promise<Buffer> {
  const { brand } = d.store;
  const { t, cents: money, utcDate: dateOf, utcDateTime: dateTimeOf } = d.store.words;
  const f = facesOf(brand);
  const title = t(final ? 'documents.invoice.title' : 'documents.invoice.proForma');
  const doc = newDocument(d.store.paperSize, `${title} ${d.order.orderNo}`, brand);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  pageHeader(
    doc,
    brand,
    title,
    t('documents.number', {
      number: d.order.orderNo,
      date: dateOf(final ? (d.order.completedAt ?? d.order.placedAt) : new Date()),
    }),
  );
  if (!final)
    doc
      .font(f.italic)
      .fontSize(9)
      .text(printable(t('documents.invoice.notFinal')), { width })
      .moveDown(0.3);

  // Billed to / from, two columns.
  const top = doc.y;
  doc
    .font(f.bold)
    .fontSize(9)
    .text(printable(t('documents.invoice.billedTo')), left, top, { width: width / 2 });
  doc
    .font(f.regular)
    .text(
      printable(
        [d.order.customerName, d.order.customerEmail, d.order.customerPhone].filter(Boolean).join('\n'),
      ),
      { width: width / 2 - 10 },
    );
  const leftBottom = doc.y;
  doc.font(f.bold).text(printable(t('documents.invoice.from')), left + width / 2, top, {
    width: width / 2,
    align: 'right',
  });
  doc
    .font(f.regular)
    .text(printable([brand.name, ...d.store.contact].join('\n')), { width: width / 2, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y);
  doc.x = left;
  doc.moveDown(0.5);
  doc
    .font(f.regular)
    .fontSize(9)
    .text(
      printable(
        [
          t('documents.invoice.placed', { date: dateOf(d.order.placedAt) }),
          d.order.completedAt ? t('documents.invoice.completed', { date: dateOf(d.order.completedAt) }) : '',
          d.order.location,
        ]
          .filter(Boolean)
          .join(' · '),
      ),
      left,
      doc.y,
      { width },
    );

  heading(doc, brand, t('documents.items'));
  const itemRows: Row[] = d.items.map((i) => ({
    cells: [
      `${i.itemNumber}  ${i.serviceName}${i.answers.length ? `\n${i.answers.map((a) => `${a.option}: ${a.value}`).join('\n')}` : ''}`,
      String(i.quantity),
      money(i.unitPriceCents),
      money(i.totalCents),
    ],
  }));
  if (d.order.shippingCents)
    itemRows.push({ cells: [t('documents.invoice.shipping'), '', '', money(d.order.shippingCents)] });
  table(
    doc,
    brand,
    [
      t('documents.invoice.item'),
      t('documents.invoice.quantity'),
      t('documents.invoice.unitPrice'),
      t('documents.amount'),
    ],
    itemRows,
    [0.58, 0.1, 0.16, 0.16],
    1,
  );

  const charges = d.charges.filter((c) => c.status !== 'cancelled');
  if (charges.length) {
    heading(doc, brand, t('documents.invoice.charges'));
    table(
      doc,
      brand,
      [t('documents.invoice.chargeColumn'), t('documents.status'), t('documents.amount')],
      charges.map((c) => ({
        cells: [c.label, t(`documents.chargeStatus.${c.status}`), money(c.amountCents)],
      })),
      [0.64, 0.18, 0.18],
      2,
    );
  }

  // Payments, deposits and refunds as the ledger has them (docs/product.md#payments-ledger).
  heading(doc, brand, t('documents.invoice.payments'));
  const shown = d.ledger.filter(
    (l) => (l.kind === 'payment' || l.kind === 'deposit' || l.kind === 'refund') && l.effectCents !== 0,
  );
  table(
    doc,
    brand,
    [t('documents.invoice.date'), t('documents.invoice.what'), t('documents.status'), t('documents.amount')],
    shown.length
      ? shown.map((l) => ({
          cells: [
            dateOf(l.at),
            l.description,
            t(
              l.kind === 'refund'
                ? 'documents.invoice.givenBack'
                : l.status === 'refunded'
                  ? 'documents.invoice.refunded'
                  : 'documents.invoice.paid',
            ),
            money(-l.effectCents),
          ],
          muted: l.kind === 'refund',
        }))
      : [{ cells: ['', t('documents.invoice.noPayments'), '', ''], muted: true }],
    [0.18, 0.46, 0.18, 0.18],
    3,
  );

  // Totals, right-aligned.
  doc.moveDown(0.6);
  const total = (name: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? f.bold : f.regular).fontSize(bold ? 11 : 9.5);
    doc.text(printable(name), left + width * 0.45, y, { width: width * 0.35, align: 'right' });
    doc.text(printable(value), left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    doc.x = left;
  };
  total(
    t(d.money.retainedCents ? 'documents.invoice.depositKept' : 'documents.total'),
    money(d.money.chargedCents),
  );
  if (d.money.depositPaidCents) total(t('documents.invoice.ofWhichDeposit'), money(d.money.depositPaidCents));
  total(t('documents.invoice.paidTotal'), money(d.money.paidCents));
  if (d.money.refundedCents) total(t('documents.invoice.refundedTotal'), money(d.money.refundedCents));
  doc.fillColor(brand.accent);
  total(t('documents.invoice.balanceDue'), money(d.money.balanceCents), true);
  doc.fillColor(brand.ink);

  // The pickup signature, when there is one.
  const pickup = d.signatures.filter((s) => s.kind === 'pickup').at(-1);
  if (pickup) {
    if (doc.y + 110 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    heading(doc, brand, t('documents.invoice.receivedBy'));
    const y = doc.y;
    if (pickup.image)
      try {
        doc.image(pickup.image, left, y, { fit: [180, 60] });
      } catch {
        // An unreadable image leaves the words.
      }
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor('#999999')
      .moveTo(left, y + 62)
      .lineTo(left + 200, y + 62)
      .stroke()
      .restore();
    doc
      .font(f.regular)
      .fontSize(8)
      .text(
        printable(
          t('documents.invoice.pickupSignature', {
            name: pickup.signerName,
            when: dateTimeOf(pickup.at),
            where: pickup.location ? `, ${pickup.location}` : '',
            by: pickup.takenBy,
          }),
        ),
        left,
        y + 65,
        { width },
      );
  }
  doc.moveDown(1);
  legalFooter(doc, brand, [d.store.legalLines]);
  return finish(doc);
}
