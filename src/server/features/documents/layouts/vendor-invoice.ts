// A vendor's invoice to a store as PDF (docs/product.md#documents-invoice): the vendor's name and contact, the
// store billed, the lines, the total, the vendor's terms (payment days) and note.
import {
  colour,
  dateOf,
  facesOf,
  finish,
  heading,
  legalFooter,
  money,
  newDocument,
  pageHeader,
  printable,
  table,
  type Brand,
} from './pdf-kit.ts';

export interface VendorInvoiceDocument {
  invoiceNo: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
  paidAt: Date | null;
  termsDays: number;
  note: string;
  vendor: { name: string; email: string | null; phone: string | null; website: string | null };
  store: { name: string; contact: string[] };
  paperSize: 'a4' | 'letter';
  lines: { description: string; amountCents: number }[];
  totalCents: number;
}

export function renderVendorInvoice(d: VendorInvoiceDocument): Promise<Buffer> {
  const brand: Brand = {
    name: d.vendor.name,
    logo: null,
    primary: colour(null, '#33475b'),
    accent: '#1b5e20',
    ink: '#1d1d1d',
    serif: false,
  };
  const f = facesOf(brand);
  const doc = newDocument(d.paperSize, `Invoice ${d.invoiceNo}`, brand);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  pageHeader(doc, brand, 'Invoice', `No. ${d.invoiceNo} · ${dateOf(d.sentAt ?? d.createdAt)} · ${d.status}`);
  const top = doc.y;
  doc
    .font(f.bold)
    .fontSize(9)
    .text('Billed to', left, top, { width: width / 2 });
  doc
    .font(f.regular)
    .text(printable([d.store.name, ...d.store.contact].join('\n')), { width: width / 2 - 10 });
  const lb = doc.y;
  doc.font(f.bold).text('From', left + width / 2, top, { width: width / 2, align: 'right' });
  doc
    .font(f.regular)
    .text(
      printable([d.vendor.name, d.vendor.email, d.vendor.phone, d.vendor.website].filter(Boolean).join('\n')),
      {
        width: width / 2,
        align: 'right',
      },
    );
  doc.y = Math.max(lb, doc.y);
  doc.x = left;
  heading(doc, brand, 'Work');
  table(
    doc,
    brand,
    ['Description', 'Amount'],
    d.lines.map((l) => ({ cells: [l.description, money(l.amountCents)] })),
    [0.8, 0.2],
    1,
  );
  doc.moveDown(0.6);
  const y = doc.y;
  doc.font(f.bold).fontSize(11).fillColor(brand.accent);
  doc.text('Total', left + width * 0.5, y, { width: width * 0.3, align: 'right' });
  doc.text(money(d.totalCents), left + width * 0.8, y, { width: width * 0.2, align: 'right' });
  doc.fillColor(brand.ink).font(f.regular).fontSize(9);
  doc.x = left;
  doc.moveDown(1);
  const due = d.sentAt ? new Date(d.sentAt.getTime() + d.termsDays * 86_400_000) : null;
  doc.text(
    printable(
      d.paidAt
        ? `Paid ${dateOf(d.paidAt)}. Thank you.`
        : `Payment terms: ${d.termsDays} days${due ? ` (due ${dateOf(due)})` : ''}.`,
    ),
    left,
    doc.y,
    { width },
  );
  legalFooter(doc, brand, [d.note]);
  return finish(doc);
}
