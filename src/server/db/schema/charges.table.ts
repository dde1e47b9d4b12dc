// Charges beyond the order — additional charges on a work-order item (requested by the store owner or the
// vendor; the work order waits on_hold until paid) and extra charges on a sales order, one table with a
// `kind` — and the payments. A charge is paid by the customer at a page addressed by an opaque, unguessable
// token (spec routes /additional-payment/:gutter and /extra-charge-payment/:gutter).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { OwnerType } from '../../../shared/roles.ts';
import type { ChargeKind, ChargeStatus } from '../../../shared/state-machines.ts';
import { storeIsolation, storeOwned, tenantKeys, timestamps } from './columns.ts';
import type { PaymentRecordStatus } from '../../../shared/payment-status.ts';

const chargeVisible = sql.raw(
  `(select coalesce(current_setting('app.platform', true), '') = 'on') or ` +
    `(kind = 'additional' and exists (select 1 from work_orders p where p.store_id = charges.store_id and p.id = charges.work_order_id)) or ` +
    `(kind = 'extra' and exists (select 1 from sales_orders p where p.store_id = charges.store_id and p.id = charges.sales_order_id))`,
);

/**
 * Charges beyond the order's price, both kinds in one table (one lifecycle: state-machines.ts chargeMachine).
 * An additional charge names its work order and item; an extra charge names neither.
 */
export const charges = pgTable(
  'charges',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    kind: text().$type<ChargeKind>().notNull(),
    salesOrderId: integer().notNull(),
    workOrderId: integer(),
    itemNumber: text(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    /** docs/product.md#roles-owner-type owner type: store owner 1, vendor 2 (only the vendor doing the work asks as 2). */
    requestedBy: smallint().notNull().default(OwnerType.storeOwner),
    requestedByUserId: integer(),
    status: text().$type<ChargeStatus>().notNull().default('requested'),
    token: text().notNull(),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('charges', t.storeId, t.id),
    uniqueIndex('charges_token_key').on(t.token),
    index('charges_work_order_idx').on(t.storeId, t.workOrderId),
    index('charges_order_idx').on(t.storeId, t.salesOrderId),
    check(
      'charges_kind_check',
      sql`(${t.kind} = 'additional' and ${t.workOrderId} is not null and ${t.itemNumber} is not null) or (${t.kind} = 'extra' and ${t.workOrderId} is null)`,
    ),
    // An additional charge is visible with its work order (the store's users and the vendor the work is
    // sent to), an extra charge with its sales order — as each was before the kinds shared a table.
    pgPolicy('charges_via_parent', {
      for: 'all',
      using: chargeVisible,
      withCheck: chargeVisible,
    }),
  ],
);

export type PaymentSubject = 'sales_order' | 'additional_charge' | 'extra_charge';
// pending · succeeded · refunded · expired (an abandoned card attempt) · voided (a pay-in-store promise
// replaced by a card payment): src/shared/payment-status.ts. A text column, so a new status needs no
// migration, only that list (the schemas' enums come from it).
export type { PaymentRecordStatus };

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
    /** Taken as the order's deposit (docs/product.md#payments-deposits); a row of the ledger like any other. */
    isDeposit: boolean().notNull().default(false),
    /** Staff's note at the counter (a cheque number, who paid). */
    note: text(),
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
 * Money given back on a payment (docs/product.md#payments-refunds): whole or part, back the way it was paid
 * (a card through the provider, cash or card in store recorded). A row of the order's ledger; what is left
 * to refund of a payment is derived from these rows, never stored on the payment.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    salesOrderId: integer().notNull(),
    paymentId: integer().notNull(),
    provider: text().notNull(),
    method: text().notNull(),
    amountCents: integer().notNull(),
    /** The provider's refund (Stripe `re_…`) or the built-in provider's record. */
    reference: text().notNull(),
    reason: text().notNull().default(''),
    /** One refund per key: a double submit refunds once. */
    idempotencyKey: text().notNull(),
    createdByUserId: integer(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('payment_refunds', t.storeId, t.id),
    uniqueIndex('payment_refunds_idempotency_key').on(t.storeId, t.idempotencyKey),
    index('payment_refunds_order_idx').on(t.storeId, t.salesOrderId),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
    storeIsolation('payment_refunds'),
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
