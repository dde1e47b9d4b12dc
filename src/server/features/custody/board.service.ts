// The jobs board (docs/product.md#custody-board): every open item in a lane derived from its order's and
// work order's states — never a second state — and moves that are the matching transitions, decided by the
// server (a refused move answers with the transition's own 403/409 and nothing changes).
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import { salesOrderItems, salesOrders } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http-errors.ts';
import { visibleRows, type Actor } from '../../orders/parties.ts';
import { salesOrderLifecycle } from '../sales-orders/sales-orders.lifecycle.ts';
import { runTransition } from '../../orders/transition.ts';
import { createWorkOrder, workOrderLifecycle } from '../work-orders/work-orders.lifecycle.ts';
import { rowScope } from '../../../shared/permission-registry.ts';
import { Source } from '../../../shared/roles.ts';
import { holderOf } from './custody-record.ts';
import * as repo from './custody.repository.ts';
import type { OrderRow, WorkRow } from './custody.repository.ts';
import { defaultStageTargets, parseCode, presentParty } from './custody.service.ts';

const DAY = 86_400_000;

interface Lane {
  id: string;
  label: string;
  stage: string;
  vendor_id?: number;
  vendor_name?: string;
}

/** The store's lane of an item (docs/product.md#custody-board). */
export function storeLaneOf(
  order: Pick<OrderRow, 'status'>,
  work: Pick<WorkRow, 'status' | 'source' | 'vendorId'> | null,
): string {
  if (order.status === 'ready') return 'ready';
  if (!work) return 'counter';
  if (work.status === 'on_hold') return 'waiting_customer';
  if (work.source === Source.external) {
    if (work.status === 'new' || !work.vendorId) return work.status === 'returned' ? 'ready' : 'counter';
    if (work.status === 'returned') return 'ready';
    return `vendor:${work.vendorId}`;
  }
  if (['new', 'sent', 'accepted'].includes(work.status)) return 'bench_queue';
  if (work.status === 'in_progress') return 'bench';
  return 'ready';
}

/** The vendor's lane of its work. */
export function vendorLaneOf(work: Pick<WorkRow, 'status'>): string {
  switch (work.status) {
    case 'sent':
      return 'new';
    case 'accepted':
      return 'accepted';
    case 'in_progress':
      return 'bench';
    case 'on_hold':
      return 'waiting_customer';
    default:
      return 'done';
  }
}

const daysSince = (d: Date) => Math.max(0, Math.floor((Date.now() - d.getTime()) / DAY));
const latestOf = (...dates: (Date | null | undefined)[]) =>
  new Date(Math.max(...dates.filter((d): d is Date => !!d).map((d) => d.getTime())));

/** When the work entered its status; a row with no history (none is written without one) falls back to its last change. */
const enteredStatus = (work: Pick<WorkRow, 'id' | 'updatedAt'>, since: Map<number, Date>) =>
  since.get(work.id) ?? work.updatedAt;

export async function board(tx: Transaction, actor: Actor) {
  const scope = rowScope(actor.principal, actor.locations);
  if (scope.kind === 'vendor') return vendorBoard(tx, scope.vendorId);
  if (scope.kind !== 'store')
    return { kind: 'store', lanes: [], cards: [], stage_target_days: defaultStageTargets, locations: [] };
  const rows = await repo.boardItems(tx, scope.storeId, visibleRows(actor, salesOrders));
  const itemIds = rows.map((r) => r.item.id);
  const latest = await repo.latestCustody(tx, scope.storeId, itemIds);
  const photos = await repo.firstPhotos(tx, scope.storeId, itemIds);
  const workSince = await repo.statusSince(
    tx,
    rows.flatMap((r) => (r.work ? [r.work.id] : [])),
  );
  const settings = await repo.settingsOf(tx, scope.storeId);
  const targets = { ...defaultStageTargets, ...(settings?.stageTargetDays ?? {}) };
  const { locations } = await repo.namesOf(tx, scope.storeId);
  const vendors = await asPlatform(tx, () => repo.linkedVendors(tx, scope.storeId));
  const lanes: Lane[] = [
    { id: 'counter', label: 'At the counter', stage: 'counter' },
    { id: 'bench_queue', label: 'Waiting for the bench', stage: 'bench_queue' },
    { id: 'bench', label: 'At the bench', stage: 'bench' },
    ...vendors.map((v) => ({
      id: `vendor:${v.id}`,
      label: `At ${v.name}`,
      stage: 'vendor',
      vendor_id: v.id,
      vendor_name: v.name,
    })),
    { id: 'waiting_customer', label: 'Waiting for the customer', stage: 'waiting_customer' },
    { id: 'ready', label: 'Ready for pickup', stage: 'ready' },
  ];
  const stageOf = new Map(lanes.map((l) => [l.id, l.stage]));
  const vendorName = new Map(vendors.map((v) => [v.id, v.name]));
  const cards = [];
  for (const { item, order, work } of rows) {
    const lane = storeLaneOf(order, work);
    const last = latest.get(item.id);
    const holder = last
      ? { kind: last.toKind, id: last.toId, name: last.toName }
      : await holderOf(tx, order, undefined);
    // Days in this stage count from when the item entered it: the order's or its work's last change of
    // status, whichever is later — never the rows' updated_at, which a note or a photo moves.
    const since = latestOf(order.stageSince, work ? enteredStatus(work, workSince) : null);
    const days = daysSince(since);
    const stage = stageOf.get(lane) ?? 'vendor';
    cards.push({
      item_number: item.itemNumber,
      sales_order_id: order.id,
      order_no: order.orderNo,
      work_order_id: work?.id ?? null,
      service_name: item.serviceName,
      customer_name: order.customerName,
      photo_upload_id: photos.get(item.id) ?? null,
      location_id: order.locationId,
      location_name: order.locationId !== null ? (locations.get(order.locationId) ?? null) : null,
      vendor_id: work?.vendorId ?? null,
      vendor_name: work?.vendorId ? (vendorName.get(work.vendorId) ?? null) : null,
      order_status: order.status,
      work_status: work?.status ?? null,
      lane,
      due_at: work?.dueAt?.toISOString() ?? null,
      since: since.toISOString(),
      days_in_stage: days,
      late: days > (targets[stage] ?? Infinity),
      holder: presentParty(holder),
      flagged: last?.flagged ?? false,
    });
  }
  return {
    kind: 'store',
    lanes,
    cards,
    stage_target_days: targets,
    locations: [...locations].map(([id, name]) => ({ id, name })),
  };
}

async function vendorBoard(tx: Transaction, vendorId: number) {
  const work = await repo.vendorBoardWork(tx, vendorId);
  const stores = await asPlatform(tx, () => repo.storeNames(tx, [...new Set(work.map((w) => w.storeId))]));
  const lanes: Lane[] = [
    { id: 'new', label: 'Sent to us', stage: 'vendor' },
    { id: 'accepted', label: 'Accepted', stage: 'vendor' },
    { id: 'bench', label: 'At the bench', stage: 'bench' },
    { id: 'waiting_customer', label: 'Waiting for the customer', stage: 'waiting_customer' },
    { id: 'done', label: 'Done, to return', stage: 'ready' },
  ];
  const workSince = await repo.statusSince(
    tx,
    work.map((w) => w.id),
  );
  const cards = work.map((w) => {
    const since = enteredStatus(w, workSince);
    const days = daysSince(since);
    return {
      item_number: w.itemNumber,
      sales_order_id: null,
      order_no: w.itemNumber.split('-')[0]!,
      work_order_id: w.id,
      service_name: w.serviceName,
      customer_name: stores.get(w.storeId) ?? null,
      photo_upload_id: null,
      location_id: null,
      location_name: null,
      vendor_id: vendorId,
      vendor_name: null,
      order_status: null,
      work_status: w.status,
      lane: vendorLaneOf(w),
      due_at: w.dueAt?.toISOString() ?? null,
      since: since.toISOString(),
      days_in_stage: days,
      late:
        w.status !== 'done' &&
        (w.dueAt ? w.dueAt.getTime() < Date.now() : days > defaultStageTargets.vendor!),
      holder: { kind: 'vendor', id: vendorId, name: null },
      flagged: false,
    };
  });
  return { kind: 'vendor', lanes, cards, stage_target_days: defaultStageTargets, locations: [] };
}

/**
 * Moves a card: the transitions that take the item to the lane, in order, each decided by the machine for
 * this caller. A lane no transition reaches is a 409 naming why.
 */
export async function move(tx: Transaction, actor: Actor, input: { item_number: string; to: string }) {
  const parsed = parseCode(input.item_number);
  if (!parsed?.itemNumber)
    throw invalid([{ field: 'item_number', message: 'item_number is not an item number' }]);
  const scope = rowScope(actor.principal, actor.locations);
  if (scope.kind === 'vendor') return moveVendorWork(tx, actor, scope.vendorId, parsed.itemNumber, input.to);
  const found = await repo.itemWithOrder(
    tx,
    and(eq(salesOrderItems.itemNumber, parsed.itemNumber), visibleRows(actor, salesOrders)),
  );
  if (!found) throw notFound(`No item ${parsed.itemNumber} on your board.`);
  const { order, item } = found;
  let work = (await repo.workOfItem(tx, order.storeId, item.id)) ?? null;
  const from = storeLaneOf(order, work);
  const to = input.to;
  // Returned work already shows as ready; moving it there again marks the order ready.
  if (from === to && (to !== 'ready' || order.status === 'ready'))
    return { item_number: item.itemNumber, lane: to };
  const step = async (action: string, extra: Record<string, unknown> = {}) => {
    const result = await runTransition(tx, workOrderLifecycle, work!.id, action, actor, extra);
    work = result.row;
  };
  // Work out at a vendor comes back only by the vendor's own move (docs/product.md#custody-board): a drop on
  // any lane before the vendor's names where the item is and how it comes back.
  if (from.startsWith('vendor:') && ['counter', 'bench_queue', 'bench'].includes(to)) {
    const vendor = (await asPlatform(tx, () => repo.vendorName(tx, work!.vendorId))) ?? 'a vendor';
    const status = work!.status.replace(/_/g, ' ');
    throw conflict(
      to === 'counter'
        ? `${item.itemNumber} is at ${vendor} (${status}): it cannot go back to the counter — it comes back there only when the vendor declines the work.`
        : `${item.itemNumber} is at ${vendor} (${status}): it cannot go to the store's bench — it comes back when the vendor returns or declines the work.`,
    );
  }
  const vendorLane = /^vendor:(\d+)$/.exec(to);
  if (vendorLane) {
    const vendorId = Number(vendorLane[1]);
    if (!work)
      work = await createWorkOrder(tx, { salesOrderItemId: item.id, source: Source.external }, actor);
    if (work.source !== Source.external || work.status !== 'new')
      throw conflict(
        `${item.itemNumber} is ${from === 'counter' ? 'at the counter' : `in “${laneWords(from)}”`}: only an item at the counter with no work started goes to a vendor.`,
      );
    await step('send', { vendor_id: vendorId });
  } else if (to === 'bench_queue') {
    if (work)
      throw conflict(
        `${item.itemNumber} is in “${laneWords(from)}” (work ${work.status.replace(/_/g, ' ')}): only an item at the counter with no work yet queues for the bench.`,
      );
    work = await createWorkOrder(tx, { salesOrderItemId: item.id, source: Source.internal }, actor);
  } else if (to === 'bench') {
    if (!work)
      work = await createWorkOrder(tx, { salesOrderItemId: item.id, source: Source.internal }, actor);
    if (work.source !== Source.internal)
      throw conflict(`${item.itemNumber} is work for a vendor: the store's bench cannot start it.`);
    if (work.status === 'new') await step('send');
    if (work.status === 'sent') await step('accept');
    await step('start');
  } else if (to === 'ready') {
    if (!work) throw conflict(`${item.itemNumber} has had no work yet: it cannot be ready.`);
    if (work.source === Source.internal && work.status === 'in_progress') await step('finish');
    if (work.status !== 'returned') await step('return');
    const current = await repo.orderById(tx, order.storeId, order.id);
    if (current?.status !== 'ready') {
      const open = await repo.unfinishedWorkOf(tx, order.storeId, order.id);
      if (open === 0) await runTransition(tx, salesOrderLifecycle, order.id, 'mark_ready', actor);
    }
  } else if (to === 'counter') {
    throw conflict(
      `${item.itemNumber} cannot go back to the counter: it comes back there only when a vendor declines the work.`,
    );
  } else if (to === 'waiting_customer') {
    throw conflict(
      `${item.itemNumber} waits for the customer only while an additional charge on it is open: request one on the work order.`,
    );
  } else {
    throw invalid([{ field: 'to', message: `${to} is not a lane of the board` }]);
  }
  return { item_number: item.itemNumber, lane: storeLaneOf(order, work) };
}

function laneWords(lane: string) {
  return (
    {
      counter: 'At the counter',
      bench_queue: 'Waiting for the bench',
      bench: 'At the bench',
      waiting_customer: 'Waiting for the customer',
      ready: 'Ready for pickup',
    }[lane] ?? 'At a vendor'
  );
}

async function moveVendorWork(
  tx: Transaction,
  actor: Actor,
  vendorId: number,
  itemNumber: string,
  to: string,
) {
  const [work] = await repo.vendorWorkForCode(tx, vendorId, itemNumber.split('-')[0]!, itemNumber);
  if (!work) throw notFound(`No item ${itemNumber} on your board.`);
  const order = ['new', 'accepted', 'bench', 'done'];
  const from = vendorLaneOf(work);
  if (!order.includes(to)) {
    if (to === 'waiting_customer')
      throw conflict(
        `${itemNumber} waits for the customer only while an additional charge on it is open: request one.`,
      );
    throw invalid([{ field: 'to', message: `${to} is not a lane of the board` }]);
  }
  if (order.indexOf(to) < order.indexOf(from))
    throw conflict(`${itemNumber} cannot go back from “${from}” to “${to}”.`);
  const steps: Record<string, string> = { new: 'accept', accepted: 'start', bench: 'finish' };
  let current: WorkRow = work;
  let lane = from;
  while (lane !== to) {
    const action = steps[lane];
    if (!action) throw conflict(`${itemNumber} cannot move from “${lane}”.`);
    current = (await runTransition(tx, workOrderLifecycle, current.id, action, actor)).row;
    lane = vendorLaneOf(current);
    if (lane === 'waiting_customer') break;
  }
  return { item_number: itemNumber, lane };
}
