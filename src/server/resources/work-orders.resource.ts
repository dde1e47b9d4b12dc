// Work orders, listed twice over one table: the store's (portal "Work Orders", store tenancy) and a vendor's
// (vendor portal /portal/workorders, vendor tenancy: only work sent to the vendor by a store it is linked
// to). Read-only here: they are opened by POST work-orders and change state through their transition route.
import { sql } from 'drizzle-orm';
import {
  vendorWorkOrders,
  workOrders as storeDeclaration,
} from '../../shared/declarations/orders.declaration.ts';
import { defineResource, type ResourceHooks } from '../crud/define-resource.ts';
import { labelAnswers } from '../orders/answer-labels.ts';
import { intakeOfWork } from '../orders/work-intake.ts';
import { workOrders } from '../db/schema/index.ts';
import { isPlatform } from '../../shared/permission-registry.ts';

/** The item's answers in words on every work order read (one pass per page). */
const hooks: ResourceHooks = {
  async enrich(records, { tx }) {
    const answered = records.filter((r) => typeof r.store_id === 'number' && 'answers' in r);
    const labels = await labelAnswers(
      tx,
      answered.map((r) => ({ storeId: r.store_id as number, answers: r.answers as Record<string, unknown> })),
    );
    answered.forEach((record, i) => Object.assign(record, { answer_labels: labels[i] }));
    // The item's intake, for the store and the vendor the work is sent to (docs/product.md#orders-work-intake).
    const withItem = records.filter(
      (r) => typeof r.store_id === 'number' && typeof r.sales_order_item_id === 'number',
    );
    const intakes = await intakeOfWork(
      tx,
      withItem.map((r) => ({
        storeId: r.store_id as number,
        salesOrderItemId: r.sales_order_item_id as number,
      })),
    );
    withItem.forEach((record, i) => Object.assign(record, { intake: intakes[i] ?? null }));
  },
};

export const workOrdersResource = defineResource(storeDeclaration, { table: workOrders, hooks });

export const vendorWorkOrdersResource = defineResource(vendorWorkOrders, {
  table: workOrders,
  hooks,
  // The link must still stand. For a vendor the work_orders policy checks exactly this (sentToMyVendor):
  // repeating it in the query doubled the statement's planning and execution (0.84 → 0.38 ms, EXPLAIN
  // ANALYZE on the demo vendor's first page), so only the super admin, whom no policy narrows, adds it.
  scope: (p) =>
    isPlatform(p.roleId)
      ? sql`exists (select 1 from store_vendors sv where sv.store_id = ${workOrders.storeId} and sv.vendor_id = ${workOrders.vendorId} and sv.status = 'active')`
      : undefined,
});
