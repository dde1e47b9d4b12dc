// The chain of custody (docs/product.md#custody): one row per hand-off of an item, from whom to whom, where
// and how. Recorded by the order transitions themselves, in their transaction (runTransition calls
// custodyOfTransition), and by scans and typed numbers (custody.service.ts). A hand-off that contradicts
// the record is written anyway and flagged; the store's owner is told (docs/product.md#custody-contradiction).
// System work: it reads and writes in the platform scope, after the caller's own checks.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { asPlatform } from '../../db/platform-scope.ts';
import { salesOrders } from '../../db/schema/index.ts';
import type { CustodyKind, CustodyMethod, CustodyPartyKind } from '../../db/schema/custody.table.ts';
import { emit } from '../../orders/events.ts';
import type { Actor } from '../../orders/parties.ts';
import { Source } from '../../../shared/roles.ts';
import {
  insertCustodyEvent,
  itemsOfOrder,
  latestCustody,
  locationName,
  userName,
  vendorName,
  type CustodyEventRow,
  type OrderRow,
  type WorkRow,
} from './custody.repository.ts';
import { said, word, type Note } from '../../../shared/i18n/said.ts';
import { noteColumns } from '../../orders/said-english.ts';
import { englishOf } from '../../i18n/english.ts';

export interface Party {
  kind: CustodyPartyKind;
  id: number | null;
  name: string | null;
}

export interface Handoff {
  order: OrderRow;
  item: { id: number; itemNumber: string };
  workOrderId?: number | null;
  vendorId?: number | null;
  kind: CustodyKind;
  to: Party;
  /** Who the record should say holds the item now; a different holder flags the hand-off. */
  expectedFrom?: { kind: CustodyPartyKind; id?: number | null };
  method: CustodyMethod;
  /** Where it happened (a location of the store); defaults to a location on either side. */
  locationId?: number | null;
  note?: Note | null;
  photoUploadId?: string | null;
  actor: Actor;
}

/** Who holds an item when nothing is recorded yet: the customer before intake, else the order's location. */
export async function holderOf(
  tx: Transaction,
  order: OrderRow,
  last: CustodyEventRow | undefined,
): Promise<Party> {
  if (last) return { kind: last.toKind, id: last.toId, name: last.toName };
  if (order.status === 'placed') return { kind: 'customer', id: order.customerId, name: order.customerName };
  return atLocation(tx, order);
}

export async function atLocation(
  tx: Transaction,
  order: OrderRow,
  locationId = order.locationId,
): Promise<Party> {
  if (locationId === null) return { kind: 'store', id: null, name: 'The store' };
  return { kind: 'location', id: locationId, name: await locationName(tx, order.storeId, locationId) };
}

const describe = (p: Party) => p.name ?? p.kind;

/** Records one hand-off (platform scope); flags it when it contradicts the record and tells the owner. */
export async function recordHandoff(tx: Transaction, h: Handoff): Promise<CustodyEventRow> {
  return asPlatform(tx, async () => {
    const last = (await latestCustody(tx, h.order.storeId, [h.item.id])).get(h.item.id);
    // Before its intake an item is with its customer, whatever the order's state says by now.
    const from: Party =
      !last && h.kind === 'intake'
        ? { kind: 'customer', id: h.order.customerId, name: h.order.customerName }
        : await holderOf(tx, h.order, last);
    const expected = h.expectedFrom;
    const contradicts =
      !!expected && (expected.kind !== from.kind || (expected.id !== undefined && expected.id !== from.id));
    const recordSays = contradicts
      ? said(from.kind === 'transit' ? 'custody_record_says_transit' : 'custody_record_says', {
          item_number: h.item.itemNumber,
          holder: describe(from),
        })
      : null;

    const locationId =
      h.locationId !== undefined
        ? h.locationId
        : h.to.kind === 'location'
          ? h.to.id
          : from.kind === 'location'
            ? from.id
            : null;
    const row = await insertCustodyEvent(tx, {
      storeId: h.order.storeId,
      salesOrderId: h.order.id,
      salesOrderItemId: h.item.id,
      itemNumber: h.item.itemNumber,
      workOrderId: h.workOrderId ?? null,
      vendorId: h.vendorId ?? (from.kind === 'vendor' ? from.id : null),
      kind: h.kind,
      fromKind: from.kind,
      fromId: from.id,
      fromName: from.name,
      toKind: h.to.kind,
      toId: h.to.id,
      toName: h.to.name,
      locationId,
      method: h.method,
      photoUploadId: h.photoUploadId ?? null,
      ...noteColumns(h.note),
      flagged: contradicts,
      flagReason: recordSays ? englishOf(recordSays) : null,
      flagReasonKey: recordSays?.key ?? null,
      flagReasonParams: recordSays?.params ?? null,
      actorUserId: h.actor.principal?.userId ?? null,
      actorName: await userName(tx, h.actor.principal?.userId),
    });
    if (recordSays) {
      const flagged = said('custody_flagged', {
        item_number: h.item.itemNumber,
        kind: word(`timeline.custody.${h.kind}`),
        actor: row.actorName ?? word('timeline.someone'),
        reason: word(recordSays.key, recordSays.params),
      });
      await emit(tx, {
        storeId: h.order.storeId,
        type: 'custody.flagged',
        entity: 'custody',
        entityId: row.id,
        salesOrderId: h.order.id,
        actor: h.actor,
        said: flagged,
        payload: {
          order_no: h.order.orderNo,
          item_number: h.item.itemNumber,
          message: englishOf(flagged),
        },
      });
    }
    return row;
  });
}

/** On the way to a place: the party is named by where it goes, and the faces word it "on the way to …". */
const transit = (destination: string | null, id: number | null = null): Party => ({
  kind: 'transit',
  id,
  name: destination,
});

/**
 * The hand-offs an order transition means (docs/product.md#custody-transitions), recorded in its
 * transaction: intake at `receive`, pickup at `complete`, the store's receipt of returned work at
 * `mark_ready` (when not scanned before); sending work to a vendor or the bench, the vendor's receipt at
 * `accept` (when not scanned before), its return at `return` or `decline`.
 */
export async function custodyOfTransition(
  tx: Transaction,
  entity: string,
  row: { id: number; storeId: number },
  before: { status: string },
  action: string,
  actor: Actor,
): Promise<void> {
  if (entity !== 'sales_order' && entity !== 'work_order') return;
  await asPlatform(tx, async () => {
    if (entity === 'sales_order') return ofOrder(tx, row as OrderRow, action, actor);
    return ofWork(tx, row as WorkRow, before as WorkRow, action, actor);
  });
}

async function ofOrder(tx: Transaction, order: OrderRow, action: string, actor: Actor) {
  if (!['receive', 'mark_ready', 'complete'].includes(action)) return;
  const items = await itemsOfOrder(tx, order.storeId, order.id);
  const latest = await latestCustody(
    tx,
    order.storeId,
    items.map((i) => i.id),
  );
  const here = await atLocation(tx, order);
  for (const item of items) {
    const last = latest.get(item.id);
    if (action === 'receive') {
      await recordHandoff(tx, {
        order,
        item,
        kind: 'intake',
        to: here,
        expectedFrom: { kind: 'customer' },
        method: 'transition',
        actor,
      });
    } else if (action === 'mark_ready') {
      if (last?.toKind !== 'transit' && last?.toKind !== 'bench') continue;
      await recordHandoff(tx, {
        order,
        item,
        workOrderId: last.workOrderId,
        vendorId: last.vendorId,
        kind: 'store_received',
        to: here,
        method: 'transition',
        actor,
      });
    } else {
      await recordHandoff(tx, {
        order,
        item,
        kind: 'picked_up',
        to: { kind: 'customer', id: order.customerId, name: order.customerName },
        expectedFrom: { kind: here.kind, id: here.id },
        method: 'transition',
        actor,
      });
    }
  }
}

async function ofWork(tx: Transaction, work: WorkRow, before: WorkRow, action: string, actor: Actor) {
  if (!['send', 'accept', 'decline', 'return'].includes(action)) return;
  const [order] = await tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.storeId, work.storeId), eq(salesOrders.id, work.salesOrderId)));
  if (!order) return;
  const item = { id: work.salesOrderItemId, itemNumber: work.itemNumber };
  const external = work.source === Source.external;
  const vendorId = work.vendorId ?? before.vendorId;
  const vendor = vendorId ? await vendorName(tx, vendorId) : null;
  const base = { order, item, workOrderId: work.id, vendorId, method: 'transition' as const, actor };
  const here = await atLocation(tx, order);
  const last = (await latestCustody(tx, order.storeId, [item.id])).get(item.id);
  if (action === 'send') {
    await recordHandoff(tx, {
      ...base,
      kind: external ? 'sent_to_vendor' : 'to_bench',
      to: external ? transit(vendor, vendorId) : { kind: 'bench', id: null, name: 'The bench' },
      expectedFrom: { kind: here.kind, id: here.id },
    });
  } else if (action === 'accept' && external) {
    // Already scanned in by the vendor: accepting is not a second hand-off.
    if (last?.toKind === 'vendor' && last.toId === vendorId) return;
    await recordHandoff(tx, {
      ...base,
      kind: 'vendor_received',
      to: { kind: 'vendor', id: vendorId, name: vendor },
      expectedFrom: { kind: 'transit' },
      locationId: null,
    });
  } else if ((action === 'decline' || action === 'return') && external) {
    await recordHandoff(tx, {
      ...base,
      kind: 'vendor_returned',
      to: transit(here.name, here.id),
      locationId: null,
      note: action === 'decline' ? said('note.declined_by_vendor') : null,
    });
  } else if (action === 'return' && !external) {
    await recordHandoff(tx, {
      ...base,
      kind: 'store_received',
      to: here,
      expectedFrom: { kind: 'bench' },
    });
  }
}
