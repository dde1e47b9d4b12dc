// The store answers its customer from the order page (docs/product.md#messages-replies): by text (only to a
// customer who opted in, at most 10 segments) or by mail, in the store's look. The message goes through the
// outbox like every other (written in this transaction, sent by the worker) and is on the order's timeline.
import type { FastifyRequest } from 'fastify';
import { maxSmsSegments, smsLength } from '../../../shared/messages/catalogue.ts';
import { invalid } from '../../http-errors.ts';
import { brandOf, writeMail } from '../../mail/send-mail.ts';
import { wordsIn } from '../../i18n/store-words.ts';
import { writeSms } from '../../messages/send-sms.ts';
import { actorOf } from '../../orders/http.ts';
import { recordChange } from '../../orders/events.ts';
import { visibleOrder } from '../sales-orders/sales-orders.service.ts';
import { authorName, reachOf } from './order-messages.repository.ts';
import { said } from '../../../shared/i18n/said.ts';

export interface StaffMessage {
  channel: 'sms' | 'mail';
  body: string;
}

export function messageCustomer(request: FastifyRequest, orderId: number, message: StaffMessage) {
  return request.inTenant(async (tx) => {
    const actor = actorOf(request);
    const order = await visibleOrder(tx, orderId, actor);
    const body = message.body.trim();
    if (!body) throw invalid([{ field: 'body', message: 'body is empty' }]);
    const customer = await reachOf(tx, order.storeId, order.customerId);
    let to: string;
    let outboxId: number;
    if (message.channel === 'sms') {
      if (!customer?.smsOptIn || !customer.smsPhone)
        throw invalid(
          [{ field: 'channel', message: 'The customer has not opted in to texts: answer by mail' }],
          'The customer has not opted in to texts.',
        );
      const length = smsLength(body);
      if (length.segments > maxSmsSegments)
        throw invalid([
          {
            field: 'body',
            message: `body is ${length.segments} text segments (${length.encoding}); at most ${maxSmsSegments}`,
          },
        ]);
      to = customer.smsPhone;
      outboxId = await writeSms(tx, {
        storeId: order.storeId,
        salesOrderId: order.id,
        event: 'sales_order.staff_message',
        to,
        body,
      });
    } else {
      if (!customer?.email)
        throw invalid([{ field: 'channel', message: 'The customer has no mail address: answer by text' }]);
      to = customer.email;
      const brand = await brandOf(tx, order.storeId);
      // In the store's language (docs/product.md#languages); the body is the staff member's own words.
      const { t } = wordsIn(brand.locale);
      const subject = t('mail.staffMessage.subject', { store: brand.name, order: order.orderNo });
      outboxId = await writeMail(tx, {
        storeId: order.storeId,
        to,
        event: 'sales_order.staff_message',
        brand,
        content: {
          subject,
          heading: subject,
          paragraphs: [
            t('mail.staffMessage.greeting', { name: customer.firstName }),
            ...body
              .split(/\n\s*\n/)
              .map((p) => p.trim())
              .filter(Boolean),
          ],
        },
      });
    }
    const author = await authorName(tx, request.principal!.userId);
    await recordChange(tx, {
      storeId: order.storeId,
      entity: 'sales_order',
      entityId: order.id,
      salesOrderId: order.id,
      action: 'staff_message',
      from: order.status,
      to: order.status,
      actor,
      said: said(message.channel === 'sms' ? 'answered_by_text' : 'answered_by_mail', {
        order_no: order.orderNo,
        author,
      }),
      note: body,
      payload: { order_no: order.orderNo, channel: message.channel },
    });
    return { channel: message.channel, to, outbox_id: outboxId };
  });
}
