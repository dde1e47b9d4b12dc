// My account's order page reads its money from /account/orders/:id/balance: the order's total with every
// charge not cancelled, what was paid, the balance, and each charge with the page that pays it while it is
// requested. Only the customer the order belongs to reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, firstItemId, placeOrder, type World } from '../support/orders-fixtures.ts';
import { createTranslator } from '../../src/shared/i18n/translator.ts';
import { sayStored, type SaidParams } from '../../src/shared/i18n/said.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

describe('a customer’s order balance', () => {
  it('follows a charge from requested (with its payment page) to paid', async () => {
    const order = await placeOrder(w, w.customer);
    const read = () => w.customer({ method: 'GET', url: `/api/v1/account/orders/${order.id}/balance` });
    const before = await read();
    expect(before.statusCode).toBe(200);
    const orderTotal = before.json().data.total;
    // Pay in store: the order's payment waits (pending) until the counter takes it; nothing is paid yet.
    expect(before.json().data).toMatchObject({ paid: 0, balance: orderTotal, charges: [] });
    expect(before.json().data.payments).toEqual([
      expect.objectContaining({ subject: 'sales_order', status: 'pending', amount: orderTotal }),
    ]);

    const asked = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/extra-charges`,
      payload: { amount: 5, reason: 'Express return' },
    });
    expect(asked.statusCode).toBe(201);
    const owed = (await read()).json().data;
    expect(owed.total).toBeCloseTo(orderTotal + 5, 2);
    expect(owed.balance).toBeCloseTo(orderTotal + 5, 2);
    expect(owed.charges).toHaveLength(1);
    expect(owed.charges[0]).toMatchObject({
      kind: 'extra',
      title: 'Extra charge',
      reason: 'Express return',
      amount: 5,
      status: 'requested',
    });
    const path: string = owed.charges[0].payment_path;
    expect(path).toMatch(/^\/extra-charge-payment\/[A-Za-z0-9_-]{16,}$/);

    const paid = await w.anonymous({
      method: 'POST',
      url: `/api/v1${path}`,
      payload: { method: 'in_store' },
      headers: { 'idempotency-key': `balance-${order.id}` },
    });
    expect(paid.statusCode).toBe(200);
    const after = (await read()).json().data;
    // Agreed to pay in store (docs/product.md#orders-charge-answer): the charge and its payment both wait.
    expect(after.charges[0]).toMatchObject({ status: 'agreed', payment_path: null });
    expect(
      after.payments.map((p: { subject: string; amount: number }) => [p.subject, p.amount]),
    ).toContainEqual(['extra_charge', 5]);
    // Paid in store: the payment waits for the counter, so the balance still counts it.
    expect(after.paid).toBe(0);
    expect(after.balance).toBeCloseTo(after.total, 2);
  });

  it('is the order’s customer’s only', async () => {
    const order = await placeOrder(w, w.customer);
    const url = `/api/v1/account/orders/${order.id}/balance`;
    expect((await w.customer2({ method: 'GET', url })).statusCode).toBe(404);
    expect((await w.owner({ method: 'GET', url })).statusCode).toBe(403);
    expect((await w.anonymous({ method: 'GET', url })).statusCode).toBe(401);
    expect((await w.customer({ method: 'GET', url: '/api/v1/account/orders/0/balance' })).statusCode).toBe(
      400,
    );
  });

  it('shows the customer the charge the workshop asked on their order, in words for every language', async () => {
    // A vendor's additional charge hangs on the work order, which a customer may not read: it still shows.
    const order = await placeOrder(w, w.customer, { services: ['Chain Repair'] });
    const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
      const r = await response;
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r;
    };
    await ok(
      w.owner({ method: 'POST', url: `/api/v1/sales-orders/${order.id}/transitions/receive`, payload: {} }),
    );
    const work = await ok(
      w.owner({
        method: 'POST',
        url: '/api/v1/work-orders',
        payload: { sales_order_item_id: await firstItemId(w.t, order.id), source: 1 },
      }),
    );
    const workId = JSON.parse(work.body).data.id as number;
    const step = (caller: typeof w.owner, action: string, payload = {}) =>
      ok(caller({ method: 'POST', url: `/api/v1/work-orders/${workId}/transitions/${action}`, payload }));
    await step(w.owner, 'send', { vendor_id: w.benchVendorId });
    await step(w.vendorOwner, 'accept');
    await step(w.vendorOwner, 'start');
    await ok(
      w.vendorOwner({
        method: 'POST',
        url: `/api/v1/work-orders/${workId}/additional-charges`,
        payload: { amount: 20, reason: 'Replacement clasp' },
      }),
    );
    const balance = (
      await w.customer({ method: 'GET', url: `/api/v1/account/orders/${order.id}/balance` })
    ).json().data as {
      charges: { kind: string; title: string; title_key: string; title_params: SaidParams; amount: number }[];
    };
    expect(balance.charges).toHaveLength(1);
    const [asked] = balance.charges;
    expect(asked).toMatchObject({
      kind: 'additional',
      amount: 20,
      title: `${order.order_no}-1 - Vendor requested additional charge`,
    });
    expect(sayStored(createTranslator('es').t, 'es', asked!.title_key, asked!.title_params, '')).toBe(
      `${order.order_no}-1: el proveedor solicitó un cargo adicional`,
    );
  });
});
