// The notifications consumer of domain events: decides who hears about an event (the store's users who may
// view the module, the users of the vendor the work is sent to, the customer for charges and completion),
// writes one notification row per recipient, and NOTIFYs the `app_notifications` channel in the same
// transaction, so every app process's LISTEN connection (notification-hub.ts) pushes it live on commit.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Module, Role, type ModuleId } from '../../shared/roles.ts';
import type { Transaction } from '../db/database.ts';
import {
  customers,
  notifications,
  orderWatchers,
  salesOrders,
  staffPermissions,
  users,
  workOrders,
} from '../db/schema/index.ts';
import type { SessionRole } from '../../shared/permissions.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { type StoredEvent } from './domain-event.ts';
import { englishOf } from '../i18n/english.ts';
import {
  hasStoredPermissions,
  mayRevealOrder,
  rolesOfApp,
  worksOnOrders,
} from '../../shared/permission-registry.ts';

export const NOTIFICATION_CHANNEL = 'app_notifications';

type Audience = 'store' | 'vendor' | 'customer';

interface Spec {
  audiences: Audience[];
  module: ModuleId;
  /** Vendor staff do not see billing (docs/product.md#roles-vendor-staff). */
  vendorOwnersOnly?: boolean;
  /** Only the store's owners (no stored permissions): a flagged hand-off (docs/product.md#custody-contradiction). */
  storeOwnersOnly?: boolean;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function specFor(event: StoredEvent): Spec | null {
  const action = event.type.slice(event.entity.length + 1);
  const withVendor = (a: Audience[]): Audience[] => (event.vendorId ? [...a, 'vendor'] : a);
  switch (event.entity) {
    case 'sales_order':
      // The customer hears that the order is complete (with the feedback link).
      return {
        audiences: action === 'complete' ? ['store', 'customer'] : ['store'],
        module: Module.salesOrder,
      };
    case 'work_order':
      // Each photo lands on the timeline; a notification per photo would drown the bell.
      if (action === 'photo_added') return null;
      return { audiences: withVendor(['store']), module: Module.workOrder };
    case 'additional_charge':
      return {
        audiences: withVendor(action === 'created' ? ['store', 'customer'] : ['store']),
        module: Module.workOrder,
      };
    case 'extra_charge':
      return {
        audiences: action === 'created' ? ['store', 'customer'] : ['store'],
        module: Module.salesOrder,
      };
    case 'estimate':
      return {
        audiences: withVendor(action === 'quote' ? ['store', 'customer'] : ['store']),
        module: Module.estimates,
      };
    case 'invoice':
      if (action === 'pay') return { audiences: ['vendor'], module: Module.billing, vendorOwnersOnly: true };
      // The store never saw a draft: creating one, or voiding it unsent, tells nobody.
      if (action === 'created' || (action === 'void' && event.payload.from !== 'sent')) return null;
      return { audiences: ['store'], module: Module.billing };
    case 'feedback':
      return { audiences: ['store'], module: Module.salesOrder };
    // docs/product.md#custody-contradiction and #custody-redo.
    case 'custody':
      return { audiences: ['store'], module: Module.salesOrder, storeOwnersOnly: true };
    case 'redo':
      return { audiences: withVendor(['store']), module: Module.salesOrder };
    default:
      return null;
  }
}

interface Recipient {
  userId: number;
  vendorId: number | null;
  /** Customers also get the event's link (a payment or feedback page addressed by an opaque token). */
  customer?: boolean;
}

/**
 * The store's users who may see the event's record: the registry decides (mayRevealOrder) from each
 * user's stored permissions — staff hear about a module they may view, and about a located order or work
 * order only when they may view it at its location (docs/product.md#roles-permission-check's per-location
 * permissions).
 */
async function storeRecipients(
  tx: Transaction,
  storeId: number,
  module: ModuleId,
  locationId: number | null | undefined,
  ownersOnly = false,
): Promise<Recipient[]> {
  const rows = await tx
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(
      and(eq(users.storeId, storeId), inArray(users.roleId, rolesOfApp('portal')), eq(users.isActive, true)),
    );
  const staff = rows.filter((r) => hasStoredPermissions(r.roleId)).map((r) => r.id);
  const grants = staff.length
    ? await tx
        .select()
        .from(staffPermissions)
        .where(and(eq(staffPermissions.storeId, storeId), inArray(staffPermissions.userId, staff)))
    : [];
  const roleOf = (r: { id: number; roleId: number }): SessionRole => {
    if (!hasStoredPermissions(r.roleId)) return { role_id: r.roleId };
    const mine = grants.filter((g) => g.userId === r.id);
    return {
      role_id: r.roleId,
      stores_permissions: {
        global_permissions: mine
          .filter((g) => g.locationId === null)
          .map((g) => ({ module_id: g.moduleId, permissions: g.actions })),
        locations_permissions: mine.flatMap((g) =>
          g.locationId === null
            ? []
            : [{ module_id: g.moduleId, permissions: g.actions, location_id: g.locationId }],
        ),
      },
    };
  };
  return rows
    .filter((r) => !ownersOnly || !hasStoredPermissions(r.roleId))
    .filter((r) => mayRevealOrder(roleOf(r), module, locationId))
    .map((r) => ({ userId: r.id, vendorId: null }));
}

/** The location of the order or work order an event is about: null at none, undefined when it is about neither. */
async function locationOf(tx: Transaction, event: StoredEvent): Promise<number | null | undefined> {
  const workOrderId =
    event.entity === 'work_order' ? event.entityId : numberOrNull(event.payload.work_order_id);
  if (workOrderId !== null) {
    const [work] = await tx
      .select({ locationId: workOrders.locationId })
      .from(workOrders)
      .where(and(eq(workOrders.storeId, event.storeId), eq(workOrders.id, workOrderId)));
    if (work) return work.locationId;
  }
  if (!event.salesOrderId) return undefined;
  // The order its emitter has just written (a placed order) carries its location.
  if (event.order?.row.id === event.salesOrderId) return event.order.row.locationId;
  const [order] = await tx
    .select({ locationId: salesOrders.locationId })
    .from(salesOrders)
    .where(and(eq(salesOrders.storeId, event.storeId), eq(salesOrders.id, event.salesOrderId)));
  return order ? order.locationId : undefined;
}

async function vendorRecipients(
  tx: Transaction,
  vendorId: number,
  ownersOnly: boolean,
): Promise<Recipient[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.vendorId, vendorId),
        inArray(users.roleId, ownersOnly ? [Role.vendorOwner] : rolesOfApp('vendor')),
        eq(users.isActive, true),
      ),
    );
  return rows.map((r) => ({ userId: r.id, vendorId }));
}

async function customerRecipients(
  tx: Transaction,
  storeId: number,
  customerId: unknown,
): Promise<Recipient[]> {
  if (typeof customerId !== 'number') return [];
  const rows = await tx
    .select({ userId: customers.userId })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return rows.flatMap((r) => (r.userId ? [{ userId: r.userId, vendorId: null, customer: true }] : []));
}

const numberOrNull = (v: unknown) => (typeof v === 'number' ? v : null);

/** Writes the notifications of one event and signals them; a no-op for events nobody is told about. */
export async function notifyForEvent(tx: Transaction, event: StoredEvent): Promise<void> {
  const spec = specFor(event);
  if (!spec) return;
  await asPlatform(tx, async () => {
    const actorId = event.actor.principal?.userId ?? null;
    const actorWorks = worksOnOrders(event.actor.principal?.roleId);
    // Store and vendor users who act on an order (or its work) watch it from then on.
    if (event.salesOrderId && actorId && actorWorks) {
      await tx
        .insert(orderWatchers)
        .values({ storeId: event.storeId, salesOrderId: event.salesOrderId, userId: actorId })
        .onConflictDoNothing();
    }
    const found: Recipient[] = [];
    for (const audience of spec.audiences) {
      if (audience === 'store')
        found.push(
          ...(await storeRecipients(
            tx,
            event.storeId,
            spec.module,
            await locationOf(tx, event),
            !!spec.storeOwnersOnly,
          )),
        );
      if (audience === 'vendor' && event.vendorId)
        found.push(...(await vendorRecipients(tx, event.vendorId, !!spec.vendorOwnersOnly)));
      if (audience === 'customer')
        found.push(...(await customerRecipients(tx, event.storeId, event.payload.customer_id)));
    }
    const recipients = [
      ...new Map(found.filter((r) => r.userId !== actorId).map((r) => [r.userId, r])).values(),
    ];
    if (recipients.length === 0) return;
    const watching = new Set(
      event.salesOrderId
        ? (
            await tx
              .select({ userId: orderWatchers.userId })
              .from(orderWatchers)
              .where(
                and(
                  eq(orderWatchers.storeId, event.storeId),
                  eq(orderWatchers.salesOrderId, event.salesOrderId),
                ),
              )
          ).map((r) => r.userId)
        : [],
    );
    const p = event.payload;
    const short = event.said ? englishOf(event.said) : String(p.message ?? event.type);
    const description = (customer: boolean) =>
      [
        `<p>${escapeHtml(short)}</p>`,
        typeof p.note === 'string' && p.note ? `<p>${escapeHtml(p.note)}</p>` : '',
        customer && typeof p.link === 'string'
          ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`
          : '',
      ].join('');
    const rows = await tx
      .insert(notifications)
      .values(
        recipients.map((r) => ({
          storeId: event.storeId,
          userId: r.userId,
          vendorId: r.vendorId,
          eventId: event.id,
          kind: event.type,
          shortDescription: short,
          description: description(!!r.customer),
          messageKey: event.said?.key ?? null,
          messageParams: event.said?.params ?? null,
          orderNo: (p.order_no ?? p.estimate_no ?? p.invoice_no ?? null) as string | null,
          isWatching: watching.has(r.userId),
          salesOrderId: event.salesOrderId ?? null,
          workOrderId: event.entity === 'work_order' ? event.entityId : numberOrNull(p.work_order_id),
          estimateId: event.entity === 'estimate' ? event.entityId : numberOrNull(p.estimate_id),
        })),
      )
      .returning({ id: notifications.id, userId: notifications.userId });
    // Delivered to every listening process when (and only if) this transaction commits.
    await tx.execute(
      sql`select pg_notify(${NOTIFICATION_CHANNEL}, json_build_object('id', n.id, 'user_id', n.user_id)::text)
          from unnest(${sql.raw(`array[${rows.map((r) => r.id).join(',')}]::int[]`)}, ${sql.raw(
            `array[${rows.map((r) => r.userId).join(',')}]::int[]`,
          )}) as n(id, user_id)`,
    );
  });
}
