// Outgoing webhooks against a real local HTTP receiver: queued with the change in its transaction, signed
// and verifiable, retried with exponential backoff until the receiver accepts it exactly once, delivered by
// two app instances on one database without a duplicate, paused (and the owner told) after repeated
// failures, and visible with every attempt's response code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { startWebhookWorker } from '../../src/server/webhooks/deliver.ts';
import { verifyWebhook } from '../../src/server/webhooks/signature.ts';
import { createWorld, q, serviceId, type World } from '../support/orders-fixtures.ts';
import { dataOf } from '../support/actors.ts';
import { jwtSecret } from '../support/test-app.ts';
import { startReceiver, type Receiver } from '../support/http-receiver.ts';

let w: World;
const base = 0.2;
beforeAll(async () => {
  w = await createWorld({
    // The receivers listen on loopback over http: both allowed explicitly, as in development.
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    WEBHOOK_RETRY_BASE_SECONDS: String(base),
    WEBHOOK_PAUSE_AFTER_FAILURES: '3',
    WEBHOOK_MAX_ATTEMPTS: '6',
    WEBHOOK_POLL_MS: '20',
  });
});
afterAll(() => w.t.close());

const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

async function addEndpoint(url: string, events: string[] = ['sales_order.*']) {
  // Each test's receiver is the only one listening: earlier tests' endpoints are switched off.
  await q(w.t, 'update webhook_endpoints set is_active = false');
  return dataOf<{ id: number; secret: string; is_paused: boolean }>(
    await w.owner({ method: 'POST', url: '/api/v1/webhook-endpoints', payload: { url, events } }),
    201,
  );
}

/** An order placed in the portal: one sales_order.created event. */
async function placeOrder() {
  return dataOf<{ id: number }>(
    await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.customerId,
        location_id: w.locationId,
        items: [{ service_id: await serviceId(w.t, w.storeId, 'Watch Battery') }],
      },
    }),
    201,
  );
}

const deliveriesOf = (endpointId: number) =>
  q<{ id: number; status: string; attempts: number }>(
    w.t,
    'select id, status, attempts from webhook_deliveries where endpoint_id = $1 order by id',
    [endpointId],
  );

describe('outgoing webhooks', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('queues in the transaction of the change, signs each delivery, and the receiver can verify it', async () => {
    const endpoint = await addEndpoint(`${receiver.url}/signed`);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const order = await placeOrder();
    const [queued] = await deliveriesOf(endpoint.id);
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });

    const worker = startWebhookWorker(w.t.db, w.t.config, console);
    await until('the delivery', () => receiver.received.some((r) => r.url === '/signed'));
    await worker.stop();
    const got = receiver.received.find((r) => r.url === '/signed')!;
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({
      type: 'sales_order.created',
      store_id: w.storeId,
      data: { entity_id: order.id },
    });
    expect(got.headers['x-webhook-id']).toBe(`dlv_${queued!.id}`);
    const signature = got.headers['x-webhook-signature'] as string;
    expect(verifyWebhook(endpoint.secret, got.body, signature)).toBe(true);
    expect(verifyWebhook(endpoint.secret, got.body.replace('sales_order', 'salez_order'), signature)).toBe(
      false,
    );
    expect(verifyWebhook('whsec_wrong', got.body, signature)).toBe(false);
    // A replay ten minutes later is refused by the timestamp.
    expect(verifyWebhook(endpoint.secret, got.body, signature, 300, Date.now() + 600_000)).toBe(false);
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('queues nothing for a change that is refused', async () => {
    const endpoint = await addEndpoint(`${receiver.url}/refused`);
    const refused = await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      payload: {
        customer_id: w.fixitCustomerId,
        location_id: w.locationId,
        items: [{ service_id: await serviceId(w.t, w.storeId, 'Watch Battery') }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });

  it('retries a receiver that fails twice with backoff; it gets the event exactly once', async () => {
    const flaky = await startReceiver();
    flaky.answers.push(500, 503);
    const endpoint = await addEndpoint(flaky.url);
    await placeOrder();
    const worker = startWebhookWorker(w.t.db, w.t.config, console);
    await until('acceptance', () => flaky.received.some((r) => r.status === 200));
    await new Promise((r) => setTimeout(r, 4 * base * 1000)); // nothing more arrives after acceptance
    await worker.stop();
    await flaky.close();
    expect(flaky.received.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(flaky.received.map((r) => r.headers['x-webhook-id'])).size).toBe(1);
    const gaps = flaky.received.slice(1).map((r, i) => r.at - flaky.received[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(base * 0.9 * 1000 - 50);
    expect(gaps[1]).toBeGreaterThanOrEqual(2 * base * 0.9 * 1000 - 50);
    // The owner sees the delivery with each attempt's response code.
    const [delivery] = dataOf<{ status: string; attempts: number; attempt_log: { status_code: number }[] }[]>(
      await w.owner({
        method: 'GET',
        url: `/api/v1/webhook-deliveries?filter=${encodeURIComponent(JSON.stringify({ endpoint_id: endpoint.id }))}`,
      }),
    );
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(delivery!.attempt_log.map((a) => a.status_code)).toEqual([500, 503, 200]);
    console.info(`webhook retry: attempts 3, gaps ${gaps.join(' ms, ')} ms, accepted once`);
  });

  it('two app processes deliver every message once and never the same one twice', async () => {
    const slow = await startReceiver({ delayMs: 15 });
    const endpoint = await addEndpoint(slow.url);
    const messages = 20;
    for (let i = 0; i < messages; i++) await placeOrder();
    // A second app instance with its own pool on the same database, as a second process would be.
    const db2 = createDatabase(w.t.databaseUrl, 5);
    const app2 = await buildApp({ config: w.t.config, db: db2, jwtSecret, logger: false });
    await app2.ready();
    const workers = [
      startWebhookWorker(w.t.db, w.t.config, console, 3),
      startWebhookWorker(app2.db, app2.config, console, 3),
    ];
    await until('every message', () => slow.received.length >= messages);
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(workers.map((x) => x.stop()));
    await app2.close();
    await db2.$client.end();
    await slow.close();
    const ids = slow.received.map((r) => r.headers['x-webhook-id']);
    const duplicates = ids.length - new Set(ids).size;
    console.info(
      `webhook two processes: ${messages} messages, ${ids.length} requests, duplicates ${duplicates}`,
    );
    expect(duplicates).toBe(0);
    expect(ids).toHaveLength(messages);
    expect((await deliveriesOf(endpoint.id)).every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(
      true,
    );
  }, 300_000); // a second app is built: slow on a loaded 2-core machine

  it('pauses an endpoint that keeps failing, tells its owner, and resumes when the owner says so', async () => {
    const down = await startReceiver({ defaultStatus: 500 });
    const endpoint = await addEndpoint(down.url);
    await placeOrder();
    await placeOrder();
    const worker = startWebhookWorker(w.t.db, w.t.config, console);
    await until('the pause', async () => {
      const [row] = await q<{ is_paused: boolean }>(
        w.t,
        'select is_paused from webhook_endpoints where id = $1',
        [endpoint.id],
      );
      return row!.is_paused;
    });
    // Paused after 3 failures in a row; a second loop may have had one more message in flight then.
    await new Promise((r) => setTimeout(r, 300));
    const atPause = down.received.length;
    expect(atPause).toBeGreaterThanOrEqual(3);
    expect(atPause).toBeLessThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 6 * base * 1000));
    expect(down.received).toHaveLength(atPause); // nothing more is sent while paused
    const told = await q(
      w.t,
      `select * from notifications where kind = 'webhook_paused' and description like $1`,
      [`%${down.url}%`],
    );
    expect(told.length).toBeGreaterThan(0);
    // The owner fixes the receiver and resumes: the messages still pending are delivered.
    down.answers.push(200, 200, 200, 200);
    const resumed = dataOf<{ is_paused: boolean; consecutive_failures: number }>(
      await w.owner({
        method: 'PUT',
        url: `/api/v1/webhook-endpoints/${endpoint.id}`,
        payload: { is_paused: false },
      }),
    );
    expect(resumed).toMatchObject({ is_paused: false, consecutive_failures: 0 });
    await until('delivery after resuming', async () =>
      (await deliveriesOf(endpoint.id)).every((d) => d.status === 'delivered'),
    );
    await worker.stop();
    await down.close();
  });

  it('keeps stores apart and refuses bad endpoints', async () => {
    const theirs = await w.fixitOwner({ method: 'GET', url: '/api/v1/webhook-endpoints' });
    expect(theirs.json().data).toEqual([]);
    expect((await w.fixitOwner({ method: 'GET', url: '/api/v1/webhook-deliveries' })).json().data).toEqual(
      [],
    );
    for (const payload of [
      { url: 'ftp://x.example' },
      { url: 'https://x.example', events: ['order.placed'] },
      {},
    ]) {
      const response = await w.owner({ method: 'POST', url: '/api/v1/webhook-endpoints', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields.length).toBeGreaterThan(0);
    }
    expect((await w.vendorOwner({ method: 'GET', url: '/api/v1/webhook-endpoints' })).statusCode).toBe(403);
    expect((await w.vendorOwner({ method: 'GET', url: '/api/v1/vendor-webhook-endpoints' })).statusCode).toBe(
      200,
    );
  });
});
