// What a domain event is: the record every lifecycle change writes and its consumers (notifications, mail,
// webhooks) read. Kept apart from events.ts, which runs those consumers, so they can name it.
import type { Actor } from './parties.ts';
import type { Said } from '../../shared/i18n/said.ts';
import type { salesOrderItems, salesOrders } from '../db/schema/index.ts';

export interface DomainEvent {
  storeId: number;
  /** `<entity>.<action>`, e.g. `work_order.send`; creations are `<entity>.created`. */
  type: string;
  entity: string;
  entityId: number;
  salesOrderId?: number | null;
  /** The vendor the record is sent to (its users are notified; it may write the event). */
  vendorId?: number | null;
  actor: Actor;
  payload: Record<string, unknown>;
  /** The event's sentence as a catalogue key and params, for its notifications (payload.message is its
   * English, docs/product.md#languages-server-sentences). */
  said?: Said;
  /** The sales order and its items as the emitter has just written them in this transaction (never stored):
   * the consumers (the staff's notifications, the customer's mail) take them instead of reading them back. */
  order?: WrittenOrder;
}

export interface WrittenOrder {
  row: typeof salesOrders.$inferSelect;
  items: (typeof salesOrderItems.$inferSelect)[];
}

export interface StoredEvent extends DomainEvent {
  id: number;
}
