// One ledger per order (docs/product.md#payments-ledger): deposits and part payments at the counter
// (docs/product.md#payments-part-payments), refunds (docs/product.md#payments-refunds), the deposit an order
// asks (docs/product.md#payments-deposits) and pickup with money owed
// (docs/product.md#payments-pickup-balance). Bad input is a 400 naming the field with nothing changed; two
// part payments racing never take the balance below 0; a double-submitted refund refunds once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, one, q, serviceId, type World } from '../support/orders-fixtures.ts';

let w: World;
let service: number;

beforeAll(async () => {
  w = await createWorld();
  service = await serviceId(w.t, w.storeId, 'Watch Battery');
});
afterAll(() => w.t.close());

/** A counter order of `quantity` Watch Batteries at the first location; returns its record. */
async function counterOrder(quantity = 2) {
  const response = await w.owner({
    method: 'POST',
    url: '/api/v1/sales-orders',
    payload: {
      customer_id: w.customerId,
      location_id: w.locationId,
      items: [{ service_id: service, quantity }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; order_no: string; total: number };
}

const ledger = async (id: number) => {
  const response = await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${id}/ledger` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const pay = (id: number, payload: object, key?: string) =>
  w.owner({
    method: 'POST',
    url: `/api/v1/sales-orders/${id}/ledger/payments`,
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const refund = (id: number, payload: object, key?: string) =>
  w.owner({
    method: 'POST',
    url: `/api/v1/sales-orders/${id}/ledger/refunds`,
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const sumEffects = (l: { rows: { effect: number }[] }) =>
  Math.round(l.rows.reduce((s: number, r) => s + r.effect, 0) * 100) / 100;

describe("an order's ledger", () => {
  it('takes a deposit and part payments until the balance is 0, every figure derived from the rows', async () => {
    const order = await counterOrder();
    const start = await ledger(order.id);
    expect(start.totals).toMatchObject({ charged: order.total, paid: 0, balance: order.total });
    const deposit = await pay(order.id, { amount: 10, method: 'cash', is_deposit: true });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json().data.ledger.totals).toMatchObject({ paid: 10, deposit_paid: 10 });
    const part = await pay(order.id, { amount: 5.5, method: 'card_present', note: 'Visa 4242' });
    expect(part.statusCode, part.body).toBe(201);
    // Part paid while a balance is left: the lists and the order's header say so.
    const between = await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}` });
    expect(between.json().data.payment_status).toBe('partially_paid');
    const rest = Math.round((order.total - 15.5) * 100) / 100;
    const last = await pay(order.id, { amount: rest, method: 'cash' });
    expect(last.statusCode, last.body).toBe(201);
    const done = await ledger(order.id);
    expect(done.totals).toMatchObject({ balance: 0, payable: 0, paid: order.total });
    expect(done.rows.map((r: { kind: string }) => r.kind)).toEqual([
      'order',
      'deposit',
      'payment',
      'payment',
    ]);
    expect(sumEffects(done)).toBe(done.totals.balance);
    const timeline = await q<{ action: string }>(
      w.t,
      `select action from timeline_entries where sales_order_id = $1 and action in ('deposit', 'payment') order by id`,
      [order.id],
    );
    expect(timeline.map((t) => t.action)).toEqual(['deposit', 'payment', 'payment']);
    const status = await one<{ payment_status: string }>(
      w.t,
      'select payment_status from sales_orders where id = $1',
      [order.id],
    );
    expect(status.payment_status).toBe('paid');
  });

  it('refuses bad amounts with a 400 naming the field, and changes nothing', async () => {
    const order = await counterOrder(1);
    const before = await ledger(order.id);
    for (const payload of [
      { amount: order.total + 0.01, method: 'cash' },
      { amount: 0, method: 'cash' },
      { amount: -5, method: 'cash' },
    ]) {
      const response = await pay(order.id, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields.map((f: { field: string }) => f.field)).toContain('amount');
    }
    await pay(order.id, { amount: 2, method: 'cash' });
    const paidRow = (await ledger(order.id)).rows.find((r: { kind: string }) => r.kind === 'payment');
    for (const payload of [
      { payment_id: paidRow.payment_id, amount: 2.01 },
      { payment_id: paidRow.payment_id, amount: 0 },
      { payment_id: paidRow.payment_id, amount: -1 },
    ]) {
      const response = await refund(order.id, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields.map((f: { field: string }) => f.field)).toContain('amount');
    }
    const wrong = await refund(order.id, { payment_id: 2147483647, amount: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields[0].field).toBe('payment_id');
    const after = await ledger(order.id);
    expect(after.totals).toMatchObject({ paid: 2, refunded: 0, balance: before.totals.balance - 2 });
  });

  it('never takes the balance below 0 when two part payments race', async () => {
    const order = await counterOrder(1);
    const amount = Math.round(order.total * 0.75 * 100) / 100;
    const results = await Promise.all([
      pay(order.id, { amount, method: 'cash' }),
      pay(order.id, { amount, method: 'card_present' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const after = await ledger(order.id);
    expect(after.totals.balance).toBeGreaterThanOrEqual(0);
    expect(after.totals.paid).toBe(amount);
  });

  it('refunds part of a payment once however often it is submitted, and never more than was paid', async () => {
    const order = await counterOrder(1);
    await pay(order.id, { amount: order.total, method: 'cash' });
    const cancel = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/cancel`,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await ledger(order.id);
    expect(cancelled.totals).toMatchObject({ charged: 0, balance: -order.total, refundable: order.total });
    const paymentId = cancelled.rows.find((r: { kind: string }) => r.kind === 'payment').payment_id;
    const twice = await Promise.all([
      refund(order.id, { payment_id: paymentId, amount: 5, reason: 'Cancelled' }, 'refund-test-key-1'),
      refund(order.id, { payment_id: paymentId, amount: 5, reason: 'Cancelled' }, 'refund-test-key-1'),
    ]);
    expect(twice.map((r) => r.statusCode).sort(), twice.map((r) => r.body).join('\n')).toEqual([201, 201]);
    const once = await ledger(order.id);
    expect(once.totals.refunded).toBe(5);
    expect(once.rows.filter((r: { kind: string }) => r.kind === 'refund')).toHaveLength(1);
    const rest = await refund(
      order.id,
      { payment_id: paymentId, amount: order.total - 5 },
      'refund-test-key-2',
    );
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.totals).toMatchObject({ balance: 0, refundable: 0 });
    // All that was taken is given back: the order's payment state says refunded.
    const state = await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}` });
    expect(state.json().data.payment_status).toBe('refunded');
    const over = await refund(order.id, { payment_id: paymentId, amount: 0.01 }, 'refund-test-key-3');
    expect(over.statusCode).toBe(400);
    expect(sumEffects(rest.json().data)).toBe(0);
  });

  it('never refunds more than was paid when two refunds of one payment race (different keys)', async () => {
    const order = await counterOrder(1);
    await pay(order.id, { amount: order.total, method: 'cash' });
    const paymentId = (await ledger(order.id)).rows.find(
      (r: { kind: string }) => r.kind === 'payment',
    ).payment_id;
    const amount = Math.round(order.total * 0.6 * 100) / 100;
    const results = await Promise.all([
      refund(order.id, { payment_id: paymentId, amount }, 'race-refund-a'),
      refund(order.id, { payment_id: paymentId, amount }, 'race-refund-b'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const after = await ledger(order.id);
    expect(after.totals.refunded).toBe(amount);
    expect(after.rows.filter((r: { kind: string }) => r.kind === 'refund')).toHaveLength(1);
  });

  /** An extra charge on the order the customer agrees to pay in store (its page, method in_store). */
  async function agreedCharge(orderId: number, amount: number) {
    const charge = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${orderId}/extra-charges`,
      payload: { amount, reason: 'Replace the clasp' },
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const agree = await w.anonymous({
      method: 'POST',
      url: `/api/v1${charge.json().data.payment_path}`,
      payload: { method: 'in_store' },
    });
    expect(agree.statusCode, agree.body).toBe(200);
    return charge.json().data.id as number;
  }

  const chargeAndItsPayments = async (chargeId: number) => ({
    charge: (await q<{ status: string }>(w.t, `select status from charges where id = $1`, [chargeId]))[0]!
      .status,
    payments: (
      await q<{ status: string }>(
        w.t,
        `select status from payments where subject = 'extra_charge' and subject_id = $1 order by id`,
        [chargeId],
      )
    ).map((p) => p.status),
  });

  it('settles an agreed charge through the ledger when staff mark the order paid, a deposit counted', async () => {
    const order = await counterOrder(1);
    await pay(order.id, { amount: 3, method: 'cash', is_deposit: true });
    const chargeId = await agreedCharge(order.id, 7.5);
    expect(await chargeAndItsPayments(chargeId)).toEqual({ charge: 'agreed', payments: ['pending'] });
    const marked = await w.owner({ method: 'POST', url: `/api/v1/sales-orders/${order.id}/mark-paid` });
    expect(marked.statusCode, marked.body).toBe(200);
    // The charge's own payment taken, the charge paid; the rest of the order recorded as collected, once.
    expect(await chargeAndItsPayments(chargeId)).toEqual({ charge: 'paid', payments: ['succeeded'] });
    const after = await ledger(order.id);
    expect(after.totals).toMatchObject({ balance: 0, paid: order.total + 7.5 });
    const manual = after.rows.filter((r: { method: string | null }) => r.method === 'manual');
    expect(manual.map((r: { amount: number }) => r.amount)).toEqual([
      Math.round((order.total - 3) * 100) / 100,
    ]);
    expect(sumEffects(after)).toBe(0);
    const entries = await q<{ action: string }>(
      w.t,
      `select action from timeline_entries where entity = 'extra_charge' and entity_id = $1 order by id`,
      [chargeId],
    );
    expect(entries.map((e) => e.action)).toContain('pay');
  });

  it('settles an agreed charge when the counter takes the whole balance: its promise voided, not taken twice', async () => {
    const order = await counterOrder(1);
    const chargeId = await agreedCharge(order.id, 4);
    const l = await ledger(order.id);
    expect(l.totals.payable).toBe(Math.round((order.total + 4) * 100) / 100);
    const taken = await pay(order.id, { amount: l.totals.payable, method: 'cash' });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await chargeAndItsPayments(chargeId)).toEqual({ charge: 'paid', payments: ['voided'] });
    const after = await ledger(order.id);
    expect(after.totals).toMatchObject({ balance: 0, paid: l.totals.payable });
  });

  it('refuses pickup with a balance, unless someone who may overrides it (on the timeline)', async () => {
    const order = await counterOrder(1);
    await q(w.t, `update sales_orders set status = 'ready' where id = $1`, [order.id]);
    const refused = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/complete`,
      payload: {},
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toMatch(/still to pay/);
    const overridden = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/complete`,
      payload: { override_balance: true },
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const entry = await one<{ note: string }>(
      w.t,
      `select note from timeline_entries where sales_order_id = $1 and action = 'complete'`,
      [order.id],
    );
    expect(entry.note).toMatch(/still owed \(override\)/);
  });

  it('asks the deposit of the store and service rules, and keeps a deposit that is not refundable', async () => {
    await q(
      w.t,
      `update store_settings set deposit_rule = 'percent', deposit_percent = 50, deposit_refundable = false
       where store_id = $1`,
      [w.storeId],
    );
    const order = await counterOrder(2);
    const l = await ledger(order.id);
    expect(l.totals.deposit_required).toBe(Math.round(order.total * 50) / 100);
    await pay(order.id, { amount: l.totals.deposit_required, method: 'cash', is_deposit: true });
    await pay(order.id, { amount: 1, method: 'cash' });
    await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/cancel`,
      payload: {},
    });
    const cancelled = await ledger(order.id);
    expect(cancelled.totals).toMatchObject({ deposit_retained: l.totals.deposit_required, refundable: 1 });
    const depositId = cancelled.rows.find((r: { kind: string }) => r.kind === 'deposit').payment_id;
    const kept = await refund(order.id, { payment_id: depositId, amount: 2 }, 'refund-deposit-key');
    expect(kept.statusCode).toBe(400);
    expect(kept.json().error.message).toMatch(/not refundable/);
    await q(
      w.t,
      `update store_settings set deposit_rule = 'none', deposit_refundable = true where store_id = $1`,
      [w.storeId],
    );
  });

  it('shows the customer their own ledger and no one else theirs', async () => {
    const order = await counterOrder(1);
    const own = await w.customer({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/ledger` });
    expect(own.statusCode, own.body).toBe(200);
    const other = await w.customer2({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/ledger` });
    expect(other.statusCode).toBe(404);
    const fixit = await w.fixitOwner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/ledger` });
    expect(fixit.statusCode).toBe(404);
    const customerPays = await w.customer({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/ledger/payments`,
      payload: { amount: 1, method: 'cash' },
    });
    expect(customerPays.statusCode).toBe(403);
  });
});
