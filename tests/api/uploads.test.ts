// Image uploads: images only by their bytes, at most 8388608 bytes (docs/product.md#formats-images), kept
// under
// DATA_DIR/uploads, served only to those allowed to see them (public storefront images to anyone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataOf, fieldsOf, loginActors, type Actors, type Caller } from '../support/actors.ts';
import { multipart, png } from '../support/forms.ts';

let t: TestApp;
let a: Actors;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  a = await loginActors(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (caller: Caller, file: Buffer, fields: Record<string, string> = {}, mime?: string) =>
  caller({ method: 'POST', url: '/api/v1/uploads', ...multipart(file, fields, mime) });

const rowCount = async () =>
  (await t.db.$client.query('select count(*)::int as n from uploads')).rows[0].n as number;

describe('uploading', () => {
  it('keeps an image under DATA_DIR/uploads and answers where to read it', async () => {
    const record = dataOf<{
      id: string;
      url: string;
      content_type: string;
      store_id: number;
      byte_size: number;
    }>(await upload(a.owner, png), 201);
    expect(record).toMatchObject({ content_type: 'image/png', store_id: a.ids.demo, byte_size: png.length });
    expect(record.url).toBe(`/api/v1/uploads/${record.id}`);
    expect(fs.readFileSync(path.join(dataDir, 'uploads', record.id.slice(0, 2), record.id))).toEqual(png);
  });

  it('judges by the bytes: text sent as image/png is refused, a JPEG sent as text is taken', async () => {
    const before = await rowCount();
    const text = await upload(a.owner, Buffer.from('<svg onload="alert(1)"></svg>'), {}, 'image/png');
    expect(text.statusCode).toBe(400);
    expect(fieldsOf(text)).toEqual(['file']);
    expect(await rowCount()).toBe(before);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    expect(
      dataOf<{ content_type: string }>(await upload(a.owner, jpeg, {}, 'text/plain'), 201).content_type,
    ).toBe('image/jpeg');
  });

  it('refuses more than 8388608 bytes with 413 naming the file, and writes nothing', async () => {
    const before = await rowCount();
    const big = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 1 - png.length)]);
    const response = await upload(a.owner, big);
    expect(response.statusCode).toBe(413);
    expect(fieldsOf(response)).toEqual(['file']);
    expect(await rowCount()).toBe(before);
    const exact = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 - png.length)]);
    expect((await upload(a.owner, exact)).statusCode).toBe(201);
  });

  it('refuses a missing file, unknown fields, a non-multipart body and anonymous callers', async () => {
    const noFile = await a.owner({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="is_public"\r\n\r\ntrue\r\n--x--\r\n',
    });
    expect(fieldsOf(noFile)).toEqual(['file']);
    expect(fieldsOf(await upload(a.owner, png, { colour: 'red' }))).toEqual(['colour']);
    expect(
      fieldsOf(await a.owner({ method: 'POST', url: '/api/v1/uploads', payload: { file: 'x' } })),
    ).toEqual(['file']);
    expect((await upload(a.anonymous, png)).statusCode).toBe(401);
  });

  it('lets only store people publish, and a vendor file only under a linked store', async () => {
    expect((await upload(a.customer, png, { is_public: 'true' })).statusCode).toBe(403);
    expect(fieldsOf(await upload(a.vendorOwner, png, { store_id: String(a.ids.fixit) }))).toEqual([
      'store_id',
    ]);
    const filed = dataOf<{ store_id: number; vendor_id: number }>(
      await upload(a.vendorOwner, png, { store_id: String(a.ids.demo) }),
      201,
    );
    expect(filed).toMatchObject({ store_id: a.ids.demo, vendor_id: a.ids.bench });
  });
});

describe('reading', () => {
  it('serves a private image to its store and the super admin only', async () => {
    const { url } = dataOf<{ url: string }>(await upload(a.owner, png), 201);
    const mine = await a.owner({ method: 'GET', url });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload).toEqual(png);
    expect((await a.admin({ method: 'GET', url })).statusCode).toBe(200);
    expect((await a.staff({ method: 'GET', url })).statusCode).toBe(200);
    for (const other of [a.fixitOwner, a.vendorOwner, a.loupeOwner, a.customer])
      expect((await other({ method: 'GET', url })).statusCode).toBe(404);
    expect((await a.anonymous({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('serves a public image of an active store to anyone, not once the store is inactive', async () => {
    const { url } = dataOf<{ url: string }>(await upload(a.owner, png, { is_public: 'true' }), 201);
    const open = await a.anonymous({ method: 'GET', url });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toMatch(/public/);
    await t.db.$client.query(`update stores set is_active = false where id = $1`, [a.ids.demo]);
    expect((await a.anonymous({ method: 'GET', url })).statusCode).toBe(401);
    await t.db.$client.query(`update stores set is_active = true where id = $1`, [a.ids.demo]);
  });

  it("serves a customer's upload to that customer and the store, not to other customers", async () => {
    const { url } = dataOf<{ url: string }>(await upload(a.customer, png), 201);
    expect((await a.customer({ method: 'GET', url })).statusCode).toBe(200);
    expect((await a.owner({ method: 'GET', url })).statusCode).toBe(200);
    const { url: theirs } = dataOf<{ url: string }>(await upload(a.owner, png), 201);
    expect((await a.customer({ method: 'GET', url: theirs })).statusCode).toBe(404);
    expect((await a.owner({ method: 'GET', url: '/api/v1/uploads/not-a-uuid' })).statusCode).toBe(400);
  });
});
