// Many of a vendor's own sales orders at once (POST /vendor-sales-orders/bulk) and from CSV
// (GET …/import-template, POST …/import): all orders or none, every bad order or cell named where the
// portal's grid and row report show it, other vendors' customers refused, and store roles kept out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, fieldsOf, loginActors, type Actors, type Caller } from '../support/actors.ts';

let t: TestApp;
let a: Actors;
let ada: number;
let loupeCustomer: number;

const customer = async (caller: Caller, email: string) =>
  dataOf<{ id: number }>(
    await caller({
      method: 'POST',
      url: '/api/v1/vendor-customers',
      payload: { first_name: 'Ada', last_name: 'Lovell', email, tags: [] },
    }),
    201,
  ).id;

const ordersOf = async (caller: Caller) =>
  dataOf<{ order_no: string; total: number; customer_id: number }[]>(
    await caller({ method: 'GET', url: '/api/v1/vendor-sales-orders?range=[0,499]' }),
  );

const bulk = (caller: Caller, orders: unknown[]) =>
  caller({ method: 'POST', url: '/api/v1/vendor-sales-orders/bulk', payload: { orders } });

function csvForm(csv: string, fields: Record<string, string> = {}) {
  const boundary = '----orders' + Math.random().toString(16).slice(2);
  const parts = [
    ...Object.entries(fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    ),
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orders.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
    `--${boundary}--\r\n`,
  ];
  return {
    payload: parts.join(''),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const importCsv = (caller: Caller, csv: string, fields: Record<string, string> = {}) =>
  caller({ method: 'POST', url: '/api/v1/vendor-sales-orders/import', ...csvForm(csv, fields) });

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t);
  ada = await customer(a.vendorOwner, 'ada@bench-customers.test');
  loupeCustomer = await customer(a.loupeOwner, 'lin@loupe-customers.test');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('many sales orders at once', () => {
  it('creates every order with its item and total, numbered, for the vendor’s own customer', async () => {
    const before = (await ordersOf(a.vendorOwner)).length;
    const made = dataOf<{ created: number; order_nos: string[] }>(
      await bulk(a.vendorOwner, [
        { customer_id: ada, items: [{ name: 'Ring resizing', cost: 45 }], due_at: '2026-12-01' },
        { customer_id: ada, items: [{ name: 'Clean and polish', cost: 20.5 }], note: 'Friday' },
      ]),
      201,
    );
    expect(made.created).toBe(2);
    expect(new Set(made.order_nos).size).toBe(2);
    const after = await ordersOf(a.vendorOwner);
    expect(after.length).toBe(before + 2);
    const totals = after.filter((o) => made.order_nos.includes(o.order_no)).map((o) => o.total);
    expect(totals.sort((x, y) => x - y)).toEqual([20.5, 45]);
  });

  it('names every bad order by its index and field, and makes none of the good ones', async () => {
    const before = (await ordersOf(a.vendorOwner)).length;
    const response = await bulk(a.vendorOwner, [
      { customer_id: ada, items: [{ name: 'Fine', cost: 10 }] },
      { customer_id: 0, items: [{ name: 'No customer', cost: 10 }] },
      { customer_id: ada, items: [{ name: '', cost: -1 }] },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    const fields = fieldsOf(response);
    expect(fields).toContain('orders.1.customer_id');
    expect(fields.some((f) => f.startsWith('orders.2.items.0.'))).toBe(true);
    expect(fields.some((f) => f.startsWith('orders.0'))).toBe(false);
    expect((await ordersOf(a.vendorOwner)).length).toBe(before);
  });

  it('refuses another vendor’s customer by the order that names it, changing nothing', async () => {
    const before = (await ordersOf(a.vendorOwner)).length;
    const response = await bulk(a.vendorOwner, [
      { customer_id: ada, items: [{ name: 'Fine', cost: 10 }] },
      { customer_id: loupeCustomer, items: [{ name: 'Not mine', cost: 10 }] },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toEqual(['orders.1.customer_id']);
    expect((await ordersOf(a.vendorOwner)).length).toBe(before);
    expect(await ordersOf(a.loupeOwner)).toEqual([]);
  });

  it('is the vendor’s own: store roles and the anonymous are refused', async () => {
    const orders = [{ customer_id: ada, items: [{ name: 'x', cost: 1 }] }];
    expect((await bulk(a.owner, orders)).statusCode).toBe(403);
    expect((await bulk(a.admin, orders)).statusCode).toBe(403);
    expect((await bulk(a.anonymous, orders)).statusCode).toBe(401);
  });
});

describe('sales orders from CSV', () => {
  it('gives the template with the import’s columns', async () => {
    const response = await a.vendorOwner({
      method: 'GET',
      url: '/api/v1/vendor-sales-orders/import-template',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body.split(/\r?\n/)[0]).toBe('customer_email,item,cost,due_date,note');
    expect(
      (await a.owner({ method: 'GET', url: '/api/v1/vendor-sales-orders/import-template' })).statusCode,
    ).toBe(403);
  });

  it('imports one order per row for the customer with that email (any case)', async () => {
    const before = (await ordersOf(a.vendorOwner)).length;
    const csv =
      'customer_email,item,cost,due_date,note\r\n' +
      'ADA@bench-customers.test,"Resize, gold",28,2026-12-24,Gift\r\n' +
      'ada@bench-customers.test,Retip one prong,15,,\r\n';
    const made = dataOf<{ created: number; order_nos: string[] }>(await importCsv(a.vendorOwner, csv), 201);
    expect(made.created).toBe(2);
    const after = await ordersOf(a.vendorOwner);
    expect(after.length).toBe(before + 2);
    expect(after.filter((o) => made.order_nos.includes(o.order_no)).every((o) => o.customer_id === ada)).toBe(
      true,
    );
  });

  it('names every bad cell as file.row N.column and imports nothing', async () => {
    const before = (await ordersOf(a.vendorOwner)).length;
    const csv =
      'customer_email,item,cost,due_date\r\n' +
      'ada@bench-customers.test,Fine,10,\r\n' +
      'not-an-email,,ten,31-12-2026\r\n';
    const response = await importCsv(a.vendorOwner, csv);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response).sort()).toEqual(
      ['file.row 3.cost', 'file.row 3.customer_email', 'file.row 3.due_date', 'file.row 3.item'].sort(),
    );
    expect((await ordersOf(a.vendorOwner)).length).toBe(before);
  });

  it('refuses a row whose email is no customer of this vendor (another vendor’s included)', async () => {
    const before = (await ordersOf(a.vendorOwner)).length;
    const csv =
      'customer_email,item,cost\r\nada@bench-customers.test,Fine,10\r\nlin@loupe-customers.test,Not mine,5\r\n';
    const response = await importCsv(a.vendorOwner, csv);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toEqual(['file.row 3.customer_email']);
    expect((await ordersOf(a.vendorOwner)).length).toBe(before);
  });

  it('refuses a file without the needed columns, an empty file and an unknown form field', async () => {
    for (const [csv, fields] of [
      ['email,item\r\nada@bench-customers.test,x\r\n', {}],
      ['customer_email,item,cost\r\n', {}],
      ['customer_email,item,cost\r\nada@bench-customers.test,x,1\r\n', { store_id: '1' }],
    ] as const) {
      const response = await importCsv(a.vendorOwner, csv, fields);
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldsOf(response).length).toBeGreaterThan(0);
    }
    expect((await importCsv(a.owner, 'customer_email,item,cost\r\n')).statusCode).toBe(403);
  });
});
