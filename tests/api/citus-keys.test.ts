// Is the schema ready for Citus's multi-tenant model (docs/scaling.md)? Reads the migrated catalog
// (pg_constraint, pg_index) and fails on any key that would stop distributing a tenant table:
//   - every table is a reference table (listed below: replicated to every node), a known local table
//     (listed with the reason), or distributed by the first column of its primary key, which must be
//     store_id — or vendor_id for the vendor's own tables;
//   - a distributed table's unique indexes (its primary key included) all contain that column;
//   - a foreign key between two distributed tables joins them on that column (both distributed the same
//     way, so they are co-located); a reference table never points at a distributed or local one, and a
//     distributed table never at a local one.
// Today's exceptions are listed by name with their reason (knownGlobalKeys, localTables): anything new
// fails, and so does a listed exception that no longer exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from '../support/test-app.ts';

/** Small, read everywhere, written rarely: replicated to every worker. */
const referenceTables = [
  'countries',
  'cities',
  'stores',
  'vendors',
  'users',
  'refresh_tokens',
  'login_throttle',
  'plans',
];
/** Not distributable yet; each stays on the coordinator until its key changes. */
const localTables: Record<string, string> = {
  stripe_events: "primary key (id): Stripe's event ids, recorded before the event's store or vendor is known",
  payout_accounts: 'primary key (owner_type, owner_id): a payout account belongs to a store or to a vendor',
  audit_log:
    'primary key (id): platform changes have no store; split platform and store entries to distribute it',
  mail_outbox: 'primary key (id): platform mail has no store; split platform and store mail to distribute it',
  sms_outbox:
    "primary key (id): like mail_outbox, a text may have no store (store_id null) and Twilio's status " +
    'callbacks find it by its SID alone; split platform and store texts to distribute it',
  sms_inbound:
    "primary key (id): an incoming text is recorded before its store is known (a number that is nobody's " +
    "has none), and Twilio's MessageSid is unique across stores",
  account_tokens: 'primary key (id): tokens of accounts looked up by token alone (verify, reset)',
  webhook_endpoints:
    'primary key (id): an endpoint belongs to a store or to a vendor (either column may be null)',
  webhook_deliveries: 'primary key (id): follows its endpoint (store or vendor)',
  webhook_attempts: 'primary key (id): follows its delivery (store or vendor)',
  uploads:
    'primary key (id): an upload belongs to a store or to a vendor (either column may be null), so no ' +
    'tenant column can join the key; split it into store and vendor uploads to distribute it',
};
const distributionColumns = ['store_id', 'vendor_id'];
/**
 * Unique indexes of distributed tables that lack the tenant column today — the first migration of
 * docs/scaling.md's move to Citus replaces each with a plain index or a key that leads with the tenant.
 * Listed by name so the test still fails on any new one, and on a listed one that is gone (drop it here).
 */
const knownGlobalKeys: Record<string, string> = {
  // tenantKeys (src/server/db/schema/columns.ts) adds `<table>_id_key`: id unique on its own.
  '*_id_key': 'a serial id unique across tenants (tenantKeys); a plain index on id serves lookups',
  sales_orders_order_no_key: 'order numbers unique across stores',
  estimates_estimate_no_key: 'estimate numbers unique across stores',
  invoices_invoice_no_key: 'invoice numbers unique across vendors',
  platform_invoices_invoice_no_key: "the platform's invoice numbers unique across stores",
  platform_invoices_provider_reference_key: "a payment provider's reference, looked up by Stripe's webhooks",
  carts_token_key: 'a random token looked up without the store',
  charges_token_key: 'a random token looked up without the store',
  feedback_token_key: 'a random token looked up without the store',
  vendor_invitations_token_key: 'a random token looked up without the store',
  staff_invitations_token_key: 'a random token looked up without the store',
  vendor_staff_invitations_token_key: 'a random token looked up without the vendor',
  vendor_sales_orders_order_no_key: "order numbers unique across vendors, like the stores' sales orders",
  estimates_follow_token_key: "a guest's follow link: a random token looked up without the store",
  shopify_oauth_states_state_key:
    "Shopify's OAuth state, looked up at the callback before the store is known",
  shopify_shops_shop_key: 'a Shopify shop connects to one store; webhooks name the shop, not the store',
};
const isKnownGlobalKey = (index: string, table: string) =>
  index in knownGlobalKeys || index === `${table}_id_key`;

interface Key {
  table: string;
  name: string;
  columns: string[];
}
interface ForeignKey extends Key {
  references: string;
  referencedColumns: string[];
}

let client: pg.Client;
let tables: string[];
let primaryKeys: Map<string, string[]>;
let uniqueIndexes: Key[];
let foreignKeys: ForeignKey[];

beforeAll(async () => {
  client = new pg.Client({ connectionString: await createTestDatabase() });
  await client.connect();
  const q = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows;
  tables = (
    await q<{ name: string }>(
      `select c.relname as name from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition`,
    )
  ).map((r) => r.name);
  // Columns of a key in key order (unnest … with ordinality keeps it).
  const keyColumns = `array(select a.attname from unnest(%s) with ordinality k(attnum, i)
                              join pg_attribute a on a.attrelid = %s and a.attnum = k.attnum order by k.i)::text[]`;
  primaryKeys = new Map(
    (
      await q<{ table: string; columns: string[] }>(
        `select c.conrelid::regclass::text as table, ${keyColumns.replace('%s', 'c.conkey').replace('%s', 'c.conrelid')} as columns
         from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype = 'p'`,
      )
    ).map((r) => [r.table, r.columns]),
  );
  uniqueIndexes = await q<Key>(
    `select i.indrelid::regclass::text as table, i.indexrelid::regclass::text as name,
            ${keyColumns.replace('%s', 'i.indkey::int2[]').replace('%s', 'i.indrelid')} as columns
     from pg_index i join pg_class c on c.oid = i.indrelid
     where c.relnamespace = 'public'::regnamespace and i.indisunique`,
  );
  foreignKeys = await q<ForeignKey>(
    `select c.conrelid::regclass::text as table, c.conname as name,
            ${keyColumns.replace('%s', 'c.conkey').replace('%s', 'c.conrelid')} as columns,
            c.confrelid::regclass::text as references,
            ${keyColumns.replace('%s', 'c.confkey').replace('%s', 'c.confrelid')} as "referencedColumns"
     from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype = 'f'`,
  );
});
afterAll(() => client?.end());

type Placement = { kind: 'reference' } | { kind: 'local' } | { kind: 'distributed'; column: string };

function placementOf(table: string): Placement | null {
  if (referenceTables.includes(table)) return { kind: 'reference' };
  if (table in localTables) return { kind: 'local' };
  const first = primaryKeys.get(table)?.[0];
  return first && distributionColumns.includes(first) ? { kind: 'distributed', column: first } : null;
}

describe('Citus distribution by tenant', () => {
  it('reads the migrated catalog (the checks below see real keys)', () => {
    expect(tables).toContain('sales_orders');
    expect(primaryKeys.get('sales_orders')).toEqual(['store_id', 'id']);
    expect(uniqueIndexes.length).toBeGreaterThan(tables.length / 2);
    expect(foreignKeys.some((f) => f.table === 'option_values')).toBe(true);
  });

  it('lists only tables that exist as reference or local tables', () => {
    expect([...referenceTables, ...Object.keys(localTables)].filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('places every table: reference, known local, or distributed by store_id / vendor_id', () => {
    const unplaced = tables
      .filter((t) => placementOf(t) === null)
      .map((t) => `${t}: primary key (${primaryKeys.get(t)?.join(', ') ?? 'none'})`);
    expect(unplaced).toEqual([]);
  });

  it('has every unique index of a distributed table include its distribution column', () => {
    const bad = uniqueIndexes.flatMap((index) => {
      const placement = placementOf(index.table);
      if (placement?.kind !== 'distributed' || index.columns.includes(placement.column)) return [];
      if (isKnownGlobalKey(index.name, index.table)) return [];
      return [`${index.name} on ${index.table} (${index.columns.join(', ')}) lacks ${placement.column}`];
    });
    expect(bad).toEqual([]);
  });

  it('lists as known global keys only ones that still exist', () => {
    const names = new Set(uniqueIndexes.map((i) => i.name));
    const gone = Object.keys(knownGlobalKeys).filter((k) => !k.startsWith('*') && !names.has(k));
    expect(gone).toEqual([]);
    expect(uniqueIndexes.filter((i) => i.name === `${i.table}_id_key`).length).toBeGreaterThan(0);
  });

  it('has every foreign key join co-located tables on the tenant column, or point at a reference table', () => {
    const bad = foreignKeys.flatMap((fk) => {
      const from = placementOf(fk.table);
      const to = placementOf(fk.references);
      const where = `${fk.table}.${fk.name} → ${fk.references}`;
      if (!from || !to) return []; // reported as unplaced above
      if (to.kind === 'reference') return [];
      if (from.kind === 'reference') return [`${where}: a reference table points at a ${to.kind} table`];
      if (to.kind === 'local' || from.kind === 'local')
        return from.kind === 'local' && to.kind === 'local' ? [] : [`${where}: involves a local table`];
      if (from.kind === 'distributed' && to.kind === 'distributed') {
        if (from.column !== to.column) return [`${where}: ${from.column} table → ${to.column} table`];
        const i = fk.columns.indexOf(from.column);
        if (i < 0 || fk.referencedColumns[i] !== to.column)
          return [`${where} (${fk.columns.join(', ')}) does not join on ${from.column}`];
      }
      return [];
    });
    expect(bad).toEqual([]);
  });
});
