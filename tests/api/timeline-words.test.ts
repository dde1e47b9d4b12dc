// The sentences the server writes for people (docs/product.md#languages-server-sentences): a timeline entry,
// a notification and a ledger row carry a catalogue key and params beside their English, money as cents in
// the store's currency, so each reader reads them in their language — here the demo's Spanish store,
// Joyería Aurora (euros), and an English store, through real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayIn, type Said } from '../../src/shared/i18n/said.ts';
import { createTranslator } from '../../src/shared/i18n/translator.ts';
import { as, login } from '../support/test-app.ts';
import { createWorld, one, placeOrder, q, type Caller, type World } from '../support/orders-fixtures.ts';

// Intl writes a no-break space before the euro sign.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
const inSpanish = (key: string, params: Said['params']) =>
  plain(sayIn(createTranslator('es').t, 'es', { key, params }));
const inEnglish = (key: string, params: Said['params']) =>
  sayIn(createTranslator('en').t, 'en', { key, params });

interface Entry {
  action: string;
  message: string;
  message_key: string | null;
  message_params: Said['params'] | null;
}

let w: World;
let storeId: number;
let owner: Caller;
let customer: Caller;

beforeAll(async () => {
  w = await createWorld();
  storeId = (await one<{ id: number }>(w.t, `select id from stores where slug = 'joyeria'`)).id;
  owner = as(w.app, (await login(w.app, 'owner@joyeria.test', 'portal')).access);
  customer = as(
    w.app,
    (await login(w.app, 'cliente@joyeria.test', 'storefront', 'joyeria.localhost')).access,
  );
});
afterAll(() => w.t.close());

const timelineOf = async (caller: Caller, id: number): Promise<Entry[]> => {
  const response = await caller({ method: 'GET', url: `/api/v1/sales-orders/${id}/timeline` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('the words of an order’s life', () => {
  it('keeps a transition as a key with its states as words, the English written from the same catalogue', async () => {
    const order = await placeOrder(w, w.customer, { services: ['Watch Battery'] });
    const received = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
      payload: {},
    });
    expect(received.statusCode, received.body).toBe(200);
    const entries = await timelineOf(w.owner, order.id);
    const placed = entries.find((e) => e.action === 'created')!;
    expect(placed).toMatchObject({
      message: `Order ${order.order_no} placed`,
      message_key: 'timeline.order_placed',
      message_params: { order_no: order.order_no },
    });
    const receive = entries.find((e) => e.action === 'receive')!;
    expect(receive).toMatchObject({
      message: `Order ${order.order_no}: placed → received`,
      message_key: 'timeline.change.sales_order',
      message_params: {
        number: order.order_no,
        from: { word: 'timeline.status.placed' },
        to: { word: 'timeline.status.received' },
      },
    });
    expect(inEnglish(receive.message_key!, receive.message_params!)).toBe(receive.message);
    expect(inSpanish(receive.message_key!, receive.message_params!)).toBe(
      `Pedido ${order.order_no}: realizado → recibido`,
    );
    // The bell's notification of the same change carries the same sentence.
    const [told] = await q<{ short_description: string; message_key: string; message_params: object }>(
      w.t,
      `select short_description, message_key, message_params from notifications
        where kind = 'sales_order.receive' and sales_order_id = $1 limit 1`,
      [order.id],
    );
    expect(told).toEqual({
      short_description: receive.message,
      message_key: receive.message_key,
      message_params: receive.message_params,
    });
  });

  it('keeps a payment’s money as cents in the store’s currency, written the reader’s way', async () => {
    const order = await placeOrder(w, customer, { storeId, services: ['Cambio de pila de reloj'] });
    const taken = await owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/ledger/payments`,
      payload: { amount: 5, method: 'cash', is_deposit: true },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const deposit = (await timelineOf(owner, order.id)).find((e) => e.action === 'deposit')!;
    expect(deposit.message_key).toBe('timeline.deposit_taken');
    expect(deposit.message_params).toEqual({
      amount: { cents: 500, currency: 'EUR' },
      method: { word: 'common.payment.method.cash' },
      balance: { cents: 1500, currency: 'EUR' },
    });
    expect(deposit.message).toBe('Deposit of €5.00 taken (Cash); balance €15.00');
    expect(inSpanish(deposit.message_key!, deposit.message_params!)).toBe(
      'Depósito de 5,00 € cobrado (Efectivo); saldo 15,00 €',
    );
    // The Payments panel's rows are sentences too.
    const rows: {
      kind: string;
      description: string;
      description_key: string;
      description_params: Said['params'];
    }[] = taken.json().data.ledger.rows;
    const first = rows.find((r) => r.kind === 'order')!;
    expect(first.description).toBe(`Order ${order.order_no}: 1 item`);
    expect(inSpanish(first.description_key, first.description_params)).toBe(
      `Pedido ${order.order_no}: 1 artículo`,
    );
    const paid = rows.find((r) => r.kind === 'deposit')!;
    expect(inSpanish(paid.description_key, paid.description_params)).toBe('Depósito: Efectivo');
  });

  it('gives the Spanish store’s tracking page the key and params of each public entry', async () => {
    const order = await placeOrder(w, customer, { storeId, services: ['Cambio de pila de reloj'] });
    await owner({ method: 'POST', url: `/api/v1/sales-orders/${order.id}/transitions/receive`, payload: {} });
    const response = await w.anonymous({
      method: 'GET',
      url: `/api/v1/order-tracking?order_no=${order.order_no}&store_id=${storeId}&is_validated=False`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const timeline: Entry[] = response.json().data.timeline;
    expect(timeline.map((e) => inSpanish(e.message_key!, e.message_params!))).toEqual([
      `Pedido ${order.order_no} realizado`,
      `Pedido ${order.order_no}: realizado → recibido`,
    ]);
    expect(timeline.map((e) => e.message)).toEqual([
      `Order ${order.order_no} placed`,
      `Order ${order.order_no}: placed → received`,
    ]);
  });

  it('shows an entry written before keys were kept by its English (no key)', async () => {
    const order = await placeOrder(w, w.customer, { services: ['Watch Battery'] });
    await q(
      w.t,
      `update timeline_entries set message_key = null, message_params = null where sales_order_id = $1`,
      [order.id],
    );
    const [entry] = await timelineOf(w.owner, order.id);
    expect(entry).toMatchObject({
      message: `Order ${order.order_no} placed`,
      message_key: null,
      message_params: null,
    });
  });
});

describe('the vendor dashboard’s money', () => {
  it('is given per currency, never adding up two stores’ currencies', async () => {
    const before = (await w.vendorOwner({ method: 'GET', url: '/api/v1/vendor-dashboard' })).json().data;
    // A paid invoice to a store that bills in euros, and one sent to the demo store, in dollars.
    await q(
      w.t,
      `insert into store_settings (store_id, currency) values ($1, 'EUR')
       on conflict (store_id) do update set currency = 'EUR'`,
      [w.fixitStoreId],
    );
    await q(
      w.t,
      `insert into invoices (vendor_id, store_id, invoice_no, status, total_cents, sent_at, paid_at)
       values ($1, $2, 'INV-EUR-1', 'paid', 12345, now(), now()), ($1, $3, 'INV-USD-1', 'sent', 5000, now(), null)`,
      [w.benchVendorId, w.fixitStoreId, w.storeId],
    );
    const response = await w.vendorOwner({ method: 'GET', url: '/api/v1/vendor-dashboard' });
    expect(response.statusCode, response.body).toBe(200);
    const d = response.json().data;
    const euros = d.earnings.find((e: { currency: string }) => e.currency === 'EUR');
    const beforeEuros = before.earnings.find((e: { currency: string }) => e.currency === 'EUR');
    expect(euros.earned_this_month - (beforeEuros?.earned_this_month ?? 0)).toBeCloseTo(123.45, 2);
    const dollars = d.earnings.find((e: { currency: string }) => e.currency === 'USD');
    const beforeDollars = before.earnings.find((e: { currency: string }) => e.currency === 'USD');
    expect(dollars.outstanding - (beforeDollars?.outstanding ?? 0)).toBeCloseTo(50, 2);
    // Two currencies: no single figure adds them up.
    expect(d.earned_this_month).toBeNull();
    expect(d.outstanding).toBeNull();
    const staff = (await w.vendorStaff({ method: 'GET', url: '/api/v1/vendor-dashboard' })).json().data;
    expect(staff.earnings).toBeNull();
  });
});
