// Row-level security as the second line, with the application's checks bypassed: queries run through
// inScope (SET LOCAL ROLE app_tenant + the tenant settings) with no WHERE on the tenant, for every table of
// the Drizzle schema. The database alone must show a store only its rows, a vendor only its rows, nobody
// anything without a tenant, and refuse writes into another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/server/db/schema/index.ts';
import { inScope, type TenantScope } from '../../src/server/db/database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const tables = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((table) => getTableName(table))
  .sort();

interface Shape {
  name: string;
  columns: string[];
  /** The column holding the tenant: store_id / vendor_id, or id for the stores and vendors themselves. */
  tenant: { column: string; kind: 'store' | 'vendor' } | null;
}
let shapes: Shape[] = [];
let ids: { storeA: number; storeB: number; vendorA: number; vendorB: number };

beforeAll(async () => {
  t = await createTestApp();
  const one = async (q: string) => (await t.db.$client.query(q)).rows[0].id as number;
  ids = {
    storeA: await one(`select id from stores where slug = 'demo'`),
    storeB: await one(`select id from stores where slug = 'fixit'`),
    vendorA: await one(`select id from vendors where name = 'Bench Workshop'`),
    vendorB: await one(`select id from vendors where name = 'Loupe Lab'`),
  };
  const columns = await t.db.$client.query<{ table: string; column: string; pk: boolean; nullable: string }>(`
    select c.table_name as table, c.column_name as column, c.is_nullable as nullable
      from information_schema.columns c where c.table_schema = 'public'`);
  shapes = tables.map((name) => {
    const cols = columns.rows.filter((c) => c.table === name);
    const has = (col: string, notNull = false) =>
      cols.some((c) => c.column === col && (!notNull || c.nullable === 'NO'));
    const tenant =
      name === 'stores'
        ? { column: 'id', kind: 'store' as const }
        : name === 'vendors'
          ? { column: 'id', kind: 'vendor' as const }
          : has('store_id', true) || (has('store_id') && !has('vendor_id', true))
            ? { column: 'store_id', kind: 'store' as const }
            : has('vendor_id')
              ? { column: 'vendor_id', kind: 'vendor' as const }
              : null;
    return { name, columns: cols.map((c) => c.column), tenant };
  });
});
afterAll(() => t.close());

const scopeOf = (kind: 'store' | 'vendor', id: number): TenantScope =>
  kind === 'store' ? { kind: 'store', storeId: id } : { kind: 'vendor', vendorId: id };

const rows = (scope: TenantScope, table: string) =>
  inScope(
    t.db,
    scope,
    async (tx) => (await tx.execute(sql.raw(`select * from "${table}"`))).rows as Record<string, unknown>[],
  );

/** Runs a statement in a scope and reports its outcome (the transaction is always rolled back). */
async function attempt(scope: TenantScope, statement: string): Promise<{ code?: string; rowCount?: number }> {
  try {
    await inScope(t.db, scope, async (tx) => {
      const result = await tx.execute(sql.raw(statement));
      throw Object.assign(new Error('rollback'), { rollback: result.rowCount ?? 0 });
    });
  } catch (e) {
    const rollback = (e as { rollback?: number }).rollback;
    if (rollback !== undefined) return { rowCount: rollback };
    return { code: (e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code };
  }
  return {};
}

describe('row-level security underneath the application', () => {
  it('covers every table of the Drizzle schema, each with row-level security enabled and forced', async () => {
    expect(tables.length).toBeGreaterThan(30);
    const flags = await t.db.$client.query<{
      name: string;
      enabled: boolean;
      forced: boolean;
      policies: number;
    }>(`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
        from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`);
    const byName = new Map(flags.rows.map((r) => [r.name, r]));
    const unprotected = tables.filter((name) => {
      const f = byName.get(name);
      return !f || !f.enabled || !f.forced || f.policies === 0;
    });
    expect(unprotected).toEqual([]);
  });

  it('shows nothing of any tenant table without a tenant', async () => {
    const leaking: string[] = [];
    for (const shape of shapes.filter((s) => s.tenant)) {
      const seen = await rows({ kind: 'none' }, shape.name);
      if (seen.length) leaking.push(`${shape.name}: ${seen.length} rows`);
    }
    expect(leaking).toEqual([]);
  });

  it('shows each store and each vendor only its own rows, even with no WHERE on the tenant', async () => {
    const leaking: string[] = [];
    for (const shape of shapes.filter((s) => s.tenant)) {
      const { column, kind } = shape.tenant!;
      for (const id of kind === 'store' ? [ids.storeA, ids.storeB] : [ids.vendorA, ids.vendorB]) {
        const seen = await rows(scopeOf(kind, id), shape.name);
        const foreign = seen.filter((r) => r[column] !== id);
        if (foreign.length) leaking.push(`${shape.name} as ${kind} ${id}: ${foreign.length} foreign rows`);
      }
    }
    expect(leaking).toEqual([]);
  });

  it("shows a vendor nothing of a store's own tables when it is linked to no store", async () => {
    const lonely = (await t.db.$client.query(`insert into vendors (name) values ('Lonely') returning id`))
      .rows[0].id;
    const leaking: string[] = [];
    for (const shape of shapes.filter((s) => s.tenant?.kind === 'store')) {
      const seen = await rows({ kind: 'vendor', vendorId: lonely }, shape.name);
      if (seen.length) leaking.push(`${shape.name}: ${seen.length} rows`);
    }
    expect(leaking).toEqual([]);
  });

  it("refuses to move a row into another tenant, to copy one into it, and cannot touch the other tenant's rows", async () => {
    const failures: string[] = [];
    let refusedMoves = 0;
    for (const shape of shapes.filter((s) => s.tenant)) {
      const { column, kind } = shape.tenant!;
      const [mine, theirs] = kind === 'store' ? [ids.storeA, ids.storeB] : [ids.vendorA, ids.vendorB];
      const scope = scopeOf(kind, mine);
      const q = (name: string) => `"${name}"`;
      const own = await t.db.$client.query(
        `select count(*)::int as n from ${q(shape.name)} where ${column} = $1`,
        [mine],
      );
      // (The stores and vendors are their own tenant: an identity id cannot move.)
      if (own.rows[0].n > 0 && column !== 'id') {
        // Moving an own row to the other tenant: WITH CHECK refuses it.
        const move = await attempt(
          scope,
          `update ${q(shape.name)} set ${column} = ${theirs} where ${column} = ${mine}`,
        );
        if (move.code !== '42501') failures.push(`${shape.name}: moving a row gave ${JSON.stringify(move)}`);
        else refusedMoves += 1;
        // Copying an own row into the other tenant: refused the same way.
        const list = shape.columns.map((c) => `"${c}"`).join(', ');
        const values = shape.columns.map((c) => (c === column ? String(theirs) : `"${c}"`)).join(', ');
        const copy = await attempt(
          scope,
          `insert into ${q(shape.name)} (${list}) overriding system value select ${values} from ${q(shape.name)} where ${column} = ${mine} limit 1`,
        );
        if (copy.code !== '42501') failures.push(`${shape.name}: copying a row gave ${JSON.stringify(copy)}`);
      }
      const touch = column === 'id' ? '"name" = "name"' : `${column} = ${column}`;
      // The other tenant's rows are out of reach: an update or delete of them finds none (or, on a table
      // the request role may not write at all — the audit log — is refused outright).
      for (const statement of [
        `update ${q(shape.name)} set ${touch} where ${column} = ${theirs}`,
        `delete from ${q(shape.name)} where ${column} = ${theirs}`,
      ]) {
        const result = await attempt(scope, statement);
        if (result.rowCount !== 0 && result.code !== '42501')
          failures.push(`${shape.name}: "${statement}" gave ${JSON.stringify(result)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(refusedMoves).toBeGreaterThan(20);
  });

  it("lets a store's customers and guests read its payout account but only its team and the platform write it", async () => {
    const store = ids.storeA;
    await inScope(t.db, { kind: 'platform' }, (tx) =>
      tx.execute(
        sql.raw(`insert into payout_accounts (owner_type, owner_id, provider, account_id, status)
                 values (1, ${store}, 'stripe', 'acct_rls_probe', 'pending') on conflict do nothing`),
      ),
    );
    const anyUser = (await t.db.$client.query(`select id from users order by id limit 1`)).rows[0]
      .id as number;
    const readers: TenantScope[] = [
      { kind: 'store', storeId: store },
      { kind: 'user', userId: anyUser, storeId: store, customerId: 0 },
    ];
    for (const scope of readers) {
      expect((await rows(scope, 'payout_accounts')).length, scope.kind).toBeGreaterThan(0);
      const change = await attempt(scope, `update payout_accounts set status = 'enabled'`);
      expect(change.rowCount, `${scope.kind} update`).toBe(0);
      const remove = await attempt(scope, `delete from payout_accounts`);
      expect(remove.rowCount, `${scope.kind} delete`).toBe(0);
    }
    const team = await attempt(
      { kind: 'store', storeId: store, userId: anyUser },
      `update payout_accounts set status = 'enabled' where owner_type = 1`,
    );
    expect(team.rowCount).toBe(1);
    await inScope(t.db, { kind: 'platform' }, (tx) =>
      tx.execute(sql.raw(`delete from payout_accounts where account_id = 'acct_rls_probe'`)),
    );
  });

  it('lets everyone read the reference lists and only the platform change them', async () => {
    for (const table of ['countries', 'cities']) {
      expect((await rows({ kind: 'store', storeId: ids.storeA }, table)).length).toBeGreaterThan(0);
      const change = await attempt(
        { kind: 'store', storeId: ids.storeA },
        `update "${table}" set name = name`,
      );
      expect(change.rowCount).toBe(0);
      const remove = await attempt({ kind: 'vendor', vendorId: ids.vendorA }, `delete from "${table}"`);
      expect(remove.rowCount).toBe(0);
      const platform = await attempt({ kind: 'platform' }, `update "${table}" set name = name`);
      expect(platform.rowCount).toBeGreaterThan(0);
    }
  });
});
