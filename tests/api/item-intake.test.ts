// Intake at `receive`: staff record each item's condition, declared value and photos with the state change;
// the items and the timeline show them. Input that does not fit the order is a 400 naming the field at
// fault and changes nothing (no state change, no timeline entry, no photo), and one store's uploads or
// items never attach to another's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inScope } from '../../src/server/db/database.ts';
import { createWorld, one, placeOrder, q, type Caller, type World } from '../support/orders-fixtures.ts';
import { multipart, png } from '../support/forms.ts';
import { createTranslator } from '../../src/shared/i18n/translator.ts';
import { sayStored, type SaidParams } from '../../src/shared/i18n/said.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

const uploadAs = async (caller: Caller) => {
  const response = await caller({ method: 'POST', url: '/api/v1/uploads', ...multipart(png) });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
};

const itemsOf = async (caller: Caller, orderId: number) =>
  (await caller({ method: 'GET', url: `/api/v1/sales-orders/${orderId}/items` })).json().data as {
    id: number;
    item_number: string;
    condition_notes: string | null;
    declared_value: number | null;
    intake_photos: { upload_id: string }[];
  }[];

/** What a refused receive must leave as it was. */
const snapshot = async (orderId: number) => ({
  status: (await one<{ status: string }>(w.t, 'select status from sales_orders where id = $1', [orderId]))
    .status,
  timeline: (await q(w.t, 'select id from timeline_entries where sales_order_id = $1', [orderId])).length,
  photos: (
    await q(
      w.t,
      `select p.id from sales_order_item_photos p join sales_order_items i on i.id = p.sales_order_item_id
        where i.sales_order_id = $1`,
      [orderId],
    )
  ).length,
  conditions: (
    await q(
      w.t,
      'select id from sales_order_items where sales_order_id = $1 and condition_notes is not null',
      [orderId],
    )
  ).length,
});

const receive = (caller: Caller, orderId: number, payload: object) =>
  caller({ method: 'POST', url: `/api/v1/sales-orders/${orderId}/transitions/receive`, payload });

describe('intake when an order is received', () => {
  it('records condition, declared value and photos per item, on the items and the timeline', async () => {
    const order = await placeOrder(w, w.customer, { services: ['Watch Battery', 'Chain Repair'] });
    const [first, second] = await itemsOf(w.owner, order.id);
    expect(first!.intake_photos).toEqual([]);
    const photos = [await uploadAs(w.owner), await uploadAs(w.owner)];
    const response = await receive(w.owner, order.id, {
      note: 'Handed in at the counter',
      items: [
        { id: first!.id, condition_notes: 'Scratched case, crown loose', declared_value: 120.5, photos },
        { id: second!.id, declared_value: 40 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('received');

    const items = await itemsOf(w.owner, order.id);
    expect(items[0]).toMatchObject({ condition_notes: 'Scratched case, crown loose', declared_value: 120.5 });
    expect(items[0]!.intake_photos.map((p) => p.upload_id)).toEqual(photos);
    expect(items[1]).toMatchObject({ condition_notes: null, declared_value: 40, intake_photos: [] });
    // The photos are the store's: its staff read them.
    const image = await w.staff({ method: 'GET', url: `/api/v1/uploads/${photos[0]}` });
    expect(image.statusCode).toBe(200);

    const timeline = (
      await w.owner({ method: 'GET', url: `/api/v1/sales-orders/${order.id}/timeline` })
    ).json().data as {
      action: string;
      note: string | null;
      note_key: string | null;
      note_params: SaidParams | null;
    }[];
    const received = timeline.find((e) => e.action === 'receive')!;
    expect(received.note).toBe(
      [
        'Handed in at the counter',
        `${first!.item_number}: Scratched case, crown loose · declared $120.50 · 2 photos`,
        `${second!.item_number}: declared $40.00`,
      ].join('\n'),
    );
    // docs/product.md#languages-server-sentences: the server's part of the note is a sentence each reader
    // gets in their own language; the staff's own words stay as they wrote them.
    const spanish = createTranslator('es');
    const inSpanish = sayStored(spanish.t, 'es', received.note_key, received.note_params, '');
    expect(inSpanish.replace(/\u00a0/g, ' ')).toBe(
      [
        'Handed in at the counter',
        `${first!.item_number}: Scratched case, crown loose · valor declarado 120,50 US$ · 2 fotos`,
        `${second!.item_number}: valor declarado 40,00 US$`,
      ].join('\n'),
    );
  });

  it('still receives an order with no intake at all', async () => {
    const order = await placeOrder(w, w.customer);
    const response = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
    });
    expect(response.statusCode).toBe(200);
    expect((await itemsOf(w.owner, order.id))[0]).toMatchObject({
      condition_notes: null,
      declared_value: null,
    });
  });

  it('refuses intake that does not fit the order with the field at fault, and changes nothing', async () => {
    const order = await placeOrder(w, w.customer, { services: ['Watch Battery'] });
    const other = await placeOrder(w, w.customer, { services: ['Watch Battery'] });
    const [item] = await itemsOf(w.owner, order.id);
    const [otherItem] = await itemsOf(w.owner, other.id);
    const mine = await uploadAs(w.owner);
    const theirs = await uploadAs(w.fixitOwner);
    const before = await snapshot(order.id);
    const cases: [object, string][] = [
      [{ items: [{ id: otherItem!.id, condition_notes: 'x' }] }, 'items.0.id'],
      [{ items: [{ id: item!.id }, { id: item!.id }] }, 'items.1.id'],
      [{ items: [{ id: item!.id, condition_notes: 'ok', photos: [mine, theirs] }] }, 'items.0.photos.1'],
      [{ items: [{ id: item!.id, photos: ['not-an-upload'] }] }, 'items.0.photos.0'],
      [{ items: [{ id: item!.id, declared_value: -1 }] }, 'items.0.declared_value'],
      [{ items: [{ id: item!.id, condition_notes: 'x'.repeat(2001) }] }, 'items.0.condition_notes'],
      [{ items: [{ id: item!.id, colour: 'red' }] }, 'items.0.colour'],
      [{ items: [{ condition_notes: 'no id' }] }, 'items.0.id'],
    ];
    for (const [payload, field] of cases) {
      const response = await receive(w.owner, order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = response.json().error;
      expect(error.code).toBeTruthy();
      expect(error.message).toBeTruthy();
      expect(
        error.fields.map((f: { field: string }) => f.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('takes intake at receive only', async () => {
    const order = await placeOrder(w, w.customer);
    const [item] = await itemsOf(w.owner, order.id);
    const before = await snapshot(order.id);
    const response = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/transitions/cancel`,
      payload: { items: [{ id: item!.id, condition_notes: 'x' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].field).toBe('items');
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('shows the intake on the work order to the store and to the vendor it is sent to, and to no one else', async () => {
    const order = await placeOrder(w, w.customer);
    const [item] = await itemsOf(w.owner, order.id);
    const photos = [await uploadAs(w.owner), await uploadAs(w.owner)];
    const received = await receive(w.owner, order.id, {
      items: [{ id: item!.id, condition_notes: 'Bent prong', declared_value: 310, photos }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const opened = await w.owner({
      method: 'POST',
      url: '/api/v1/work-orders',
      payload: { sales_order_item_id: item!.id, source: 1 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const workOrderId = opened.json().data.id as number;
    const sent = await w.owner({
      method: 'POST',
      url: `/api/v1/work-orders/${workOrderId}/transitions/send`,
      payload: { vendor_id: w.benchVendorId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const intake = { condition_notes: 'Bent prong', declared_value: 310, photos };
    const listed = async (caller: Caller, url: string) =>
      ((await caller({ method: 'GET', url })).json().data as { id: number; intake: unknown }[]).find(
        (r) => r.id === workOrderId,
      )?.intake;
    expect(await listed(w.owner, '/api/v1/work-orders?range=[0,199]')).toEqual(intake);
    expect(await listed(w.vendorOwner, '/api/v1/vendor-work-orders?range=[0,199]')).toEqual(intake);
    const read = await w.vendorOwner({ method: 'GET', url: `/api/v1/vendor-work-orders/${workOrderId}` });
    expect(read.json().data.intake).toEqual(intake);

    // work_intake (orders/work-intake.ts) answers for the work orders the caller may read, and puts the
    // platform setting back: another vendor, and another store, get nothing of this item.
    const intakeAs = (scope: Parameters<typeof inScope>[1]) =>
      inScope(w.t.db, scope, async (tx) => {
        const { rows } = await tx.execute<{ item_id: number }>(
          sql.raw(`select item_id from work_intake('{${w.storeId}}', '{${item!.id}}')`),
        );
        const after = await tx.execute<{ platform: string }>(
          sql`select current_setting('app.platform', true) as platform`,
        );
        return { items: rows.map((r) => r.item_id), platform: after.rows[0]!.platform };
      });
    expect(await intakeAs({ kind: 'vendor', vendorId: w.benchVendorId })).toEqual({
      items: [item!.id],
      platform: '',
    });
    expect(await intakeAs({ kind: 'vendor', vendorId: w.otherVendorId })).toEqual({
      items: [],
      platform: '',
    });
    expect(await intakeAs({ kind: 'store', storeId: w.fixitStoreId })).toEqual({ items: [], platform: '' });
    // Once the link with the store ends, the intake goes with the work.
    await q(w.t, `update store_vendors set status = 'paused' where store_id = $1 and vendor_id = $2`, [
      w.storeId,
      w.benchVendorId,
    ]);
    try {
      expect(await intakeAs({ kind: 'vendor', vendorId: w.benchVendorId })).toEqual({
        items: [],
        platform: '',
      });
    } finally {
      await q(w.t, `update store_vendors set status = 'active' where store_id = $1 and vendor_id = $2`, [
        w.storeId,
        w.benchVendorId,
      ]);
    }
  });

  it("never reaches another store's order: the other store's owner gets a 404 and nothing is written", async () => {
    const order = await placeOrder(w, w.customer);
    const [item] = await itemsOf(w.owner, order.id);
    const theirs = await uploadAs(w.fixitOwner);
    const before = await snapshot(order.id);
    const response = await receive(w.fixitOwner, order.id, { items: [{ id: item!.id, photos: [theirs] }] });
    expect(response.statusCode).toBe(404);
    expect(await snapshot(order.id)).toEqual(before);
  });
});
