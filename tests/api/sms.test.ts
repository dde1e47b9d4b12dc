// Text messages against a local stand-in answering as Twilio's REST API does
// (docs/product.md#messages-sms, #messages-consent, #messages-replies): an opted-in customer's text is
// queued with the order's change and sent by the worker, never in the request; delivery reports signed as
// Twilio signs them move the row on, forged ones change nothing; temporary failures are retried, a refusal
// is dead at once; STOP ends texts, START resumes them, HELP is answered; a reply lands on the customer's
// open order (timeline and bell), once however often Twilio replays it; an unknown number's text is inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrlFor } from '../../src/server/mail/send-mail.ts';
import { SmsWorker } from '../../src/server/messages/sms-worker.ts';
import { twilioTransport } from '../../src/server/messages/twilio-transport.ts';
import { createWorld, one, placeOrder, q, type World } from '../support/orders-fixtures.ts';
import { messageSid, startTwilioStandIn } from '../support/twilio-stand-in.ts';

const accountSid = `AC${'1'.repeat(32)}`;
const authToken = 'stand-in-auth-token-0123456789';
const phone = '+15550100777';

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('text messages through Twilio', () => {
  let w: World;
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  beforeAll(async () => {
    twilio = await startTwilioStandIn(accountSid, authToken);
    w = await createWorld({
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: '+15550009999',
      TWILIO_API_URL: twilio.url,
    });
    await w.app.ready();
    await q(w.t, `update customers set sms_opt_in = true, sms_phone = $2 where id = $1`, [
      w.customerId,
      phone,
    ]);
  });
  afterAll(async () => {
    await w.t.close();
    await twilio.close();
  });

  const url = (path: string) => appUrlFor(w.app.mail, 'platform', `/api/v1${path}`);
  /** Posts a form to a webhook as Twilio does, signed (or with the signature given). */
  const twilioPost = (path: string, fields: Record<string, string>, signature?: string) =>
    w.anonymous({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilio.sign(url(path), fields),
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const advance = async (orderId: number, actions: string[]) => {
    for (const action of actions) {
      const res = await w.owner({
        method: 'POST',
        url: `/api/v1/sales-orders/${orderId}/transitions/${action}`,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const row = (id: number) =>
    one<Record<string, unknown>>(w.t, 'select * from sms_outbox where id = $1', [id]);

  it('queues the text with the change and sends it from the worker; delivery reports move the row on', async () => {
    const order = await placeOrder(w, w.customer);
    const placed = await one<{ id: number; status: string }>(
      w.t,
      `select id, status from sms_outbox where sales_order_id = $1 and event = 'sales_order.placed'`,
      [order.id],
    );
    expect(['queued', 'sending', 'sent']).toContain(placed.status);
    const sent = await until(async () => ((await row(placed.id)).status === 'sent' ? row(placed.id) : false));
    const text = twilio.sent.find((t) => t.sid === sent.provider_sid)!;
    expect(text).toMatchObject({ to: phone, from: '+15550009999', statusCallback: url('/sms/status') });
    expect(text.body).toContain(order.order_no);

    const forged = await twilioPost(
      '/sms/status',
      { MessageSid: text.sid, MessageStatus: 'failed' },
      'forged=',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields[0].field).toBe('X-Twilio-Signature');
    expect((await row(placed.id)).status).toBe('sent');

    const delivered = await twilioPost('/sms/status', {
      MessageSid: text.sid,
      MessageStatus: 'delivered',
      AccountSid: accountSid,
    });
    expect(delivered.json().data.outcome).toBe('updated');
    expect((await row(placed.id)).status).toBe('delivered');
    // A late "sent" report does not take it back.
    await twilioPost('/sms/status', { MessageSid: text.sid, MessageStatus: 'sent' });
    expect((await row(placed.id)).status).toBe('delivered');
  });

  it('retries a temporary failure with a growing delay, and gives up on a refusal at once', async () => {
    const worker = new SmsWorker(w.t.db, twilioTransport(w.t.config.twilio!), () => null, {
      baseDelayMs: 1,
      pollMs: 60_000,
    });
    const insert = async (to: string) =>
      (
        await one<{ id: number }>(
          w.t,
          `insert into sms_outbox (store_id, event, to_number, body, segments, encoding, status, next_attempt_at)
           values ($1, 'test', $2, 'Hello', 1, 'GSM-7', 'queued', now() + interval '1 hour') returning id`,
          [w.storeId, to],
        )
      ).id;
    const flaky = await insert('+15550100888');
    const bad = await insert('+1555');
    await q(w.t, `update sms_outbox set next_attempt_at = now() where id = any($1)`, [[flaky, bad]]);
    twilio.fail(503, 20500, 'Service unavailable');
    await worker.deliverBatch();
    expect(await row(flaky)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(String((await row(flaky)).last_error)).toContain('Service unavailable');
    expect(await row(bad)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(String((await row(bad)).last_error)).toContain('21211');
    await new Promise((r) => setTimeout(r, 20));
    await worker.deliverBatch();
    // The app's own worker polls the same queue and may be the one holding it a moment (both are workers).
    const retried = await until(async () => ((await row(flaky)).status === 'sent' ? row(flaky) : false));
    expect(retried).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('puts a reply on the customer’s open order and rings the bell, once however often it is replayed', async () => {
    const order = await placeOrder(w, w.customer);
    await advance(order.id, ['receive']);
    const sid = messageSid();
    const fields = {
      MessageSid: sid,
      From: phone,
      To: '+15550009999',
      Body: `Is ${order.order_no} ready yet?`,
    };
    const forged = await twilioPost(
      '/sms/inbound',
      fields,
      twilio.sign(url('/sms/inbound'), { ...fields, Body: 'x' }),
    );
    expect(forged.statusCode).toBe(400);
    expect((await q(w.t, 'select 1 from sms_inbound where message_sid = $1', [sid])).length).toBe(0);

    const first = await twilioPost('/sms/inbound', fields);
    expect(first.headers['x-sms-outcome']).toBe('reply');
    // Twilio expects TwiML of a messaging webhook: an empty response sends nothing back.
    expect(first.headers['content-type']).toMatch(/^text\/xml/);
    expect(first.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    const again = await twilioPost('/sms/inbound', fields);
    expect(again.headers['x-sms-outcome']).toBe('replayed');
    const entries = await q<{ message: string; note: string }>(
      w.t,
      `select message, note from timeline_entries where sales_order_id = $1 and action = 'customer_message'`,
      [order.id],
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.note).toBe(`Is ${order.order_no} ready yet?`);
    const bell = await w.owner({ method: 'GET', url: '/api/v1/notifications/user?type=watching' });
    expect(JSON.stringify(bell.json())).toContain(`Order ${order.order_no}: text from`);
  });

  it('honours STOP, START and HELP', async () => {
    const stop = await twilioPost('/sms/inbound', {
      MessageSid: messageSid(),
      From: phone,
      To: '+15550009999',
      Body: 'Stop',
    });
    expect(stop.headers['x-sms-outcome']).toBe('stopped');
    expect(
      (
        await one<{ sms_opt_in: boolean }>(w.t, 'select sms_opt_in from customers where id = $1', [
          w.customerId,
        ])
      ).sms_opt_in,
    ).toBe(false);
    const order = await placeOrder(w, w.customer);
    await advance(order.id, ['receive']);
    expect(await q(w.t, 'select 1 from sms_outbox where sales_order_id = $1', [order.id])).toHaveLength(0);
    expect(
      await q(w.t, `select 1 from mail_outbox where event = 'sales_order.received' and text like $1`, [
        `%${order.order_no}%`,
      ]),
    ).toHaveLength(1);

    const start = await twilioPost('/sms/inbound', {
      MessageSid: messageSid(),
      From: phone,
      To: '+15550009999',
      Body: 'START',
    });
    expect(start.headers['x-sms-outcome']).toBe('started');
    await advance(order.id, ['start']);
    expect(await q(w.t, 'select 1 from sms_outbox where sales_order_id = $1', [order.id])).toHaveLength(1);

    const help = await twilioPost('/sms/inbound', {
      MessageSid: messageSid(),
      From: phone,
      To: '+15550009999',
      Body: 'help',
    });
    expect(help.headers['x-sms-outcome']).toBe('help');
    const answer = await one<{ body: string }>(
      w.t,
      `select body from sms_outbox where event = 'sms.help' order by id desc limit 1`,
    );
    expect(answer.body).toMatch(/Reply STOP/);
  });

  it('answers a Spanish store’s customer in Spanish, and takes BAJA, ALTA and AYUDA (docs/product.md#languages)', async () => {
    const spanishPhone = '+34600333444';
    await q(
      w.t,
      `update customers set sms_opt_in = true, sms_phone = $1
        where store_id = (select id from stores where slug = 'joyeria') and email = 'cliente@joyeria.test'`,
      [spanishPhone],
    );
    const text = (Body: string) =>
      twilioPost('/sms/inbound', { MessageSid: messageSid(), From: spanishPhone, To: '+15550009999', Body });
    expect((await text('Ayuda')).headers['x-sms-outcome']).toBe('help');
    const answer = await one<{ body: string }>(
      w.t,
      `select body from sms_outbox where event = 'sms.help' and to_number = $1 order by id desc limit 1`,
      [spanishPhone],
    );
    expect(answer.body).toBe(
      'Joyería Aurora: mensajes sobre sus pedidos. Responda BAJA para dejar de recibirlos y ALTA para volver a recibirlos.',
    );
    expect((await text('BAJA')).headers['x-sms-outcome']).toBe('stopped');
    expect((await text('alta')).headers['x-sms-outcome']).toBe('started');
  });

  it('keeps a text from an unknown number in the inbox', async () => {
    const sid = messageSid();
    const res = await twilioPost('/sms/inbound', {
      MessageSid: sid,
      From: '+15550100999',
      To: '+15550009999',
      Body: 'Hello?',
    });
    expect(res.headers['x-sms-outcome']).toBe('inbox');
    expect(await one(w.t, 'select store_id, kind from sms_inbound where message_sid = $1', [sid])).toEqual({
      store_id: null,
      kind: 'reply',
    });
  });

  it('keeps a customer’s text that matches no open order in their store’s inbox, which its owner reads', async () => {
    const lone = '+15550100888';
    await q(w.t, `update customers set sms_opt_in = true, sms_phone = $2 where id = $1`, [
      w.customer2Id,
      lone,
    ]);
    const sid = messageSid();
    const res = await twilioPost('/sms/inbound', {
      MessageSid: sid,
      From: lone,
      To: '+15550009999',
      Body: 'Do you fix watch straps?',
    });
    expect(res.headers['x-sms-outcome']).toBe('inbox');
    const inbox = await w.owner({ method: 'GET', url: '/api/v1/sms-inbox' });
    expect(inbox.statusCode).toBe(200);
    const texts = inbox.json().data as { body: string; from_number: string; customer_id: number }[];
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          body: 'Do you fix watch straps?',
          from_number: lone,
          customer_id: w.customer2Id,
        }),
      ]),
    );
    // Replies on an order's timeline and the keywords are not in the inbox; another store sees none of it.
    expect(texts.every((t) => !/ready yet|^stop$|^start$|^help$/i.test(t.body))).toBe(true);
    const other = await w.fixitOwner({ method: 'GET', url: '/api/v1/sms-inbox' });
    expect(JSON.stringify(other.json())).not.toContain('watch straps');
    expect((await w.customer({ method: 'GET', url: '/api/v1/sms-inbox' })).statusCode).toBe(403);
  });

  it('lets staff answer from the order by text or mail, through the outbox and on the timeline', async () => {
    await q(w.t, `update customers set sms_opt_in = true, sms_phone = $2 where id = $1`, [
      w.customerId,
      phone,
    ]);
    const order = await placeOrder(w, w.customer);
    const reply = (payload: object, caller = w.owner) =>
      caller({ method: 'POST', url: `/api/v1/sales-orders/${order.id}/customer-messages`, payload });
    const text = await reply({ channel: 'sms', body: 'Yes — it will be ready on Friday.' });
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json().data).toMatchObject({ channel: 'sms', to: phone });
    expect(await row(text.json().data.outbox_id)).toMatchObject({
      sales_order_id: order.id,
      event: 'sales_order.staff_message',
      to_number: phone,
      body: 'Yes — it will be ready on Friday.',
    });
    // Queued for the worker, which may already have picked it up (it wakes on the outbox's NOTIFY).
    expect(['queued', 'sending', 'sent']).toContain((await row(text.json().data.outbox_id)).status);
    const mail = await reply({ channel: 'mail', body: 'Hello!\n\nYour ring is polished and waiting.' });
    expect(mail.statusCode, mail.body).toBe(201);
    const written = await one<{ subject: string; text: string }>(
      w.t,
      `select * from mail_outbox where id = $1`,
      [mail.json().data.outbox_id],
    );
    expect(written.subject).toContain(order.order_no);
    expect(written.text).toContain('Your ring is polished and waiting.');
    const timeline = await q<{ note: string; message: string }>(
      w.t,
      `select note, message from timeline_entries where sales_order_id = $1 and action = 'staff_message' order by id`,
      [order.id],
    );
    expect(timeline.map((e) => e.note)).toEqual([
      'Yes — it will be ready on Friday.',
      'Hello!\n\nYour ring is polished and waiting.',
    ]);

    // Refused clearly, nothing written: over 10 segments, empty, a customer who has not opted in, a
    // staff member who may only view, another store's owner.
    const count = async () =>
      (
        await one<{ n: number }>(w.t, `select count(*)::int as n from sms_outbox where sales_order_id = $1`, [
          order.id,
        ])
      ).n;
    const before = await count();
    const long = await reply({ channel: 'sms', body: 'x'.repeat(153 * 10 + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields[0]).toMatchObject({ field: 'body' });
    expect(long.json().error.fields[0].message).toMatch(/11 text segments/);
    expect((await reply({ channel: 'sms', body: '   ' })).statusCode).toBe(400);
    expect((await reply({ channel: 'fax', body: 'Hi' })).statusCode).toBe(400);
    expect((await reply({ channel: 'sms', body: 'Hi' }, w.limitedStaff)).statusCode).toBe(403);
    expect((await reply({ channel: 'sms', body: 'Hi' }, w.fixitOwner)).statusCode).toBe(404);
    await q(w.t, `update customers set sms_opt_in = false where id = $1`, [w.customerId]);
    const notOpted = await reply({ channel: 'sms', body: 'Hi' });
    expect(notOpted.statusCode).toBe(400);
    expect(notOpted.json().error.fields[0].field).toBe('channel');
    expect(await count()).toBe(before);
    await q(w.t, `update customers set sms_opt_in = true where id = $1`, [w.customerId]);
  });

  it('refuses an inbound request without a signature, or signed for another address, changing nothing', async () => {
    const sid = messageSid();
    const fields = { MessageSid: sid, From: phone, To: '+15550009999', Body: 'STOP' };
    const unsigned = await w.anonymous({
      method: 'POST',
      url: '/api/v1/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.fields[0].field).toBe('X-Twilio-Signature');
    const elsewhere = await twilioPost(
      '/sms/inbound',
      fields,
      twilio.sign('https://evil.example/sms', fields),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(await q(w.t, 'select 1 from sms_inbound where message_sid = $1', [sid])).toHaveLength(0);
    const consent = await one<{ sms_opt_in: boolean }>(
      w.t,
      'select sms_opt_in from customers where id = $1',
      [w.customerId],
    );
    expect(consent.sms_opt_in).toBe(true);
  });

  it('texts from the store’s own sender when it has one, and keeps texts to that number in its inbox', async () => {
    const own = '+15550007777';
    const bad = await w.owner({
      method: 'PUT',
      url: `/api/v1/store-settings/${w.storeId}`,
      payload: { sms_sender: '555-0007' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field)).toEqual(['sms_sender']);
    const stored = () =>
      one<{ sms_sender: string | null }>(w.t, 'select sms_sender from store_settings where store_id = $1', [
        w.storeId,
      ]);
    expect((await stored()).sms_sender).toBeNull();
    const set = await w.owner({
      method: 'PUT',
      url: `/api/v1/store-settings/${w.storeId}`,
      payload: { sms_sender: own },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.sms_sender).toBe(own);
    // The number is this store's: another store naming it is refused and keeps its own setting.
    const fixitSender = () =>
      one(w.t, 'select sms_sender from store_settings where store_id = $1', [w.fixitStoreId]);
    const before = await fixitSender();
    const taken = await w.fixitOwner({
      method: 'PUT',
      url: `/api/v1/store-settings/${w.fixitStoreId}`,
      payload: { sms_sender: own },
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().error.fields.map((f: { field: string }) => f.field)).toEqual(['sms_sender']);
    expect(await fixitSender()).toEqual(before);

    // The store's text goes out from its number: the outbox row records it and Twilio receives it as From.
    const order = await placeOrder(w, w.customer);
    const placed = await one<{ id: number; from_number: string }>(
      w.t,
      `select id, from_number from sms_outbox where sales_order_id = $1 and event = 'sales_order.placed'`,
      [order.id],
    );
    expect(placed.from_number).toBe(own);
    const sent = await until(async () => ((await row(placed.id)).status === 'sent' ? row(placed.id) : false));
    expect(twilio.sent.find((t) => t.sid === sent.provider_sid)).toMatchObject({
      to: phone,
      from: own,
      messagingServiceSid: null,
    });

    // A text from a number no customer has, to the store's own number, is that store's (not the platform's).
    const sid = messageSid();
    const res = await twilioPost('/sms/inbound', {
      MessageSid: sid,
      From: '+15550100555',
      To: own,
      Body: 'Are you open on Sunday?',
    });
    expect(res.headers['x-sms-outcome']).toBe('inbox');
    expect(await one(w.t, 'select store_id from sms_inbound where message_sid = $1', [sid])).toEqual({
      store_id: w.storeId,
    });
    const inbox = await w.owner({ method: 'GET', url: '/api/v1/sms-inbox' });
    expect(JSON.stringify(inbox.json())).toContain('Are you open on Sunday?');

    // A messaging service as the sender goes to Twilio as MessagingServiceSid, not From.
    const service = `MG${'a'.repeat(32)}`;
    await q(w.t, 'update store_settings set sms_sender = $2 where store_id = $1', [w.storeId, service]);
    const second = await placeOrder(w, w.customer);
    const viaService = await one<{ id: number; from_number: string }>(
      w.t,
      `select id, from_number from sms_outbox where sales_order_id = $1 and event = 'sales_order.placed'`,
      [second.id],
    );
    expect(viaService.from_number).toBe(service);
    const sentVia = await until(async () =>
      (await row(viaService.id)).status === 'sent' ? row(viaService.id) : false,
    );
    expect(twilio.sent.find((t) => t.sid === sentVia.provider_sid)).toMatchObject({
      from: null,
      messagingServiceSid: service,
    });
    await q(w.t, 'update store_settings set sms_sender = null where store_id = $1', [w.storeId]);
  });
});
