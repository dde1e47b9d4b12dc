// Twilio's requests to us (docs/product.md#messages-consent, docs/product.md#messages-replies): every one is
// verified by its X-Twilio-Signature first (a forged one is refused and changes nothing); an inbound text is
// recorded once per MessageSid (a replayed one changes nothing). STOP ends texts to the number, START
// resumes them, HELP is answered with the store's name; any other text is a reply: matched to the
// customer's open order (the order number in the text, else the most recent) it is on that order's timeline
// as the customer's message and rings the bell of the staff who see the order; unmatched, it is in the
// store's inbox. A text to a store's own sender (its number, or its messaging service) is that store's: only
// its customers are matched and an unmatched one is in its inbox (docs/product.md#messages-replies). A
// delivery report moves the outbox row on.
import type { Transaction } from '../../db/database.ts';
import { recordChange } from '../../orders/events.ts';
import { systemActor } from '../../orders/parties.ts';
import { writeSms } from '../../messages/send-sms.ts';
import { storeWords } from '../../i18n/store-words.ts';
import {
  applyDeliveryStatus,
  completeInbound,
  customersWithPhone,
  dropQueuedTo,
  openOrdersOf,
  recordInbound,
  setConsent,
  storeWithSender,
} from './sms.repository.ts';
import { said } from '../../../shared/i18n/said.ts';

const keywords: Record<string, 'stop' | 'start' | 'help'> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  OPTOUT: 'stop',
  REVOKE: 'stop',
  START: 'start',
  YES: 'start',
  UNSTOP: 'start',
  HELP: 'help',
  INFO: 'help',
  // A Spanish-speaking store's customers answer in Spanish (docs/product.md#languages).
  BAJA: 'stop',
  PARAR: 'stop',
  CANCELAR: 'stop',
  ALTA: 'start',
  AYUDA: 'help',
};

export type InboundOutcome = 'stopped' | 'started' | 'help' | 'reply' | 'inbox' | 'replayed';

export async function receiveText(
  tx: Transaction,
  text: { sid: string; from: string; to: string; body: string; messagingServiceSid?: string },
): Promise<InboundOutcome> {
  const keyword = keywords[text.body.trim().toUpperCase().replace(/[.!]$/, '')];
  const id = await recordInbound(tx, {
    messageSid: text.sid,
    fromNumber: text.from,
    toNumber: text.to,
    body: text.body,
    kind: keyword ?? 'reply',
  });
  if (id === undefined) return 'replayed';
  const owner = await storeWithSender(
    tx,
    [text.to, text.messagingServiceSid].filter((s): s is string => !!s),
  );
  const everyKnown = await customersWithPhone(tx, text.from);
  const known = owner ? everyKnown.filter((c) => c.storeId === owner.id) : everyKnown;
  const storeId = owner?.id ?? known[0]?.storeId ?? null;
  if (keyword === 'stop') {
    await setConsent(tx, text.from, false, owner?.id ?? null);
    await dropQueuedTo(tx, text.from, owner?.id ?? null);
    await completeInbound(tx, id, { storeId, customerId: known[0]?.id ?? null });
    return 'stopped';
  }
  if (keyword === 'start') {
    await setConsent(tx, text.from, true, owner?.id ?? null);
    await completeInbound(tx, id, { storeId, customerId: known[0]?.id ?? null });
    return 'started';
  }
  if (keyword === 'help') {
    // In the store's language (docs/product.md#languages); English when the number is no store's.
    const { t } = await storeWords(tx, storeId);
    const name = owner?.name ?? known[0]?.storeName ?? t('mail.texts.thisNumber');
    await writeSms(tx, {
      storeId,
      event: 'sms.help',
      to: text.from,
      body: t('mail.texts.help', { store: name }),
    });
    await completeInbound(tx, id, { storeId, customerId: known[0]?.id ?? null });
    return 'help';
  }
  const orders = await openOrdersOf(
    tx,
    known.map((c) => c.id),
  );
  const named = orders.find((o) =>
    new RegExp(`\\b${o.orderNo.replace(/[^A-Za-z0-9-]/g, '')}\\b`, 'i').test(text.body),
  );
  const order = named ?? orders[0];
  if (!order) {
    await completeInbound(tx, id, { storeId, customerId: known[0]?.id ?? null });
    return 'inbox';
  }
  const customer = known.find((c) => c.id === order.customerId);
  await completeInbound(tx, id, {
    storeId: order.storeId,
    customerId: order.customerId,
    salesOrderId: order.id,
  });
  await recordChange(tx, {
    storeId: order.storeId,
    entity: 'sales_order',
    entityId: order.id,
    salesOrderId: order.id,
    action: 'customer_message',
    from: order.status,
    to: order.status,
    actor: systemActor,
    said: said('customer_texted', { order_no: order.orderNo, name: customer?.firstName ?? text.from }),
    note: text.body,
    payload: { order_no: order.orderNo, customer_id: order.customerId, channel: 'sms' },
  });
  return 'reply';
}

const reportStatus = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
} as const;

export async function receiveDeliveryStatus(
  tx: Transaction,
  report: { sid: string; status: string; errorCode: string | null },
): Promise<'updated' | 'unknown'> {
  const status = reportStatus[report.status as keyof typeof reportStatus];
  if (!status) return 'updated';
  const known = await applyDeliveryStatus(
    tx,
    report.sid,
    status,
    report.errorCode ? `Twilio error ${report.errorCode}` : null,
  );
  return known ? 'updated' : 'unknown';
}
