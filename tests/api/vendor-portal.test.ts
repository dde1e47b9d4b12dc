// The vendor portal's API as vendor owner and vendor staff see it. Every resource of the vendor portal's
// filtered set (generated from the declarations): vendor staff read exactly
// docs/product.md#roles-vendor-staff's, the owner all of
// them. The routes behind the vendor pages: the dashboard's figures (real counts from work the store sent
// and the vendor did; earnings for the owner only), the work already invoiced, and the invoice settings on
// the vendor record — refused to staff, validated, and kept to the vendor's own record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayAccess } from '../../src/shared/permission-registry.ts';
import { declarations } from '../../src/shared/declarations/index.ts';
import { Action, Role } from '../../src/shared/roles.ts';
import {
  createWorld,
  firstItemId,
  placeOrder,
  q,
  type Caller,
  type World,
} from '../support/orders-fixtures.ts';

let w: World;
const vendorResources = declarations.filter((d) => d.portal?.vendor);

const post = async (caller: Caller, url: string, payload: object = {}) => {
  const r = await caller({ method: 'POST', url: `/api/v1${url}`, payload });
  if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
};

/** A job the store sends to Bench Workshop, due in `days` (negative: overdue). */
async function sentWork(days: number): Promise<number> {
  const order = await placeOrder(w, w.customer);
  await post(w.owner, `/sales-orders/${order.id}/transitions/receive`);
  const work = await post(w.owner, '/work-orders', {
    sales_order_item_id: await firstItemId(w.t, order.id),
    source: 1,
    due_at: new Date(Date.now() + days * 86_400_000).toISOString(),
  });
  await post(w.owner, `/work-orders/${work.id}/transitions/send`, { vendor_id: w.benchVendorId });
  return work.id;
}

beforeAll(async () => {
  w = await createWorld();
}, 300_000);

afterAll(async () => {
  await w?.t.close();
});

describe('the vendor portal resources', () => {
  it.each(vendorResources.map((d) => [d.name, d] as const))(
    '%s: listed for vendor staff exactly when section 6 lets them, always for the owner',
    async (name, d) => {
      const staffMay = mayAccess({ role_id: Role.vendorStaff }, d.access, Action.view);
      const staff = await w.vendorStaff({ method: 'GET', url: `/api/v1/${name}` });
      expect(staff.statusCode, staff.body).toBe(staffMay ? 200 : 403);
      const owner = await w.vendorOwner({ method: 'GET', url: `/api/v1/${name}` });
      expect(owner.statusCode, owner.body).toBe(200);
    },
  );
});

describe('the vendor dashboard', () => {
  it('counts the work sent to the vendor by status and store, due and overdue, turnaround and earnings', async () => {
    const before = (await w.vendorOwner({ method: 'GET', url: '/api/v1/vendor-dashboard' })).json().data;
    const due = await sentWork(3);
    const late = await sentWork(-2);
    const done = await sentWork(5);
    for (const id of [late, done]) {
      await post(w.vendorStaff, `/work-orders/${id}/transitions/accept`);
      await post(w.vendorStaff, `/work-orders/${id}/transitions/start`);
    }
    // Accepted two hours before it was finished.
    await q(
      w.t,
      `update timeline_entries set created_at = now() - interval '2 hours'
       where entity = 'work_order' and entity_id = $1 and action = 'accept'`,
      [done],
    );
    await post(w.vendorStaff, `/work-orders/${done}/transitions/finish`);
    const invoice = await post(w.vendorOwner, '/invoices', {
      store_id: w.storeId,
      items: [{ work_order_id: done, description: 'Battery', amount: 42.5 }],
    });
    await post(w.vendorOwner, `/invoices/${invoice.id}/transitions/send`);
    await post(w.owner, `/invoices/${invoice.id}/transitions/pay`);

    const r = await w.vendorOwner({ method: 'GET', url: '/api/v1/vendor-dashboard' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    const count = (data: typeof d, status: string) =>
      data.by_status.find((s: { status: string }) => s.status === status).count;
    expect(count(d, 'sent') - count(before, 'sent')).toBe(1);
    expect(count(d, 'in_progress') - count(before, 'in_progress')).toBe(1);
    expect(count(d, 'done') - count(before, 'done')).toBe(1);
    expect(d.due_soon - before.due_soon).toBe(1);
    expect(d.overdue - before.overdue).toBe(1);
    expect(d.late.map((l: { id: number }) => l.id)).toContain(late);
    expect(d.late.map((l: { id: number }) => l.id)).not.toContain(due);
    expect(d.turnaround_hours).toBeGreaterThanOrEqual(1.9);
    expect(d.earned_this_month - before.earned_this_month).toBeCloseTo(42.5, 2);
    const demo = d.by_store.find((s: { store_id: number }) => s.store_id === w.storeId);
    expect(demo.finished).toBeGreaterThanOrEqual(1);

    // Staff see the work, not the money (billing is the owner's, docs/product.md#roles-vendor-staff).
    const staff = (await w.vendorStaff({ method: 'GET', url: '/api/v1/vendor-dashboard' })).json().data;
    expect(staff.earned_this_month).toBeNull();
    expect(staff.outstanding).toBeNull();
    expect(staff.overdue).toBe(d.overdue);
    // Another vendor sees none of it; a store role has no vendor dashboard.
    const other = (await w.otherVendor({ method: 'GET', url: '/api/v1/vendor-dashboard' })).json().data;
    expect(other.by_store).toEqual([]);
    expect((await w.owner({ method: 'GET', url: '/api/v1/vendor-dashboard' })).statusCode).toBe(403);

    // Work on a live invoice is not offered again; a void invoice frees it.
    const billed = await w.vendorOwner({
      method: 'GET',
      url: `/api/v1/invoices/billed-work?store_id=${w.storeId}`,
    });
    expect(billed.statusCode, billed.body).toBe(200);
    expect(billed.json().data.map((b: { work_order_id: number }) => b.work_order_id)).toContain(done);
    expect(
      (await w.vendorStaff({ method: 'GET', url: `/api/v1/invoices/billed-work?store_id=${w.storeId}` }))
        .statusCode,
    ).toBe(403);
    const bad = await w.vendorOwner({ method: 'GET', url: '/api/v1/invoices/billed-work?store_id=abc' });
    expect(bad.statusCode).toBe(400);
    const others = await w.otherVendor({
      method: 'GET',
      url: `/api/v1/invoices/billed-work?store_id=${w.storeId}`,
    });
    expect(others.json().data).toEqual([]);
  }, 120_000);
});

describe('invoice settings on the vendor record', () => {
  it('the owner changes them, staff may not, bad input changes nothing, another vendor is out of reach', async () => {
    const url = `/api/v1/vendors/${w.benchVendorId}`;
    const ok = await w.vendorOwner({
      method: 'PUT',
      url,
      payload: { invoice_terms_days: 14, invoice_note: 'Thank you — IBAN on request.' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      invoice_terms_days: 14,
      invoice_note: 'Thank you — IBAN on request.',
    });

    const staff = await w.vendorStaff({ method: 'PUT', url, payload: { invoice_terms_days: 1 } });
    expect(staff.statusCode).toBe(403);

    const bad = await w.vendorOwner({ method: 'PUT', url, payload: { invoice_terms_days: 400 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field)).toContain('invoice_terms_days');

    const other = await w.otherVendor({ method: 'PUT', url, payload: { invoice_terms_days: 1 } });
    expect([403, 404]).toContain(other.statusCode);
    const [row] = await q<{ invoice_terms_days: number }>(
      w.t,
      `select invoice_terms_days from vendors where id = $1`,
      [w.benchVendorId],
    );
    expect(row!.invoice_terms_days).toBe(14);
  }, 60_000);
});
