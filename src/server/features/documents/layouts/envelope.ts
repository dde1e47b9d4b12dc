// The job envelope (docs/product.md#documents-envelope): one sheet, three parts cut along dashed lines — the
// counter copy (who, what, the total, the intake signature), the bench copy (per item: service and answers,
// condition, declared value, intake photos, instructions, the QR code of the scan link; no customer details,
// it travels to the workshop) and the customer's claim check (order number, due date, terms, contact).
import type { OrderDocument } from './order-document.ts';
import { cutLine, drawLogo, facesOf, finish, MM, newDocument, printable, type Doc } from './pdf-kit.ts';

export function renderEnvelope(d: OrderDocument): Promise<Buffer> {
  const { brand } = d.store;
  const { t, cents: money, utcDate: dateOf, utcDateTime: dateTimeOf } = d.store.words;
  const doc = newDocument(
    d.store.paperSize,
    t('documents.envelope.title', { order: d.order.orderNo }),
    brand,
  );
  const f = facesOf(brand);
  const H = doc.page.height;
  const W = doc.page.width;
  const m = 10 * MM;
  const counterEnd = H * 0.3;
  const benchEnd = H * 0.74;

  // A band in the brand's colour naming the part, with the order number on the right.
  const band = (y: number, part: string) => {
    doc
      .save()
      .rect(m, y, W - 2 * m, 7 * MM)
      .fill(brand.primary)
      .restore();
    doc.font(f.bold).fontSize(10).fillColor('#ffffff');
    doc.text(printable(part), m + 2 * MM, y + 2 * MM, { width: 90 * MM, lineBreak: false });
    doc.text(printable(t('documents.order', { order: d.order.orderNo })), m, y + 2 * MM, {
      width: W - 2 * m - 2 * MM,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor(brand.ink);
  };
  const text = (
    value: string,
    x: number,
    y: number,
    width: number,
    options: PDFKit.Mixins.TextOptions = {},
  ) => doc.text(printable(value), x, y, { width, ...options });
  const label = (name: string, value: string, x: number, y: number, width: number) => {
    doc.font(f.bold).fontSize(8.5).fillColor(brand.ink);
    doc.text(`${printable(name)}: `, x, y, { width, continued: true, lineBreak: true });
    doc.font(f.regular).text(printable(value) || '-', { width });
    return doc.y;
  };

  // ---- Counter copy -----------------------------------------------------------------------------------
  let y = m;
  if (!drawLogo(doc, brand, m, y, 50 * MM, 10 * MM))
    doc
      .font(f.bold)
      .fontSize(14)
      .fillColor(brand.primary)
      .text(printable(brand.name), m, y, { width: 80 * MM });
  doc.font(f.regular).fontSize(8).fillColor(brand.ink);
  text(d.store.contact.join(' · '), W / 2, y, W / 2 - m, { align: 'right', height: 10 * MM, ellipsis: true });
  y += 12 * MM;
  band(y, t('documents.envelope.counterCopy'));
  y += 9 * MM;
  const colW = (W - 2 * m) / 2 - 3 * MM;
  const right = m + colW + 6 * MM;
  let ly = y;
  ly = label(t('documents.customer'), d.order.customerName, m, ly, colW);
  ly = label(t('documents.email'), d.order.customerEmail ?? '', m, ly, colW);
  ly = label(t('documents.phone'), d.order.customerPhone ?? '', m, ly, colW);
  ly = label(t('documents.location'), d.order.location, m, ly, colW);
  ly = label(t('documents.envelope.placed'), dateOf(d.order.placedAt), m, ly, colW);
  ly = label(
    t('documents.due'),
    d.order.dueAt ? dateOf(d.order.dueAt) : t('documents.envelope.toBeConfirmed'),
    m,
    ly,
    colW,
  );
  // The money as the ledger has it (docs/product.md#payments-ledger): charged, paid (the deposit), balance.
  const paidNet = d.money.paidCents - d.money.refundedCents;
  ly = label(
    t('documents.total'),
    t(d.money.depositPaidCents ? 'documents.envelope.moneyLineDeposit' : 'documents.envelope.moneyLine', {
      total: money(d.money.chargedCents),
      paid: money(paidNet),
      balance: money(d.money.balanceCents),
    }),
    m,
    ly,
    colW,
  );

  let ry = y;
  doc.font(f.bold).fontSize(8.5);
  text(t('documents.items'), right, ry, colW);
  ry = doc.y;
  doc.font(f.regular).fontSize(8.5);
  for (const item of d.items.slice(0, 4)) {
    text(
      `${item.itemNumber}  ${item.quantity} x ${item.serviceName}  ${money(item.totalCents)}`,
      right,
      ry,
      colW,
      {
        height: 11,
        ellipsis: true,
      },
    );
    ry = doc.y;
  }
  if (d.items.length > 4) {
    text(t('documents.envelope.andMore', { count: d.items.length - 4 }), right, ry, colW);
    ry = doc.y;
  }
  const intake = d.signatures.filter((s) => s.kind === 'intake').at(-1);
  ry += 2 * MM;
  signatureBox(doc, d, intake, right, ry, colW, Math.max(14 * MM, counterEnd - ry - 6 * MM));
  void ly;

  cutLine(doc, counterEnd, t('documents.envelope.benchCopyBelow'), brand);

  // ---- Bench copy -------------------------------------------------------------------------------------
  y = counterEnd + 4 * MM;
  band(y, t('documents.envelope.benchCopy'));
  y += 9 * MM;
  const shown = d.items.slice(0, 2);
  const per = (benchEnd - y - 4 * MM) / Math.max(shown.length, 1);
  for (const item of shown) {
    const top = y;
    const qrSize = 30 * MM;
    const textW = W - 2 * m - qrSize - 6 * MM;
    doc.font(f.bold).fontSize(11).fillColor(brand.primary);
    text(`${item.itemNumber} - ${item.quantity} x ${item.serviceName}`, m, top, textW, {
      height: 14,
      ellipsis: true,
    });
    let iy = doc.y + 1;
    doc.fillColor(brand.ink);
    if (item.answers.length) {
      doc.font(f.regular).fontSize(8);
      text(item.answers.map((a) => `${a.option}: ${a.value}`).join(' · '), m, iy, textW, {
        height: 22,
        ellipsis: true,
      });
      iy = doc.y + 1;
    }
    iy = label(
      t('documents.envelope.condition'),
      item.conditionNotes ?? t('documents.envelope.notRecorded'),
      m,
      iy,
      textW,
    );
    iy = label(
      t('documents.envelope.declaredValue'),
      item.declaredValueCents === null ? t('documents.envelope.notDeclared') : money(item.declaredValueCents),
      m,
      iy,
      textW,
    );
    iy = label(
      t('documents.due'),
      item.dueAt ? dateOf(item.dueAt) : t('documents.envelope.toBeConfirmed'),
      m,
      iy,
      textW,
    );
    doc.font(f.bold).fontSize(8.5);
    text(t('documents.envelope.workInstructions'), m, iy, textW);
    doc.font(f.regular).fontSize(8.5);
    const photosTop = top + per - 22 * MM;
    text(
      item.instructions.length
        ? item.instructions.map((i) => `- ${i}`).join('\n')
        : t('documents.envelope.noInstructions'),
      m,
      doc.y,
      textW,
      {
        height: Math.max(10, photosTop - doc.y - 2),
        ellipsis: true,
      },
    );
    // Intake photos as thumbnails along the bottom of the item's part.
    let px = m;
    for (const photo of item.photos) {
      try {
        doc.image(photo, px, photosTop, { fit: [24 * MM, 18 * MM] });
        doc
          .save()
          .lineWidth(0.3)
          .strokeColor('#999999')
          .rect(px, photosTop, 24 * MM, 18 * MM)
          .stroke()
          .restore();
        px += 26 * MM;
      } catch {
        // A photo the PDF cannot read is left out; the order page still shows it.
      }
    }
    if (!item.photos.length) {
      doc.font(f.italic).fontSize(8).fillColor('#666666');
      text(t('documents.envelope.noPhotos'), m, photosTop + 6 * MM, textW);
      doc.fillColor(brand.ink);
    } else if (item.otherPhotos) {
      doc.font(f.italic).fontSize(8);
      text(t('documents.envelope.morePhotos', { count: item.otherPhotos }), px, photosTop + 6 * MM, 40 * MM);
    }
    // The QR code of the scan link, on the right.
    const qx = W - m - qrSize;
    if (item.qr) {
      doc.image(item.qr, qx, top, { width: qrSize, height: qrSize });
      doc.font(f.regular).fontSize(6).fillColor('#444444');
      text(t('documents.envelope.scanAtBench'), qx, top + qrSize + 1, qrSize, { align: 'center' });
      doc.fillColor(brand.ink);
    } else {
      doc.font(f.italic).fontSize(7).fillColor('#666666');
      text(t('documents.envelope.noWorkOrder'), qx, top + 4 * MM, qrSize, {
        align: 'center',
      });
      doc.fillColor(brand.ink);
    }
    y = top + per;
  }
  if (d.items.length > shown.length) {
    doc.font(f.italic).fontSize(8);
    text(
      t('documents.envelope.moreItems', { smart_count: d.items.length - shown.length }),
      m,
      benchEnd - 6 * MM,
      W - 2 * m,
    );
  }

  cutLine(doc, benchEnd, t('documents.envelope.claimCheckBelow'), brand);

  // ---- Claim check ------------------------------------------------------------------------------------
  y = benchEnd + 4 * MM;
  band(y, t('documents.envelope.claimCheck'));
  y += 10 * MM;
  const claimW = (W - 2 * m) * 0.42;
  if (!drawLogo(doc, brand, m, y, 45 * MM, 9 * MM))
    doc
      .font(f.bold)
      .fontSize(12)
      .fillColor(brand.primary)
      .text(printable(brand.name), m, y, { width: claimW });
  doc.fillColor(brand.ink).font(f.bold).fontSize(22);
  text(d.order.orderNo, m, y + 11 * MM, claimW);
  doc.font(f.regular).fontSize(9);
  let cy = doc.y + 1;
  cy = label(
    t('documents.due'),
    d.order.dueAt ? dateOf(d.order.dueAt) : t('documents.envelope.weWillTellYou'),
    m,
    cy,
    claimW,
  );
  cy = label(t('documents.items'), d.items.map((i) => i.itemNumber).join(', '), m, cy, claimW);
  cy = label(t('documents.envelope.received'), dateTimeOf(intake?.at ?? d.order.placedAt), m, cy, claimW);
  doc.font(f.regular).fontSize(8);
  text(d.store.contact.join('\n'), m, cy + 1, claimW);
  const tx = m + claimW + 6 * MM;
  const tw = W - m - tx;
  doc.font(f.bold).fontSize(8.5);
  text(t('documents.envelope.terms'), tx, y, tw);
  doc.font(f.regular).fontSize(7.5);
  text(
    (d.store.terms || t('documents.envelope.defaultTerms')) + '\n\n' + t('documents.envelope.keepThis'),
    tx,
    doc.y,
    tw,
    { height: H - m - doc.y, ellipsis: true },
  );
  return finish(doc);
}

/** The customer's signature (or a line to sign on) with who, when and what it accepts. */
function signatureBox(
  doc: Doc,
  d: OrderDocument,
  signature: OrderDocument['signatures'][number] | undefined,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const { brand } = d.store;
  const { t, utcDateTime: dateTimeOf } = d.store.words;
  const f = facesOf(brand);
  const imageH = Math.min(height - 9 * MM, 16 * MM);
  doc.save().lineWidth(0.4).strokeColor('#999999').rect(x, y, width, height).stroke().restore();
  if (signature?.image) {
    try {
      doc.image(signature.image, x + 2, y + 2, { fit: [width * 0.6, imageH] });
    } catch {
      // An unreadable image leaves the box with its words below.
    }
  } else {
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor('#666666')
      .moveTo(x + 3 * MM, y + imageH)
      .lineTo(x + width * 0.6, y + imageH)
      .stroke()
      .restore();
  }
  doc.font(f.regular).fontSize(6.5).fillColor('#444444');
  const words = signature
    ? t('documents.envelope.signedAtIntake', {
        name: signature.signerName,
        when: dateTimeOf(signature.at),
        where: signature.location ? `, ${signature.location}` : '',
        by: signature.takenBy,
      })
    : t('documents.envelope.signHere');
  doc.text(printable(words), x + 2, y + imageH + 2, {
    width: width - 4,
    height: height - imageH - 3,
    ellipsis: true,
  });
  doc.fillColor(brand.ink);
}
