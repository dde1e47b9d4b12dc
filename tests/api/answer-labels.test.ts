// Option answers in words: an item keeps `{optionId: choiceId}`; every read of items — the sales order's
// items, a work order (read and list) — also answers `answer_labels` with the option's label and the chosen
// value's label, in the service's option order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRuledService,
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
});
