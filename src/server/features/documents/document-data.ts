// Gathering what an order's documents print (docs/product.md#documents-paper), in the platform scope for one
// order whose caller was already allowed to see it: the store's look and contact, items with their answers,
// intake and work, charges, payments, signatures and the money. Files (photos, signatures, a logo) are read
// from the uploads and the web app's own images; nothing outside is fetched.
import fs from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';
import type { Transaction } from '../../db/database.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import type { salesOrders } from '../../db/schema/index.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../http-errors.ts';
import { labelAnswers } from '../../orders/answer-labels.ts';
import { appUrl } from '../../mail/send-mail.ts';
import { scanWorkInstructionsUrl } from '../../../shared/hosts.ts';
import { isLocale } from '../../../shared/i18n/locales.ts';
import { wordsIn, type StoreWords } from '../../i18n/store-words.ts';
import { fileIn, uploadRoot } from '../uploads/uploads.service.ts';
import {
  instructionsOf,
  intakePhotos,
  locationFor,
  orderCharges,
  orderItems,
  orderPayments,
  orderSignatureRows,
  orderWork,
  storeWithSettings,
} from './documents.repository.ts';
import type { DocumentLedgerLine, DocumentPayment, OrderDocument } from './layouts/order-document.ts';
import { orderLedger } from '../ledger/ledger.service.ts';
import { colour, type Brand } from './layouts/pdf-kit.ts';

export type SalesOrderRow = typeof salesOrders.$inferSelect;

/** Where documents find their files: uploads (photos, signatures, a logo) and the web app's own images. */
export interface PaperFiles {
  dataDir: string;
  webDistDir: string;
}

export const paperFilesOf = (config: Pick<Config, 'dataDir' | 'webDistDir'>): PaperFiles => ({
  dataDir: config.dataDir,
  webDistDir: config.webDistDir,
});

export interface Pdf {
  fileName: string;
  bytes: Buffer;
}

// ---------------------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------------------

const UPLOAD_PATH = /^\/api\/v1\/uploads\/([0-9a-f-]{36})$/i;

export async function readUpload(files: PaperFiles, id: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(fileIn(uploadRoot(files.dataDir), id));
  } catch {
    return null;
  }
}

const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8;

/**
 * The store's logo as a PDF can hold it: an upload (PNG, JPEG) or an image of the web app (SVG too). A logo
 * elsewhere on the web is not fetched (no outside call while printing): the store's name prints instead.
 */
export async function logoOf(files: PaperFiles, logo: string | null | undefined): Promise<Brand['logo']> {
  if (!logo || !logo.startsWith('/')) return null;
  let bytes: Buffer | null = null;
  const upload = UPLOAD_PATH.exec(logo);
  if (upload) bytes = await readUpload(files, upload[1]!);
  else {
    const relative = logo.split('?')[0]!.replace(/^\/+/, '');
    for (const base of [files.webDistDir, 'public']) {
      const root = path.resolve(base);
      const file = path.resolve(root, relative);
      if (!file.startsWith(root + path.sep)) return null;
      bytes = await fs.readFile(file).catch(() => null);
      if (bytes) break;
    }
  }
  if (!bytes) return null;
  if (isPng(bytes)) return { kind: 'png', bytes };
  if (isJpeg(bytes)) return { kind: 'jpeg', bytes };
  const head = bytes.subarray(0, 200).toString('utf8').trimStart();
  if (head.startsWith('<svg') || head.startsWith('<?xml')) return { kind: 'svg', bytes };
  return null;
}

const SERIF = /serif|georgia|times|garamond|lora|playfair|merriweather|baskerville|didot|bodoni/i;

// ---------------------------------------------------------------------------------------------------------
// Gathering an order's document
// ---------------------------------------------------------------------------------------------------------

const paymentSubject = (
  p: { subject: string; subjectId: number },
  orderNo: string,
  chargeLabel: Map<number, string>,
  { t }: StoreWords,
) =>
  p.subject === 'sales_order'
    ? t('documents.order', { order: orderNo })
    : (chargeLabel.get(p.subjectId) ?? t('documents.charge'));

/** A payment method in the store's language (the catalogue's payment words). */
const methodIn = ({ t }: StoreWords, method: string) => {
  const key = `common.payment.method.${method}`;
  const word = t(key);
  return word === key ? method : word;
};

/**
 * A row of the ledger in the store's language: the ledger writes its rows' descriptions in English for the
 * portal; the customer's paper words them from the row itself (docs/product.md#languages).
 */
function ledgerDescription(
  row: { kind: string; description: string; method: string | null; payment_id: number | null },
  payments: readonly { id: number; subject: string }[],
  words: StoreWords,
): string {
  const { t } = words;
  const method = methodIn(words, row.method ?? '');
  if (row.kind === 'refund' && row.payment_id !== null) {
    const reason = row.description.split(': ').slice(1).join(': ');
    return t('documents.ledger.refund', { payment: row.payment_id }) + (reason ? `: ${reason}` : '');
  }
  if (row.kind === 'payment' || row.kind === 'deposit') {
    const ofCharge = payments.find((p) => p.id === row.payment_id)?.subject !== 'sales_order';
    const key = ofCharge
      ? row.kind === 'deposit'
        ? 'chargeDeposit'
        : 'chargePayment'
      : row.kind === 'deposit'
        ? 'deposit'
        : 'payment';
    return t(`documents.ledger.${key}`, { method });
  }
  return row.description;
}

/** Everything an order's documents print, read in the platform scope for this one order. */
export async function gatherOrderDocument(
  tx: Transaction,
  order: SalesOrderRow,
  files: PaperFiles,
  withBench = false,
): Promise<OrderDocument> {
  return asPlatform(tx, async () => {
    const found = await storeWithSettings(tx, order.storeId);
    if (!found) throw notFound('No such store.');
    const { store, settings } = found;
    // The store's customers read its paper in its language and currency (docs/product.md#languages).
    const words = wordsIn(
      isLocale(settings?.language) ? settings.language : 'en',
      settings?.currency ?? undefined,
    );
    const { t } = words;
    const location = await locationFor(tx, order.storeId, order.locationId);
    const items = await orderItems(tx, order.storeId, order.id);
    const labels = await labelAnswers(tx, items);
    const work = await orderWork(tx, order.storeId, order.id);
    const photos = withBench
      ? await intakePhotos(
          tx,
          order.storeId,
          items.map((i) => i.id),
        )
      : [];
    const instructions = withBench
      ? await instructionsOf(
          tx,
          order.storeId,
          work.map((w) => w.id),
        )
      : [];
    const chargeRows = await orderCharges(tx, order.storeId, order.id);
    const paymentRows = await orderPayments(tx, order.storeId, order.id);
    const signatureRows = await orderSignatureRows(tx, order.storeId, order.id);

    const brand: Brand = {
      name: store.name,
      logo: await logoOf(files, settings?.logo),
      primary: colour(settings?.topBarColor ?? settings?.buttonColor, '#2b2b2b'),
      accent: colour(settings?.buttonColor, '#1b5e20'),
      ink: colour(settings?.fontColor, '#1d1d1d'),
      serif:
        SERIF.test(settings?.isCustomFontStyle ? (settings.fontStyle ?? '') : '') &&
        !/sans/i.test(settings?.fontStyle ?? ''),
    };
    const contact = [
      location?.name,
      location
        ? [location.addressLine1, location.addressLine2, location.city, location.state, location.postalCode]
            .filter(Boolean)
            .join(', ')
        : null,
      location?.phone,
      location?.email,
      store.websiteUrl,
    ].filter((l): l is string => Boolean(l));

    const vendorOrigin = withBench ? appUrl('vendor', '') : '';
    const docItems = await Promise.all(
      items.map(async (item, i) => {
        const w = work.find((x) => x.itemId === item.id);
        const own = photos.filter((p) => p.itemId === item.id);
        const printableOwn = own.filter(
          (p) => p.contentType === 'image/png' || p.contentType === 'image/jpeg',
        );
        const bytes = (
          await Promise.all(printableOwn.slice(0, 4).map((p) => readUpload(files, p.uploadId)))
        ).filter((b): b is Buffer => b !== null);
        const scanUrl =
          withBench && w
            ? scanWorkInstructionsUrl(vendorOrigin, order.storeId, w.vendorId, order.orderNo)
            : null;
        return {
          itemNumber: item.itemNumber,
          serviceName: item.serviceName,
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          totalCents: item.totalCents,
          answers: (labels[i] ?? []).map((a) => ({ option: a.option, value: a.value })),
          conditionNotes: item.conditionNotes,
          declaredValueCents: item.declaredValueCents,
          photos: bytes,
          otherPhotos: own.length - bytes.length,
          instructions: w ? instructions.filter((x) => x.workOrderId === w.id).map((x) => x.body) : [],
          scanUrl,
          qr: scanUrl ? await QRCode.toBuffer(scanUrl, { type: 'png', margin: 1, width: 300 }) : null,
          dueAt: w?.dueAt ?? null,
        };
      }),
    );

    const chargeLabel = new Map(
      chargeRows.map((c) => [
        c.id,
        c.kind === 'additional'
          ? t('documents.additionalCharge', { item: c.itemNumber ?? '', reason: c.reason })
          : t('documents.extraCharge', { reason: c.reason }),
      ]),
    );
    // The money is the ledger's (docs/product.md#payments-ledger): its rows and its figures, one definition.
    const ledger = await orderLedger(tx, order);
    const cents = (units: number) => Math.round(units * 100);
    // Running figures in the ledger's order: what a receipt says stood after its payment.
    const upTo = new Map<string, { charged: number; paid: number; balance: number }>();
    let charged = 0;
    let paid = 0;
    let balance = 0;
    for (const row of ledger.rows) {
      const effect = cents(row.effect);
      balance += effect;
      if (row.kind === 'payment' || row.kind === 'deposit') paid -= effect;
      else if (row.kind === 'refund') paid -= effect;
      else charged += effect;
      upTo.set(row.id, { charged, paid, balance });
    }
    const docPayments: DocumentPayment[] = paymentRows
      .filter((p) => p.status !== 'expired' && p.status !== 'voided')
      .map((p) => {
        const standing = upTo.get(`payment-${p.id}`) ?? { charged: 0, paid: 0, balance: 0 };
        return {
          id: p.id,
          at: p.createdAt,
          what: p.isDeposit
            ? t('documents.deposit', { what: paymentSubject(p, order.orderNo, chargeLabel, words) })
            : paymentSubject(p, order.orderNo, chargeLabel, words),
          method: methodIn(words, p.method),
          status: p.status,
          amountCents: p.amountCents,
          reference: p.provider === 'stripe' ? p.reference : '',
          chargedToDateCents: standing.charged,
          paidToDateCents: standing.paid,
          balanceAfterCents: standing.balance,
        };
      });
    const ledgerLines: DocumentLedgerLine[] = ledger.rows
      .filter((r) => r.kind !== 'order')
      .map((r) => ({
        at: new Date(r.at),
        kind: r.kind,
        description: ledgerDescription(r, paymentRows, words),
        status: r.status,
        amountCents: cents(r.amount),
        effectCents: cents(r.effect),
      }));
    const totals = ledger.totals;
    const dues = docItems.map((i) => i.dueAt).filter((d): d is Date => d !== null);

    const signatures = await Promise.all(
      signatureRows.map(async (r) => ({
        kind: r.signature.kind,
        signerName: r.signature.signerName,
        takenBy: [r.takenByFirst, r.takenByLast].filter(Boolean).join(' ') || t('documents.staff'),
        location: r.location ?? '',
        at: r.signature.createdAt,
        image: await readUpload(files, r.signature.uploadId),
      })),
    );

    return {
      store: {
        brand,
        words,
        paperSize: settings?.paperSize === 'letter' ? 'letter' : 'a4',
        terms: settings?.storeTerms ?? '',
        legalLines: settings?.documentLegalLines ?? '',
        contact,
      },
      order: {
        id: order.id,
        orderNo: order.orderNo,
        status: order.status,
        placedAt: order.createdAt,
        completedAt: order.completedAt,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        note: order.note,
        location: location?.name ?? '',
        dueAt: dues.length ? new Date(Math.min(...dues.map((d) => d.getTime()))) : null,
        subtotalCents: order.subtotalCents,
        shippingCents: order.shippingCents,
        totalCents: order.totalCents,
      },
      items: docItems,
      charges: chargeRows.map((c) => ({
        label: chargeLabel.get(c.id)!,
        amountCents: c.amountCents,
        status: c.status,
      })),
      payments: docPayments,
      signatures,
      ledger: ledgerLines,
      money: {
        chargedCents: cents(totals.charged),
        paidCents: cents(totals.paid),
        refundedCents: cents(totals.refunded),
        balanceCents: cents(totals.balance),
        depositRequiredCents: cents(totals.deposit_required),
        depositPaidCents: cents(totals.deposit_paid),
        retainedCents: cents(totals.deposit_retained),
      },
    };
  });
}
