// What every printed document shares (docs/product.md#documents-paper): the sheet (A4, US Letter or an 80 mm
// thermal roll), the store's look (logo, colours, a serif or sans face after its font), text the PDF's
// standard faces can print, money and dates, and the bytes of a finished document.
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { formatMoney } from '../../../../shared/format.ts';

export type Sheet = 'a4' | 'letter' | 'thermal';
export type Doc = PDFKit.PDFDocument;

/** Points per millimetre. */
export const MM = 72 / 25.4;
const THERMAL_WIDTH = 80 * MM;

export interface Brand {
  name: string;
  /** The logo's bytes and kind; null when it is none, elsewhere on the web, or not a kind a PDF embeds. */
  logo: { kind: 'png' | 'jpeg' | 'svg'; bytes: Buffer } | null;
  /** Headings and rules: the top bar's colour (or the button's). */
  primary: string;
  /** Totals and highlights: the button's colour. */
  accent: string;
  /** Body text. */
  ink: string;
  serif: boolean;
}

export interface Faces {
  regular: string;
  bold: string;
  italic: string;
}

export const facesOf = (brand: Brand): Faces =>
  brand.serif
    ? { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' }
    : { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

/** A #rrggbb colour, or the fallback (a stored colour is checked on the way in, but never trusted here). */
export const colour = (value: string | null | undefined, fallback: string) =>
  value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;

/**
 * Text the standard PDF faces can print (WinAnsi): typographic quotes and dashes kept, arrows and anything
 * else outside Latin-1 replaced, control characters dropped.
 */
export function printable(text: string | null | undefined): string {
  if (!text) return '';
  return (
    text
      .replace(/→/g, '->')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/\u2026/g, '...')
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/\u00d7/g, 'x')
      // Control characters (but the line break) go; anything past Latin-1 but the euro becomes '?'.
      .replace(/[^\n\u0020-\u007e\u00a0-\u00ff\u20ac]/g, (c) => (c < ' ' || c === '\u007f' ? '' : '?'))
  );
}

export const money = (cents: number) => formatMoney(cents / 100);

export function dateOf(value: Date | null | undefined): string {
  if (!value) return '';
  return value.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A new document on the sheet; a thermal slip is as long as `height` (measured by a first pass). */
export function newDocument(sheet: Sheet, title: string, brand: Brand, height = 2000): Doc {
  const size: [number, number] | string =
    sheet === 'thermal' ? [THERMAL_WIDTH, height] : sheet === 'letter' ? 'LETTER' : 'A4';
  const margin = sheet === 'thermal' ? 4 * MM : 16 * MM;
  const doc = new PDFDocument({
    size,
    margin,
    bufferPages: false,
    info: { Title: printable(title), Author: printable(brand.name), Creator: printable(brand.name) },
  });
  doc.font(facesOf(brand).regular).fillColor(brand.ink);
  return doc;
}

/** The finished document's bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * A thermal slip is one long page as tall as what it holds: drawn once on a very long page to measure, then
 * again on a page of that height.
 */
export async function thermalSlip(title: string, brand: Brand, draw: (doc: Doc) => void): Promise<Buffer> {
  const probe = newDocument('thermal', title, brand, 14400);
  draw(probe);
  const height = Math.ceil(probe.y + 8 * MM);
  const doc = newDocument('thermal', title, brand, height);
  draw(doc);
  return finish(doc);
}

/** Draws the logo into a box; false when there is none to draw. */
export function drawLogo(
  doc: Doc,
  brand: Brand,
  x: number,
  y: number,
  width: number,
  height: number,
): boolean {
  if (!brand.logo) return false;
  try {
    if (brand.logo.kind === 'svg')
      SVGtoPDF(doc, brand.logo.bytes.toString('utf8'), x, y, {
        width,
        height,
        preserveAspectRatio: 'xMinYMid meet',
        fontCallback: () => facesOf(brand).regular,
      });
    else doc.image(brand.logo.bytes, x, y, { fit: [width, height], valign: 'center' });
    return true;
  } catch {
    return false;
  }
}

/** The store's band at the top of a page: logo (or name), the document's title on the right, a rule. */
export function pageHeader(doc: Doc, brand: Brand, title: string, subtitle: string): void {
  const f = facesOf(brand);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const top = doc.y;
  const thermal = doc.page.width < 100 * MM;
  if (thermal) {
    if (drawLogo(doc, brand, left, top, right - left, 12 * MM)) doc.y = top + 13 * MM;
    else
      doc
        .font(f.bold)
        .fontSize(12)
        .fillColor(brand.primary)
        .text(printable(brand.name), left, top, { width: right - left, align: 'center' });
    doc.moveDown(0.2);
    doc
      .font(f.bold)
      .fontSize(10)
      .fillColor(brand.ink)
      .text(printable(title), { width: right - left, align: 'center' });
    doc
      .font(f.regular)
      .fontSize(8)
      .text(printable(subtitle), { width: right - left, align: 'center' });
    rule(doc, brand);
    return;
  }
  const drawn = drawLogo(doc, brand, left, top, 60 * MM, 14 * MM);
  if (!drawn)
    doc
      .font(f.bold)
      .fontSize(18)
      .fillColor(brand.primary)
      .text(printable(brand.name), left, top + 2, { width: 100 * MM });
  doc
    .font(f.bold)
    .fontSize(16)
    .fillColor(brand.primary)
    .text(printable(title), left, top, { width: right - left, align: 'right' });
  doc
    .font(f.regular)
    .fontSize(9)
    .fillColor(brand.ink)
    .text(printable(subtitle), { width: right - left, align: 'right' });
  doc.y = Math.max(doc.y, top + 15 * MM);
  rule(doc, brand, 2);
}

/** A full-width rule in the brand's colour. */
export function rule(doc: Doc, brand: Brand, thickness = 0.75): void {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.moveDown(0.3);
  doc
    .save()
    .lineWidth(thickness)
    .strokeColor(brand.primary)
    .moveTo(left, doc.y)
    .lineTo(right, doc.y)
    .stroke()
    .restore();
  doc.moveDown(0.4);
}

/** A dashed cut line across the sheet with a label (the envelope's parts). */
export function cutLine(doc: Doc, y: number, label: string, brand: Brand): void {
  const f = facesOf(brand);
  doc
    .save()
    .lineWidth(0.5)
    .dash(4, { space: 3 })
    .strokeColor('#888888')
    .moveTo(8 * MM, y)
    .lineTo(doc.page.width - 8 * MM, y)
    .stroke()
    .undash()
    .restore();
  doc
    .font(f.italic)
    .fontSize(6)
    .fillColor('#888888')
    .text(printable(`cut here - ${label}`), 10 * MM, y + 1, { lineBreak: false });
  doc.fillColor(brand.ink);
}

/** A section heading. */
export function heading(doc: Doc, brand: Brand, text: string, size = 11): void {
  doc.moveDown(0.3);
  doc.font(facesOf(brand).bold).fontSize(size).fillColor(brand.primary).text(printable(text));
  doc.fillColor(brand.ink).font(facesOf(brand).regular);
}

export interface Row {
  cells: string[];
  bold?: boolean;
  muted?: boolean;
}

/**
 * A table across the content width: columns by fraction, the last ones right-aligned (`rightFrom`), a header
 * row in the brand's colour. Starts a new page when a row would not fit.
 */
export function table(
  doc: Doc,
  brand: Brand,
  header: string[],
  rows: Row[],
  fractions: number[],
  rightFrom: number,
  fontSize = 9,
): void {
  const f = facesOf(brand);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const xs: number[] = [];
  let x = left;
  for (const fr of fractions) {
    xs.push(x);
    x += fr * width;
  }
  const draw = (cells: string[], font: string, colourOf: string) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const w = fractions[i]! * width - 8;
      doc.font(font).fontSize(fontSize).fillColor(colourOf);
      const h = doc.heightOfString(printable(cell), { width: w });
      doc.text(printable(cell), xs[i]! + 4, y, { width: w, align: i >= rightFrom ? 'right' : 'left' });
      bottom = Math.max(bottom, y + h);
    });
    doc.x = left;
    doc.y = bottom + 2;
  };
  const pageBottom = () => doc.page.height - doc.page.margins.bottom;
  const bandTop = doc.y;
  const bandHeight = fontSize + 8;
  doc.save().rect(left, bandTop, width, bandHeight).fill(brand.primary).restore();
  doc.y = bandTop + 3;
  draw(
    header.map((h) => h),
    f.bold,
    '#ffffff',
  );
  doc.y = bandTop + bandHeight + 3;
  for (const row of rows) {
    if (doc.y + fontSize * 3 > pageBottom()) {
      doc.addPage();
    }
    draw(row.cells, row.bold ? f.bold : f.regular, row.muted ? '#666666' : brand.ink);
  }
  doc.fillColor(brand.ink);
}

/** The legal lines and the store's contact at the foot of what was drawn. */
export function legalFooter(doc: Doc, brand: Brand, lines: string[]): void {
  const present = lines.filter((l) => l.trim());
  if (!present.length) return;
  rule(doc, brand);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc
    .font(facesOf(brand).regular)
    .fontSize(doc.page.width < 100 * MM ? 7 : 8)
    .fillColor('#444444')
    .text(printable(present.join('\n')), doc.page.margins.left, doc.y, { width, align: 'center' });
  doc.fillColor(brand.ink);
}
