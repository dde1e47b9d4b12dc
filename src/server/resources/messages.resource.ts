// The store's customer messages and the SMS outbox: the server's halves of their declarations. A template
// is checked against its event (docs/product.md#messages-templates): a variable the event does not offer, a
// field that would render empty, or a text over ten segments is a 400 naming the field; nothing is written.
// Creating an event's template when it has one replaces it (one per store and event).
import {
  messageTemplates as templatesDeclaration,
  smsInbox as smsInboxDeclaration,
  smsOutbox as smsOutboxDeclaration,
} from '../../shared/declarations/messages.declaration.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { isMessageEvent, templateProblems } from '../../shared/messages/catalogue.ts';
import { defineResource } from '../crud/define-resource.ts';
import { invalid } from '../http-errors.ts';
import { messageTemplates, smsInbound, smsOutbox } from '../db/schema/index.ts';

export const messageTemplatesResource = defineResource(templatesDeclaration, {
  table: messageTemplates,
  hooks: {
    async beforeWrite(values, body, { existing, op, tx, tenantId }) {
      const event = String(body.event ?? existing?.event ?? '');
      if (!isMessageEvent(event))
        throw invalid([{ field: 'event', message: 'event is not a customer message' }]);
      if (existing && body.event !== undefined && body.event !== existing.event)
        throw invalid([{ field: 'event', message: 'event cannot change: edit that event’s own template' }]);
      const field = (name: 'mail_subject' | 'mail_body' | 'sms_body', column: string) =>
        typeof body[name] === 'string' ? (body[name] as string) : (existing?.[column] as string | undefined);
      const problems = templateProblems(event, {
        mail_subject: field('mail_subject', 'mailSubject'),
        mail_body: field('mail_body', 'mailBody'),
        sms_body: field('sms_body', 'smsBody'),
      });
      if (problems.length) throw invalid(problems);
      // One template per event: creating the event's template again replaces the words it had.
      if (op === 'create' && tenantId !== null)
        await tx
          .delete(messageTemplates)
          .where(and(eq(messageTemplates.storeId, tenantId), eq(messageTemplates.event, event)));
      return values;
    },
  },
});

export const smsOutboxResource = defineResource(smsOutboxDeclaration, { table: smsOutbox });

// The inbox is the replies that matched no open order (docs/product.md#messages-replies); the keywords and
// the replies on an order's timeline are not in it.
export const smsInboxResource = defineResource(smsInboxDeclaration, {
  table: smsInbound,
  scope: () => and(isNull(smsInbound.salesOrderId), eq(smsInbound.kind, 'reply')),
});
