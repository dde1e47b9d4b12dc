// Charges beyond the order: additional charges on a work-order item (requested by the store owner or the
// vendor; the work order waits on_hold until paid) and extra charges on a sales order. Each is paid by the
// customer at a page addressed by an opaque, unguessable token (spec routes /additional-payment/:gutter and
// /extra-charge-payment/:gutter).
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChargeStatus } from '../../../shared/state-machines.ts';
import { storeIsolation, storeOwned, tenantKeys, timestamps } from './columns.ts';
import { viaParent } from './orders.table.ts';

export const additionalCharges = pgTable(
  'additional_charges',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    workOrderId: integer().notNull(),
    salesOrderId: integer().notNull(),
    itemNumber: text().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    /** Spec section 6 owner type: store owner 1, vendor 2. */
    requestedBy: smallint().notNull(),
    requestedByUserId: integer(),
    status: text().$type<ChargeStatus>().notNull().default('requested'),
    token: text().notNull(),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('additional_charges', t.storeId, t.id),
    uniqueIndex('additional_charges_token_key').on(t.token),
    index('additional_charges_work_order_idx').on(t.storeId, t.workOrderId),
    // Visible with the work order (store users and the vendor it is sent to).
    viaParent('additional_charges', 'work_orders', 'work_order_id'),
  ],
);

export const extraCharges = pgTable(
  'extra_charges',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    requestedByUserId: integer(),
    status: text().$type<ChargeStatus>().notNull().default('requested'),
    token: text().notNull(),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('extra_charges', t.storeId, t.id),
    uniqueIndex('extra_charges_token_key').on(t.token),
    index('extra_charges_order_idx').on(t.storeId, t.salesOrderId),
    viaParent('extra_charges', 'sales_orders', 'sales_order_id'),
  ],
);

export type PaymentSubject = 'sales_order' | 'additional_charge' | 'extra_charge';
export type PaymentRecordStatus = 'pending' | 'succeeded' | 'refunded';

/** Payments through the provider interface (payments/provider.ts); the built-in provider works offline. */
export const payments = pgTable(
  'payments',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    subject: text().$type<PaymentSubject>().notNull(),
    subjectId: integer().notNull(),
    provider: text().notNull(),
    method: text().notNull(),
    amountCents: integer().notNull(),
    status: text().$type<PaymentRecordStatus>().notNull(),
    reference: text().notNull(),
    /** The provider-level idempotency key: the same key never creates a second payment. */
    idempotencyKey: text().notNull(),
    createdByUserId: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('payments', t.storeId, t.id),
    uniqueIndex('payments_idempotency_key').on(t.storeId, t.idempotencyKey),
    index('payments_subject_idx').on(t.storeId, t.subject, t.subjectId),
    storeIsolation('payments'),
  ],
);

/**
 * Request-level idempotency of payment-creating calls: the first request with a key stores its response;
 * a retry with the same key gets the stored response (a concurrent retry waits for the first to commit).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...storeOwned,
    key: text().notNull(),
    /** Method and route the key was first used for, plus a hash of the request body. */
    operation: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: smallint(),
    response: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] }), storeIsolation('idempotency_keys')],
);
