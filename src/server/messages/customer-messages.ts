// A store's message to its customer about an event (docs/product.md#messages-templates): the store's own
// words for the event (a message_templates row) or the catalogue's defaults, rendered with the event's
// values; the mail to the customer's address and the text to their number when they opted in to texts
// (docs/product.md#messages-consent) — each only when switched on. Runs in the event's transaction.
import { and, eq } from 'drizzle-orm';
import {
  defaultWords,
  renderMessage,
  type MessageEvent,
  type MessageValues,
  type TemplateFields,
} from '../../shared/messages/catalogue.ts';
import type { Transaction } from '../db/database.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { customers, messageTemplates, type MailAttachment } from '../db/schema/index.ts';
import type { Brand, MailContent } from '../mail/layout.ts';
import { brandOf, writeMail } from '../mail/send-mail.ts';
import { storeWords, wordsIn, type StoreWords } from '../i18n/store-words.ts';
import { writeSms } from './send-sms.ts';

export interface StoreTemplate extends TemplateFields {
  mail_enabled: boolean;
  sms_enabled: boolean;
}

/**
 * The store's words for an event: its own row (as the store wrote them), or the defaults in the store's
 * language (both channels on; docs/product.md#languages).
 */
export async function templateFor(
  tx: Transaction,
  storeId: number,
  event: MessageEvent,
  words?: StoreWords,
): Promise<StoreTemplate> {
  const [row] = await asPlatform(tx, () =>
    tx
      .select()
      .from(messageTemplates)
      .where(and(eq(messageTemplates.storeId, storeId), eq(messageTemplates.event, event))),
  );
  if (row)
    return {
      mail_enabled: row.mailEnabled,
      mail_subject: row.mailSubject,
      mail_body: row.mailBody,
      sms_enabled: row.smsEnabled,
      sms_body: row.smsBody,
    };
  const defaults = defaultWords(event, (words ?? (await storeWords(tx, storeId))).t);
  return {
    mail_enabled: true,
    mail_subject: defaults.mail_subject,
    mail_body: defaults.mail_body,
    sms_enabled: true,
    sms_body: defaults.sms_body,
  };
}

/**
 * The mail's content: the subject as heading, the body's paragraphs, the items, the event's button (its
 * label in the words' language: the store's).
 */
export function mailContent(
  event: MessageEvent,
  template: Pick<TemplateFields, 'mail_subject' | 'mail_body'>,
  values: MessageValues,
  lines?: { label: string; value: string }[],
  words: StoreWords = wordsIn(),
): MailContent {
  const subject = renderMessage(template.mail_subject, values).replace(/\s+/g, ' ');
  return {
    subject,
    heading: subject,
    paragraphs: renderMessage(template.mail_body, values)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    ...(lines?.length ? { lines } : {}),
    ...(values.link ? { action: { label: defaultWords(event, words.t).action, url: values.link } } : {}),
  };
}

export interface CustomerMessage {
  storeId: number;
  event: MessageEvent;
  salesOrderId?: number | null;
  /** The customer record: their first name, and their number when they opted in to texts. */
  customerId?: number | null;
  email: string | null;
  values: MessageValues;
  /** The store's look when the caller has read it already (it carries the language and currency). */
  brand?: Brand;
  lines?: { label: string; value: string }[];
  /** Files the mail carries (a receipt or invoice PDF: docs/product.md#documents-mail). */
  attachments?: MailAttachment[];
}

/** Writes the event's mail and text to the outboxes (each when switched on and addressable). */
export async function sendCustomerMessage(
  tx: Transaction,
  message: CustomerMessage,
): Promise<{ mailId: number | null; smsId: number | null }> {
  const brand: Brand = message.brand ?? (await brandOf(tx, message.storeId));
  const words = wordsIn(brand.locale, brand.currency);
  const template = await templateFor(tx, message.storeId, message.event, words);
  const [customer] = message.customerId
    ? await asPlatform(tx, () =>
        tx
          .select({
            firstName: customers.firstName,
            smsOptIn: customers.smsOptIn,
            smsPhone: customers.smsPhone,
          })
          .from(customers)
          .where(and(eq(customers.storeId, message.storeId), eq(customers.id, message.customerId!))),
      )
    : [];
  const values: MessageValues = {
    store_name: brand.name,
    first_name: customer?.firstName ?? words.t('mail.values.customer'),
    ...message.values,
  };
  let mailId: number | null = null;
  let smsId: number | null = null;
  if (template.mail_enabled && message.email)
    mailId = await writeMail(tx, {
      storeId: message.storeId,
      to: message.email,
      event: message.event,
      brand,
      content: mailContent(message.event, template, values, message.lines, words),
      attachments: message.attachments,
    });
  if (template.sms_enabled && customer?.smsOptIn && customer.smsPhone) {
    const body = renderMessage(template.sms_body, values);
    if (body)
      smsId = await writeSms(tx, {
        storeId: message.storeId,
        salesOrderId: message.salesOrderId ?? null,
        event: message.event,
        to: customer.smsPhone,
        body,
      });
  }
  return { mailId, smsId };
}
