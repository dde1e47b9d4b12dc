// The message editor's server side (docs/product.md#messages-templates): a preview of the words as typed,
// in the store's look with the demo order's values, and "send me a test" to the caller's own address.
import { eq } from 'drizzle-orm';
import {
  exampleLines,
  exampleValues,
  renderMessage,
  smsLength,
  templateProblems,
  type MessageEvent,
  type TemplateFields,
} from '../../../shared/messages/catalogue.ts';
import type { Transaction } from '../../db/database.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import { users } from '../../db/schema/index.ts';
import { invalid } from '../../http-errors.ts';
import { renderHtml, renderText } from '../../mail/layout.ts';
import { brandOf, writeMail } from '../../mail/send-mail.ts';
import { wordsIn } from '../../i18n/store-words.ts';
import { mailContent } from '../../messages/customer-messages.ts';

export interface PreviewInput extends TemplateFields {
  event: MessageEvent;
}

function checked(input: PreviewInput) {
  const problems = templateProblems(input.event, input);
  if (problems.length) throw invalid(problems);
}

async function rendered(tx: Transaction, storeId: number, input: PreviewInput, forPortal = false) {
  checked(input);
  const brand = await brandOf(tx, storeId, { forPortal });
  // The examples, the button and the lines in the store's language and currency (docs/product.md#languages).
  const words = wordsIn(brand.locale, brand.currency);
  const values = { ...exampleValues(input.event, words), store_name: brand.name };
  const content = mailContent(input.event, input, values, exampleLines(words), words);
  const sms = renderMessage(input.sms_body, values);
  return { brand, content, sms };
}

export async function previewMessage(tx: Transaction, storeId: number, input: PreviewInput) {
  const { brand, content, sms } = await rendered(tx, storeId, input, true);
  const length = smsLength(sms);
  return {
    subject: content.subject,
    html: await renderHtml(brand, content),
    text: renderText(brand, content),
    sms,
    sms_segments: length.segments,
    sms_encoding: length.encoding,
  };
}

/** Writes the message to the caller's own mail address (the outbox, or SMTP when configured). */
export async function sendTestMessage(tx: Transaction, storeId: number, userId: number, input: PreviewInput) {
  const { brand, content } = await rendered(tx, storeId, input);
  const [user] = await asPlatform(tx, () =>
    tx.select({ email: users.email }).from(users).where(eq(users.id, userId)),
  );
  if (!user) throw invalid([{ field: 'event', message: 'your account has no mail address' }]);
  await writeMail(tx, {
    storeId,
    to: user.email,
    event: `test:${input.event}`,
    brand,
    content: { ...content, subject: `[Test] ${content.subject}` },
  });
  return { mail_to: user.email, sms_to: null };
}
