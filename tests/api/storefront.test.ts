// White-label settings by host, docs/product.md#api-white-label-answers's inactive and not-found answers, and
// the storefront's services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = (storeUrl: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/white-label-settings?store_url=${encodeURIComponent(storeUrl)}`,
  });

describe('white-label settings', () => {
  it('returns each store its own settings by its first host label', async () => {
    const demo = (await settings('demo.localhost:3000')).json();
    const fixit = (await settings('fixit.localhost')).json();
    expect(demo.status).toBe('success');
    expect(demo.data).toMatchObject({
      url: 'demo.localhost',
      button_color: '#6b4e16',
      title: 'Goldsmith & Co — Jewellery Repair',
    });
    expect(demo.data.store.name).toBe('Goldsmith & Co');
    expect(fixit.data).toMatchObject({ button_color: '#0b57d0', background_color: '#eef5ff' });
  });

  it('finds a store by its custom domain first', async () => {
    await t.db.$client.query(`update stores set custom_domain = 'shop.fixit.example' where slug = 'fixit'`);
    const response = (await settings('shop.fixit.example')).json();
    expect(response.data.store.name).toBe('FixIt Phones');
    expect(response.data.url).toBe('shop.fixit.example');
  });

  it('falls back to the default colours and the store name', async () => {
    await t.db.$client.query(`insert into stores (slug, name) values ('plain', 'Plain Store')`);
    const response = (await settings('plain.localhost')).json();
    expect(response.data).toMatchObject({
      background_color: '#faf9f7',
      button_color: '#204a48',
      title: 'Plain Store',
      top_up_amount: 0,
    });
  });

  it('answers 403 STORE.INACTIVE for an inactive store', async () => {
    const response = await settings('closed.localhost');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 'failed',
      error: {
        code: 'STORE.INACTIVE',
        message: 'This site does not exist',
        // docs/product.md#api-errors-words: the words in every language.
        message_key: 'errors.code.store_inactive',
        message_params: {},
      },
    });
  });

  it('answers 404 for unknown stores and for platform and vendor hosts', async () => {
    for (const host of ['nowhere.localhost', 'app.localhost', 'vendor.localhost']) {
      const response = await settings(host);
      expect(response.statusCode).toBe(404);
    }
  });

  it('requires store_url', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/white-label-settings' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].field).toBe('store_url');
  });
});

describe('storefront services', () => {
  it("lists a store's active services in order, with prices in currency units", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stores/1/portal-services?is_customer_side=true&is_partial=true',
    });
    const services = response.json().data;
    expect(services.map((s: { name: string }) => s.name)).toEqual([
      'Ring Resizing',
      'Prong Retipping',
      'Chain Repair',
      'Watch Battery',
    ]);
    expect(services[0].price).toBe(45);
  });

  it('filters by search, item tag and top level tag', async () => {
    const get = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/stores/1/portal-services?${q}` }))
        .json()
        .data.map((s: { name: string }) => s.name);
    expect(await get('search=chain')).toEqual(['Chain Repair']);
    expect(await get('item_tag=ring')).toEqual(['Ring Resizing', 'Prong Retipping']);
    expect(await get('top_level_tag=watches')).toEqual(['Watch Battery']);
  });

  it('refuses an inactive store and bad ids', async () => {
    const [{ id }] = (await t.db.$client.query(`select id from stores where slug = 'closed'`)).rows;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/stores/${id}/portal-services` })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/stores/abc/portal-services' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/stores/99999/portal-services' })).statusCode,
    ).toBe(404);
  });
});
