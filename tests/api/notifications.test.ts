// Notifications: created from domain events for the right users, paged 5 at a time with results and next,
// general and watching tabs, marked read one by one or all at once, and pushed live over the websocket
// through PostgreSQL LISTEN/NOTIFY — also to a socket held by another app process on the same database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import { createWorld, placeOrder, q, type World } from '../support/orders-fixtures.ts';
import { jwtSecret } from '../support/test-app.ts';

let w: World;
let second: { app: FastifyInstance; db: Database } | null = null;

beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => {
  await second?.app.close();
  await second?.db.$client.end();
  await w.t.close();
});

const page = (caller: World['owner'], query = '') =>
  caller({ method: 'GET', url: `/api/v1/notifications/user${query ? `?${query}` : ''}` });

/** What the tests use of a websocket client (the `ws` package through @fastify/websocket's injectWS). */
interface Socket {
  on(event: 'message', listener: (raw: unknown) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}

/** Messages a socket receives, and a way to wait for the next one that matches. */
function listen(socket: Socket) {
  const received: { type: string; data?: Record<string, unknown> }[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    received.push(JSON.parse(String(raw)));
    waiters.splice(0).forEach((wake) => wake());
  });
  return {
    received,
    async next(match: (m: { type: string; data?: Record<string, unknown> }) => boolean, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching message in ${ms} ms: ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
}

describe('notifications of domain events', () => {
  it('go to the store users who may see the module, never to the actor or another store', async () => {
    const order = await placeOrder(w, w.customer);
    const created = await q<{ user_id: number }>(
      w.t,
      `select user_id from notifications where kind = 'sales_order.created' and sales_order_id = $1 order by user_id`,
      [order.id],
    );
    const expected = [w.userIds.owner!, w.userIds.staff!, w.userIds.limitedStaff!].sort((a, b) => a - b);
    expect(created.map((r) => r.user_id)).toEqual(expected);
    await w.staff({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
      payload: {},
    });
    const received = await q<{ user_id: number; short_description: string; order_no: string }>(
      w.t,
      `select user_id, short_description, order_no from notifications where kind = 'sales_order.receive' and sales_order_id = $1`,
      [order.id],
    );
    expect(received.map((r) => r.user_id).sort()).toEqual([w.userIds.owner!, w.userIds.limitedStaff!].sort());
    expect(received[0]).toMatchObject({
      short_description: `Order ${order.order_no}: placed → received`,
      order_no: order.order_no,
    });
    const fixitUsers = await q(
      w.t,
      `select 1 from notifications n join users u on u.id = n.user_id where u.store_id = $1`,
      [w.fixitStoreId],
    );
    expect(fixitUsers).toEqual([]);
  });

  it('page 5 at a time with results and next, newest first', async () => {
    for (let i = 0; i < 6; i++) await placeOrder(w, w.customer);
    const first = await page(w.owner);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.results).toHaveLength(5);
    expect(data.count).toBeGreaterThan(5);
    expect(data.next).toBe('/api/v1/notifications/user?page=2&page_size=5&type=general');
    const ids = data.results.map((n: { id: number }) => n.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    expect(data.results[0]).toMatchObject({
      is_read: false,
      is_watching: false,
      notification_sales_order_id: expect.any(Number),
      notification_work_order_id: null,
      notification_estimate_order_id: null,
      created_on: expect.any(String),
    });
    const last = Math.ceil(data.count / 5);
    const end = await page(w.owner, `page=${last}`);
    expect(end.json().data.next).toBeNull();
    expect(end.json().data.results.length).toBe(data.count - 5 * (last - 1));
    const beyond = await page(w.owner, `page=${last + 1}`);
    expect(beyond.json().data).toMatchObject({ results: [], next: null });
    const big = await page(w.owner, 'page=1&page_size=50');
    expect(big.json().data.results).toHaveLength(data.count);
  });

  it('split into general and watching: who acted on an order watches it', async () => {
    const order = await placeOrder(w, w.customer);
    // The owner comments, so watches the order; the staff's next change lands in the owner's watching tab.
    await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/comments`,
      payload: { body: 'Mine' },
    });
    await w.staff({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
      payload: {},
    });
    const watching = await page(w.owner, 'type=watching');
    expect(watching.json().data.results).toEqual([
      expect.objectContaining({
        is_watching: true,
        notification_sales_order_id: order.id,
        order_no: order.order_no,
      }),
    ]);
    const general = await page(w.owner, 'type=general&page_size=50');
    expect(general.json().data.results.every((n: { is_watching: boolean }) => !n.is_watching)).toBe(true);
  });

  it('are marked read one by one or all at once, each user only their own', async () => {
    const [mine] = (await page(w.owner)).json().data.results;
    const read = await w.owner({ method: 'POST', url: `/api/v1/notifications/${mine.id}/read` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: mine.id, is_read: true });
    // Someone else's notification is not found, and stays unread.
    const [staffs] = (await page(w.staff)).json().data.results;
    expect(
      (await w.owner({ method: 'POST', url: `/api/v1/notifications/${staffs.id}/read` })).statusCode,
    ).toBe(404);
    expect((await page(w.staff)).json().data.results[0].is_read).toBe(false);
    const before = (await page(w.owner)).json().data.unread_count;
    expect(before).toBeGreaterThan(0);
    const all = await w.owner({ method: 'POST', url: '/api/v1/notifications/read' });
    expect(all.json().data.updated).toBe(before);
    expect((await page(w.owner)).json().data.unread_count).toBe(0);
    expect((await page(w.staff)).json().data.unread_count).toBeGreaterThan(0);
  });

  it('refuse bad input and anonymous callers', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page_size=51', 'page_size'],
      ['type=all', 'type'],
      ['other=1', 'other'],
    ]) {
      const response = await page(w.owner, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await w.owner({ method: 'POST', url: '/api/v1/notifications/abc/read' })).statusCode).toBe(400);
    expect((await page(w.anonymous)).statusCode).toBe(401);
    expect((await w.anonymous({ method: 'POST', url: '/api/v1/notifications/read' })).statusCode).toBe(401);
  });

  it('reach the vendor the work is sent to, and the customer for an additional charge', async () => {
    const order = await placeOrder(w, w.customer);
    await q(w.t, `update sales_orders set status = 'received' where id = $1`, [order.id]);
    const item = (
      await q<{ id: number }>(w.t, `select id from sales_order_items where sales_order_id = $1`, [order.id])
    )[0]!;
    const work = (
      await w.owner({
        method: 'POST',
        url: '/api/v1/work-orders',
        payload: { sales_order_item_id: item.id, source: 1 },
      })
    ).json().data;
    await w.owner({
      method: 'POST',
      url: `/api/v1/work-orders/${work.id}/transitions/send`,
      payload: { vendor_id: w.benchVendorId },
    });
    const vendorTab = (await page(w.vendorStaff)).json().data.results;
    expect(vendorTab[0]).toMatchObject({
      notification_work_order_id: work.id,
      short_description: `Work order ${work.item_number}: new → sent`,
    });
    expect((await page(w.otherVendor)).json().data.results).toEqual([]);
  });
});

describe('live notifications over the websocket', () => {
  it('push a notification created by a transition to the user’s socket, and to nobody else’s', async () => {
    const ownerId = w.userIds.owner!;
    const socket = await w.app.injectWS(`/api/v1/ws/notifications/${ownerId}?token=${w.tokens.owner}`);
    const owner = listen(socket);
    const customerSocket = await w.app.injectWS(
      `/api/v1/ws/notifications/${w.userIds.customer}?token=${w.tokens.customer}`,
    );
    const customer = listen(customerSocket);
    try {
      await owner.next((m) => m.type === 'ready');
      await customer.next((m) => m.type === 'ready');
      const order = await placeOrder(w, w.customer);
      await w.staff({
        method: 'POST',
        url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
        payload: {},
      });
      const pushed = await owner.next(
        (m) =>
          m.type === 'notification' &&
          m.data?.short_description === `Order ${order.order_no}: placed → received`,
      );
      expect(pushed.data).toMatchObject({
        notification_sales_order_id: order.id,
        is_read: false,
        order_no: order.order_no,
      });
      const stored = await q(w.t, `select id from notifications where id = $1 and user_id = $2`, [
        pushed.data!.id,
        ownerId,
      ]);
      expect(stored).toHaveLength(1);
      // The customer is not told about the store's workflow.
      expect(customer.received.filter((m) => m.type === 'notification')).toEqual([]);
    } finally {
      socket.terminate();
      customerSocket.terminate();
    }
  });

  it('reach a socket held by another app process (LISTEN/NOTIFY, not process memory)', async () => {
    const db = createDatabase(w.t.databaseUrl, 2);
    const app = await buildApp({ config: w.t.config, db, jwtSecret, logger: false });
    await app.ready();
    second = { app, db };
    const socket = await app.injectWS(`/api/v1/ws/notifications/${w.userIds.owner}?token=${w.tokens.owner}`);
    const owner = listen(socket);
    try {
      await owner.next((m) => m.type === 'ready');
      const order = await placeOrder(w, w.customer); // through the first process
      const pushed = await owner.next(
        (m) => m.type === 'notification' && m.data?.notification_sales_order_id === order.id,
      );
      expect(pushed.data).toMatchObject({ short_description: `Order ${order.order_no} placed` });
    } finally {
      socket.terminate();
    }
  });

  it('closes a socket whose token is not valid or not the user’s', async () => {
    for (const url of [
      `/api/v1/ws/notifications/${w.userIds.owner}?token=forged`,
      `/api/v1/ws/notifications/${w.userIds.staff}?token=${w.tokens.owner}`,
    ]) {
      const socket = await w.app.injectWS(url);
      const code = await new Promise<number>((resolve) => (socket as Socket).on('close', (c) => resolve(c)));
      expect(code).toBe(4401);
    }
  });
});
