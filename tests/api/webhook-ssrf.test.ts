// The webhook SSRF guard through the API and the real delivery worker, with the production policy for
// addresses (only http is allowed here, explicitly, so a plain local receiver can prove nothing reaches it):
// registration refuses loopback, private and metadata addresses with a 400 naming the url and stores
// nothing; a name that passed registration but resolves to 127.0.0.1 or 169.254.169.254 at delivery time is
// refused before any connection, and the attempt says why.
import dns from 'node:dns';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverNext } from '../../src/server/webhooks/deliver.ts';
import type { Lookup } from '../../src/server/webhooks/address-guard.ts';
import { createWorld, q, serviceId, type World } from '../support/orders-fixtures.ts';
import { dataOf, fieldsOf } from '../support/actors.ts';
import { startReceiver, type Receiver } from '../support/http-receiver.ts';

let w: World;
let receiver: Receiver;
beforeAll(async () => {
  w = await createWorld({ WEBHOOK_ALLOW_HTTP: 'true' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await w.t.close();
});

const endpointCount = async () =>
  Number((await q<{ n: string }>(w.t, 'select count(*) as n from webhook_endpoints'))[0]!.n);

describe('registering an endpoint', () => {
  it.each([
    ['http://127.0.0.1:9/x', 'loopback'],
    ['https://2130706433/x', 'loopback'],
    ['https://[::1]/x', 'loopback'],
    ['https://localhost/x', 'loopback'],
    ['https://10.1.2.3/x', 'private'],
    ['https://169.254.169.254/latest/meta-data/', 'link-local'],
    ['https://0xa9fea9fe/latest/meta-data/', 'link-local'],
    ['https://[::ffff:169.254.169.254]/x', 'link-local'],
    ['https://[fd00:ec2::254]/x', 'private'],
    ['https://localhost./x', 'loopback'],
    ['https://192.88.99.1/x', 'reserved'],
    ['https://[64:ff9b::7f00:1]/x', 'transition'], // NAT64 of 127.0.0.1
    ['https://[64:ff9b::a9fe:a9fe]/x', 'transition'], // NAT64 of 169.254.169.254
    ['https://[2002:a9fe:a9fe::1]/x', 'transition'], // 6to4 of 169.254.169.254
    ['https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x', 'transition'], // Teredo, client 127.0.0.1
  ])('refuses %s (%s) with a 400 on url, storing nothing', async (url, kind) => {
    const before = await endpointCount();
    for (const [caller, path] of [
      [w.owner, 'webhook-endpoints'],
      [w.vendorOwner, 'vendor-webhook-endpoints'],
    ] as const) {
      const response = await caller({ method: 'POST', url: `/api/v1/${path}`, payload: { url } });
      expect(response.statusCode, path).toBe(400);
      expect(fieldsOf(response)).toEqual(['url']);
      expect(response.json().error.message).toContain(kind);
    }
    expect(await endpointCount()).toBe(before);
  });

  it('answers a name without saying what it resolves to (no oracle for the inside DNS)', async () => {
    // This machine's own name resolves to an inside address; registration does not look it up at all, and
    // the delivery refuses it at connect time (below).
    const host = os.hostname();
    const addresses = await dns.promises.lookup(host, { all: true }).catch(() => []);
    const response = await w.owner({
      method: 'POST',
      url: '/api/v1/webhook-endpoints',
      payload: { url: `https://${host}/hooks` },
    });
    expect(response.statusCode, response.body).toBe(201);
    for (const { address } of addresses) expect(response.body).not.toContain(address);
    await q(w.t, 'update webhook_endpoints set is_active = false where id = $1', [response.json().data.id]);
  });

  it('refuses moving an existing endpoint to a metadata address', async () => {
    const endpoint = dataOf<{ id: number }>(
      await w.owner({
        method: 'POST',
        url: '/api/v1/webhook-endpoints',
        payload: { url: 'https://93.184.216.34/hooks' },
      }),
      201,
    );
    const moved = await w.owner({
      method: 'PUT',
      url: `/api/v1/webhook-endpoints/${endpoint.id}`,
      payload: { url: 'https://169.254.169.254/hooks' },
    });
    expect(moved.statusCode).toBe(400);
    expect(fieldsOf(moved)).toEqual(['url']);
    await q(w.t, 'update webhook_endpoints set is_active = false where id = $1', [endpoint.id]);
  });
});

describe('delivering', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['64:ff9b::7f00:1', 'transition'],
  ])('refuses a name that now resolves to %s, connecting nowhere', async (address, kind) => {
    const port = new URL(receiver.url).port;
    // hooks.rebind.test does not resolve at registration (accepted: it may exist later) …
    const endpoint = dataOf<{ id: number }>(
      await w.owner({
        method: 'POST',
        url: '/api/v1/webhook-endpoints',
        payload: { url: `http://hooks.rebind.test:${port}/in`, events: ['sales_order.*'] },
      }),
      201,
    );
    await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.customerId,
        location_id: w.locationId,
        items: [{ service_id: await serviceId(w.t, w.storeId, 'Watch Battery') }],
      },
    });
    // … and by delivery time its DNS answers with an internal address (the receiver listens on 127.0.0.1).
    const rebound: Lookup = async (hostname) =>
      hostname === 'hooks.rebind.test' ? [{ address, family: address.includes(':') ? 6 : 4 }] : [];
    expect(await deliverNext(w.t.db, w.t.config, rebound)).toBe(true);
    expect(receiver.received).toEqual([]);
    const [attempt] = await q<{ status_code: number | null; error: string }>(
      w.t,
      `select a.status_code, a.error from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
        where d.endpoint_id = $1`,
      [endpoint.id],
    );
    expect(attempt!.status_code).toBeNull();
    expect(attempt!.error).toContain('EBLOCKEDADDRESS');
    // The attempt, which the endpoint's owner reads, does not say what the name resolved to.
    expect(attempt!.error).not.toContain(address);
    expect(attempt!.error).not.toContain(kind);
    await q(w.t, 'update webhook_endpoints set is_active = false where id = $1', [endpoint.id]);
  });
});
