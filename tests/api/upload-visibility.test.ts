// Who may see an upload follows the record it is attached to (docs/product.md#uploads-visibility): the
// vendor's before/after photos on a store's work order reach the store (issue 27: they answered 404 to the
// store's owner), the store's intake photos reach the vendor the item's work is sent to, an estimate
// request's photos reach the store — and nobody else gains sight of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWorld, firstItemId, placeOrder, type Caller, type World } from '../support/orders-fixtures.ts';
import { multipart, png } from '../support/forms.ts';

let w: World;
let dataDir: string;
let workOrderId: number;
let itemId: number;
let intakePhoto: { id: string; url: string };

const upload = async (caller: Caller, fields: Record<string, string> = {}) => {
  const response = await caller({ method: 'POST', url: '/api/v1/uploads', ...multipart(png, fields) });
  if (response.statusCode !== 201) throw new Error(`upload ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; url: string };
};
const status = async (caller: Caller, url: string) => (await caller({ method: 'GET', url })).statusCode;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-visibility-'));
  w = await createWorld({ DATA_DIR: dataDir });
  const order = await placeOrder(w, w.customer, { services: ['Chain Repair'] });
  itemId = await firstItemId(w.t, order.id);
  intakePhoto = await upload(w.owner);
  const received = await w.owner({
    method: 'POST',
    url: `/api/v1/sales-orders/${order.id}/transitions/receive`,
    payload: { items: [{ id: itemId, condition_notes: 'Scratched clasp', photos: [intakePhoto.id] }] },
  });
  if (received.statusCode !== 200) throw new Error(received.body);
  const created = await w.owner({
    method: 'POST',
    url: '/api/v1/work-orders',
    payload: { sales_order_item_id: itemId, source: 1 },
  });
  workOrderId = created.json().data.id;
  const sent = await w.owner({
    method: 'POST',
    url: `/api/v1/work-orders/${workOrderId}/transitions/send`,
    payload: { vendor_id: w.benchVendorId },
  });
  if (sent.statusCode !== 200) throw new Error(sent.body);
  for (const action of ['accept', 'start'])
    await w.vendorOwner({
      method: 'POST',
      url: `/api/v1/work-orders/${workOrderId}/transitions/${action}`,
      payload: {},
    });
});
afterAll(async () => {
  await w.t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an upload attached to a record', () => {
  it("the vendor's before/after photo reaches the store that owns the work order", async () => {
    // The bench uploads as the vendor (no store named), then attaches it to the store's work order.
    const photo = await upload(w.vendorStaff, { is_public: 'false' });
    // Not attached yet: the vendor's own, nobody else's.
    expect(await status(w.owner, photo.url)).toBe(404);
    const attached = await w.vendorStaff({
      method: 'POST',
      url: `/api/v1/work-orders/${workOrderId}/images`,
      payload: { kind: 'after', upload_id: photo.id },
    });
    expect(attached.statusCode).toBe(201);

    const mine = await w.owner({ method: 'GET', url: photo.url });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload).toEqual(png);
    expect(await status(w.staff, photo.url)).toBe(200); // staff with the work-order module
    expect(await status(w.admin, photo.url)).toBe(200);
    expect(await status(w.vendorOwner, photo.url)).toBe(200);
    // Who may not see the work order does not see its photo either.
    expect(await status(w.limitedStaff, photo.url)).toBe(404); // sales orders only, no work orders
    for (const other of [w.fixitOwner, w.otherVendor, w.customer2, w.fixitCustomer])
      expect(await status(other, photo.url)).toBe(404);
    expect(await status(w.anonymous, photo.url)).toBe(401);
  });

  it('an intake photo reaches the vendor the item is sent to, and no other vendor', async () => {
    const photo = intakePhoto;
    expect(await status(w.vendorOwner, photo.url)).toBe(200);
    expect(await status(w.vendorStaff, photo.url)).toBe(200);
    expect(await status(w.otherVendor, photo.url)).toBe(404);
    expect(await status(w.customer2, photo.url)).toBe(404);
  });

  it("an estimate request's photo reaches the store, not another store", async () => {
    await w.t.db.$client.query(`update customers set phone = '+1 555 0100' where id = $1`, [w.customerId]);
    const requested = await w.customer({
      method: 'POST',
      url: '/api/v1/estimate-requests',
      payload: { store_id: w.storeId, item: 'Ring', description: 'A bent ring' },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const token = requested.json().data.follow_token as string;
    const sent = await w.customer({
      method: 'POST',
      url: `/api/v1/estimate-requests/${token}/photos`,
      ...multipart(png),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const photo = { url: `/api/v1/uploads/${sent.json().data.upload_id as string}` };
    expect(await status(w.owner, photo.url)).toBe(200);
    expect(await status(w.customer, photo.url)).toBe(200);
    // The estimate page shows how to reach the customer (issue 27: neither email nor phone was there).
    const estimate = await w.owner({ method: 'GET', url: `/api/v1/estimates/${requested.json().data.id}` });
    expect(estimate.json().data).toMatchObject({
      customer_email: 'customer@demo.test',
      customer_phone: '+1 555 0100',
    });
    expect(await status(w.fixitOwner, photo.url)).toBe(404);
    expect(await status(w.customer2, photo.url)).toBe(404);
  });
});
