// Volume data for benchmarks (npm run db:seed -- --stores 50 --orders 200000): stores that look like the
// demo ones — settings, an owner and two staff (one password hash for all), locations in real cities,
// customers with tags, categories, services with options and values, a default address — generated inside
// PostgreSQL (INSERT … SELECT over generate_series) in batches of stores, so 50 stores take seconds. Orders
// come from the order domain's seedOrders (src/server/orders/seed-orders.ts) when that module is present.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { Action, Module, Role } from '../src/shared/roles.ts';
import { OptionType, createOption, tagForType } from '../src/shared/rules/index.ts';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { inScope, type Database } from '../src/server/db/database.ts';

export interface SeedVolumeOptions {
  /** Active stores wanted in all (the demo stores count); missing ones are created. */
  stores: number;
  /** Sales orders wanted in all; missing ones are created by seedOrders. */
  orders: number;
  customersPerStore?: number;
  servicesPerStore?: number;
  log?: (message: string) => void;
}

export interface SeedVolumeResult {
  storesCreated: number;
  customers: number;
  services: number;
  orders: number | null;
  milliseconds: number;
}

export const volumePassword = 'demo-pass-2026';
const storesPerBatch = 10;

const firstNames = [
  'Olivia',
  'Liam',
  'Amelia',
  'Noah',
  'Priya',
  'Arjun',
  'Chloe',
  'Ethan',
  'Mia',
  'Lucas',
  'Aisha',
  'Mateo',
  'Grace',
  'Oscar',
  'Zara',
  'Leo',
  'Hannah',
  'Kenji',
  'Sofia',
  'Jack',
];
const lastNames = [
  'Smith',
  'Patel',
  'Nguyen',
  'Brown',
  'Garcia',
  'Wilson',
  'Khan',
  'Taylor',
  'Martin',
  'Singh',
  'Lee',
  'Walker',
  'Young',
  'Clarke',
  'Lopez',
  'Murphy',
  'Chen',
  'Kelly',
  'Davies',
  'Evans',
];
const customerTags = ['vip', 'wholesale', 'repeat', 'insurance', 'walk-in'];
const serviceCategories: [string, string][] = [
  ['Jewellery', 'jewellery'],
  ['Watches', 'watches'],
  ['Electronics', 'electronics'],
];
const itemCategories: [string, string][] = [
  ['Ring', 'ring'],
  ['Necklace', 'necklace'],
  ['Watch', 'watch'],
  ['Phone', 'phone'],
  ['Bracelet', 'bracelet'],
];
/** name, price in cents, item tag, top-level tag */
const serviceCatalogue: [string, number, string, string][] = [
  ['Ring Resizing', 4500, 'ring', 'jewellery'],
  ['Prong Retipping', 6000, 'ring', 'jewellery'],
  ['Stone Setting', 8500, 'ring', 'jewellery'],
  ['Rhodium Plating', 5500, 'ring', 'jewellery'],
  ['Chain Repair', 3500, 'necklace', 'jewellery'],
  ['Clasp Replacement', 2500, 'necklace', 'jewellery'],
  ['Pearl Restringing', 7000, 'necklace', 'jewellery'],
  ['Bracelet Sizing', 3000, 'bracelet', 'jewellery'],
  ['Watch Battery', 2500, 'watch', 'watches'],
  ['Watch Service', 18000, 'watch', 'watches'],
  ['Strap Replacement', 4000, 'watch', 'watches'],
  ['Crystal Replacement', 6500, 'watch', 'watches'],
  ['Water Resistance Test', 2000, 'watch', 'watches'],
  ['Screen Replacement', 12900, 'phone', 'electronics'],
  ['Battery Replacement', 7900, 'phone', 'electronics'],
  ['Charging Port Repair', 4900, 'phone', 'electronics'],
  ['Camera Repair', 9900, 'phone', 'electronics'],
  ['Back Glass Replacement', 8900, 'phone', 'electronics'],
  ['Engraving', 3000, 'ring', 'jewellery'],
  ['Cleaning and Polish', 1500, 'ring', 'jewellery'],
];
const metals: [string, number][] = [
  ['Sterling silver', 0],
  ['14k gold', 1500],
  ['18k gold', 2500],
  ['Platinum', 4000],
];

const literal = (rows: unknown[][]) =>
  sql.raw(
    `(values ${rows.map((r) => `(${r.map((v) => (typeof v === 'number' ? v : `'${String(v).replace(/'/g, "''")}'`)).join(', ')})`).join(', ')})`,
  );

/** Creates the stores that are missing, with everything a store has, in batches. */
async function seedStores(
  db: Database,
  options: Required<Pick<SeedVolumeOptions, 'stores' | 'customersPerStore' | 'servicesPerStore'>>,
  log: (m: string) => void,
) {
  const hash = await hashPassword(volumePassword);
  const existing = await inScope(db, { kind: 'platform' }, (tx) =>
    tx.execute<{ n: number; next: number }>(
      sql`select count(*) filter (where is_active)::int as n, coalesce(max(id), 0)::int as next from stores`,
    ),
  );
  const missing = Math.max(0, options.stores - (existing.rows[0]?.n ?? 0));
  let created = 0;
  const metal = createOption({ id: 0, type: OptionType.dropdown, label: { value: 'Metal type' } });
  metal.toggles.is_metal_type = { active: true, value: null };
  metal.toggles.is_option_cost = { active: true, value: null };
  const notes = createOption({ id: 0, type: OptionType.longText, label: { value: 'Notes' } });
  while (created < missing) {
    const count = Math.min(storesPerBatch, missing - created);
    const first = (existing.rows[0]?.next ?? 0) + created + 1;
    await inScope(db, { kind: 'platform' }, async (tx) => {
      const stores = await tx.execute<{ id: number }>(sql`
        insert into stores (slug, name, first_name, website_url, is_onboarding_complete)
        select 'store-' || n, 'Volume Store ' || n, 'Owner', 'https://store-' || n || '.example', true
          from generate_series(${first}::int, ${first + count - 1}::int) n
        returning id`);
      const ids = stores.rows.map((s) => s.id);
      const storeIds = sql.raw(`array[${ids.join(',')}]::int[]`);
      await tx.execute(sql`
        insert into store_settings (store_id, title, button_color, background_color)
        select id, name, '#204a48', '#faf9f7' from stores where id = any(${storeIds})`);
      await tx.execute(sql`
        insert into users (audience, email, password_hash, first_name, last_name, role_id, store_id)
        select 'portal', r.who || '@' || s.slug || '.test', ${hash}, r.first, r.last, r.role, s.id
          from stores s cross join ${literal([
            ['owner', 'Olive', 'Owner', Role.storeOwner],
            ['staff1', 'Sam', 'Counter', Role.storeStaff],
            ['staff2', 'Sasha', 'Bench', Role.storeStaff],
          ])} as r(who, first, last, role)
         where s.id = any(${storeIds})`);
      await tx.execute(sql`
        insert into staff_permissions (store_id, user_id, module_id, actions)
        select u.store_id, u.id, m.module, m.actions::smallint[]
          from users u cross join ${literal([
            [Module.dashboard, `{${Action.view}}`],
            [Module.customer, `{${Action.view},${Action.create},${Action.edit}}`],
            [Module.salesOrder, `{${Action.view},${Action.create},${Action.edit}}`],
            [Module.workOrder, `{${Action.view},${Action.edit}}`],
          ])} as m(module, actions)
         where u.store_id = any(${storeIds}) and u.role_id = ${Role.storeStaff}`);
      // Three locations per store in real cities of the reference list.
      await tx.execute(sql`
        insert into locations (store_id, name, address_line1, city, state, postal_code, country, phone)
        select s.id, c.name || ' ' || k.label, (100 + k.n * 17) || ' ' || k.street, c.name, c.state,
               lpad(((s.id * 7919 + k.n * 104729) % 99999)::text, 5, '0'), co.name, '555-' || lpad((s.id * 31 + k.n)::text, 4, '0')
          from stores s
          cross join ${literal([
            [1, 'Central', 'High Street'],
            [2, 'Mall', 'Market Road'],
            [3, 'Drop-off', 'Station Lane'],
          ])} as k(n, label, street)
          cross join lateral (select * from cities order by md5(s.id::text || k.n::text || id::text) limit 1) c
          join countries co on co.id = c.country_id
         where s.id = any(${storeIds})`);
      await tx.execute(sql`
        insert into store_addresses (store_id, label, address_type, address_line1, city, state, postal_code, country_code, is_default)
        select l.store_id, 'Main workshop', 'pickup', l.address_line1, l.city, l.state, l.postal_code, co.code, true
          from locations l join countries co on co.name = l.country
         where l.store_id = any(${storeIds}) and l.name like '% Central'`);
      await tx.execute(
        sql`update store_settings set has_default_address = true where store_id = any(${storeIds})`,
      );
      // Customers with realistic names, emails, phones and tags.
      await tx.execute(sql`
        insert into customers (store_id, first_name, last_name, email, phone, tags)
        select s.id, f.v, l.v,
               lower(f.v || '.' || l.v || '.' || g || '@mail.example'),
               '555-' || lpad(((s.id * 1000 + g) % 10000)::text, 4, '0'),
               case when g % 7 = 0 then array[(${sql.raw(`array[${customerTags.map((t) => `'${t}'`).join(',')}]`)})[1 + g % ${customerTags.length}]] else '{}'::text[] end
          from stores s
          cross join generate_series(1, ${options.customersPerStore}::int) g
          cross join lateral (select (${sql.raw(`array[${firstNames.map((n) => `'${n}'`).join(',')}]`)})[1 + (g * 7 + s.id) % ${firstNames.length}] as v) f
          cross join lateral (select (${sql.raw(`array[${lastNames.map((n) => `'${n}'`).join(',')}]`)})[1 + (g * 13 + s.id * 3) % ${lastNames.length}] as v) l
         where s.id = any(${storeIds})`);
      await tx.execute(sql`
        insert into service_categories (store_id, name, tag, sequence)
        select s.id, c.name, c.tag, c.seq from stores s
          cross join ${literal(serviceCategories.map(([name, tag], i) => [name, tag, i + 1]))} as c(name, tag, seq)
         where s.id = any(${storeIds})`);
      await tx.execute(sql`
        insert into item_categories (store_id, name, tag, sequence)
        select s.id, c.name, c.tag, c.seq from stores s
          cross join ${literal(itemCategories.map(([name, tag], i) => [name, tag, i + 1]))} as c(name, tag, seq)
         where s.id = any(${storeIds})`);
      const catalogue = serviceCatalogue.slice(0, options.servicesPerStore);
      await tx.execute(sql`
        insert into services (store_id, name, description, base_price_cents, item_tag, top_level_tag, sequence)
        select s.id, c.name, c.name || ' by our bench team.', c.price, c.item, c.top, c.seq from stores s
          cross join ${literal(catalogue.map(([name, price, item, top], i) => [name, price, item, top, i + 1]))} as c(name, price, item, top, seq)
         where s.id = any(${storeIds})`);
      // Jewellery services get a metal-type dropdown with option costs; every service a notes field.
      await tx.execute(sql`
        insert into service_options (store_id, service_id, sequence, type, tag, label, toggles, meta_data, advance_option_meta_data)
        select v.store_id, v.id, o.seq, o.type, o.tag, o.label, o.toggles::jsonb, o.meta::jsonb, o.advance::jsonb
          from services v
          cross join ${literal([
            [
              1,
              OptionType.dropdown,
              tagForType(OptionType.dropdown)!,
              'Metal type',
              JSON.stringify(metal.toggles),
              JSON.stringify(metal.meta_data),
              JSON.stringify(metal.advance_option_meta_data),
            ],
            [
              2,
              OptionType.longText,
              tagForType(OptionType.longText)!,
              'Notes',
              JSON.stringify(notes.toggles),
              JSON.stringify(notes.meta_data),
              JSON.stringify(notes.advance_option_meta_data),
            ],
          ])} as o(seq, type, tag, label, toggles, meta, advance)
         where v.store_id = any(${storeIds}) and (o.seq = 2 or v.top_level_tag = 'jewellery')`);
      await tx.execute(sql`
        insert into option_values (store_id, option_id, sequence, value, price_cents)
        select o.store_id, o.id, m.seq, m.value, m.price from service_options o
          cross join ${literal(metals.map(([value, price], i) => [i, value, price]))} as m(seq, value, price)
         where o.store_id = any(${storeIds}) and o.type = ${OptionType.dropdown}`);
    });
    created += count;
    log(`Stores: ${created}/${missing} created.`);
  }
  return created;
}

/** The order domain's seeder, when it is part of this checkout. */
async function loadSeedOrders(): Promise<
  | ((db: Database, options: { orders: number; log?: (m: string) => void }) => Promise<{ orders: number }>)
  | null
> {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../src/server/orders/seed-orders.ts',
  );
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { seedOrders?: unknown };
  return typeof module.seedOrders === 'function' ? (module.seedOrders as never) : null;
}

export async function seedVolume(db: Database, options: SeedVolumeOptions): Promise<SeedVolumeResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const storesCreated = await seedStores(
    db,
    {
      stores: options.stores,
      customersPerStore: options.customersPerStore ?? 400,
      servicesPerStore: options.servicesPerStore ?? serviceCatalogue.length,
    },
    log,
  );
  let orders: number | null = null;
  if (options.orders > 0) {
    const seedOrders = await loadSeedOrders();
    if (!seedOrders) log('Orders skipped: src/server/orders/seed-orders.ts is not here.');
    else {
      const existing = await inScope(db, { kind: 'platform' }, (tx) =>
        tx.execute<{ n: number }>(sql`select count(*)::int as n from sales_orders`),
      );
      const missing = options.orders - (existing.rows[0]?.n ?? 0);
      orders = missing > 0 ? (await seedOrders(db, { orders: missing, log })).orders : 0;
    }
  }
  const counts = await inScope(db, { kind: 'platform' }, (tx) =>
    tx.execute<{ customers: number; services: number }>(
      sql`select (select count(*)::int from customers) as customers, (select count(*)::int from services) as services`,
    ),
  );
  return {
    storesCreated,
    customers: counts.rows[0]?.customers ?? 0,
    services: counts.rows[0]?.services ?? 0,
    orders,
    milliseconds: performance.now() - started,
  };
}
