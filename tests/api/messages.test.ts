// The store's customer messages (docs/product.md#messages-templates): templates as data, checked against
// their event; an order's life writes the store's words to the mail outbox and, for a customer who opted in
// to texts, to the SMS outbox; payment and completion have their own messages; every template renders for
// the demo store (mjml HTML and a text part).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageEventKeys, messageEvents, smsLength } from '../../src/shared/messages/catalogue.ts';
import { createWorld, one, placeOrder, q, type World } from '../support/orders-fixtures.ts';

describe('customer messages', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.t.close());

  const ready = {
    event: 'sales_order.ready',
    mail_enabled: true,
    mail_subject: 'Your ring {{order_no}} is ready, {{first_name}}',
    mail_body: 'Come and collect it at {{location_name}}.\n\nSee you soon!',
    sms_enabled: true,
    sms_body: '{{store_name}}: ring {{order_no}} is ready at {{location_name}}',
  };

  it('refuses a template with an unknown variable, an empty rendering or an over-long text, naming the field', async () => {
    const count = async () =>
      (await one<{ n: number }>(w.t, 'select count(*)::int as n from message_templates')).n;
    const before = await count();
    const unknown = await w.owner({
      method: 'POST',
      url: '/api/v1/message-templates',
      payload: { ...ready, sms_body: 'Hi {{nickname}}' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields?.sms_body ?? JSON.stringify(unknown.json())).toContain('nickname');
    const empty = await w.owner({
      method: 'POST',
      url: '/api/v1/message-templates',
      payload: { ...ready, mail_subject: '{{due_date}} ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('mail_subject');
    const long = await w.owner({
      method: 'POST',
      url: '/api/v1/message-templates',
      payload: { ...ready, sms_body: 'x'.repeat(1540) },
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toMatch(/sms_body is 11 segments/);
    expect(await count()).toBe(before);
  });

  const words = {
    event: ready.event,
    mail_subject: ready.mail_subject,
    mail_body: ready.mail_body,
    sms_body: ready.sms_body,
  };

  it('previews a template in the store’s look and counts the text’s segments', async () => {
    const res = await w.owner({ method: 'POST', url: '/api/v1/message-templates/preview', payload: words });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.subject).toBe('Your ring SO-1042 is ready, Maria');
    expect(p.html).toContain('Goldsmith &amp; Co');
    expect(p.html).toContain('Come and collect it at Main Street.');
    expect(p.text).toContain('Track my order: https://demo.example.com/order-tracking/SO-1042');
    expect(p.sms).toBe('Goldsmith & Co: ring SO-1042 is ready at Main Street');
    expect([p.sms_segments, p.sms_encoding]).toEqual([1, 'GSM-7']);
    const test = await w.owner({ method: 'POST', url: '/api/v1/message-templates/test', payload: words });
    expect(test.statusCode).toBe(200);
    const mail = await one<{ subject: string }>(
      w.t,
      `select subject from mail_outbox where event = 'test:sales_order.ready' order by id desc limit 1`,
    );
    expect(mail.subject).toBe('[Test] Your ring SO-1042 is ready, Maria');
  });

  it('renders every default template for the demo store: HTML from mjml and a text part', async () => {
    for (const event of messageEventKeys) {
      const d = messageEvents[event];
      const res = await w.owner({
        method: 'POST',
        url: '/api/v1/message-templates/preview',
        payload: { event, mail_subject: d.mail.subject, mail_body: d.mail.body, sms_body: d.sms },
      });
      expect(res.statusCode, event).toBe(200);
      const p = res.json().data;
      expect(p.html, event).toMatch(/^<!doctype html>/i);
      expect(p.html, event).toContain('mj-column-per-100');
      expect(p.html, event).not.toContain('{{');
      expect(p.html, event).not.toContain('mjtoken');
      expect(p.text, event).not.toContain('{{');
      expect(p.text.length, event).toBeGreaterThan(20);
      expect(p.sms_segments, event).toBeLessThanOrEqual(2);
    }
  });

  it('sends the store’s words through an order’s life; payment and completion have their own', async () => {
    // The customer opts in to texts.
    await q(w.t, `update customers set sms_opt_in = true, sms_phone = '+15550100001' where id = $1`, [
      w.customerId,
    ]);
    const saved = await w.owner({ method: 'POST', url: '/api/v1/message-templates', payload: ready });
    expect(saved.statusCode).toBe(201);
    const order = await placeOrder(w, w.customer);
    for (const action of ['receive', 'start', 'mark_ready']) {
      const res = await w.owner({
        method: 'POST',
        url: `/api/v1/sales-orders/${order.id}/transitions/${action}`,
        payload: {},
      });
      expect(res.statusCode, `${action} ${res.body}`).toBe(200);
    }
    const paid = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/mark-paid`,
      payload: {},
    });
    const complete = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/complete`,
      payload: {},
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const customer = await one<{ email: string; first_name: string }>(
      w.t,
      'select email, first_name from customers where id = $1',
      [w.customerId],
    );
    const mails = await q<{ event: string; subject: string; text: string }>(
      w.t,
      `select event, subject, text from mail_outbox where to_address = $1 and created_at >= (select created_at from sales_orders where id = $2) order by id`,
      [customer.email, order.id],
    );
    const texts = await q<{ event: string; body: string; status: string; to_number: string }>(
      w.t,
      `select event, body, status, to_number from sms_outbox where sales_order_id = $1 order by id`,
      [order.id],
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(mails.map((m) => m.event)).toEqual(
      expect.arrayContaining([
        'sales_order.placed',
        'sales_order.received',
        'sales_order.in_progress',
        'sales_order.ready',
        'sales_order.completed',
        'feedback.request',
      ]),
    );
    const readyMail = mails.find((m) => m.event === 'sales_order.ready')!;
    expect(readyMail.subject).toBe(`Your ring ${order.order_no} is ready, ${customer.first_name}`);
    expect(texts.find((t) => t.event === 'sales_order.ready')).toMatchObject({
      body: expect.stringContaining(`ring ${order.order_no} is ready at`),
      status: 'outbox',
      to_number: '+15550100001',
    });
    // Recording a payment says so (it was titled with the order's status, "Ready", before).
    const paidMail = mails.find((m) => m.event === 'sales_order.paid')!;
    expect(paidMail.subject).toBe(`Order ${order.order_no}: payment received`);
    expect(texts.map((t) => t.event)).toEqual([
      'sales_order.placed',
      'sales_order.received',
      'sales_order.in_progress',
      'sales_order.ready',
      'sales_order.paid',
      'sales_order.completed',
      'feedback.request',
    ]);
  });

  it('sends nothing on a channel the store switched off', async () => {
    const row = await one<{ id: number }>(
      w.t,
      `select id from message_templates where event = 'sales_order.ready' and store_id = $1`,
      [w.storeId],
    );
    const off = await w.owner({
      method: 'PUT',
      url: `/api/v1/message-templates/${row.id}`,
      payload: { sms_enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const order = await placeOrder(w, w.customer);
    for (const action of ['receive', 'start', 'mark_ready'])
      await w.owner({
        method: 'POST',
        url: `/api/v1/sales-orders/${order.id}/transitions/${action}`,
        payload: {},
      });
    const texts = await q(
      w.t,
      `select event from sms_outbox where sales_order_id = $1 and event = 'sales_order.ready'`,
      [order.id],
    );
    expect(texts).toHaveLength(0);
  });

  it('counts GSM-7 and UCS-2 segments', () => {
    expect(smsLength('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(smsLength('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(smsLength('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('ü'.repeat(70))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(smsLength('ł'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsLength('ł'.repeat(71))).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });
});
