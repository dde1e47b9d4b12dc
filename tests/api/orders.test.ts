// The order domain through the API: sales-order lists (generic resource) and portal creation, items,
// timeline and comments, order numbers, payments with idempotency keys, extra and additional charges with
// their payment pages, work orders with vendors, estimates, invoices and feedback — and tenant isolation
// for each (store A vs store B, linked vs unlinked vendor, customer vs customer), in the application and in
// row-level security underneath.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inScope } from '../../src/server/db/database.ts';
import { salesOrders, workOrders } from '../../src/server/db/schema/index.ts';
import { withUniqueNumber } from '../../src/server/orders/order-numbers.ts';
import {
  createRuledService,
  createWorld,
  firstItemId,
  one,
  placeOrder,
  q,
  serviceId,
  type RuledService,
  type World,
} from '../support/orders-fixtures.ts';

let w: World;
let ruled: RuledService;
let order: Awaited<ReturnType<typeof placeOrder>>;
let fixitOrder: Awaited<ReturnType<typeof placeOrder>>;

beforeAll(async () => {
  w = await createWorld();
  ruled = await createRuledService(w.t, w.storeId);
  order = await placeOrder(w, w.customer, { services: ['Watch Battery', 'Chain Repair'] });
  fixitOrder = await placeOrder(w, w.fixitCustomer, {
    storeId: w.fixitStoreId,
    services: ['Battery Replacement'],
  });
});
afterAll(() => w.t.close());

const statusOf = async (table: string, id: number) =>
  (await one<{ status: string }>(w.t, `select status from ${table} where id = $1`, [id])).status;
const fields = (response: { json(): { error: { fields?: { field: string }[] } } }) =>
  (response.json().error.fields ?? []).map((f) => f.field);

describe('sales orders: lists and reads', () => {
  it('lists a store its own orders, filtered by status and sorted by date, with Content-Range', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'placed' }));
    const response = await w.owner({
      method: 'GET',
      url: `/api/v1/sales-orders?filter=${filter}&sort=["created_at","DESC"]&range=[0,24]`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toMatch(/^sales-orders 0-\d+\/\d+$/);
    const rows = response.json().data;
    expect(rows.map((r: { id: number }) => r.id)).toContain(order.id);
    expect(
      rows.every(
        (r: { store_id: number; status: string }) => r.store_id === w.storeId && r.status === 'placed',
      ),
    ).toBe(true);
    expect(rows[0]).toMatchObject({ total: expect.any(Number), order_no: expect.any(String) });
    // Staff who may only view sales orders still list them.
    expect((await w.limitedStaff({ method: 'GET', url: '/api/v1/sales-orders' })).statusCode).toBe(200);
  });

  it('keeps stores, customers and vendors apart', async () => {
    const theirs = await w.fixitOwner({ method: 'GET', url: '/api/v1/sales-orders?range=[0,99]' });
    expect(theirs.json().data.map((r: { id: number }) => r.id)).not.toContain(order.id);
    expect((await w.fixitOwner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}` })).statusCode).toBe(
      404,
    );
    expect((await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${fixitOrder.id}` })).statusCode).toBe(
      404,
    );
    // A customer sees their own orders only.
    const mine = await w.customer({ method: 'GET', url: '/api/v1/sales-orders?range=[0,99]' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.length).toBeGreaterThan(0);
    expect(mine.json().data.every((r: { customer_id: number }) => r.customer_id === w.customerId)).toBe(true);
    const other = await w.customer2({ method: 'GET', url: '/api/v1/sales-orders?range=[0,99]' });
    expect(other.json().data).toEqual([]);
    expect((await w.customer2({ method: 'GET', url: `/api/v1/sales-orders/${order.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await w.customer2({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/items` })).statusCode,
    ).toBe(404);
    expect(
      (await w.customer2({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/timeline` })).statusCode,
    ).toBe(404);
    // Vendors have no access to the store's sales orders.
    expect((await w.vendorOwner({ method: 'GET', url: '/api/v1/sales-orders' })).statusCode).toBe(403);
    expect(
      (await w.vendorOwner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/items` })).statusCode,
    ).toBe(403);
    expect((await w.anonymous({ method: 'GET', url: '/api/v1/sales-orders' })).statusCode).toBe(401);
  });

  it('refuses bad list queries and ids with 400', async () => {
    for (const query of [
      'filter={"status":"lost"}',
      'sort=["customer_email","ASC"]',
      'filter={"store_id":2}',
      'range=[0,1000]',
    ]) {
      expect((await w.owner({ method: 'GET', url: `/api/v1/sales-orders?${query}` })).statusCode, query).toBe(
        400,
      );
    }
    for (const id of ['abc', '0', '99999999999']) {
      expect((await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${id}` })).statusCode).toBe(400);
      expect((await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${id}/timeline` })).statusCode).toBe(
        400,
      );
    }
  });

  it('shows items, the timeline (customers: public entries) and comments (store only)', async () => {
    const items = await w.customer({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/items` });
    expect(items.json().data.map((i: { item_number: string }) => i.item_number)).toEqual([
      `${order.order_no}-1`,
      `${order.order_no}-2`,
    ]);
    const timeline = await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/timeline` });
    expect(timeline.json().data[0]).toMatchObject({
      entity: 'sales_order',
      action: 'created',
      to_status: 'placed',
      is_public: true,
    });
    const comment = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/comments`,
      payload: { body: 'Customer called: <b>rush</b> please' },
    });
    expect(comment.statusCode).toBe(201);
    expect(comment.json().data).toMatchObject({
      body: 'Customer called: <b>rush</b> please',
      author_name: expect.any(String),
    });
    const comments = await w.staff({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/comments` });
    expect(comments.json().data).toHaveLength(1);
    expect(
      (await w.customer({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/comments` })).statusCode,
    ).toBe(403);
    expect(
      (await w.fixitOwner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/comments` })).statusCode,
    ).toBe(404);
    expect(
      (
        await w.limitedStaff({
          method: 'POST',
          url: `/api/v1/sales-orders/${order.id}/comments`,
          payload: { body: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    for (const payload of [{}, { body: '' }, { body: 'x'.repeat(4001) }, { body: 'ok', extra: 1 }]) {
      const bad = await w.owner({
        method: 'POST',
        url: `/api/v1/sales-orders/${order.id}/comments`,
        payload,
      });
      expect(bad.statusCode).toBe(400);
      expect(fields(bad).length).toBeGreaterThan(0);
    }
    // The row-level security hides comments from a customer even without the application's checks.
    const seen = await inScope(
      w.t.db,
      { kind: 'user', userId: w.userIds.customer!, storeId: w.storeId, customerId: w.customerId },
      (tx) => tx.execute(sql`select count(*)::int as n from sales_order_comments`),
    );
    expect(seen.rows[0]).toEqual({ n: 0 });
  });
});

describe('sales orders: created in the portal', () => {
  it('creates an order for a customer of the store with the option rules applied', async () => {
    const created = await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.customerId,
        location_id: w.locationId,
        note: 'Walk-in',
        items: [
          {
            service_id: ruled.serviceId,
            answers: { [ruled.metal]: ruled.silver, [ruled.engraving]: 'hidden' },
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      channel: 'portal',
      status: 'placed',
      total: 45,
      note: 'Walk-in',
    });
    const items = await w.owner({
      method: 'GET',
      url: `/api/v1/sales-orders/${created.json().data.id}/items`,
    });
    expect(items.json().data[0].answers).toEqual({ [ruled.metal]: ruled.silver });
  });

  it('refuses another store’s customer, broken rules, limited staff and bad input', async () => {
    const foreign = await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.fixitCustomerId,
        location_id: w.locationId,
        items: [{ service_id: await serviceId(w.t, w.storeId, 'Watch Battery') }],
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(fields(foreign)).toEqual(['customer_id']);
    const broken = await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.customerId,
        location_id: w.locationId,
        items: [{ service_id: ruled.serviceId, answers: { [ruled.metal]: ruled.gold } }],
      },
    });
    expect(broken.statusCode).toBe(400);
    expect(fields(broken)).toEqual([`items.0.answers.${ruled.engraving}`]);
    const limited = await w.limitedStaff({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: { customer_id: w.customerId, location_id: w.locationId, items: [{ service_id: 1 }] },
    });
    expect(limited.statusCode).toBe(403);
    for (const [payload, field] of [
      [{ items: [{ service_id: 1 }] }, 'customer_id'],
      [{ customer_id: w.customerId, items: [] }, 'items'],
      [{ customer_id: w.customerId, items: [{ service_id: 1, quantity: 0 }] }, 'items.0.quantity'],
      [{ customer_id: w.customerId, items: [{}] }, 'items.0.service_id'],
      [{ customer_id: 'me', items: [{ service_id: 1 }] }, 'customer_id'],
      // A counter order is taken somewhere: no location is a 400 naming it.
      [{ customer_id: w.customerId, items: [{ service_id: 1 }] }, 'location_id'],
    ] as const) {
      const bad = await w.owner({ method: 'POST', url: '/api/v1/sales-orders', payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fields(bad)).toContain(field);
    }
  });
});

describe('order numbers', () => {
  it('are 7 characters without look-alikes and unique across the platform', async () => {
    const numbers = (await q<{ order_no: string }>(w.t, `select order_no from sales_orders`)).map(
      (r) => r.order_no,
    );
    expect(numbers.length).toBeGreaterThan(2);
    for (const n of numbers) expect(n).toMatch(/^[A-HJ-NP-Z2-9]{7}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('retry with a fresh number on a collision, and give up after a few', async () => {
    const taken = order.order_no;
    const tries: string[] = [];
    const next = () => {
      const n = tries.length < 2 ? taken : 'ZZZZZZ9';
      tries.push(n);
      return n;
    };
    const insert = (tx: Parameters<Parameters<typeof inScope>[2]>[0], orderNo: string) =>
      tx
        .insert(salesOrders)
        .values({ storeId: w.storeId, orderNo, customerId: w.customerId })
        .returning({ orderNo: salesOrders.orderNo });
    const [created] = await inScope(w.t.db, { kind: 'store', storeId: w.storeId }, (tx) =>
      withUniqueNumber(tx, 'sales_orders_order_no_key', insert, next),
    );
    expect(tries).toEqual([taken, taken, 'ZZZZZZ9']);
    expect(created!.orderNo).toBe('ZZZZZZ9');
    await expect(
      inScope(w.t.db, { kind: 'store', storeId: w.storeId }, (tx) =>
        withUniqueNumber(tx, 'sales_orders_order_no_key', insert, () => taken, 3),
      ),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});

describe('payments', () => {
  it('marks an order paid once: a retry with the same key replays, without a key it is a conflict', async () => {
    const paidOrder = await placeOrder(w, w.customer);
    const markPaid = (key?: string) =>
      w.staff({
        method: 'POST',
        url: `/api/v1/sales-orders/${paidOrder.id}/mark-paid`,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
    const first = await markPaid('mark-paid-0001');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.payment_status).toBe('paid');
    const retry = await markPaid('mark-paid-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await markPaid()).statusCode).toBe(409);
    expect((await markPaid('mark-paid-0002')).statusCode).toBe(409);
    const payments = await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${paidOrder.id}/payments` });
    // The checkout's pay-in-store payment, now collected: still one payment, never two.
    expect(payments.json().data).toEqual([
      expect.objectContaining({
        subject: 'sales_order',
        method: 'in_store',
        status: 'succeeded',
        provider: 'builtin',
      }),
    ]);
    expect(
      (await w.limitedStaff({ method: 'POST', url: `/api/v1/sales-orders/${paidOrder.id}/mark-paid` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.fixitOwner({ method: 'POST', url: `/api/v1/sales-orders/${paidOrder.id}/mark-paid` }))
        .statusCode,
    ).toBe(404);
  });

  it('refunds collected payments through the provider when an order is refunded', async () => {
    const refunded = await placeOrder(w, w.customer);
    await w.owner({ method: 'POST', url: `/api/v1/sales-orders/${refunded.id}/mark-paid` });
    await q(w.t, `update sales_orders set status = 'completed' where id = $1`, [refunded.id]);
    // A bare POST (no body) is a transition with no note.
    const response = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${refunded.id}/transitions/refund`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    expect(
      (await one(w.t, `select status from payments where sales_order_id = $1`, [refunded.id])).status,
    ).toBe('refunded');
  });
});

describe('extra charges', () => {
  it('are paid by the customer at their payment page, once', async () => {
    const created = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/extra-charges`,
      payload: { amount: 7.25, reason: 'Gift wrapping' },
    });
    expect(created.statusCode).toBe(201);
    const charge = created.json().data;
    expect(charge).toMatchObject({
      amount: 7.25,
      status: 'requested',
      payment_path: expect.stringMatching(/^\/extra-charge-payment\/[\w-]{32}$/),
    });
    const gutter = charge.payment_path.split('/').pop();
    const page = await w.anonymous({ method: 'GET', url: `/api/v1/extra-charge-payment/${gutter}` });
    expect(page.json().data).toEqual({
      kind: 'extra',
      reference: order.order_no,
      amount: 7.25,
      reason: 'Gift wrapping',
      status: 'requested',
      store_name: 'Goldsmith & Co',
      requested_by: 'Store owner',
      // No Stripe keys in this suite: the built-in provider takes no cards.
      payment_methods: ['in_store'],
    });
    // The customer was told, with the link.
    const told = await q(
      w.t,
      `select short_description, description from notifications where user_id = $1 and kind = 'extra_charge.created'`,
      [w.userIds.customer],
    );
    expect(told[0]!.short_description).toBe(`Order ${order.order_no} - store requested extra charge`);
    expect(told[0]!.description).toContain(charge.payment_path);
    const pay = () => w.anonymous({ method: 'POST', url: `/api/v1/extra-charge-payment/${gutter}` });
    // Paying in store from the page is agreeing (docs/product.md#orders-charge-answer): owed, not yet paid.
    const paid = await pay();
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('agreed');
    expect((await pay()).statusCode).toBe(409);
    expect(
      (
        await one<{ n: number }>(
          w.t,
          `select count(*)::int n from payments where subject = 'extra_charge' and subject_id = $1`,
          [charge.id],
        )
      ).n,
    ).toBe(1);
    expect(
      (await w.anonymous({ method: 'GET', url: `/api/v1/extra-charge-payment/${'x'.repeat(32)}` }))
        .statusCode,
    ).toBe(404);
    expect((await w.anonymous({ method: 'GET', url: '/api/v1/extra-charge-payment/short' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await w.anonymous({
          method: 'POST',
          url: `/api/v1/extra-charge-payment/${gutter}`,
          payload: { method: 'card' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('agreed at their page: the charge and its payment both wait, and the store takes that payment (docs/product.md#orders-charge-answer)', async () => {
    const created = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/extra-charges`,
      payload: { amount: 4.5, reason: 'New strap' },
    });
    const charge = created.json().data;
    const gutter = charge.payment_path.split('/').pop();
    const agreed = await w.anonymous({
      method: 'POST',
      url: `/api/v1/extra-charge-payment/${gutter}`,
      payload: { method: 'in_store' },
    });
    expect(agreed.json().data.status).toBe('agreed');
    const paymentOf = () =>
      q(w.t, `select status, method from payments where subject = 'extra_charge' and subject_id = $1`, [
        charge.id,
      ]);
    expect(await paymentOf()).toEqual([{ status: 'pending', method: 'in_store' }]);
    // Declining an agreed charge is too late; the customer has answered.
    expect(
      (await w.anonymous({ method: 'POST', url: `/api/v1/extra-charge-payment/${gutter}/decline` }))
        .statusCode,
    ).toBe(409);
    const taken = await w.owner({
      method: 'POST',
      url: `/api/v1/extra-charges/${charge.id}/transitions/pay`,
      payload: {},
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.status).toBe('paid');
    // The same payment row, now taken: not a second one.
    expect(await paymentOf()).toEqual([{ status: 'succeeded', method: 'in_store' }]);
  });

  it('declined at their page: cancelled, nothing owed, the reason on the timeline, once', async () => {
    const created = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/extra-charges`,
      payload: { amount: 9, reason: 'Polish' },
    });
    const charge = created.json().data;
    const gutter = charge.payment_path.split('/').pop();
    const url = `/api/v1/extra-charge-payment/${gutter}/decline`;
    const tooLong = await w.anonymous({ method: 'POST', url, payload: { reason: 'x'.repeat(501) } });
    expect(tooLong.statusCode).toBe(400);
    expect(fields(tooLong)).toContain('reason');
    expect((await one(w.t, `select status from charges where id = $1`, [charge.id])).status).toBe(
      'requested',
    );
    const declined = await w.anonymous({ method: 'POST', url, payload: { reason: 'Too dear' } });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.status).toBe('cancelled');
    expect((await w.anonymous({ method: 'POST', url })).statusCode).toBe(409);
    expect(
      (
        await one<{ n: number }>(
          w.t,
          `select count(*)::int n from payments where subject = 'extra_charge' and subject_id = $1`,
          [charge.id],
        )
      ).n,
    ).toBe(0);
    const event = await one<{ action: string; note: string }>(
      w.t,
      `select action, note from timeline_entries where entity = 'extra_charge' and entity_id = $1 order by id desc limit 1`,
      [charge.id],
    );
    expect(event).toMatchObject({ action: 'decline', note: 'Declined by the customer: Too dear' });
    // Staff cannot decline for the customer: the machine's decline row is the customer's.
    const other = (
      await w.owner({
        method: 'POST',
        url: `/api/v1/sales-orders/${order.id}/extra-charges`,
        payload: { amount: 2, reason: 'x' },
      })
    ).json().data;
    expect(
      (await w.owner({ method: 'POST', url: `/api/v1/extra-charges/${other.id}/transitions/decline` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.anonymous({ method: 'POST', url: `/api/v1/extra-charge-payment/${'x'.repeat(32)}/decline` }))
        .statusCode,
    ).toBe(404);
  });

  it('are added only by the store, before completion, with a valid amount', async () => {
    const url = `/api/v1/sales-orders/${order.id}/extra-charges`;
    expect((await w.customer({ method: 'POST', url, payload: { amount: 1, reason: 'x' } })).statusCode).toBe(
      403,
    );
    expect(
      (await w.fixitOwner({ method: 'POST', url, payload: { amount: 1, reason: 'x' } })).statusCode,
    ).toBe(404);
    for (const payload of [
      { amount: 0, reason: 'x' },
      { amount: 1.001, reason: 'x' },
      { amount: 1 },
      { amount: '1', reason: 'x' },
    ]) {
      const bad = await w.owner({ method: 'POST', url, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fields(bad).length).toBeGreaterThan(0);
    }
    const done = await placeOrder(w, w.customer);
    await q(w.t, `update sales_orders set status = 'completed' where id = $1`, [done.id]);
    const late = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${done.id}/extra-charges`,
      payload: { amount: 1, reason: 'x' },
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('work orders with a vendor, and additional charges', () => {
  let workOrderId: number;
  let received: Awaited<ReturnType<typeof placeOrder>>;

  it('open for an item of a received order, once', async () => {
    received = await placeOrder(w, w.customer, { services: ['Chain Repair'] });
    const itemId = await firstItemId(w.t, received.id);
    const early = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: itemId, source: 1 },
    });
    expect(early.statusCode).toBe(409);
    await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${received.id}/transitions/receive`,
      payload: {},
    });
    const created = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: itemId, source: 1, instructions: 'Solder the clasp' },
    });
    expect(created.statusCode).toBe(201);
    workOrderId = created.json().data.id;
    expect(created.json().data).toMatchObject({
      item_number: `${received.order_no}-1`,
      status: 'new',
      vendor_id: null,
      source: 1,
    });
    const twice = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: itemId, source: 2 },
    });
    expect(twice.statusCode).toBe(409);
    const foreign = await w.fixitOwner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: itemId, source: 2 },
    });
    expect(foreign.statusCode).toBe(400);
    for (const payload of [
      { source: 1 },
      { sales_order_item_id: itemId, source: 3 },
      { sales_order_item_id: itemId, source: 1, due_at: 'soon' },
    ]) {
      expect((await w.owner({ method: 'POST', url: '/api/v1/work-orders', payload })).statusCode).toBe(400);
    }
  });

  it('go only to a linked vendor, who alone (with the store) sees them', async () => {
    const send = (payload: object) =>
      w.owner({ method: 'POST', url: `/api/v1/work-orders/${workOrderId}/transitions/send`, payload });
    const noVendor = await send({});
    expect(noVendor.statusCode).toBe(400);
    expect(fields(noVendor)).toEqual(['vendor_id']);
    const unlinked = await send({ vendor_id: w.otherVendorId });
    expect(unlinked.statusCode).toBe(400);
    expect(await statusOf('work_orders', workOrderId)).toBe('new');
    // Before it is sent, no vendor sees it.
    expect(
      (await w.vendorOwner({ method: 'GET', url: `/api/v1/work-orders/${workOrderId}/instructions` }))
        .statusCode,
    ).toBe(404);
    const sent = await send({ vendor_id: w.benchVendorId, note: 'Due Friday' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'sent', vendor_id: w.benchVendorId });
    // Sending work moves the received order along.
    expect(await statusOf('sales_orders', received.id)).toBe('in_progress');

    const list = await w.vendorOwner({ method: 'GET', url: '/api/v1/vendor-work-orders?range=[0,99]' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(workOrderId);
    expect(list.json().data.every((r: { vendor_id: number }) => r.vendor_id === w.benchVendorId)).toBe(true);
    const staffList = await w.vendorStaff({ method: 'GET', url: '/api/v1/vendor-work-orders' });
    expect(staffList.statusCode).toBe(200);
    expect(
      (await w.vendorOwner({ method: 'GET', url: `/api/v1/vendor-work-orders/${workOrderId}` })).statusCode,
    ).toBe(200);
    const instructions = await w.vendorOwner({
      method: 'GET',
      url: `/api/v1/work-orders/${workOrderId}/instructions`,
    });
    expect(instructions.json().data.map((i: { body: string }) => i.body)).toEqual(['Solder the clasp']);
    // An unlinked vendor sees nothing of it.
    expect((await w.otherVendor({ method: 'GET', url: '/api/v1/vendor-work-orders' })).json().data).toEqual(
      [],
    );
    expect(
      (await w.otherVendor({ method: 'GET', url: `/api/v1/vendor-work-orders/${workOrderId}` })).statusCode,
    ).toBe(404);
    expect(
      (await w.otherVendor({ method: 'GET', url: `/api/v1/work-orders/${workOrderId}/images` })).statusCode,
    ).toBe(404);
    expect(
      (
        await w.otherVendor({
          method: 'POST',
          url: `/api/v1/work-orders/${workOrderId}/transitions/accept`,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    // Nor do the store's lists of another store, or vendors the store's own list.
    expect(
      (await w.fixitOwner({ method: 'GET', url: `/api/v1/work-orders/${workOrderId}` })).statusCode,
    ).toBe(404);
    expect((await w.vendorOwner({ method: 'GET', url: '/api/v1/work-orders' })).statusCode).toBe(403);
    expect(
      (await w.customer({ method: 'GET', url: `/api/v1/work-orders/${workOrderId}/images` })).statusCode,
    ).toBe(403);
    // Once the link is removed, the vendor loses sight of the work (row-level security).
    await q(w.t, `update store_vendors set status = 'inactive' where vendor_id = $1`, [w.benchVendorId]);
    try {
      expect(
        (await w.vendorOwner({ method: 'GET', url: `/api/v1/vendor-work-orders/${workOrderId}` })).statusCode,
      ).toBe(404);
    } finally {
      await q(w.t, `update store_vendors set status = 'active' where vendor_id = $1`, [w.benchVendorId]);
    }
  });

  it('hold for an additional charge until the customer pays it', async () => {
    const transition = (action: string) =>
      w.vendorOwner({
        method: 'POST',
        url: `/api/v1/work-orders/${workOrderId}/transitions/${action}`,
        payload: {},
      });
    const accepted = await transition('accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const early = await w.vendorOwner({
      method: 'POST',
      url: `/api/v1/work-orders/${workOrderId}/additional-charges`,
      payload: { amount: 20, reason: 'Replacement clasp' },
    });
    expect(early.statusCode).toBe(409);
    expect((await transition('start')).statusCode).toBe(200);
    const image = await w.vendorStaff({
      method: 'POST',
      url: `/api/v1/work-orders/${workOrderId}/images`,
      payload: { kind: 'before', upload_id: 'upl_123', caption: 'As received' },
    });
    expect(image.statusCode).toBe(201);
    expect(
      (await w.owner({ method: 'GET', url: `/api/v1/work-orders/${workOrderId}/images` })).json().data,
    ).toHaveLength(1);

    const requested = await w.vendorOwner({
      method: 'POST',
      url: `/api/v1/work-orders/${workOrderId}/additional-charges`,
      payload: { amount: 20, reason: 'Replacement clasp' },
    });
    expect(requested.statusCode).toBe(201);
    const charge = requested.json().data;
    expect(charge).toMatchObject({
      requested_by: 2,
      status: 'requested',
      item_number: `${received.order_no}-1`,
    });
    expect(await statusOf('work_orders', workOrderId)).toBe('on_hold');
    // docs/product.md#orders-charge-message's message reaches the store owner (and the customer, with the
    // payment link).
    const message = `${received.order_no}-1 - Vendor requested additional charge`;
    const ownerTold = await q(
      w.t,
      `select short_description, work_order_id as notification_work_order_id from notifications where user_id = $1 and kind = 'additional_charge.created'`,
      [w.userIds.owner],
    );
    expect(ownerTold).toEqual([{ short_description: message, notification_work_order_id: workOrderId }]);
    const customerTold = await q(
      w.t,
      `select description from notifications where user_id = $1 and kind = 'additional_charge.created'`,
      [w.userIds.customer],
    );
    expect(customerTold[0]!.description).toContain(charge.payment_path);
    // The vendor cannot finish held work.
    expect((await transition('finish')).statusCode).toBe(409);

    const gutter = charge.payment_path.split('/').pop();
    const page = await w.anonymous({ method: 'GET', url: `/api/v1/additional-payment/${gutter}` });
    expect(page.json().data).toMatchObject({
      kind: 'additional',
      reference: `${received.order_no}-1`,
      amount: 20,
      requested_by: 'Vendor',
    });
    const pay = (key: string) =>
      w.anonymous({
        method: 'POST',
        url: `/api/v1/additional-payment/${gutter}`,
        headers: { 'idempotency-key': key },
        payload: {},
      });
    const paid = await pay('pay-additional-1');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('agreed');
    expect((await pay('pay-additional-1')).headers['idempotent-replayed']).toBe('true');
    expect((await pay('pay-additional-2')).statusCode).toBe(409);
    expect(await statusOf('work_orders', workOrderId)).toBe('in_progress');
    expect(
      (
        await one<{ n: number }>(
          w.t,
          `select count(*)::int n from payments where subject = 'additional_charge' and subject_id = $1`,
          [charge.id],
        )
      ).n,
    ).toBe(1);

    expect((await transition('finish')).statusCode).toBe(200);
    const timeline = await w.owner({ method: 'GET', url: `/api/v1/work-orders/${workOrderId}/timeline` });
    const steps = (response: typeof timeline) =>
      response.json().data.map((e: { entity: string; action: string }) => `${e.entity}.${e.action}`);
    expect(steps(timeline)).toEqual([
      'work_order.created',
      'work_order.send',
      'work_order.accept',
      'work_order.start',
      'work_order.photo_added', // every photo lands on the timeline (the bench records its work)
      'additional_charge.created',
      'work_order.hold',
      'additional_charge.agree',
      'work_order.resume',
      'work_order.finish',
    ]);
    // The vendor reads the entries of its time on the work (from being sent it).
    const vendorView = await w.vendorOwner({
      method: 'GET',
      url: `/api/v1/work-orders/${workOrderId}/timeline`,
    });
    expect(steps(vendorView)).toEqual(steps(timeline).slice(1));
  });

  it('refuse bad input on their sub-routes', async () => {
    const base = `/api/v1/work-orders/${workOrderId}`;
    for (const [url, payload, field] of [
      [`${base}/images`, { kind: 'during', upload_id: 'u' }, 'kind'],
      [`${base}/images`, { kind: 'after', upload_id: '../../etc/passwd;' }, 'upload_id'],
      [`${base}/instructions`, { body: '' }, 'body'],
      [`${base}/additional-charges`, { amount: -1, reason: 'x' }, 'amount'],
      [`${base}/transitions/send`, { vendor_id: 'bench' }, 'vendor_id'],
      [`${base}/transitions/explode`, {}, 'action'],
      [`/api/v1/work-orders/abc/transitions/send`, {}, 'id'],
    ] as const) {
      const response = await w.owner({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(fields(response).join(' '), url).toContain(field);
    }
  });
});

describe('estimates', () => {
  it('go from a customer request through a vendor quote to a sales order', async () => {
    const requested = await w.customer({
      method: 'POST',
      url: '/api/v1/estimates',
      payload: { note: 'Old family ring', items: [{ description: 'Rebuild the setting', quantity: 2 }] },
    });
    expect(requested.statusCode).toBe(201);
    const estimate = requested.json().data;
    expect(estimate).toMatchObject({
      status: 'requested',
      customer_id: w.customerId,
      estimate_no: expect.stringMatching(/^[A-HJ-NP-Z2-9]{7}$/),
    });
    const go = (caller: World['owner'], action: string, payload: object = {}) =>
      caller({ method: 'POST', url: `/api/v1/estimates/${estimate.id}/transitions/${action}`, payload });
    expect((await go(w.owner, 'quote')).statusCode).toBe(400); // no prices yet
    expect((await go(w.owner, 'send_to_vendor', { vendor_id: w.otherVendorId })).statusCode).toBe(400);
    expect((await go(w.owner, 'send_to_vendor', { vendor_id: w.benchVendorId })).statusCode).toBe(200);
    const vendorList = await w.vendorStaff({ method: 'GET', url: '/api/v1/vendor-estimates' });
    expect(vendorList.json().data.map((e: { id: number }) => e.id)).toContain(estimate.id);
    expect(
      (await w.otherVendor({ method: 'GET', url: `/api/v1/vendor-estimates/${estimate.id}` })).statusCode,
    ).toBe(404);
    const items = await w.vendorOwner({ method: 'GET', url: `/api/v1/estimates/${estimate.id}/items` });
    const [item] = items.json().data;
    expect(item).toMatchObject({ description: 'Rebuild the setting', unit_price: null });
    const badPrice = await go(w.vendorOwner, 'quote', { items: [{ id: item.id + 1000, unit_price: 10 }] });
    expect(badPrice.statusCode).toBe(400);
    expect(fields(badPrice)).toEqual(['items.0.id']);
    const quoted = await go(w.vendorOwner, 'quote', { items: [{ id: item.id, unit_price: 60.5 }] });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data).toMatchObject({ status: 'quoted', total: 121 });
    expect((await w.customer2({ method: 'GET', url: `/api/v1/estimates/${estimate.id}` })).statusCode).toBe(
      404,
    );
    expect((await go(w.customer2, 'approve')).statusCode).toBe(404);
    expect((await go(w.customer, 'approve')).statusCode).toBe(200);
    const converted = await go(w.customer, 'convert');
    expect(converted.statusCode).toBe(200);
    const salesOrderId = (
      await one<{ sales_order_id: number }>(w.t, `select sales_order_id from estimates where id = $1`, [
        estimate.id,
      ])
    ).sales_order_id;
    const created = await w.customer({ method: 'GET', url: `/api/v1/sales-orders/${salesOrderId}` });
    expect(created.json().data).toMatchObject({
      channel: 'estimate',
      total: 121,
      estimate_id: estimate.id,
      status: 'placed',
      // The store's first active location: the customer is told where to bring the item.
      location_id: w.locationId,
    });
    const placed = await one<{ text: string }>(
      w.t,
      `select text from mail_outbox where event = 'sales_order.placed' and store_id = $1 order by id desc limit 1`,
      [w.storeId],
    );
    expect(placed.text).toContain('Bring your item to Main Street Studio');
    expect((await go(w.customer, 'convert')).statusCode).toBe(409);
  });

  it('are requested by the store for one of its customers only, with valid items', async () => {
    const forFixit = await w.owner({
      method: 'POST',
      url: '/api/v1/estimates',
      payload: { customer_id: w.fixitCustomerId, items: [{ description: 'x' }] },
    });
    expect(forFixit.statusCode).toBe(400);
    const noCustomer = await w.owner({
      method: 'POST',
      url: '/api/v1/estimates',
      payload: { items: [{ description: 'x' }] },
    });
    expect(fields(noCustomer)).toEqual(['customer_id']);
    const ruledItem = await w.customer({
      method: 'POST',
      url: '/api/v1/estimates',
      payload: {
        items: [{ description: 'x', service_id: ruled.serviceId, answers: { [ruled.metal]: ruled.gold } }],
      },
    });
    expect(ruledItem.statusCode).toBe(400);
    expect(fields(ruledItem)).toEqual([`items.0.answers.${ruled.engraving}`]);
    for (const payload of [
      { items: [] },
      { items: [{}] },
      { items: [{ description: 'x', quantity: 100 }] },
      {},
    ]) {
      expect((await w.customer({ method: 'POST', url: '/api/v1/estimates', payload })).statusCode).toBe(400);
    }
    expect(
      (
        await w.vendorOwner({
          method: 'POST',
          url: '/api/v1/estimates',
          payload: { items: [{ description: 'x' }] },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('invoices', () => {
  it('go from a vendor to a linked store, which sees them once sent and pays them', async () => {
    const unlinked = await w.vendorOwner({
      method: 'POST',
      url: '/api/v1/invoices',
      payload: { store_id: w.fixitStoreId, items: [{ description: 'x', amount: 1 }] },
    });
    expect(unlinked.statusCode).toBe(400);
    expect(fields(unlinked)).toEqual(['store_id']);
    const created = await w.vendorOwner({
      method: 'POST',
      url: '/api/v1/invoices',
      payload: {
        store_id: w.storeId,
        note: 'March',
        items: [
          { description: 'Clasp', amount: 12.5 },
          { description: 'Polish', amount: 7.5 },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const invoice = created.json().data;
    expect(invoice).toMatchObject({
      status: 'draft',
      total: 20,
      vendor_id: w.benchVendorId,
      store_id: w.storeId,
    });
    expect(
      (await w.owner({ method: 'GET', url: `/api/v1/received-invoices/${invoice.id}` })).statusCode,
    ).toBe(404);
    expect((await w.owner({ method: 'GET', url: `/api/v1/invoices/${invoice.id}/items` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await w.vendorOwner({
          method: 'POST',
          url: `/api/v1/invoices/${invoice.id}/transitions/send`,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const received = await w.owner({ method: 'GET', url: '/api/v1/received-invoices' });
    expect(received.json().data.map((i: { id: number }) => i.id)).toContain(invoice.id);
    expect(
      (await w.owner({ method: 'GET', url: `/api/v1/invoices/${invoice.id}/items` })).json().data,
    ).toHaveLength(2);
    expect(
      (await w.fixitOwner({ method: 'GET', url: `/api/v1/received-invoices/${invoice.id}` })).statusCode,
    ).toBe(404);
    expect((await w.otherVendor({ method: 'GET', url: `/api/v1/invoices/${invoice.id}` })).statusCode).toBe(
      404,
    );
    expect((await w.vendorStaff({ method: 'GET', url: '/api/v1/invoices' })).statusCode).toBe(403);
    const paid = await w.staff({
      method: 'POST',
      url: `/api/v1/invoices/${invoice.id}/transitions/pay`,
      payload: {},
    });
    expect(paid.json().data).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    const vendorTold = await q(
      w.t,
      `select short_description from notifications where user_id = $1 and kind = 'invoice.pay'`,
      [w.userIds.vendorOwner],
    );
    expect(vendorTold).toHaveLength(1);
  });

  it('bill only finished work, once: unfinished or already invoiced work is a 409 that changes nothing', async () => {
    // Work sent to the vendor through the routes, then moved through the states the bench reaches.
    const order = await placeOrder(w, w.customer, { services: ['Chain Repair'] });
    await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
      payload: {},
    });
    const opened = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: await firstItemId(w.t, order.id), source: 1 },
    });
    const work = opened.json().data as { id: number; item_number: string };
    await w.owner({
      method: 'POST',
      url: `/api/v1/work-orders/${work.id}/transitions/send`,
      payload: { vendor_id: w.benchVendorId },
    });
    const bill = () =>
      w.vendorOwner({
        method: 'POST',
        url: '/api/v1/invoices',
        payload: {
          store_id: w.storeId,
          items: [{ description: 'Work', amount: 30, work_order_id: work.id }],
        },
      });
    const count = async () =>
      (await q(w.t, `select id from invoices where vendor_id = $1`, [w.benchVendorId])).length;
    const before = await count();
    for (const status of ['sent', 'accepted', 'in_progress', 'on_hold']) {
      await q(w.t, `update work_orders set status = $2 where id = $1`, [work.id, status]);
      const refused = await bill();
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().error.message).toContain(`${work.item_number} is ${status.replace('_', ' ')}`);
    }
    expect(await count()).toBe(before);
    await q(w.t, `update work_orders set status = 'done' where id = $1`, [work.id]);
    const billed = await bill();
    expect(billed.statusCode).toBe(201);
    const twice = await bill();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain(`on invoice ${billed.json().data.invoice_no}`);
    // A void invoice frees its work for a new one.
    await w.vendorOwner({
      method: 'POST',
      url: `/api/v1/invoices/${billed.json().data.id}/transitions/void`,
      payload: {},
    });
    expect((await bill()).statusCode).toBe(201);
  });

  it('refuse bad input and work that is not the vendor’s', async () => {
    for (const [payload, field] of [
      [{ store_id: w.storeId, items: [] }, 'items'],
      [{ store_id: w.storeId, items: [{ description: 'x', amount: -1 }] }, 'items.0.amount'],
      [{ items: [{ description: 'x', amount: 1 }] }, 'store_id'],
      [
        { store_id: w.storeId, items: [{ description: 'x', amount: 1, work_order_id: 999999 }] },
        'items.0.work_order_id',
      ],
    ] as const) {
      const response = await w.vendorOwner({ method: 'POST', url: '/api/v1/invoices', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fields(response)).toContain(field);
    }
    expect(
      (
        await w.owner({
          method: 'POST',
          url: '/api/v1/invoices',
          payload: { store_id: w.storeId, items: [{ description: 'x', amount: 1 }] },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('feedback after completion', () => {
  it('is left once with the link the customer was sent', async () => {
    const done = await placeOrder(w, w.customer);
    await q(w.t, `update sales_orders set status = 'ready' where id = $1`, [done.id]);
    expect(
      (
        await w.owner({
          method: 'POST',
          url: `/api/v1/sales-orders/${done.id}/transitions/complete`,
          // Picked up with its pay-in-store balance still owed (docs/product.md#payments-pickup-balance).
          payload: { override_balance: true },
        })
      ).statusCode,
    ).toBe(200);
    const [told] = await q<{ description: string }>(
      w.t,
      `select description from notifications where user_id = $1 and kind = 'sales_order.complete' and sales_order_id = $2`,
      [w.userIds.customer, done.id],
    );
    const token = /\/feedback\/([\w-]+)/.exec(told!.description)![1]!;
    // Store users are told of the completion, without the customer's link.
    const ownerTold = await q<{ description: string }>(
      w.t,
      `select description from notifications where user_id = $1 and sales_order_id = $2 and kind = 'sales_order.complete'`,
      [w.userIds.staff, done.id],
    );
    expect(ownerTold[0]!.description).not.toContain('/feedback/');
    const page = await w.anonymous({ method: 'GET', url: `/api/v1/order-feedback/${token}` });
    expect(page.json().data).toEqual({
      order_no: done.order_no,
      store_name: 'Goldsmith & Co',
      submitted: false,
      rating: null,
      comment: null,
    });
    const left = await w.anonymous({
      method: 'POST',
      url: `/api/v1/order-feedback/${token}`,
      payload: { rating: 5, comment: 'Lovely' },
    });
    expect(left.statusCode).toBe(201);
    expect(left.json().data).toMatchObject({ submitted: true, rating: 5 });
    expect(
      (await w.anonymous({ method: 'POST', url: `/api/v1/order-feedback/${token}`, payload: { rating: 1 } }))
        .statusCode,
    ).toBe(409);
    const list = await w.owner({
      method: 'GET',
      url: `/api/v1/feedback?filter=${encodeURIComponent(JSON.stringify({ sales_order_id: done.id }))}`,
    });
    expect(list.json().data).toEqual([expect.objectContaining({ rating: 5, comment: 'Lovely' })]);
    expect(
      (
        await w.fixitOwner({
          method: 'GET',
          url: `/api/v1/feedback?filter=${encodeURIComponent(JSON.stringify({ sales_order_id: done.id }))}`,
        })
      ).json().data,
    ).toEqual([]);
    for (const payload of [
      {},
      { rating: 6 },
      { rating: 0 },
      { rating: 'five' },
      { rating: 3, comment: 'x'.repeat(2001) },
    ]) {
      expect(
        (await w.anonymous({ method: 'POST', url: `/api/v1/order-feedback/${token}`, payload })).statusCode,
      ).toBe(400);
    }
    expect(
      (await w.anonymous({ method: 'GET', url: `/api/v1/order-feedback/${'a'.repeat(32)}` })).statusCode,
    ).toBe(404);
  });
});

describe('row-level security underneath the application', () => {
  it('shows a customer only their own orders and carts, whatever the query', async () => {
    const rows = await inScope(
      w.t.db,
      { kind: 'user', userId: w.userIds.customer2!, storeId: w.storeId, customerId: w.customer2Id },
      (tx) => tx.select().from(salesOrders),
    );
    expect(rows.every((r) => r.customerId === w.customer2Id)).toBe(true);
    const items = await inScope(
      w.t.db,
      { kind: 'user', userId: w.userIds.customer2!, storeId: w.storeId, customerId: w.customer2Id },
      (tx) =>
        tx.execute(
          sql`select count(*)::int as n from sales_order_items i join sales_orders o on o.id = i.sales_order_id where o.customer_id <> ${w.customer2Id}`,
        ),
    );
    expect(items.rows[0]).toEqual({ n: 0 });
    const carts = await inScope(
      w.t.db,
      { kind: 'user', userId: w.userIds.customer2!, storeId: w.storeId, customerId: w.customer2Id },
      (tx) =>
        tx.execute(
          sql`select count(*)::int as n from carts where customer_id is not null and customer_id <> ${w.customer2Id}`,
        ),
    );
    expect(carts.rows[0]).toEqual({ n: 0 });
  });

  it('shows a vendor only work sent to it by a linked store, and nothing to no tenant', async () => {
    const theirs = await inScope(w.t.db, { kind: 'vendor', vendorId: w.otherVendorId }, (tx) =>
      tx.select().from(workOrders),
    );
    expect(theirs).toEqual([]);
    const bench = await inScope(w.t.db, { kind: 'vendor', vendorId: w.benchVendorId }, (tx) =>
      tx.select().from(workOrders),
    );
    expect(bench.every((r) => r.vendorId === w.benchVendorId)).toBe(true);
    for (const table of [
      'sales_orders',
      'work_orders',
      'estimates',
      'carts',
      'notifications',
      'domain_events',
      'timeline_entries',
      'payments',
      'invoices',
    ]) {
      const none = await inScope(w.t.db, { kind: 'none' }, (tx) =>
        tx.execute(sql.raw(`select count(*)::int as n from ${table}`)),
      );
      expect(none.rows[0], table).toEqual({ n: 0 });
    }
  });

  it("refuses a store's writes into another store's orders", async () => {
    const changed = await inScope(w.t.db, { kind: 'store', storeId: w.storeId }, (tx) =>
      tx.execute(sql`update sales_orders set status = 'cancelled' where id = ${fixitOrder.id}`),
    );
    expect(changed.rowCount).toBe(0);
    expect(await statusOf('sales_orders', fixitOrder.id)).toBe('placed');
    await expect(
      inScope(w.t.db, { kind: 'store', storeId: w.storeId }, (tx) =>
        tx
          .insert(salesOrders)
          .values({ storeId: w.fixitStoreId, orderNo: 'QQQQQQ2', customerId: w.fixitCustomerId }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });
});
