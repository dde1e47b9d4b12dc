// The mail outbox (docs/product.md#messages-mail-outbox): every message the product sends is one row here,
// written in the
// transaction of what caused it. Without SMTP the row is the mail (the super admin reads the outbox); with
// SMTP the mail worker claims queued rows (FOR UPDATE SKIP LOCKED), marks them `sending` before talking to
// the server and `sent` after, so a message is never handed to the server twice, even across restarts.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgPolicy, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { platformScope } from './columns.ts';

/** outbox: kept only (no SMTP); queued → sending → sent, or back to queued with a later attempt, or failed. */
export type MailStatus = 'outbox' | 'queued' | 'sending' | 'sent' | 'failed';

/** One attached file: its name, type and bytes (base64). */
export interface RenderedMailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * An order's document attached by reference: rendered by the mail worker when the mail is sent, so the
 * transaction that wrote the mail (a payment, a completion) stays short (docs/product.md#documents-mail).
 */
export interface MailDocumentRef {
  filename: string;
  contentType: 'application/pdf';
  document: { kind: 'receipt' | 'invoice'; storeId: number; salesOrderId: number; paymentId: number | null };
}

export type MailAttachment = RenderedMailAttachment | MailDocumentRef;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The store the mail is sent for (its name and colours); null for platform mail (vendor invitations). */
    storeId: integer(),
    /** The template's event, e.g. `account.verify`, `sales_order.placed`. */
    event: text().notNull(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** Files sent with the mail; a receipt or invoice PDF by reference, rendered when sent (docs/product.md#documents-mail). */
    attachments: jsonb().$type<MailAttachment[]>().notNull().default([]),
    status: text().$type<MailStatus>().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    lastError: text(),
    messageId: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
    // Mail holds links that act for its recipient (verification, reset, payment): only the platform scope
    // (the super admin, the worker, the system writing it) ever sees a row.
    pgPolicy('mail_outbox_platform', { for: 'all', using: platformScope, withCheck: platformScope }),
  ],
);
