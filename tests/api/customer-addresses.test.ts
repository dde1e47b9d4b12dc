// A storefront customer's address book (/api/v1/customer-addresses): each customer keeps their own — the
// row is theirs whatever the body says, nobody else's requests see or change it, one address is the
// default, and the store's staff can read (not write) them. The generated suites (bad input, permissions,
// cross-tenant) cover the route class; these are the rules only this resource has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, q, type World } from '../support/orders-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

const home = {
  label: 'Home',
  address_type: 'shipping',
  contact_name: 'Cora Customer',
  address_line1: '1 Main Street',
  city: 'Springfield',
  postal_code: '12345',
  country_code: 'US',
  is_default: true,
};
const url = '/api/v1/customer-addresses';

describe('customer address book', () => {
  it('keeps a customer’s addresses theirs, with one default', async () => {
    const created = await w.customer({ method: 'POST', url, payload: home });
    expect(created.statusCode).toBe(201);
    const first = created.json().data;
    expect(first).toMatchObject({ ...home, customer_id: w.customerId, store_id: w.storeId });

    const second = (
      await w.customer({ method: 'POST', url, payload: { ...home, label: 'Work', address_line1: '9 Elm' } })
    ).json().data;
    // The seeded home address and the two new ones; only the last one saved as default stays default.
    const listed = (await w.customer({ method: 'GET', url })).json().data as {
      id: number;
      label: string;
      is_default: boolean;
    }[];
    expect(listed.map((a) => a.label).sort()).toEqual(['Home', 'Home', 'Work']);
    expect(listed.filter((a) => a.is_default).map((a) => a.id)).toEqual([second.id]);

    // Another customer of the same store sees nothing of it and cannot touch it.
    const theirs = (await w.customer2({ method: 'GET', url })).json().data as { id: number }[];
    expect(theirs.map((a) => a.id)).not.toContain(first.id);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await w.customer2({
        method,
        url: `${url}/${first.id}`,
        ...(method === 'PUT' ? { payload: { label: 'Mine now' } } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    // A customer of another store neither.
    expect((await w.fixitCustomer({ method: 'GET', url: `${url}/${first.id}` })).statusCode).toBe(404);

    // The store's staff read their customers' addresses, but do not write them.
    const ownerList = (await w.owner({ method: 'GET', url })).json().data as { id: number }[];
    expect(ownerList.map((a) => a.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await w.owner({ method: 'POST', url, payload: home })).statusCode).toBe(403);
    expect((await w.anonymous({ method: 'GET', url })).statusCode).toBe(401);

    // Edit and delete.
    const edited = await w.customer({
      method: 'PUT',
      url: `${url}/${first.id}`,
      payload: { city: 'Shelbyville' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.city).toBe('Shelbyville');
    expect((await w.customer({ method: 'DELETE', url: `${url}/${first.id}` })).statusCode).toBe(200);
    const rows = await q(w.t, 'select id from customer_addresses where customer_id = $1', [w.customerId]);
    expect(rows.map((r) => r.id)).not.toContain(first.id);
    expect(rows.map((r) => r.id)).toContain(second.id);
  });

  it('refuses a body that names the customer, and bad input, naming the fields', async () => {
    const before = await q(w.t, 'select count(*)::int as n from customer_addresses');
    const named = await w.customer({ method: 'POST', url, payload: { ...home, customer_id: w.customer2Id } });
    expect(named.statusCode).toBe(400);
    const bad = await w.customer({
      method: 'POST',
      url,
      payload: { ...home, city: '', country_code: 'usa' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().error.fields as { field: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['city', 'country_code']));
    expect(await q(w.t, 'select count(*)::int as n from customer_addresses')).toEqual(before);
  });
});
