// A store's customers read its mails, texts and PDFs in the store's language, money in its currency written
// the language's way (docs/product.md#languages): the demo's Spanish store, Joyería Aurora, through real
// HTTP, its order written to the real mail and SMS outboxes. A store's own edited words stay as it wrote
// them; the defaults come from the catalogue in its language. English stores keep speaking English.
import fs from 'node:fs';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailDocumentRef } from '../../src/server/db/schema/index.ts';
import { paperFilesOf } from '../../src/server/features/documents/document-data.ts';
import { renderMailDocument } from '../../src/server/features/documents/documents.service.ts';
import { as, login, type LoggedIn } from '../support/test-app.ts';
import { createWorld, one, placeOrder, q, type Caller, type World } from '../support/orders-fixtures.ts';

// Intl writes a no-break space before the euro sign.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

async function pdfText(bytes: Buffer | Uint8Array) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** The language a login's user chose for themselves. */
const languageOf = (loggedIn: LoggedIn) => (loggedIn.body.data.user as { language?: string | null }).language;

/** DOCUMENTS_OUT=dir keeps the PDFs to look at (pdftoppm -png). */
function keep(name: string, bytes: Buffer | Uint8Array) {
  const out = process.env.DOCUMENTS_OUT;
  if (!out) return;
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, name), bytes);
}

describe('a Spanish store speaks Spanish to its customers', () => {
  let w: World;
  let storeId: number;
  let customer: Caller;
  let owner: Caller;
  let customerId: number;
  beforeAll(async () => {
    w = await createWorld();
    storeId = (await one<{ id: number }>(w.t, `select id from stores where slug = 'joyeria'`)).id;
    customer = as(
      w.app,
      (await login(w.app, 'cliente@joyeria.test', 'storefront', 'joyeria.localhost')).access,
    );
    owner = as(w.app, (await login(w.app, 'owner@joyeria.test', 'portal')).access);
    customerId = (
      await one<{ id: number }>(w.t, `select id from customers where store_id = $1 and email = $2`, [
        storeId,
        'cliente@joyeria.test',
      ])
    ).id;
    await q(w.t, `update customers set sms_opt_in = true, sms_phone = '+34600111222' where id = $1`, [
      customerId,
    ]);
  });
  afterAll(() => w.t.close());

  const mailsOf = (orderId: number) =>
    q<{ event: string; subject: string; text: string; html: string }>(
      w.t,
      `select event, subject, text, html from mail_outbox where store_id = $1
        and created_at >= (select created_at from sales_orders where id = $2) order by id`,
      [storeId, orderId],
    );
  const textsOf = (orderId: number) =>
    q<{ event: string; body: string }>(
      w.t,
      `select event, body from sms_outbox where sales_order_id = $1 order by id`,
      [orderId],
    );

  it('mails and texts the order placed in Spanish, euros written "40,00 €"', async () => {
    const order = await placeOrder(w, customer, {
      storeId,
      services: ['Cambio de pila de reloj', 'Cambio de pila de reloj'],
    });
    const placed = (await mailsOf(order.id)).find((m) => m.event === 'sales_order.placed')!;
    expect(placed.subject).toBe(`Pedido ${order.order_no} confirmado`);
    const text = plain(placed.text);
    expect(text).toContain(`Gracias por su pedido ${order.order_no}, Marta.`);
    expect(text).toContain('Total: 40,00 €');
    expect(text).toContain('1 × Cambio de pila de reloj: 20,00 €');
    expect(text).toContain(`Seguir mi pedido: http://joyeria.`);
    expect(placed.html).toContain('lang="es"');
    expect(placed.html).toContain('O abra este enlace:');
    expect(text).not.toMatch(/Track my order|Thank you|\$/);
    const [sms] = await textsOf(order.id);
    expect(sms).toMatchObject({ event: 'sales_order.placed' });
    expect(sms!.body).toMatch(
      new RegExp(
        `^Joyería Aurora: gracias, su pedido ${order.order_no} está registrado\\. Sígalo aquí: http`,
      ),
    );

    // Through the order's life: the store's own words for "ready" stay its own; the defaults are Spanish.
    for (const action of ['receive', 'start', 'mark_ready']) {
      const res = await owner({
        method: 'POST',
        url: `/api/v1/sales-orders/${order.id}/transitions/${action}`,
        payload: {},
      });
      expect(res.statusCode, `${action} ${res.body}`).toBe(200);
    }
    const paid = await owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/mark-paid`,
      payload: {},
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const mails = await mailsOf(order.id);
    const subject = (event: string) => mails.find((m) => m.event === event)?.subject;
    expect(subject('sales_order.received')).toBe(`Pedido ${order.order_no}: recibido`);
    expect(subject('sales_order.in_progress')).toBe(`Pedido ${order.order_no}: en curso`);
    expect(subject('sales_order.ready')).toBe(`Su pedido ${order.order_no} está listo, Marta`);
    expect(subject('sales_order.paid')).toBe(`Pedido ${order.order_no}: pago recibido`);
    expect(plain(mails.find((m) => m.event === 'sales_order.paid')!.text)).toContain(
      'Hemos recibido su pago de 40,00 € por el pedido',
    );
    const texts = await textsOf(order.id);
    expect(texts.find((t) => t.event === 'sales_order.ready')!.body).toContain('está listo en');

    // The payment's mail carries its receipt, rendered as the mail worker renders it, in Spanish and euros;
    // the customer downloads the same receipt over HTTP.
    const [attachment] = (
      await one<{ attachments: MailDocumentRef[] }>(
        w.t,
        `select attachments from mail_outbox where store_id = $1 and event = 'sales_order.paid' order by id desc limit 1`,
        [storeId],
      )
    ).attachments;
    expect(attachment?.filename).toMatch(/^receipt-/);
    const mailed = await pdfText(await renderMailDocument(w.app.db, paperFilesOf(w.app.config), attachment!));
    const paymentId = attachment!.document.paymentId!;
    const download = await customer({
      method: 'GET',
      url: `/api/v1/sales-orders/${order.id}/documents/receipt?payment_id=${paymentId}`,
    });
    expect(download.statusCode, download.body).toBe(200);
    keep('receipt-es.pdf', download.rawPayload);
    const receipt = await pdfText(download.rawPayload);
    for (const text of [mailed, receipt]) {
      for (const words of [
        'Recibo',
        `${order.order_no}-P${paymentId}`,
        'Importe pagado 40,00 €',
        'Saldo tras este pago 0,00 €',
        'Muchas gracias.',
        'Cliente',
      ])
        expect(text).toContain(words);
      expect(text).not.toMatch(/Receipt|Amount paid|Balance after|\$/);
    }
    const listed = await customer({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/documents` });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json().data as { title: string }[]).map((doc) => plain(doc.title))).toContain(
      `Recibo ${order.order_no}-P${paymentId} (40,00 €)`,
    );
    const invoice = await customer({
      method: 'GET',
      url: `/api/v1/sales-orders/${order.id}/documents/invoice`,
    });
    if (invoice.statusCode === 200) keep('invoice-es.pdf', invoice.rawPayload);
    const envelope = await owner({
      method: 'GET',
      url: `/api/v1/sales-orders/${order.id}/documents/envelope`,
    });
    expect(envelope.statusCode, envelope.body).toBe(200);
    keep('envelope-es.pdf', envelope.rawPayload);
    const ticket = await pdfText(envelope.rawPayload);
    for (const words of ['Copia del mostrador', 'Copia del taller', 'Resguardo del cliente', '40,00 €'])
      expect(ticket).toContain(words);
    expect(plain(texts.find((t) => t.event === 'sales_order.paid')!.body)).toContain(
      'hemos recibido su pago de 40,00 €',
    );
  });

  it('mails a password reset in the store’s language; an English store’s stays English', async () => {
    const ask = (store_url: string, email: string) =>
      w.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { store_url, email } });
    expect((await ask('joyeria.localhost', 'cliente@joyeria.test')).statusCode).toBe(200);
    expect((await ask('demo.localhost', 'customer@demo.test')).statusCode).toBe(200);
    const latest = (to: string) =>
      one<{ subject: string; text: string }>(
        w.t,
        `select subject, text from mail_outbox where to_address = $1 and event = 'account.reset' order by id desc limit 1`,
        [to],
      );
    const spanish = await latest('cliente@joyeria.test');
    expect(spanish.subject).toBe('Restablezca su contraseña de Joyería Aurora');
    expect(spanish.text).toContain('Elegir una nueva contraseña: http');
    const english = await latest('customer@demo.test');
    expect(english.subject).toMatch(/^Reset your .+ password$/);
    expect(english.text).toContain('Choose a new password: http');
  });

  it('words the answers of its orders in Spanish: a size, an insurance value, a yes or no', async () => {
    const order = await placeOrder(w, customer, { storeId, services: ['Cambio de pila de reloj'] });
    const size = await one<{ id: number }>(
      w.t,
      `select id from service_options where store_id = $1 and type = 4 order by id limit 1`,
      [storeId],
    );
    // The answers as a ring resizing keeps them: the option's id, the customer's two sizes.
    await q(w.t, `update sales_order_items set answers = $2 where store_id = $1 and sales_order_id = $3`, [
      storeId,
      { [size.id]: { current_size: 12, desired_size: 14 } },
      order.id,
    ]);
    const items = await owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/items` });
    expect(items.statusCode, items.body).toBe(200);
    const values = items
      .json()
      .data.flatMap((i: { answer_labels: { value: string }[] }) => i.answer_labels.map((a) => a.value));
    expect(values.join(' | ')).toMatch(/Talla actual: \d+, Talla deseada: \d+/);
    expect(values.join(' | ')).not.toMatch(/Current size|Desired size|Retail value|\bYes\b/);
  });

  it('keeps a staff member’s own language on their account: the next sign-in and their mails follow it', async () => {
    const staff = await login(w.app, 'owner@demo.test', 'portal');
    expect(languageOf(staff)).toBeNull();
    const me = as(w.app, staff.access);
    const refused = await me({ method: 'PUT', url: '/api/v1/profile', payload: { language: 'fr' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.map((f: { field: string }) => f.field)).toContain('language');
    const chosen = await me({ method: 'PUT', url: '/api/v1/profile', payload: { language: 'es' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.language).toBe('es');
    expect(languageOf(await login(w.app, 'owner@demo.test', 'portal'))).toBe('es');

    // The English store's owner reads their own reset mail in Spanish; its customers keep English.
    const asked = await w.app.inject({
      method: 'POST',
      url: '/api/v1/auth/portal/forgot-password',
      payload: { email: 'owner@demo.test' },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await one<{ subject: string }>(
      w.t,
      `select subject from mail_outbox where to_address = 'owner@demo.test' and event = 'account.reset' order by id desc limit 1`,
    );
    expect(mail.subject).toMatch(/^Restablezca su contraseña de /);

    expect(
      (await me({ method: 'PUT', url: '/api/v1/profile', payload: { language: null } })).statusCode,
    ).toBe(200);
    expect(languageOf(await login(w.app, 'owner@demo.test', 'portal'))).toBeNull();
  });
});
