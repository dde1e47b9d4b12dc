// A storefront estimate request: a guest asks with contact details and photos, the store sees the request
// and its photos, the guest is mailed a link that follows it; photos are limited in number, size and kind,
// private to the store (and the customer who sent them), and refused once the request is quoted; public
// writes are counted per address; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from '../support/forms.ts';
import { createWorld, one, q, serviceId, type World } from '../support/orders-fixtures.ts';

let w: World;
beforeAll(async () => {
  // Behind one proxy (TRUST_PROXY=1): the tests name each client's address in X-Forwarded-For.
  w = await createWorld({ TRUST_PROXY: '1' });
});
afterAll(() => w.t.close());

let address = 0;
/** Each test asks from its own client address, so the per-address limit is only met where it is tested. */
const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

const contact = {
  first_name: 'Hana',
  last_name: 'Ito',
  email: 'hana.guest@example.test',
  phone: '555 123 4567',
};

async function ask(payload: object, headers: Record<string, string> = from()) {
  return w.anonymous({ method: 'POST', url: '/api/v1/estimate-requests', payload, headers });
}

function addPhoto(token: string, file = png, headers: Record<string, string> = from()) {
  const form = multipart(file);
  return w.anonymous({
    method: 'POST',
    url: `/api/v1/estimate-requests/${token}/photos`,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

const estimateCount = async () =>
  (await one<{ n: number }>(w.t, `select count(*)::int as n from estimates`)).n;

describe('guest estimate requests', () => {
  it('records a guest’s request with photos; the store sees both; the guest is mailed the follow link', async () => {
    const ring = await serviceId(w.t, w.storeId, 'Watch Battery');
    const asked = await ask({
      store_id: w.storeId,
      contact,
      service_id: ring,
      item: 'Gold wedding ring',
      description: 'The band is bent and a stone is loose.',
    });
    expect(asked.statusCode).toBe(201);
    const receipt = asked.json().data;
    expect(receipt).toMatchObject({ photo_limit: 5 });
    expect(receipt.follow_token).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const row = await one<{
      store_id: number;
      status: string;
      is_guest: boolean;
      email: string;
      note: string;
    }>(
      w.t,
      `select e.store_id, e.status, c.is_guest, c.email, e.note from estimates e
       join customers c on c.id = e.customer_id where e.id = $1`,
      [receipt.id],
    );
    expect(row).toMatchObject({
      store_id: w.storeId,
      status: 'requested',
      is_guest: true,
      email: contact.email,
      note: 'The band is bent and a stone is loose.',
    });

    for (let i = 0; i < 2; i++) expect((await addPhoto(receipt.follow_token)).statusCode).toBe(201);

    // The store sees the request in its estimates, with the photos, and can read their bytes.
    const list = await w.owner({
      method: 'GET',
      url: `/api/v1/estimates?filter=${encodeURIComponent(JSON.stringify({ id: receipt.id }))}`,
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((e: { id: number }) => e.id === receipt.id);
    expect(listed).toMatchObject({ estimate_no: receipt.estimate_no, customer_name: 'Hana Ito' });
    const items = await w.owner({ method: 'GET', url: `/api/v1/estimates/${receipt.id}/items` });
    expect(items.json().data[0].description).toBe('Watch Battery: Gold wedding ring');
    const photos = await w.owner({ method: 'GET', url: `/api/v1/estimates/${receipt.id}/photos` });
    expect(photos.statusCode).toBe(200);
    expect(photos.json().data).toHaveLength(2);
    const bytes = await w.owner({ method: 'GET', url: photos.json().data[0].url });
    expect(bytes.statusCode).toBe(200);
    expect(Buffer.compare(bytes.rawPayload, png)).toBe(0);

    // Private: not to strangers, not to another store.
    expect((await w.anonymous({ method: 'GET', url: photos.json().data[0].url })).statusCode).toBe(401);
    expect((await w.fixitOwner({ method: 'GET', url: photos.json().data[0].url })).statusCode).toBe(404);
    expect(
      (await w.fixitOwner({ method: 'GET', url: `/api/v1/estimates/${receipt.id}/photos` })).statusCode,
    ).toBe(404);

    // The confirmation mail links to the follow page, which shows the state and no personal data.
    const mail = await one<{ subject: string; text: string }>(
      w.t,
      `select subject, text from mail_outbox where event = 'estimate.requested' and to_address = $1
       order by id desc limit 1`,
      [contact.email],
    );
    expect(mail.subject).toContain(receipt.estimate_no);
    expect(mail.text).toContain(`/estimate/thank-you/${receipt.follow_token}`);
    const follow = await w.anonymous({
      method: 'GET',
      url: `/api/v1/estimate-requests/${receipt.follow_token}`,
    });
    expect(follow.statusCode).toBe(200);
    expect(follow.json().data).toMatchObject({
      estimate_no: receipt.estimate_no,
      status: 'requested',
      photo_count: 2,
    });
    expect(JSON.stringify(follow.json().data)).not.toContain(contact.email);
  });

  it('takes at most 5 photos, images only, and none once the request is quoted', async () => {
    const asked = await ask({ store_id: w.storeId, contact, item: 'Pocket watch', description: 'Stopped.' });
    const { follow_token: token, id } = asked.json().data;
    const notImage = await addPhoto(token, Buffer.from('%PDF-1.4 not an image'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.fields[0].field).toBe('file');
    for (let i = 0; i < 5; i++) expect((await addPhoto(token)).statusCode).toBe(201);
    const sixth = await addPhoto(token);
    expect(sixth.statusCode).toBe(409);
    expect(
      (
        await one<{ n: number }>(
          w.t,
          `select count(*)::int as n from estimate_images where estimate_id = $1`,
          [id],
        )
      ).n,
    ).toBe(5);

    const other = await ask({ store_id: w.storeId, contact, item: 'Brooch', description: 'Pin is loose.' });
    await q(w.t, `update estimates set status = 'quoted' where id = $1`, [other.json().data.id]);
    expect((await addPhoto(other.json().data.follow_token)).statusCode).toBe(409);
    expect((await addPhoto('no-such-token-0123456789')).statusCode).toBe(404);
  });

  it('lets the holder of the follow token approve a quote (an order, paid in store) or decline one, once', async () => {
    const askFor = async (item: string) =>
      (await ask({ store_id: w.storeId, contact, item, description: 'Needs a look.' })).json().data;
    const answer = (token: string, action: string, payload: object = {}) =>
      w.anonymous({
        method: 'POST',
        url: `/api/v1/estimate-requests/${token}/transitions/${action}`,
        payload,
      });
    const quote = async (id: number) => {
      const items = await w.owner({ method: 'GET', url: `/api/v1/estimates/${id}/items` });
      const quoted = await w.owner({
        method: 'POST',
        url: `/api/v1/estimates/${id}/transitions/quote`,
        payload: { items: [{ id: items.json().data[0].id, unit_price: 42.5 }] },
      });
      expect(quoted.statusCode).toBe(200);
    };

    const ring = await askFor('Silver ring');
    // Not before the quote: the estimate waits for its price.
    const early = await answer(ring.follow_token, 'approve');
    expect(early.statusCode).toBe(409);
    await quote(ring.id);
    expect((await answer(ring.follow_token, 'approve', { extra: 1 })).statusCode).toBe(400);
    expect((await answer(ring.follow_token, 'convert')).statusCode).toBe(400);
    expect((await answer('no-such-token-0123456789', 'approve')).statusCode).toBe(404);
    const approved = await answer(ring.follow_token, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'converted', total: 42.5 });
    const orderNo = approved.json().data.order_no;
    expect(orderNo).toMatch(/^[A-Z0-9]{7}$/);
    const order = await one<{ store_id: number; estimate_id: number; total_cents: number }>(
      w.t,
      `select store_id, estimate_id, total_cents from sales_orders where order_no = $1`,
      [orderNo],
    );
    expect(order).toMatchObject({ store_id: w.storeId, estimate_id: ring.id, total_cents: 4250 });
    // Once: a second answer is refused and makes no second order.
    expect((await answer(ring.follow_token, 'approve')).statusCode).toBe(409);
    expect((await answer(ring.follow_token, 'decline')).statusCode).toBe(409);
    expect(
      (
        await one<{ n: number }>(w.t, `select count(*)::int as n from sales_orders where estimate_id = $1`, [
          ring.id,
        ])
      ).n,
    ).toBe(1);
    const followed = await w.anonymous({
      method: 'GET',
      url: `/api/v1/estimate-requests/${ring.follow_token}`,
    });
    expect(followed.json().data.order_no).toBe(orderNo);

    const watch = await askFor('Old watch');
    await quote(watch.id);
    const declined = await answer(watch.follow_token, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', order_no: null });
  });

  it('refuses bad input with the fields at fault and writes nothing', async () => {
    const before = await estimateCount();
    const noContact = await ask({ store_id: w.storeId, item: 'Ring', description: 'Resize it please.' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().error.fields.map((f: { field: string }) => f.field)).toContain('contact');
    const badEmail = await ask({
      store_id: w.storeId,
      contact: { ...contact, email: 'not-an-email' },
      item: 'Ring',
      description: 'Resize it please.',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.map((f: { field: string }) => f.field)).toContain('contact.email');
    const otherStoresService = await ask({
      store_id: w.storeId,
      contact,
      service_id: (
        await one<{ id: number }>(w.t, `select id from services where store_id = $1 limit 1`, [
          w.fixitStoreId,
        ])
      ).id,
      item: 'Ring',
      description: 'Resize it please.',
    });
    expect(otherStoresService.statusCode).toBe(400);
    expect(otherStoresService.json().error.fields[0].field).toBe('service_id');
    expect(await estimateCount()).toBe(before);
  });

  it('records a logged-in customer’s request as theirs, and they may read their photos', async () => {
    const asked = await w.customer({
      method: 'POST',
      url: '/api/v1/estimate-requests',
      payload: { store_id: w.storeId, item: 'Necklace', description: 'The clasp broke.' },
      headers: from(),
    });
    expect(asked.statusCode).toBe(201);
    const { id, follow_token: token } = asked.json().data;
    const owner = await one<{ customer_id: number }>(w.t, `select customer_id from estimates where id = $1`, [
      id,
    ]);
    expect(owner.customer_id).toBe(w.customerId);
    expect((await addPhoto(token)).statusCode).toBe(201);
    const photos = await w.customer({ method: 'GET', url: `/api/v1/estimates/${id}/photos` });
    expect(photos.statusCode).toBe(200);
    expect((await w.customer({ method: 'GET', url: photos.json().data[0].url })).statusCode).toBe(200);
    expect((await w.customer2({ method: 'GET', url: `/api/v1/estimates/${id}/photos` })).statusCode).toBe(
      404,
    );
  });

  it('counts requests per client address: the 11th within the hour is 429 and writes nothing', async () => {
    const headers = from();
    for (let i = 0; i < 10; i++)
      expect(
        (await ask({ store_id: w.storeId, contact, item: 'Ring', description: 'Polish it please.' }, headers))
          .statusCode,
      ).toBe(201);
    const before = await estimateCount();
    const over = await ask(
      { store_id: w.storeId, contact, item: 'Ring', description: 'Polish it.' },
      headers,
    );
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await estimateCount()).toBe(before);
  });
});
