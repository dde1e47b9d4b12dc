// Where every item is (docs/product.md#custody): its chain of custody, the next hand-off a scan or a typed
// number records, transfers between the store's locations, redos under warranty, and the store's custody
// settings. The jobs board (board.service.ts) reads the same chain for "who holds it".
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/database.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import { salesOrderItems, salesOrders, workOrders, redos } from '../../db/schema/index.ts';
import type { RedoReason } from '../../db/schema/custody.table.ts';
import { conflict, invalid, notFound } from '../../http-errors.ts';
import { actorOf } from '../../orders/http.ts';
import { visibleRows, type Actor } from '../../orders/parties.ts';
import { createSalesOrder, salesOrderLifecycle } from '../sales-orders/sales-orders.lifecycle.ts';
import { runTransition } from '../../orders/transition.ts';
import { emit } from '../../orders/events.ts';
import { rowScope } from '../../../shared/permission-registry.ts';
import { atLocation, holderOf, recordHandoff, type Party } from './custody-record.ts';
import * as repo from './custody.repository.ts';
import type { CustodyEventRow, OrderRow, WorkRow } from './custody.repository.ts';
import { said, word } from '../../../shared/i18n/said.ts';
import { englishOf } from '../../i18n/english.ts';
import { storeWords, type StoreWords } from '../../i18n/store-words.ts';

/** The caller's tenant as the registry sees it. */
export function callerOf(request: FastifyRequest) {
  const actor = actorOf(request);
  return { actor, scope: rowScope(actor.principal, actor.locations) };
}

const itemNumberPattern = /^[A-Z0-9]{7}-\d{1,3}$/;

/**
 * A scanned or typed code as order and item numbers: the job ticket's QR link
 * (`/scan-work-instructions/:store/:vendor/:order_no`), an order number, or an item number.
 */
export function parseCode(code: string): { orderNo: string; itemNumber: string | null } | null {
  const trimmed = code.trim().toUpperCase();
  const last = trimmed.split(/[/?#]/).filter(Boolean).pop() ?? '';
  const fromLink = trimmed.includes('SCAN-WORK-INSTRUCTIONS') ? last : trimmed;
  if (itemNumberPattern.test(fromLink)) return { orderNo: fromLink.split('-')[0]!, itemNumber: fromLink };
  if (/^[A-Z0-9]{7}$/.test(fromLink)) return { orderNo: fromLink, itemNumber: null };
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Histories
// ---------------------------------------------------------------------------------------------------------

/** Every item of an order the caller may see, with its chain of custody (store side). */
export async function orderCustody(tx: Transaction, actor: Actor, orderId: number) {
  const order = await repo.visibleOrder(tx, orderId, visibleRows(actor, salesOrders));
  if (!order) throw notFound('No such sales order.');
  const items = await repo.itemsOfOrder(tx, order.storeId, order.id);
  const result = [];
  for (const item of items) {
    const events = await repo.custodyHistory(tx, order.storeId, item.id);
    const holder = await holderOf(tx, order, events.at(-1));
    result.push({
      item_id: item.id,
      item_number: item.itemNumber,
      service_name: item.serviceName,
      holder: presentParty(holder),
      events: events.map(presentEvent),
    });
  }
  return result;
}

/** A work order's item's chain as its worker sees it: a vendor only the hand-offs it was part of. */
export async function workCustody(tx: Transaction, actor: Actor, workId: number) {
  const work = await repo.visibleWork(tx, workId, visibleRows(actor, workOrders));
  if (!work) throw notFound('No such work order.');
  const scope = rowScope(actor.principal, actor.locations);
  const events = await repo.custodyHistory(
    tx,
    work.storeId,
    work.salesOrderItemId,
    scope.kind === 'vendor' ? scope.vendorId : undefined,
  );
  return events.map(presentEvent);
}

export function presentParty(p: Party) {
  return { kind: p.kind, id: p.id, name: p.name };
}

export function presentEvent(e: CustodyEventRow) {
  return {
    id: e.id,
    sales_order_id: e.salesOrderId,
    item_number: e.itemNumber,
    work_order_id: e.workOrderId,
    kind: e.kind,
    from: { kind: e.fromKind, id: e.fromId, name: e.fromName },
    to: { kind: e.toKind, id: e.toId, name: e.toName },
    location_id: e.locationId,
    method: e.method,
    photo_upload_id: e.photoUploadId,
    note: e.note,
    note_key: e.noteKey,
    note_params: e.noteParams,
    flagged: e.flagged,
    flag_reason: e.flagReason,
    flag_reason_key: e.flagReasonKey,
    flag_reason_params: e.flagReasonParams,
    actor_name: e.actorName,
    created_at: e.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Scan and hand-off
// ---------------------------------------------------------------------------------------------------------

interface Found {
  order: OrderRow;
  item: { id: number; itemNumber: string; serviceName: string };
  work: WorkRow | undefined;
  last: CustodyEventRow | undefined;
  transfer: repo.TransferRow | undefined;
}

/**
 * The items a code names that the caller may handle: a store's users their store's items at locations they
 * hold (or on their way to one), a vendor the work sent to it. Read in the platform scope after the checks.
 */
async function itemsForCode(tx: Transaction, actor: Actor, code: string): Promise<Found[]> {
  const parsed = parseCode(code);
  if (!parsed)
    throw invalid([
      { field: 'code', message: 'code is not an order number, an item number or a job ticket link' },
    ]);
  const scope = rowScope(actor.principal, actor.locations);
  if (scope.kind === 'vendor') {
    const rows = await repo.vendorWorkForCode(tx, scope.vendorId, parsed.orderNo, parsed.itemNumber);
    return asPlatform(tx, async () => {
      const out: Found[] = [];
      for (const w of rows) {
        const order = await repo.orderById(tx, w.storeId, w.salesOrderId);
        if (!order) continue;
        const last = (await repo.latestCustody(tx, w.storeId, [w.salesOrderItemId])).get(w.salesOrderItemId);
        out.push({
          order,
          item: { id: w.salesOrderItemId, itemNumber: w.itemNumber, serviceName: w.serviceName },
          work: w,
          last,
          transfer: undefined,
        });
      }
      return out;
    });
  }
  if (scope.kind !== 'store') return [];
  return asPlatform(tx, async () => {
    const order = await repo.orderByNumber(tx, scope.storeId, parsed.orderNo);
    if (!order) return [];
    const items = (await repo.itemsOfOrder(tx, order.storeId, order.id)).filter(
      (i) => !parsed.itemNumber || i.itemNumber === parsed.itemNumber,
    );
    const latest = await repo.latestCustody(
      tx,
      order.storeId,
      items.map((i) => i.id),
    );
    const out: Found[] = [];
    for (const item of items) {
      const transfer = await repo.openTransferOf(tx, order.storeId, item.id);
      const held = scope.locations;
      // Staff held to locations handle what is at one of them, or on its way to one (a transfer).
      const reachable =
        held === 'all' ||
        (order.locationId !== null && held.includes(order.locationId)) ||
        (transfer !== undefined && held.includes(transfer.toLocationId));
      if (!reachable) continue;
      out.push({
        order,
        item,
        work: await repo.workOfItem(tx, order.storeId, item.id),
        last: latest.get(item.id),
        transfer,
      });
    }
    return out;
  });
}

interface Next {
  kind: 'vendor_received' | 'store_received' | 'transfer_received';
  label: string;
}

/** What scanning the item now records for this caller (null: nothing to hand off). */
function nextHandoff(found: Found, actor: Actor): Next | null {
  const scope = rowScope(actor.principal, actor.locations);
  const { work, last, transfer } = found;
  if (scope.kind === 'vendor') {
    if (!work || work.vendorId !== scope.vendorId) return null;
    if (!['sent', 'accepted', 'in_progress', 'on_hold'].includes(work.status)) return null;
    if (last?.toKind === 'vendor' && last.toId === scope.vendorId) return null;
    return { kind: 'vendor_received', label: 'Received from the store' };
  }
  if (transfer) return { kind: 'transfer_received', label: 'Received from the other location' };
  if (last && (last.toKind === 'transit' || last.toKind === 'vendor') && last.kind !== 'sent_to_vendor')
    return { kind: 'store_received', label: 'Received back from the vendor' };
  if (last?.toKind === 'vendor' && work?.status === 'returned')
    return { kind: 'store_received', label: 'Received back from the vendor' };
  return null;
}

export async function lookup(tx: Transaction, actor: Actor, code: string | undefined) {
  if (!code) return [];
  const found = await itemsForCode(tx, actor, code);
  const out = [];
  for (const f of found) {
    const holder = await asPlatform(tx, () => holderOf(tx, f.order, f.last));
    out.push({
      item_number: f.item.itemNumber,
      order_no: f.order.orderNo,
      service_name: f.item.serviceName,
      work_order_id: f.work?.id ?? null,
      work_status: f.work?.status ?? null,
      order_status: f.order.status,
      holder: presentParty(holder),
      next: nextHandoff(f, actor),
    });
  }
  return out;
}

export interface HandoffInput {
  item_number: string;
  method: 'scan' | 'typed';
  location_id?: number | null;
  note?: string | null;
  photo_upload_id?: string | null;
}

/** "Redo of ABC2345-1 (workmanship): the staff's note", in the store's words. */
function redoNote(
  { t }: StoreWords,
  itemNumber: string,
  input: { reason: RedoReason; note?: string | null },
) {
  const reason = t(`timeline.redo_reason.${input.reason}`);
  return input.note
    ? t('timeline.note.redo_of_because', { item_number: itemNumber, reason, note: input.note })
    : t('timeline.note.redo_of', { item_number: itemNumber, reason });
}
/** Records the next hand-off of an item for this caller (scan or typed number). */
export async function handoff(tx: Transaction, actor: Actor, input: HandoffInput) {
  const [found] = await itemsForCode(tx, actor, input.item_number);
  if (!found) throw notFound(`No item ${input.item_number} you may hand off.`);
  const next = nextHandoff(found, actor);
  if (!next)
    throw conflict(
      `${found.item.itemNumber} has no hand-off waiting for you: it is with ${(await asPlatform(tx, () => holderOf(tx, found.order, found.last))).name ?? 'its holder'}.`,
    );
  const common = {
    order: found.order,
    item: found.item,
    workOrderId: found.work?.id ?? null,
    method: input.method,
    note: input.note ?? null,
    photoUploadId: input.photo_upload_id ?? null,
    actor,
  };
  return asPlatform(tx, async () => {
    if (next.kind === 'vendor_received') {
      const vendorId = found.work!.vendorId!;
      return presentEvent(
        await recordHandoff(tx, {
          ...common,
          vendorId,
          kind: 'vendor_received',
          to: { kind: 'vendor', id: vendorId, name: await repo.vendorName(tx, vendorId) },
          expectedFrom: { kind: 'transit' },
          locationId: null,
        }),
      );
    }
    if (next.kind === 'transfer_received') {
      const transfer = found.transfer!;
      const to = await atLocation(tx, found.order, transfer.toLocationId);
      const event = await recordHandoff(tx, {
        ...common,
        kind: 'transfer_received',
        to,
        expectedFrom: { kind: 'transit' },
      });
      await repo.markTransferReceived(tx, transfer, actor.principal?.userId ?? null);
      // docs/product.md#custody-transfers: the order's location follows the item (scope and reports).
      await repo.moveOrderTo(tx, found.order.storeId, found.order.id, transfer.toLocationId);
      return presentEvent(event);
    }
    const here = await atLocation(tx, found.order, input.location_id ?? found.order.locationId);
    return presentEvent(
      await recordHandoff(tx, {
        ...common,
        vendorId: found.last?.vendorId ?? found.work?.vendorId ?? null,
        kind: 'store_received',
        to: here,
        expectedFrom: { kind: 'transit' },
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------------------
// Transfers between locations
// ---------------------------------------------------------------------------------------------------------

export async function startTransfer(
  tx: Transaction,
  actor: Actor,
  input: { item_number: string; to_location_id: number; note?: string | null },
) {
  const parsed = parseCode(input.item_number);
  if (!parsed?.itemNumber)
    throw invalid([{ field: 'item_number', message: 'item_number is not an item number' }]);
  const found = await repo.itemWithOrder(
    tx,
    and(eq(salesOrderItems.itemNumber, parsed.itemNumber), visibleRows(actor, salesOrders)),
  );
  if (!found) throw notFound(`No item ${parsed.itemNumber} at your locations.`);
  const { order, item } = found;
  if (!['received', 'in_progress', 'ready'].includes(order.status))
    throw conflict(
      `Order ${order.orderNo} is ${order.status.replace(/_/g, ' ')}: only items the store holds move between locations.`,
    );
  const to = await repo.activeLocation(tx, order.storeId, input.to_location_id);
  if (!to)
    throw invalid([
      { field: 'to_location_id', message: 'to_location_id is not an active location of this store' },
    ]);
  if (to.id === order.locationId)
    throw invalid([{ field: 'to_location_id', message: `The item is already at ${to.name}` }]);
  if (await repo.openTransferOf(tx, order.storeId, item.id))
    throw conflict(`${item.itemNumber} is already on its way to another location.`);
  const last = (await repo.latestCustody(tx, order.storeId, [item.id])).get(item.id);
  const holder = await holderOf(tx, order, last);
  if (holder.kind !== 'location' && holder.kind !== 'store')
    throw conflict(`${item.itemNumber} is not in the shop: it is with ${holder.name ?? holder.kind}.`);
  const transfer = await repo.insertTransfer(tx, {
    storeId: order.storeId,
    salesOrderId: order.id,
    salesOrderItemId: item.id,
    itemNumber: item.itemNumber,
    fromLocationId: order.locationId,
    toLocationId: to.id,
    note: input.note ?? null,
    sentByUserId: actor.principal?.userId ?? null,
  });
  await recordHandoff(tx, {
    order,
    item,
    kind: 'transfer_out',
    to: { kind: 'transit', id: to.id, name: to.name },
    expectedFrom: { kind: holder.kind, id: holder.id },
    // Sent from the order's page (no ticket scanned, no number typed): by the workflow.
    method: 'transition',
    note: input.note ?? null,
    actor,
  });
  return presentTransfer(transfer);
}

export function presentTransfer(t: repo.TransferRow) {
  return {
    id: t.id,
    sales_order_id: t.salesOrderId,
    item_number: t.itemNumber,
    from_location_id: t.fromLocationId,
    to_location_id: t.toLocationId,
    status: t.status,
    note: t.note,
    received_at: t.receivedAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
  };
}

export async function listTransfers(tx: Transaction, actor: Actor, status: string | undefined) {
  const scope = rowScope(actor.principal, actor.locations);
  if (scope.kind !== 'store') return [];
  const rows = await repo.transfersOf(
    tx,
    scope.storeId,
    status,
    scope.locations === 'all' ? undefined : scope.locations,
  );
  return rows.map(presentTransfer);
}

// ---------------------------------------------------------------------------------------------------------
// Warranty and redo
// ---------------------------------------------------------------------------------------------------------

const DAY = 86_400_000;

export async function openRedo(
  tx: Transaction,
  actor: Actor,
  input: { item_number: string; reason: RedoReason; charge?: boolean; note?: string | null },
) {
  const parsed = parseCode(input.item_number);
  if (!parsed?.itemNumber)
    throw invalid([{ field: 'item_number', message: 'item_number is not an item number' }]);
  const found = await repo.itemWithOrder(
    tx,
    and(eq(salesOrderItems.itemNumber, parsed.itemNumber), visibleRows(actor, salesOrders)),
  );
  if (!found) throw notFound(`No item ${parsed.itemNumber} at your locations.`);
  const { order, item } = found;
  if (order.status !== 'completed' || !order.completedAt)
    throw conflict(
      `Order ${order.orderNo} is ${order.status.replace(/_/g, ' ')}: a redo is for work that was completed.`,
    );
  const settings = await repo.settingsOf(tx, order.storeId);
  const days = item.serviceId !== null ? settings?.warrantyDays[String(item.serviceId)] : undefined;
  const within = days !== undefined && Date.now() - order.completedAt.getTime() <= days * DAY;
  const charge = input.charge ?? false;
  // docs/product.md#custody-redo: free within the warranty; customer damage may be charged; outside, charged.
  if (!within && !charge)
    throw conflict(
      days === undefined
        ? `${item.serviceName} carries no warranty: a redo of ${item.itemNumber} is charged.`
        : `${item.itemNumber}'s ${days}-day warranty ended ${new Date(order.completedAt.getTime() + days * DAY).toISOString().slice(0, 10)}: a redo is charged.`,
    );
  if (within && charge && input.reason !== 'customer_damage')
    throw invalid([{ field: 'charge', message: 'Within the warranty only customer damage is charged' }]);
  const work = await repo.workOfItem(tx, order.storeId, item.id);
  const redoOrder = await createSalesOrder(
    tx,
    {
      storeId: order.storeId,
      customer: {
        id: order.customerId,
        name: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
      },
      locationId: order.locationId,
      channel: 'portal',
      // The new order's own note (staff edit it), so it is written in the store's language.
      note: redoNote(await storeWords(tx, order.storeId), item.itemNumber, input),
      items: [
        {
          serviceId: item.serviceId,
          serviceName: item.serviceName,
          quantity: item.quantity,
          unitPriceCents: charge ? item.unitPriceCents : 0,
          answers: item.answers,
        },
      ],
    },
    actor,
  );
  const redo = await repo.insertRedo(tx, {
    storeId: order.storeId,
    originalSalesOrderId: order.id,
    originalItemId: item.id,
    originalItemNumber: item.itemNumber,
    originalWorkOrderId: work?.id ?? null,
    vendorId: work?.vendorId ?? null,
    serviceId: item.serviceId,
    serviceName: item.serviceName,
    reason: input.reason,
    withinWarranty: within,
    charged: charge,
    redoSalesOrderId: redoOrder.id,
    note: input.note ?? null,
    createdByUserId: actor.principal?.userId ?? null,
  });
  // The item is back in the store's hands: the redo order is received at once (intake on its chain).
  await runTransition(tx, salesOrderLifecycle, redoOrder.id, 'receive', actor, {});
  // The vendor (or the bench) that did the original work hears about it.
  const opened = said(within ? 'redo_within_warranty' : 'redo_charged', {
    item_number: item.itemNumber,
    service: item.serviceName,
    reason: word(`timeline.redo_reason.${input.reason}`),
  });
  await emit(tx, {
    storeId: order.storeId,
    type: 'redo.opened',
    entity: 'redo',
    entityId: redo.id,
    salesOrderId: redoOrder.id,
    vendorId: redo.vendorId,
    actor,
    said: opened,
    payload: {
      order_no: redoOrder.orderNo,
      item_number: item.itemNumber,
      message: englishOf(opened),
      note: input.note ?? null,
    },
  });
  return presentRedo(redo, redoOrder.orderNo);
}

export function presentRedo(r: repo.RedoRow, redoOrderNo?: string) {
  return {
    id: r.id,
    original_sales_order_id: r.originalSalesOrderId,
    original_item_number: r.originalItemNumber,
    original_work_order_id: r.originalWorkOrderId,
    vendor_id: r.vendorId,
    service_name: r.serviceName,
    reason: r.reason,
    within_warranty: r.withinWarranty,
    charged: r.charged,
    redo_sales_order_id: r.redoSalesOrderId,
    redo_order_no: redoOrderNo ?? null,
    note: r.note,
    created_at: r.createdAt.toISOString(),
  };
}

export async function listRedos(tx: Transaction, actor: Actor) {
  const scope = rowScope(actor.principal, actor.locations);
  if (scope.kind === 'vendor')
    return (await repo.redosOf(tx, eq(redos.vendorId, scope.vendorId))).map((r) => presentRedo(r));
  if (scope.kind !== 'store') return [];
  const held = scope.locations;
  const rows = await repo.redosOf(
    tx,
    and(
      eq(redos.storeId, scope.storeId),
      held === 'all'
        ? undefined
        : held.length
          ? sql`${redos.redoSalesOrderId} in (select ${salesOrders.id} from ${salesOrders} where ${inArray(salesOrders.locationId, held)})`
          : sql`false`,
    ),
  );
  return rows.map((r) => presentRedo(r));
}

/** docs/product.md#custody-redo: redos over completed work, per service and per vendor, since `days` ago. */
export async function redoRates(tx: Transaction, actor: Actor, days: number) {
  const scope = rowScope(actor.principal, actor.locations);
  const since = new Date(Date.now() - days * DAY);
  const storeId = scope.kind === 'store' ? scope.storeId : null;
  const vendorId = scope.kind === 'vendor' ? scope.vendorId : null;
  if (!storeId && !vendorId) return { days, by_service: [], by_vendor: [] };
  const done = await repo.doneCounts(tx, since, storeId, vendorId);
  const made = await repo.redosSince(tx, since, storeId, vendorId);
  const rate = (redone: number, total: number) =>
    total ? Math.round((redone / Math.max(total, redone)) * 1000) / 10 : 0;
  const byService = done.byService.map((s) => {
    const n = made.filter((r) => r.serviceName === s.name).length;
    return { name: s.name, completed: s.n, redos: n, rate_percent: rate(n, s.n) };
  });
  const byVendor = done.byVendor.map((v) => {
    const n = made.filter((r) => r.vendorId === v.vendorId).length;
    return { vendor_id: v.vendorId, name: v.name, completed: v.n, redos: n, rate_percent: rate(n, v.n) };
  });
  return { days, by_service: byService, by_vendor: byVendor };
}

// ---------------------------------------------------------------------------------------------------------
// Settings and tracking
// ---------------------------------------------------------------------------------------------------------

export const defaultStageTargets: Record<string, number> = {
  counter: 1,
  bench_queue: 2,
  bench: 3,
  vendor: 7,
  waiting_customer: 3,
  ready: 5,
};

export async function settings(tx: Transaction, storeId: number) {
  const row = await repo.settingsOf(tx, storeId);
  return presentSettings(row);
}

function presentSettings(row: Awaited<ReturnType<typeof repo.settingsOf>>) {
  return {
    show_names_to_customer: row?.showNamesToCustomer ?? false,
    stage_target_days: { ...defaultStageTargets, ...(row?.stageTargetDays ?? {}) },
    warranty_days: row?.warrantyDays ?? {},
  };
}

export async function saveSettings(
  tx: Transaction,
  storeId: number,
  input: {
    show_names_to_customer?: boolean;
    stage_target_days?: Record<string, number>;
    warranty_days?: Record<string, number>;
  },
) {
  for (const key of Object.keys(input.stage_target_days ?? {}))
    if (!(key in defaultStageTargets))
      throw invalid([{ field: `stage_target_days.${key}`, message: `${key} is not a stage of the board` }]);
  const row = await repo.upsertSettings(tx, storeId, {
    ...(input.show_names_to_customer !== undefined
      ? { showNamesToCustomer: input.show_names_to_customer }
      : {}),
    ...(input.stage_target_days ? { stageTargetDays: input.stage_target_days } : {}),
    ...(input.warranty_days ? { warrantyDays: input.warranty_days } : {}),
  });
  return presentSettings(row);
}

/** Where an item is, in the customer's words (docs/product.md#custody-tracking). */
export function plainWhere(
  holder: Party,
  orderStatus: string,
  lastKind: string | undefined,
): { where: string; label: string } {
  if (orderStatus === 'completed') return { where: 'picked_up', label: 'Picked up' };
  if (orderStatus === 'ready') return { where: 'ready', label: 'Ready for pickup' };
  if (holder.kind === 'customer') return { where: 'with_you', label: 'Not handed in yet' };
  if (
    holder.kind === 'vendor' ||
    // On its way to the workshop; on the way back or between the store's shops it is in transit.
    (holder.kind === 'transit' && lastKind === 'sent_to_vendor')
  )
    return { where: 'with_workshop', label: 'With our workshop' };
  if (holder.kind === 'transit') return { where: 'in_transit', label: 'On its way between our shops' };
  return { where: 'in_shop', label: 'In our shop' };
}

export async function trackingOf(tx: Transaction, storeId: number, orderNo: string) {
  const store = await repo.storeTracking(tx, storeId);
  if (!store || !store.isActive || store.tracking === false)
    throw notFound('We could not find an order with this number.');
  const order = await repo.orderByNumber(tx, storeId, orderNo.trim().toUpperCase());
  if (!order) throw notFound('We could not find an order with this number.');
  const showNames = (await repo.settingsOf(tx, storeId))?.showNamesToCustomer ?? false;
  const items = await repo.itemsOfOrder(tx, storeId, order.id);
  const latest = await repo.latestCustody(
    tx,
    storeId,
    items.map((i) => i.id),
  );
  const out = [];
  for (const item of items) {
    const last = latest.get(item.id);
    const holder = await holderOf(tx, order, last);
    const plain = plainWhere(holder, order.status, last?.kind);
    out.push({
      item_number: item.itemNumber,
      service_name: item.serviceName,
      where: plain.where,
      label: plain.label,
      holder_name: showNames && holder.kind !== 'customer' ? holder.name : null,
      since: (last?.createdAt ?? order.stageSince).toISOString(),
    });
  }
  return { order_no: order.orderNo, items: out };
}
