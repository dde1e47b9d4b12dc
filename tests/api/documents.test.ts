// An order's paper and the customer's signatures (docs/product.md#documents-paper,
// docs/product.md#documents-signatures): a counter order of the demo store is taken in with its intake, signed
// at intake, worked, signed for at pickup and completed; the job envelope, the receipts (page and 80 mm) and
// the invoice are rendered and their text read back from the PDF; a customer reaches their own order's
// documents only; a vendor's invoice is a PDF for the vendor and the store it bills. Bad signatures are 400
// naming `image` with nothing written, and a store that requires a pickup signature refuses completion
// without one (409). With DOCUMENTS_OUT set, the PDFs are written there to be looked at.
import fs from 'node:fs';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSignatureDataUrl } from '../../src/server/db/demo-signature.ts';
import { createWorld, one, q, serviceId, type Caller, type World } from '../support/orders-fixtures.ts';
import { multipart, png } from '../support/forms.ts';
import type { MailDocumentRef } from '../../src/server/db/schema/index.ts';
import { renderMailDocument } from '../../src/server/features/documents/documents.service.ts';
import { paperFilesOf } from '../../src/server/features/documents/document-data.ts';

let w: World;
let order: { id: number; order_no: string };
const terms = 'Items left uncollected for 90 days may be sold to cover the cost of repair.';
const legal = 'Goldsmith & Co LLC · Tax ID 12-3456789';

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

function keep(name: string, bytes: Buffer) {
  const out = process.env.DOCUMENTS_OUT;
  if (out) {
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, name), bytes);
  }
}

const get = async (caller: Caller, url: string) => {
  const response = await caller({ method: 'GET', url });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    bytes: response.rawPayload,
    body: response.body,
  };
};

const sign = (caller: Caller, id: number, payload: object) =>
  caller({ method: 'POST', url: `/api/v1/sales-orders/${id}/signatures`, payload });

const counts = async (orderId: number) => ({
  signatures: (await q(w.t, 'select id from order_signatures where sales_order_id = $1', [orderId])).length,
  uploads: (await q(w.t, 'select id from uploads where store_id = $1', [w.storeId])).length,
  timeline: (await q(w.t, 'select id from timeline_entries where sales_order_id = $1', [orderId])).length,
});

beforeAll(async () => {
  w = await createWorld();
  await q(
    w.t,
    `update store_settings set store_terms = $2, document_legal_lines = $3, pickup_requires_signature = true
      where store_id = $1`,
    [w.storeId, terms, legal],
  );
  const created = await w.owner({
    method: 'POST',
    url: '/api/v1/sales-orders',
    payload: {
      customer_id: w.customerId,
      location_id: w.locationId,
      items: [
        { service_id: await serviceId(w.t, w.storeId, 'Watch Battery'), quantity: 1 },
        { service_id: await serviceId(w.t, w.storeId, 'Chain Repair'), quantity: 1 },
      ],
      pay_now: true,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  order = created.json().data;
});
afterAll(() => w.t.close());

describe('signatures', () => {
  it('takes the intake signature: an upload of the store, who took it, where, on the timeline', async () => {
    const response = await sign(w.owner, order.id, {
      kind: 'intake',
      signer_name: 'Casey Customer',
      image: demoSignatureDataUrl('Casey Customer'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const signature = response.json().data;
    expect(signature).toMatchObject({
      kind: 'intake',
      signer_name: 'Casey Customer',
      location_id: w.locationId,
    });
    expect(signature.taken_by).toBeTruthy();
    const image = await w.staff({ method: 'GET', url: signature.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const timeline = (
      await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/timeline` })
    ).json().data as { action: string; message: string }[];
    expect(timeline.find((e) => e.action === 'signature.intake')?.message).toContain(
      'Casey Customer signed at intake',
    );
    const list = (await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/signatures` })).json()
      .data;
    expect(list).toHaveLength(1);
  });

  it('refuses a signature that is not a PNG or too large: 400 naming image, nothing written', async () => {
    const before = await counts(order.id);
    const jpeg = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(80).fill(1)]).toString('base64')}`;
    const text = `data:image/png;base64,${Buffer.from('hello, this is not a picture at all, only words '.repeat(3)).toString('base64')}`;
    const big = `data:image/png;base64,${Buffer.concat([png, Buffer.alloc(210_000)]).toString('base64')}`;
    for (const image of [jpeg, text, big, 'data:image/jpeg;base64,/9j/4AAQ', 'not a data address']) {
      const response = await sign(w.owner, order.id, { kind: 'intake', signer_name: 'Casey', image });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields.map((f: { field: string }) => f.field)).toContain('image');
    }
    const blank = await sign(w.owner, order.id, {
      kind: 'intake',
      signer_name: ' ',
      image: demoSignatureDataUrl('x'),
    });
    expect(blank.statusCode).toBe(400);
    expect(await counts(order.id)).toEqual(before);
  });

  it('is for store people with the sales-order module: a customer or a view-only staff member is refused', async () => {
    const payload = { kind: 'intake', signer_name: 'Casey', image: demoSignatureDataUrl('Casey') };
    expect((await sign(w.customer, order.id, payload)).statusCode).toBe(403);
    expect((await sign(w.limitedStaff, order.id, payload)).statusCode).toBe(403);
    expect((await sign(w.fixitOwner, order.id, payload)).statusCode).toBe(404);
  });

  it('takes the pickup signature only when the order is ready', async () => {
    const response = await sign(w.owner, order.id, {
      kind: 'pickup',
      signer_name: 'Casey Customer',
      image: demoSignatureDataUrl('Casey Customer'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/ready/);
  });
});

describe('the job envelope', () => {
  it('prints counter copy, bench copy and claim check on one sheet, with the intake and the work', async () => {
    const [first, second] = await q<{ id: number }>(
      w.t,
      'select id from sales_order_items where sales_order_id = $1 order by line_no',
      [order.id],
    );
    const photo = (await w.owner({ method: 'POST', url: '/api/v1/uploads', ...multipart(png) })).json().data
      .id;
    const received = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
      payload: {
        items: [
          {
            id: first!.id,
            condition_notes: 'Scratched case, crown loose',
            declared_value: 120.5,
            photos: [photo],
          },
          { id: second!.id, declared_value: 40 },
        ],
      },
    });
    expect(received.statusCode, received.body).toBe(200);
    const work = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: first!.id, source: 1 },
    });
    expect(work.statusCode, work.body).toBe(201);
    const instruction = await w.owner({
      method: 'POST',
      url: `/api/v1/work-orders/${work.json().data.id}/instructions`,
      payload: { body: 'Replace the battery and reseal the case back' },
    });
    expect(instruction.statusCode, instruction.body).toBe(201);

    const envelope = await get(w.owner, `/api/v1/sales-orders/${order.id}/documents/envelope`);
    expect(envelope.status, envelope.body).toBe(200);
    expect(envelope.type).toBe('application/pdf');
    keep('envelope.pdf', envelope.bytes);
    const { text, pages } = await pdfText(envelope.bytes);
    expect(pages).toBe(1);
    for (const words of [
      'Counter copy',
      'Bench copy',
      "Customer's claim check",
      order.order_no,
      'Scratched case, crown loose',
      '$120.50',
      'Replace the battery and reseal the case back',
      'Casey Customer',
      'Items left uncollected for 90 days',
      'Main Street Studio',
      'Scan at the bench',
    ])
      expect(text).toContain(words);
    // Staff who may view sales orders print it; a customer and another store may not.
    expect((await get(w.limitedStaff, `/api/v1/sales-orders/${order.id}/documents/envelope`)).status).toBe(
      200,
    );
    expect((await get(w.customer, `/api/v1/sales-orders/${order.id}/documents/envelope`)).status).toBe(403);
    expect((await get(w.fixitOwner, `/api/v1/sales-orders/${order.id}/documents/envelope`)).status).toBe(404);
  });
});

describe('receipts and the invoice', () => {
  it('refuses completion without the pickup signature when the store requires it (409), then completes', async () => {
    await q(w.t, `update sales_orders set status = 'ready' where id = $1`, [order.id]);
    const before = await counts(order.id);
    const refused = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/complete`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'A pickup signature is required: the customer signs for the item before the order is completed.',
    );
    expect(await counts(order.id)).toEqual(before);
    expect(
      (await one<{ status: string }>(w.t, 'select status from sales_orders where id = $1', [order.id]))
        .status,
    ).toBe('ready');
    // Before completion the invoice is a pro-forma.
    const proForma = await get(w.owner, `/api/v1/sales-orders/${order.id}/documents/invoice`);
    expect(proForma.status).toBe(200);
    expect((await pdfText(proForma.bytes)).text).toContain('Pro-forma invoice');

    const signed = await sign(w.staff, order.id, {
      kind: 'pickup',
      signer_name: 'Casey Customer',
      image: demoSignatureDataUrl('Casey C'),
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const completed = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/complete`,
    });
    expect(completed.statusCode, completed.body).toBe(200);
  });

  it('lists what the customer may download: the invoice and a receipt per payment, not the envelope', async () => {
    const mine = await w.customer({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/documents` });
    expect(mine.statusCode, mine.body).toBe(200);
    const kinds = (mine.json().data as { kind: string }[]).map((d) => d.kind).sort();
    expect(kinds).toEqual(['invoice', 'receipt']);
    const staff = (await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/documents` })).json()
      .data as {
      kind: string;
    }[];
    expect(staff.map((d) => d.kind)).toContain('envelope');
    expect(
      (await w.customer2({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/documents` })).statusCode,
    ).toBe(404);
  });

  it('renders the invoice: items with answers, payments, balance, pickup signature, legal lines', async () => {
    for (const caller of [w.owner, w.customer]) {
      const invoice = await get(caller, `/api/v1/sales-orders/${order.id}/documents/invoice`);
      expect(invoice.status, invoice.body).toBe(200);
      keep('invoice.pdf', invoice.bytes);
      const { text, pages } = await pdfText(invoice.bytes);
      expect(pages).toBe(1);
      expect(text).not.toContain('Pro-forma');
      for (const words of [
        'Invoice',
        order.order_no,
        'Watch Battery',
        'Chain Repair',
        'Payments',
        'Balance due',
        '$0.00',
        'Received by the customer',
        'Casey Customer',
        'Tax ID 12-3456789',
      ])
        expect(text).toContain(words);
    }
    expect((await get(w.customer2, `/api/v1/sales-orders/${order.id}/documents/invoice`)).status).toBe(404);
    expect((await get(w.fixitCustomer, `/api/v1/sales-orders/${order.id}/documents/invoice`)).status).toBe(
      404,
    );
  });

  it('renders each payment as a receipt on the page and as an 80 mm slip', async () => {
    const payment = await one<{ id: number; amount_cents: number }>(
      w.t,
      `select id, amount_cents from payments where sales_order_id = $1 and status = 'succeeded' order by id limit 1`,
      [order.id],
    );
    const url = `/api/v1/sales-orders/${order.id}/documents/receipt?payment_id=${payment.id}`;
    const page = await get(w.customer, url);
    expect(page.status, page.body).toBe(200);
    keep('receipt-a4.pdf', page.bytes);
    const slip = await get(w.owner, `${url}&layout=thermal`);
    expect(slip.status, slip.body).toBe(200);
    keep('receipt-80mm.pdf', slip.bytes);
    for (const pdf of [page, slip]) {
      const { text, pages } = await pdfText(pdf.bytes);
      expect(pages).toBe(1);
      for (const words of [
        'Receipt',
        `${order.order_no}-P${payment.id}`,
        'Balance after this payment',
        'Tax ID 12-3456789',
      ])
        expect(text).toContain(words);
      expect(text).toContain(`$${(payment.amount_cents / 100).toFixed(2)}`);
    }
    // A4 is 595 points wide; the slip 80 mm (226.8 points).
    expect(page.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(slip.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 226\.77/);
    expect((await get(w.customer2, url)).status).toBe(404);
    expect(
      (await get(w.owner, `/api/v1/sales-orders/${order.id}/documents/receipts/2147483647`)).status,
    ).toBe(404);
  });

  it('prints on US Letter when the store chooses it', async () => {
    await q(w.t, `update store_settings set paper_size = 'letter' where store_id = $1`, [w.storeId]);
    const invoice = await get(w.owner, `/api/v1/sales-orders/${order.id}/documents/invoice`);
    expect(invoice.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
    await q(w.t, `update store_settings set paper_size = 'a4' where store_id = $1`, [w.storeId]);
  });

  it("attaches the invoice to the customer's completion mail, rendered when the mail is sent", async () => {
    const mail = await one<{ attachments: MailDocumentRef[] }>(
      w.t,
      `select attachments from mail_outbox where event = 'sales_order.completed' and store_id = $1 order by id desc limit 1`,
      [w.storeId],
    );
    // The completion's transaction wrote a reference, not the PDF (docs/product.md#documents-mail).
    expect(mail.attachments).toEqual([
      {
        filename: `invoice-${order.order_no}.pdf`,
        contentType: 'application/pdf',
        document: { kind: 'invoice', storeId: w.storeId, salesOrderId: order.id, paymentId: null },
      },
    ]);
    const bytes = await renderMailDocument(w.app.db, paperFilesOf(w.app.config), mail.attachments[0]!);
    const { text } = await pdfText(bytes);
    expect(text).toContain('Balance due');
    expect(text).toContain(order.order_no);
  });
});

describe("a vendor's invoice to a store", () => {
  it('is a PDF for the issuing vendor and the store it bills; a draft is not the store’s', async () => {
    const invoice = await one<{ id: number }>(
      w.t,
      `insert into invoices (vendor_id, store_id, invoice_no, status, total_cents, sent_at)
       values ($1, $2, 'VINV234', 'sent', 8500, now()) returning id`,
      [w.benchVendorId, w.storeId],
    );
    await q(
      w.t,
      `insert into invoice_items (vendor_id, invoice_id, description, amount_cents) values ($1, $2, 'Battery and reseal', 8500)`,
      [w.benchVendorId, invoice.id],
    );
    for (const caller of [w.vendorOwner, w.owner]) {
      const pdf = await get(caller, `/api/v1/invoices/${invoice.id}/document`);
      expect(pdf.status, pdf.body).toBe(200);
      keep('vendor-invoice.pdf', pdf.bytes);
      const { text, pages } = await pdfText(pdf.bytes);
      expect(pages).toBe(1);
      for (const words of ['VINV234', 'Bench Workshop', 'Goldsmith & Co', 'Battery and reseal', '$85.00'])
        expect(text).toContain(words);
    }
    expect((await get(w.otherVendor, `/api/v1/invoices/${invoice.id}/document`)).status).toBe(404);
    expect((await get(w.fixitOwner, `/api/v1/invoices/${invoice.id}/document`)).status).toBe(404);
    await q(w.t, `update invoices set status = 'draft' where id = $1`, [invoice.id]);
    expect((await get(w.owner, `/api/v1/invoices/${invoice.id}/document`)).status).toBe(404);
    expect((await get(w.vendorOwner, `/api/v1/invoices/${invoice.id}/document`)).status).toBe(200);
  });
});
