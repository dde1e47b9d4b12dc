// Queues a domain event for every endpoint that wants it, in the transaction that wrote the event: the
// change and its deliveries commit (or roll back) together. Called from orders/events.ts → emit.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { asPlatform } from '../db/platform-scope.ts';

export interface QueuedEvent {
  id: number;
  storeId: number;
  vendorId?: number | null;
  type: string;
  entity: string;
  entityId: number;
  salesOrderId?: number | null;
  payload: Record<string, unknown>;
}

/** The body every receiver gets: the event, never more than the event carries. */
export function webhookBody(event: QueuedEvent, createdAt: Date): string {
  return JSON.stringify({
    id: `evt_${event.id}`,
    type: event.type,
    created_at: createdAt.toISOString(),
    store_id: event.storeId,
    data: {
      entity: event.entity,
      entity_id: event.entityId,
      sales_order_id: event.salesOrderId ?? null,
      vendor_id: event.vendorId ?? null,
      ...event.payload,
    },
  });
}

export async function enqueueWebhooks(tx: Transaction, event: QueuedEvent): Promise<void> {
  const body = webhookBody(event, new Date());
  const family = `${event.type.split('.')[0]}.*`;
  // The store's endpoints, and the vendor's when the event concerns one (a work order sent to it). A
  // vendor's endpoints are not the store's to see: the insert runs in the platform scope.
  await asPlatform(tx, () =>
    tx.execute(sql`
      insert into webhook_deliveries (store_id, vendor_id, endpoint_id, event_id, event_type, body)
      select e.store_id, e.vendor_id, e.id, ${event.id}, ${event.type}, ${body}
        from webhook_endpoints e
       where e.is_active
         and (e.store_id = ${event.storeId} or e.vendor_id = ${event.vendorId ?? null}::int)
         and (cardinality(e.events) = 0 or ${event.type} = any(e.events) or ${family} = any(e.events))`),
  );
}
