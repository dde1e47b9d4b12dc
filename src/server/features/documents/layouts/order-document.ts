// What an order's documents print, gathered once by the documents service (docs/product.md#documents-paper):
// the store, the order, its items with their intake and work, charges, payments, signatures and the money.
import type { StoreWords } from '../../../i18n/store-words.ts';
import type { Brand } from './pdf-kit.ts';

export interface StorePaper {
  brand: Brand;
  /** The store's language and currency: every word, amount and date the paper prints (docs/product.md#languages). */
  words: StoreWords;
  paperSize: 'a4' | 'letter';
  terms: string;
  legalLines: string;
  /** Where to reach the store: the order's location (or the store's first), its phone, email, website. */
  contact: string[];
}

export interface DocumentSignature {
  kind: 'intake' | 'pickup';
  signerName: string;
  takenBy: string;
  location: string;
  at: Date;
  /** The PNG's bytes (null when the file is gone). */
  image: Buffer | null;
}

export interface DocumentItem {
  itemNumber: string;
  serviceName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  answers: { option: string; value: string }[];
  conditionNotes: string | null;
  declaredValueCents: number | null;
  /** Intake photos a PDF can hold (PNG or JPEG), at most four; `otherPhotos` counts the rest. */
  photos: Buffer[];
  otherPhotos: number;
  instructions: string[];
  /** The work order's scan link for the bench (null when the item has no work order). */
  scanUrl: string | null;
  qr: Buffer | null;
  dueAt: Date | null;
}

export interface DocumentCharge {
  label: string;
  amountCents: number;
  status: string;
}

export interface DocumentPayment {
  id: number;
  at: Date;
  what: string;
  method: string;
  status: string;
  amountCents: number;
  reference: string;
  /** The ledger's running figures once this payment was taken (docs/product.md#payments-ledger). */
  chargedToDateCents: number;
  paidToDateCents: number;
  balanceAfterCents: number;
}

/** A row of the order's ledger after its price: a charge, a payment or deposit, a refund, a cancellation. */
export interface DocumentLedgerLine {
  at: Date;
  kind: string;
  description: string;
  status: string;
  amountCents: number;
  /** What the row did to the balance: + owed, − paid. */
  effectCents: number;
}

export interface OrderDocument {
  store: StorePaper;
  order: {
    id: number;
    orderNo: string;
    status: string;
    placedAt: Date;
    completedAt: Date | null;
    customerName: string;
    customerEmail: string | null;
    customerPhone: string | null;
    note: string | null;
    location: string;
    dueAt: Date | null;
    subtotalCents: number;
    shippingCents: number;
    totalCents: number;
  };
  items: DocumentItem[];
  charges: DocumentCharge[];
  payments: DocumentPayment[];
  signatures: DocumentSignature[];
  ledger: DocumentLedgerLine[];
  /** The ledger's figures (docs/product.md#payments-ledger), in cents: never added up by a layout. */
  money: {
    chargedCents: number;
    paidCents: number;
    refundedCents: number;
    balanceCents: number;
    depositRequiredCents: number;
    depositPaidCents: number;
    retainedCents: number;
  };
}
