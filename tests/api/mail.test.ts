// The mail module against real parts: mail written to the PostgreSQL outbox in the transaction of what caused
// it (and not when that rolls back), read by the super admin only; and, with SMTP configured, delivered by
// the worker to a real SMTP server on loopback (smtp-server) — retried with backoff on a temporary refusal,
// failed on a permanent one, never delivered twice by competing workers, and picked up again after a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase, inScope } from '../../src/server/db/database.ts';
import { MailWorker, smtpTransport } from '../../src/server/mail/mail-worker.ts';
import { sendMail } from '../../src/server/mail/send-mail.ts';
import { withAppContext } from '../../src/server/app-context.ts';
import { createTestApp, jwtSecret, type TestApp } from '../support/test-app.ts';
import { createWorld, one, placeOrder, q, type World } from '../support/orders-fixtures.ts';

interface Received {
  to: string[];
  subject: string;
  messageId: string;
  html: string;
  text: string;
}

/** A real SMTP server on loopback that records what it accepts and can refuse the next messages. */
async function startReceiver() {
  const received: Received[] = [];
  const refusals: { code: number; message: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const refusal = refusals.shift();
      void simpleParser(stream).then((mail) => {
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          messageId: mail.messageId ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          text: mail.text ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, refusals, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const guest = (email: string) => ({ first_name: 'Gus', last_name: 'Guest', email, phone: '5550100' });

describe('the outbox without SMTP', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.t.close());

  it('keeps the order confirmation in the outbox, in the store’s name and colours, with a text part', async () => {
    const order = await placeOrder(w, w.anonymous, { guest: guest('gus@example.test') });
    const mail = await one<Record<string, string | number>>(
      w.t,
      `select * from mail_outbox where to_address = 'gus@example.test'`,
    );
    expect(mail.status).toBe('outbox');
    expect(mail.event).toBe('sales_order.placed');
    expect(mail.subject).toBe(`Order ${order.order_no} confirmed`);
    expect(mail.from_address).toBe('"Goldsmith & Co" <no-reply@localhost>');
    const colour = await one<{ button_color: string }>(
      w.t,
      `select button_color from store_settings where store_id = $1`,
      [w.storeId],
    );
    expect(String(mail.html)).toContain('Goldsmith &amp; Co');
    expect(String(mail.html).toLowerCase()).toContain(
      `background:#${colour.button_color.replace('#', '').toLowerCase()}`,
    );
    expect(mail.text).toContain(
      `Track my order: http://demo.localhost:3000/order-tracking/${order.order_no}`,
    );
    expect(mail.text).toContain('1 × Watch Battery');
  });

  it('writes no mail when what caused it rolls back', async () => {
    const before = await one<{ n: number }>(w.t, `select count(*)::int as n from mail_outbox`);
    const added = await w.anonymous({
      method: 'POST',
      url: '/api/v1/add-to-carts',
      payload: {
        store_id: w.storeId,
        service_id: (
          await one<{ id: number }>(
            w.t,
            `select id from services where store_id = $1 and name = 'Watch Battery'`,
            [w.storeId],
          )
        ).id,
      },
    });
    const refused = await w.anonymous({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: {
        store_id: w.storeId,
        cart_id: added.json().data.cart_id,
        guest: { first_name: 'X', email: 'nope' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect((await one<{ n: number }>(w.t, `select count(*)::int as n from mail_outbox`)).n).toBe(before.n);
  });

  it('is read by the super admin only', async () => {
    const list = await w.admin({
      method: 'GET',
      url: '/api/v1/mail-outbox?filter={"to_address":"gus@example.test"}',
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'sales_order.placed',
      status: 'outbox',
      to_address: 'gus@example.test',
    });
    expect(rows[0].text).toContain('Track my order');
    for (const caller of [w.owner, w.staff, w.customer, w.vendorOwner])
      expect((await caller({ method: 'GET', url: '/api/v1/mail-outbox' })).statusCode).toBe(403);
    expect((await w.anonymous({ method: 'GET', url: '/api/v1/mail-outbox' })).statusCode).toBe(401);
    // Row-level security too: a store's scope sees no outbox row even when a query forgets to filter.
    const seen = await inScope(w.t.db, { kind: 'store', storeId: w.storeId }, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox`),
    );
    expect(seen.rows[0]?.n).toBe(0);
  });
});

describe('delivery through SMTP', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestApp;
  let storeId: number;
  const timing = { pollMs: 50, baseDelayMs: 200, maxDelayMs: 800, maxAttempts: 4 };

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp(
      { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(receiver.port), MAIL_FROM: 'shop@mail.test' },
      { mailWorker: timing },
    );
    storeId = (await one<{ id: number }>(t, `select id from stores where slug = 'fixit'`)).id;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  // Outside a request: the mail is written with this app's settings (app-context.ts).
  const queue = (to: string) =>
    withAppContext(t.app, () =>
      inScope(t.db, { kind: 'none' }, (tx) =>
        sendMail(tx, {
          storeId,
          to,
          event: 'account.verify',
          data: { firstName: 'Ana', link: 'http://fixit.localhost/x' },
        }),
      ),
    );
  const row = (id: number) =>
    one<{ status: string; attempts: number; last_error: string | null; message_id: string | null }>(
      t,
      `select status, attempts, last_error, message_id from mail_outbox where id = $1`,
      [id],
    );

  it('sends a queued mail once, with its HTML and text parts', async () => {
    const id = await queue('ana@example.test');
    const mail = await until(async () => receiver.received.find((m) => m.to.includes('ana@example.test')));
    expect(mail.subject).toBe('Confirm your email for FixIt Phones');
    expect(mail.messageId).toBe(`<outbox-${id}@localhost>`);
    expect(mail.html).toContain('Confirm my email');
    expect(mail.text).toContain('Confirm my email: http://fixit.localhost/x');
    await until(async () => (await row(id)).status === 'sent');
    expect((await row(id)).attempts).toBe(1);
  });

  it('retries a temporary refusal with growing delays, then delivers', async () => {
    receiver.refusals.push({ code: 451, message: 'try later' }, { code: 451, message: 'try later' });
    const started = Date.now();
    const id = await queue('retry@example.test');
    await until(async () => (await row(id)).status === 'sent');
    // Two failures: waits of 200 ms then 400 ms before the third attempt.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(receiver.received.filter((m) => m.to.includes('retry@example.test'))).toHaveLength(1);
  });

  it('fails a permanently refused mail at once, naming the error', async () => {
    receiver.refusals.push({ code: 550, message: 'no such mailbox' });
    const id = await queue('gone@example.test');
    await until(async () => (await row(id)).status === 'failed');
    const failed = await row(id);
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain('no such mailbox');
  });

  it('never delivers a mail twice, with several workers on the queue', async () => {
    const workers = [1, 2, 3].map(
      () => new MailWorker(t.db, smtpTransport(t.config.smtp!), 'localhost', timing),
    );
    await Promise.all(workers.map((w) => w.start()));
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => queue(`many${i}@example.test`)));
    await until(async () => {
      const { n } = await one<{ n: number }>(
        t,
        `select count(*)::int as n from mail_outbox where id = any($1) and status = 'sent'`,
        [ids],
      );
      return n === ids.length;
    });
    await Promise.all(workers.map((w) => w.stop()));
    const delivered = receiver.received.filter((m) => m.to[0]?.startsWith('many'));
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered.map((m) => m.messageId)).size).toBe(30);
  });

  it('survives a restart: queued mail is sent by the next process; an interrupted send is not repeated', async () => {
    await t.app.close(); // the first process stops (its worker with it)
    const waiting = await queue('after-restart@example.test');
    const interrupted = await queue('interrupted@example.test');
    await q(
      t,
      `update mail_outbox set status = 'sending', attempts = 1, next_attempt_at = now() - interval '1 hour' where id = $1`,
      [interrupted],
    );
    const db = createDatabase(t.databaseUrl, 3);
    const next = await buildApp({ config: t.config, db, jwtSecret, logger: false, mailWorker: timing });
    await next.ready();
    try {
      await until(async () => (await row(waiting)).status === 'sent');
      expect(await row(interrupted)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await row(interrupted)).last_error).toContain('not resent');
      expect(receiver.received.filter((m) => m.to.includes('interrupted@example.test'))).toHaveLength(0);
    } finally {
      await next.close();
      await db.$client.end();
    }
  });
});
