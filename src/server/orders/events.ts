// Domain events and the timeline: every lifecycle change appends a timeline entry and writes one domain
// event row in the caller's transaction, then runs the event's consumers (notifications) in that same
// transaction — so a change, its history, its notifications and its mail commit or roll back together.
import type { Transaction } from '../db/database.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { domainEvents, timelineEntries } from '../db/schema/index.ts';
import type { Actor } from './parties.ts';
import type { DomainEvent, StoredEvent, WrittenOrder } from './domain-event.ts';
import { notifyForEvent } from './notification-fanout.ts';
import { enqueueWebhooks } from '../webhooks/enqueue.ts';
import { mailForEvent } from '../mail/event-mail.ts';
import type { Note, Said } from '../../shared/i18n/said.ts';
import { entryColumns } from './said-english.ts';

export interface Change {
  storeId: number;
  entity: string;
  entityId: number;
  salesOrderId?: number | null;
  vendorId?: number | null;
  action: string;
  from: string | null;
  to: string;
  actor: Actor;
  /** The entry's words as a catalogue key and params (docs/product.md#languages-server-sentences); its
   * English `message` is written from them. */
  said: Said;
  note?: Note | null;
  /** Shown to anyone tracking the order (the sales order's own status changes). */
  isPublic?: boolean;
  payload?: Record<string, unknown>;
  /** The order as just written, passed on to the event's consumers (DomainEvent.order). */
  order?: WrittenOrder;
}

/** Writes one domain event and runs its consumers in the same transaction. */
export async function emit(tx: Transaction, event: DomainEvent): Promise<StoredEvent> {
  const p = event.actor.principal;
  const [row] = await tx
    .insert(domainEvents)
    .values({
      storeId: event.storeId,
      type: event.type,
      entity: event.entity,
      entityId: event.entityId,
      salesOrderId: event.salesOrderId ?? null,
      vendorId: event.vendorId ?? null,
      actorUserId: p?.userId ?? null,
      actorRoleId: p?.roleId ?? null,
      payload: event.payload,
    })
    .returning({ id: domainEvents.id });
  const stored = { ...event, id: row!.id };
  // Every consumer is system work in the platform scope: switched on once for the three (and the mail's
  // own reads) rather than once per consumer — each switch is a round trip, and a checkout made a dozen.
  await asPlatform(tx, async () => {
    await notifyForEvent(tx, stored);
    // Outgoing webhooks are queued with the change, delivered later by any process (webhooks/deliver.ts).
    await enqueueWebhooks(tx, stored);
    await mailForEvent(tx, stored);
  });
  return stored;
}

/** Appends the change to the timeline and emits its domain event. */
export async function recordChange(tx: Transaction, change: Change): Promise<StoredEvent> {
  const p = change.actor.principal;
  const words = entryColumns(change.said, change.note);
  await tx.insert(timelineEntries).values({
    storeId: change.storeId,
    salesOrderId: change.salesOrderId ?? null,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    fromStatus: change.from,
    toStatus: change.to,
    ...words,
    isPublic: change.isPublic ?? false,
    actorUserId: p?.userId ?? null,
    actorRoleId: p?.roleId ?? null,
    vendorId: change.vendorId ?? null,
  });
  return emit(tx, {
    storeId: change.storeId,
    type: `${change.entity}.${change.action}`,
    entity: change.entity,
    entityId: change.entityId,
    salesOrderId: change.salesOrderId,
    vendorId: change.vendorId,
    actor: change.actor,
    said: change.said,
    payload: { from: change.from, to: change.to, message: words.message, ...change.payload },
    ...(change.order ? { order: change.order } : {}),
  });
}
