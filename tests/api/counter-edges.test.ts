// Rough edges of the counter (issue 27), each through the API: an order is not made ready while an item's
// work is still at the vendor (docs/product.md#orders-ready-after-vendor).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, firstItemId, placeOrder, type World } from '../support/orders-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

describe('marking an order ready', () => {
  it('is refused while an item is at the vendor, and taken once the work is back', async () => {
    const order = await placeOrder(w, w.customer, { services: ['Chain Repair'] });
    const itemId = await firstItemId(w.t, order.id);
    await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
      payload: {},
    });
    const created = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: itemId, source: 1 },
    });
    const workOrderId = created.json().data.id as number;
    const work = (actor: World['owner'], action: string, payload: object = {}) =>
      actor({ method: 'POST', url: `/api/v1/work-orders/${workOrderId}/transitions/${action}`, payload });
    expect((await work(w.owner, 'send', { vendor_id: w.benchVendorId })).statusCode).toBe(200);
    const ready = () =>
      w.owner({
        method: 'POST',
        url: `/api/v1/sales-orders/${order.id}/transitions/mark_ready`,
        payload: {},
      });
    const early = await ready();
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/at the vendor/);
    for (const action of ['accept', 'start', 'finish'])
      expect((await work(w.vendorOwner, action)).statusCode, action).toBe(200);
    expect((await ready()).statusCode).toBe(409); // finished, not yet returned
    expect((await work(w.vendorOwner, 'return')).statusCode).toBe(200);
    const done = await ready();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('ready');
  });
});
