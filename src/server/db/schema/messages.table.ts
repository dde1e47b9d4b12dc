// A store's own words for the messages it sends its customers (docs/product.md#messages-templates), and the
// text-message outbox (docs/product.md#messages-sms): every text the product sends is one row here, written
// in the transaction of what caused it, exactly as mail_outbox holds mail. Without Twilio configured the row
// is the text (the super admin reads it); with Twilio the SMS worker claims queued rows and sends them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  currentStore,
  platformScope,
  storeIsolation,
  storeOwned,
  tenantKeys,
  timestamps,
} from './columns.ts';

export const messageTemplates = pgTable(
  'message_templates',
  {
    ...storeOwned,
    id: integer().generatedAlwaysAsIdentity(),
    /** A key of src/shared/messages/catalogue.ts (`sales_order.ready`). */
    event: text().notNull(),
    mailEnabled: boolean().notNull().default(true),
    mailSubject: text().notNull(),
    mailBody: text().notNull(),
    smsEnabled: boolean().notNull().default(true),
    smsBody: text().notNull(),
    ...timestamps,
  },
  (t) => [
    ...tenantKeys('message_templates', t.storeId, t.id),
    uniqueIndex('message_templates_event_key').on(t.storeId, t.event),
    storeIsolation('message_templates'),
  ],
).enableRLS();

/** outbox: kept only (no Twilio); queued → sending → sent → delivered (status callback), or failed. */
export type SmsStatus = 'outbox' | 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed';

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer(),
    salesOrderId: integer(),
    event: text().notNull(),
    /** E.164. */
    toNumber: text().notNull(),
    /** The sender: the store's own number or messaging service, else TWILIO_FROM (null: the platform's messaging service, or offline). */
    fromNumber: text(),
    body: text().notNull(),
    segments: integer().notNull(),
    encoding: text().notNull(),
    status: text().$type<SmsStatus>().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    lastError: text(),
    /** Twilio's message SID, once accepted; status callbacks find the row by it. */
    providerSid: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('sms_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('sms_outbox_created_idx').on(t.createdAt, t.id),
    uniqueIndex('sms_outbox_sid_key').on(t.providerSid),
    // Texts hold links that act for their recipient (payment, feedback): the platform scope only.
    pgPolicy('sms_outbox_platform', { for: 'all', using: platformScope, withCheck: platformScope }),
  ],
);

/**
 * Texts customers sent to the store's number (docs/product.md#messages-replies): keywords (STOP, START,
 * HELP) and replies. Twilio's message SID is unique, so a replayed request changes nothing. A reply matched
 * to a customer's order is on that order's timeline; the rest are the store's inbox (store_id of the
 * customer's store, or null when the number is nobody's: the super admin's).
 */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer(),
    messageSid: text().notNull(),
    fromNumber: text().notNull(),
    toNumber: text().notNull(),
    body: text().notNull(),
    /** stop, start, help, or reply. */
    kind: text().$type<'stop' | 'start' | 'help' | 'reply'>().notNull(),
    customerId: integer(),
    salesOrderId: integer(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('sms_inbound_sid_key').on(t.messageSid),
    index('sms_inbound_store_idx').on(t.storeId, t.createdAt),
    pgPolicy('sms_inbound_store_isolation', {
      for: 'all',
      using: sql`${platformScope} or store_id = ${currentStore}`,
      withCheck: sql`${platformScope} or store_id = ${currentStore}`,
    }),
  ],
);
