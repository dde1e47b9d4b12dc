// Option answers in words: an item keeps `{optionId: choiceId}`; every read of items — the sales order's
// items, a work order (read and list) — also answers `answer_labels` with the option's label and the chosen
// value's label, in the service's option order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inScope } from '../../src/server/db/database.ts';
import {
  createRuledService,
  q,
  createWorld,
  type RuledService,
  type World,
} from '../support/orders-fixtures.ts';

let w: World;
let ruled: RuledService;
beforeAll(async () => {
  w = await createWorld();
  ruled = await createRuledService(w.t, w.storeId);
});
afterAll(() => w.t.close());

describe('option answers in words', () => {
  it("shows each option's label and the chosen value's label on items and work orders", async () => {
    const created = await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.customerId,
        location_id: w.locationId,
        items: [
          {
            service_id: ruled.serviceId,
            // Given out of the service's order: the labels come back in it.
            answers: {
              [ruled.size]: { current_size: 6, desired_size: 7 },
              [ruled.engraving]: 'For Ana',
              [ruled.metal]: ruled.gold,
            },
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.id;
    const expected = [
      { option_id: String(ruled.metal), option: 'Metal', value: 'Gold' },
      { option_id: String(ruled.engraving), option: 'Engraving', value: 'For Ana' },
      { option_id: String(ruled.size), option: 'Ring size', value: 'Current size: 6, Desired size: 7' },
    ];
    const items = (await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${orderId}/items` })).json()
      .data;
    expect(items[0].answer_labels).toEqual(expected);
    // The raw answers stay as they were kept.
    expect(items[0].answers[ruled.metal]).toBe(ruled.gold);

    expect(
      (await w.owner({ method: 'POST', url: `/api/v1/sales-orders/${orderId}/transitions/receive` }))
        .statusCode,
    ).toBe(200);
    const opened = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: items[0].id, source: 2 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const workOrderId = opened.json().data.id;
    const read = await w.owner({ method: 'GET', url: `/api/v1/work-orders/${workOrderId}` });
    expect(read.json().data.answer_labels).toEqual(expected);
    const filter = encodeURIComponent(JSON.stringify({ sales_order_id: orderId }));
    const list = await w.owner({ method: 'GET', url: `/api/v1/work-orders?filter=${filter}` });
    expect(list.json().data[0].answer_labels).toEqual(expected);
  });

  it('keeps a choice that no longer exists as its stored value, and leaves blank answers out', async () => {
    const created = await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.customerId,
        location_id: w.locationId,
        items: [
          { service_id: ruled.serviceId, answers: { [ruled.metal]: ruled.silver, [ruled.size]: null } },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.id;
    await w.t.db.$client.query('delete from option_values where id = $1', [ruled.silver]);
    const items = (await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${orderId}/items` })).json()
      .data;
    expect(items[0].answer_labels).toEqual([
      { option_id: String(ruled.metal), option: 'Metal', value: String(ruled.silver) },
    ]);
  });

  it('shows a vendor the words of the answers sent to it, and no other option of the store', async () => {
    // A service of its own: the test above deletes a choice of the shared one.
    const mine = await createRuledService(w.t, w.storeId);
    const created = await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.customerId,
        location_id: w.locationId,
        items: [
          {
            service_id: mine.serviceId,
            answers: { [mine.metal]: mine.silver, [mine.size]: { current_size: 5, desired_size: 6 } },
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.id;
    await w.owner({ method: 'POST', url: `/api/v1/sales-orders/${orderId}/transitions/receive` });
    const items = (await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${orderId}/items` })).json()
      .data;
    const opened = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: items[0].id, source: 1 },
    });
    const workOrderId = opened.json().data.id;
    const expected = [
      { option_id: String(mine.metal), option: 'Metal', value: 'Silver' },
      { option_id: String(mine.size), option: 'Ring size', value: 'Current size: 5, Desired size: 6' },
    ];
    // Not yet sent: the vendor sees neither the work order nor its words.
    const asVendor = (scope: number) => (text: string) =>
      inScope(w.t.db, { kind: 'vendor', vendorId: scope }, async (tx) =>
        (await tx.execute<{ id: number }>(sql.raw(text))).rows.map((r) => r.id).sort((a, b) => a - b),
      );
    const optionsFor = (vendorId: number) =>
      asVendor(vendorId)(
        `select id from vendor_answer_options('{${w.storeId}}', '{${mine.metal},${mine.engraving},${mine.size}}')`,
      );
    const choicesFor = (vendorId: number) =>
      asVendor(vendorId)(
        `select id from vendor_answer_choices('{${w.storeId}}', '{${mine.gold},${mine.silver}}')`,
      );
    expect(await optionsFor(w.benchVendorId)).toEqual([]);

    const sent = await w.owner({
      method: 'POST',
      url: `/api/v1/work-orders/${workOrderId}/transitions/send`,
      payload: { vendor_id: w.benchVendorId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Everywhere the vendor reads the work order: its detail and its list (the bench flow reads the same).
    const read = await w.vendorOwner({ method: 'GET', url: `/api/v1/vendor-work-orders/${workOrderId}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.answer_labels).toEqual(expected);
    const list = await w.vendorStaff({ method: 'GET', url: '/api/v1/vendor-work-orders?range=[0,199]' });
    const listed = list.json().data.find((r: { id: number }) => r.id === workOrderId);
    expect(listed.answer_labels).toEqual(expected);

    // Exactly the options and choices answered on work sent to it: not Engraving, not Gold.
    expect(await optionsFor(w.benchVendorId)).toEqual([mine.metal, mine.size].sort((a, b) => a - b));
    expect(await choicesFor(w.benchVendorId)).toEqual([mine.silver]);
    // Another vendor, and the store's own users through these functions, read nothing.
    expect(await optionsFor(w.otherVendorId)).toEqual([]);
    expect(await choicesFor(w.otherVendorId)).toEqual([]);
    expect(
      (await w.otherVendor({ method: 'GET', url: `/api/v1/vendor-work-orders/${workOrderId}` })).statusCode,
    ).toBe(404);
    // The vendor still cannot read the store's catalogue itself.
    expect(
      await asVendor(w.benchVendorId)(`select id from service_options where store_id = ${w.storeId}`),
    ).toEqual([]);
    // Once the link with the store ends, the words go with the work.
    await q(w.t, `update store_vendors set status = 'paused' where store_id = $1 and vendor_id = $2`, [
      w.storeId,
      w.benchVendorId,
    ]);
    expect(await optionsFor(w.benchVendorId)).toEqual([]);
    await q(w.t, `update store_vendors set status = 'active' where store_id = $1 and vendor_id = $2`, [
      w.storeId,
      w.benchVendorId,
    ]);
  });

  it("shows a vendor the words of an estimate's answers once the estimate is sent to it", async () => {
    const mine = await createRuledService(w.t, w.storeId);
    const estimate = await w.customer({
      method: 'POST',
      url: '/api/v1/estimates',
      payload: { items: [{ description: 'Resize my ring' }] },
    });
    expect(estimate.statusCode, estimate.body).toBe(201);
    const estimateId = estimate.json().data.id;
    await q(w.t, `update estimate_items set service_id = $2, answers = $3 where estimate_id = $1`, [
      estimateId,
      mine.serviceId,
      JSON.stringify({ [mine.metal]: String(mine.gold), [mine.engraving]: 'For Ana' }),
    ]);
    const sent = await w.owner({
      method: 'POST',
      url: `/api/v1/estimates/${estimateId}/transitions/send_to_vendor`,
      payload: { vendor_id: w.benchVendorId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const items = await w.vendorOwner({ method: 'GET', url: `/api/v1/estimates/${estimateId}/items` });
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json().data[0].answer_labels).toEqual([
      { option_id: String(mine.metal), option: 'Metal', value: 'Gold' },
      { option_id: String(mine.engraving), option: 'Engraving', value: 'For Ana' },
    ]);
    expect(
      (await w.otherVendor({ method: 'GET', url: `/api/v1/estimates/${estimateId}/items` })).statusCode,
    ).toBe(404);
  });
});
