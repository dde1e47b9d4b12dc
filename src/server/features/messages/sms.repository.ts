// The queries of Twilio's requests to us: the inbound record (unique per MessageSid), consent, the customer
// and open order a reply belongs to, and the outbox row a delivery report is about.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import {
  customers,
  salesOrders,
  smsInbound,
  smsOutbox,
  storeSettings,
  stores,
} from '../../db/schema/index.ts';

/** Records an inbound text once; undefined when its MessageSid was recorded before (a replay). */
export async function recordInbound(
  tx: Transaction,
  values: typeof smsInbound.$inferInsert,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(smsInbound)
    .values(values)
    .onConflictDoNothing({ target: smsInbound.messageSid })
    .returning({ id: smsInbound.id });
  return row?.id;
}

export async function completeInbound(
  tx: Transaction,
  id: number,
  values: Partial<typeof smsInbound.$inferInsert>,
) {
  await tx.update(smsInbound).set(values).where(eq(smsInbound.id, id));
}

/** Consent of the customers with this number: of one store (the text went to its own sender), else of all. */
export async function setConsent(tx: Transaction, phone: string, optIn: boolean, storeId: number | null) {
  await tx
    .update(customers)
    .set({ smsOptIn: optIn })
    .where(and(eq(customers.smsPhone, phone), storeId === null ? undefined : eq(customers.storeId, storeId)));
}

/** Texts to a number that said STOP and are not sent yet are given up (one store's, or all). */
export async function dropQueuedTo(tx: Transaction, phone: string, storeId: number | null) {
  await tx
    .update(smsOutbox)
    .set({ status: 'failed', lastError: 'The recipient replied STOP' })
    .where(
      and(
        eq(smsOutbox.toNumber, phone),
        eq(smsOutbox.status, 'queued'),
        storeId === null ? undefined : eq(smsOutbox.storeId, storeId),
      ),
    );
}

/** The store whose own sender (its number, or its messaging service) a text was sent to, if any. */
export async function storeWithSender(tx: Transaction, senders: string[]) {
  if (!senders.length) return undefined;
  const [row] = await tx
    .select({ id: stores.id, name: stores.name })
    .from(storeSettings)
    .innerJoin(stores, eq(stores.id, storeSettings.storeId))
    .where(inArray(storeSettings.smsSender, senders))
    .orderBy(stores.id)
    .limit(1);
  return row;
}

/** The customers with this text number, most recently changed first. */
export function customersWithPhone(tx: Transaction, phone: string) {
  return tx
    .select({
      id: customers.id,
      storeId: customers.storeId,
      firstName: customers.firstName,
      storeName: stores.name,
    })
    .from(customers)
    .innerJoin(stores, eq(stores.id, customers.storeId))
    .where(eq(customers.smsPhone, phone))
    .orderBy(desc(customers.updatedAt));
}

/** The open orders of these customers, most recent first. */
export function openOrdersOf(tx: Transaction, customerIds: number[]) {
  if (!customerIds.length) return Promise.resolve([]);
  return tx
    .select({
      id: salesOrders.id,
      storeId: salesOrders.storeId,
      orderNo: salesOrders.orderNo,
      status: salesOrders.status,
      customerId: salesOrders.customerId,
    })
    .from(salesOrders)
    .where(
      and(
        inArray(salesOrders.customerId, customerIds),
        notInArray(salesOrders.status, ['completed', 'cancelled', 'refunded']),
      ),
    )
    .orderBy(desc(salesOrders.createdAt), desc(salesOrders.id));
}

/** Applies a delivery report to the outbox row Twilio names; false when no row has that SID. */
export async function applyDeliveryStatus(
  tx: Transaction,
  sid: string,
  status: 'sent' | 'delivered' | 'undelivered' | 'failed',
  error: string | null,
): Promise<boolean> {
  // Reports can arrive out of order: a delivered row never goes back to sent.
  const rows = await tx
    .update(smsOutbox)
    .set({ status, ...(error ? { lastError: error } : {}) })
    .where(
      and(
        eq(smsOutbox.providerSid, sid),
        status === 'sent' ? sql`${smsOutbox.status} in ('sending', 'sent')` : sql`true`,
      ),
    )
    .returning({ id: smsOutbox.id });
  if (rows.length) return true;
  const [known] = await tx.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.providerSid, sid));
  return !!known;
}
