// Every demo role logged in once per test file, for the suites that call the API as each of them.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { as, login, type TestApp } from './test-app.ts';

export type Caller = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface Actors {
  admin: Caller;
  /** Store owner and limited staff of the demo store (store A). */
  owner: Caller;
  staff: Caller;
  /** Store owner of the fixit store (store B). */
  fixitOwner: Caller;
  customer: Caller;
  /** Bench Workshop (linked to demo only): owner and staff; Loupe Lab (linked to fixit only). */
  vendorOwner: Caller;
  vendorStaff: Caller;
  loupeOwner: Caller;
  anonymous: Caller;
  ids: { demo: number; fixit: number; bench: number; loupe: number };
}

export async function loginActors(t: TestApp): Promise<Actors> {
  const { app } = t;
  const [admin, owner, staff, fixitOwner, customer, vendorOwner, vendorStaff, loupeOwner] = await Promise.all(
    [
      login(app, 'admin@platform.test', 'portal'),
      login(app, 'owner@demo.test', 'portal'),
      login(app, 'staff@demo.test', 'portal'),
      login(app, 'owner@fixit.test', 'portal'),
      login(app, 'customer@demo.test', 'storefront', 'demo.localhost'),
      login(app, 'owner@bench.test', 'vendor'),
      login(app, 'staff@bench.test', 'vendor'),
      login(app, 'owner@loupe.test', 'vendor'),
    ],
  );
  const id = async (sql: string) => (await t.db.$client.query<{ id: number }>(sql)).rows[0]!.id;
  return {
    admin: as(app, admin.access),
    owner: as(app, owner.access),
    staff: as(app, staff.access),
    fixitOwner: as(app, fixitOwner.access),
    customer: as(app, customer.access),
    vendorOwner: as(app, vendorOwner.access),
    vendorStaff: as(app, vendorStaff.access),
    loupeOwner: as(app, loupeOwner.access),
    anonymous: (options) => app.inject(options),
    ids: {
      demo: await id(`select id from stores where slug = 'demo'`),
      fixit: await id(`select id from stores where slug = 'fixit'`),
      bench: await id(`select id from vendors where name = 'Bench Workshop'`),
      loupe: await id(`select id from vendors where name = 'Loupe Lab'`),
    },
  };
}

/** The `data` of a success envelope (fails the test with the body otherwise). */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse, status = 200): T {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 2000)}`);
  return response.json().data as T;
}

/** The fields a failed envelope names. */
export const fieldsOf = (response: LightMyRequestResponse): string[] =>
  ((response.json().error?.fields ?? []) as { field: string }[]).map((f) => f.field);
