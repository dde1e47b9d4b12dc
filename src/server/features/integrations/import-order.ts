// Imports a Shopify order as a sales order when it contains the store's repair services: a line item
// matches a service by SKU `SVC-<service id>` or by its title being the service's name. The Shopify order id
// is recorded first (unique per store), so an order delivered again — Shopify retries webhooks — imports
// nothing the second time, even when two deliveries arrive at once (the second waits on the first's key).
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { customers, services, shopifyOrders } from '../../db/schema/index.ts';
import { createSalesOrder, type NewOrderItem } from '../sales-orders/sales-orders.lifecycle.ts';
import { systemActor } from '../../orders/parties.ts';

export interface ShopifyOrder {
  id: number | string;
  name?: string;
  email?: string | null;
  note?: string | null;
  customer?: {
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
    phone?: string | null;
  } | null;
  line_items?: { title?: string; sku?: string | null; quantity?: number; price?: string }[];
}

export type ImportOutcome = 'imported' | 'duplicate' | 'no_services';

export async function importShopifyOrder(
  tx: Transaction,
  storeId: number,
  order: ShopifyOrder,
): Promise<{ outcome: ImportOutcome; salesOrderId?: number }> {
  const [claimed] = await tx
    .insert(shopifyOrders)
    .values({ storeId, shopifyOrderId: String(order.id) })
    .onConflictDoNothing()
    .returning({ id: shopifyOrders.id });
  if (!claimed) return { outcome: 'duplicate' };

  const offered = await tx
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.storeId, storeId), eq(services.isActive, true)));
  const items: NewOrderItem[] = [];
  for (const line of order.line_items ?? []) {
    const bySku = /^SVC-(\d+)$/i.exec(line.sku ?? '');
    const service = bySku
      ? offered.find((s) => s.id === Number(bySku[1]))
      : offered.find((s) => s.name.toLowerCase() === (line.title ?? '').trim().toLowerCase());
    if (!service) continue;
    items.push({
      serviceId: service.id,
      serviceName: service.name,
      quantity: Math.max(1, Math.min(1000, Math.trunc(line.quantity ?? 1))),
      unitPriceCents: Math.max(0, Math.round(Number(line.price ?? 0) * 100) || 0),
      answers: {},
    });
  }
  if (!items.length) return { outcome: 'no_services' };

  const email = (order.customer?.email ?? order.email ?? '').trim().toLowerCase() || null;
  const firstName = order.customer?.first_name?.trim() || 'Shopify customer';
  const lastName = order.customer?.last_name?.trim() ?? '';
  let [customer] = email
    ? await tx
        .select()
        .from(customers)
        .where(and(eq(customers.storeId, storeId), sql`lower(${customers.email}) = ${email}`))
        .limit(1)
    : [];
  if (!customer) {
    [customer] = await tx
      .insert(customers)
      .values({
        storeId,
        firstName,
        lastName,
        email,
        phone: order.customer?.phone ?? null,
        tags: ['shopify'],
      })
      .returning();
  }
  const created = await createSalesOrder(
    tx,
    {
      storeId,
      customer: {
        id: customer!.id,
        name: `${customer!.firstName} ${customer!.lastName}`.trim(),
        email: customer!.email,
        phone: customer!.phone,
      },
      channel: 'shopify',
      note: `Shopify order ${order.name ?? order.id}${order.note ? ` — ${order.note}` : ''}`.slice(0, 1000),
      items,
    },
    systemActor,
  );
  await tx.update(shopifyOrders).set({ salesOrderId: created.id }).where(eq(shopifyOrders.id, claimed.id));
  return { outcome: 'imported', salesOrderId: created.id };
}
