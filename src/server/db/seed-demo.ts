// Demo data created on first start: a super admin; two active stores with clearly different white-labels,
// one inactive store and a Spanish-speaking store in euros (seed-demo-spanish.ts); for each active store an owner, a limited staff member, two locations, a few
// services and a customer; a vendor with an owner and a staff member, linked to the first store; and
// (seed-demo-work.ts), when the product's configuration is given — its start and npm run db:seed give it —
// the work in progress between the stores and the vendors. The test suites' template is seeded without it:
// each test arranges the work it looks at.
import { and, count, eq } from 'drizzle-orm';
import { Action, Module, Role } from '../../shared/roles.ts';
import { hashPassword } from '../auth/passwords.ts';
import { seedDemoCatalogue } from './seed-catalogue.ts';
import { seedDemoWork } from './seed-demo-work.ts';
import { seedDemoCustody } from './seed-demo-custody.ts';
import { seedDemoCounter } from './seed-demo-counter.ts';
import { seedSpanishHistory, spanishWorkshop } from './seed-demo-spanish-history.ts';
import { spanishDemoStore, spanishRingOptions, spanishWatchOptions } from './seed-demo-spanish.ts';
import { saveService } from '../catalogue/service-tree.ts';
import type { Config } from '../config.ts';
import { contextFromConfig, withAppContext } from '../app-context.ts';
import { jwtSecretFor } from '../jwt-secret.ts';
import { bankCipher, storeBankAccount } from '../features/vendors/bank-account.ts';
import { inScope, type Database, type Transaction } from './database.ts';
import {
  customerAddresses,
  customers,
  locations,
  messageTemplates,
  smsInbound,
  services,
  staffPermissions,
  storeSettings,
  storeVendors,
  stores,
  users,
  vendors,
} from './schema/index.ts';

const password = 'demo-pass-2026';

export const demoLogins = {
  password,
  users: [
    { where: 'portal', email: 'admin@platform.test', who: 'super admin' },
    { where: 'portal', email: 'owner@demo.test', who: 'store owner, Goldsmith & Co (demo)' },
    { where: 'portal', email: 'staff@demo.test', who: 'store staff, Goldsmith & Co (limited permissions)' },
    { where: 'portal', email: 'owner@fixit.test', who: 'store owner, FixIt Phones (fixit)' },
    { where: 'portal', email: 'staff@fixit.test', who: 'store staff, FixIt Phones (limited permissions)' },
    {
      where: 'storefront',
      email: 'customer@demo.test',
      who: 'customer of demo (log in at the demo storefront)',
    },
    {
      where: 'storefront',
      email: 'customer@fixit.test',
      who: 'customer of fixit (log in at the fixit storefront)',
    },
    {
      where: 'storefront',
      email: 'cliente@joyeria.test',
      who: 'customer of joyeria, the Spanish store (log in at the joyeria storefront)',
    },
    {
      where: 'portal',
      email: 'owner@joyeria.test',
      who: 'store owner, Joyería Aurora (joyeria, in Spanish)',
    },
    { where: 'vendor app', email: 'owner@bench.test', who: 'vendor owner, Bench Workshop (demo and fixit)' },
    { where: 'vendor app', email: 'staff@bench.test', who: 'vendor staff, Bench Workshop' },
    { where: 'vendor app', email: 'owner@loupe.test', who: 'vendor owner, Loupe Lab (works for fixit)' },
    {
      where: 'vendor app',
      email: spanishWorkshop.owner.email,
      who: `vendor owner, ${spanishWorkshop.name} (works for joyeria, in Spanish)`,
    },
  ],
};

interface DemoStore {
  slug: string;
  name: string;
  firstName: string;
  settings: Partial<typeof storeSettings.$inferInsert>;
  locations: {
    name: string;
    addressLine1: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  }[];
  services: {
    name: string;
    description: string;
    basePriceCents: number;
    itemTag: string;
    topLevelTag: string;
  }[];
  customer: { firstName: string; lastName: string; email: string };
  /** The customer's home address (an American one when not given). */
  address?: { line1: string; city: string; state: string; postalCode: string; countryCode: string };
  /** The owner's last name and the limited staff member's name (English ones when not given). */
  ownerLastName?: string;
  staffName?: { firstName: string; lastName: string };
  /** The customer's mobile for texts, and a text from a stranger waiting in the inbox (American, English when not given). */
  smsPhone?: string;
  inbound?: { from: string; body: string };
  /** The store's own words for "ready" (English when not given). */
  readyTemplate?: { mailSubject: string; mailBody: string; smsBody: string };
}

const demoStores: DemoStore[] = [
  {
    slug: 'demo',
    name: 'Goldsmith & Co',
    firstName: 'Grace',
    settings: {
      title: 'Goldsmith & Co — Jewellery Repair',
      backgroundColor: '#fbf6ee',
      borderColor: '#d9c7a7',
      buttonColor: '#6b4e16',
      buttonHoverColor: '#4a360f',
      buttonHoverFontColor: '#ffffff',
      fontColor: '#2b2118',
      topBarColor: '#2b2118',
      topBarText: 'Free insured shipping on every repair',
      logo: '/demo-assets/goldsmith-logo.svg',
      isCustomFontStyle: true,
      fontStyle: 'Georgia',
    },
    locations: [
      {
        name: 'Main Street Studio',
        addressLine1: '12 Main Street',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'United States',
      },
      {
        name: 'Riverside Drop-off',
        addressLine1: '480 River Road',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62704',
        country: 'United States',
      },
    ],
    services: [
      {
        name: 'Ring Resizing',
        description: 'Make a ring larger or smaller, any metal.',
        basePriceCents: 4500,
        itemTag: 'ring',
        topLevelTag: 'jewellery',
      },
      {
        name: 'Prong Retipping',
        description: 'Rebuild worn prongs to keep your stones safe.',
        basePriceCents: 6000,
        itemTag: 'ring',
        topLevelTag: 'jewellery',
      },
      {
        name: 'Chain Repair',
        description: 'Solder a broken chain or replace a clasp.',
        basePriceCents: 3500,
        itemTag: 'necklace',
        topLevelTag: 'jewellery',
      },
      {
        name: 'Watch Battery',
        description: 'Battery replacement and water-resistance check.',
        basePriceCents: 2500,
        itemTag: 'watch',
        topLevelTag: 'watches',
      },
    ],
    customer: { firstName: 'Carla', lastName: 'Mendes', email: 'customer@demo.test' },
  },
  {
    slug: 'fixit',
    name: 'FixIt Phones',
    firstName: 'Felix',
    settings: {
      title: 'FixIt Phones',
      backgroundColor: '#eef5ff',
      borderColor: '#9cc3f5',
      buttonColor: '#0b57d0',
      buttonHoverColor: '#0842a0',
      buttonHoverFontColor: '#ffffff',
      fontColor: '#0d1b2a',
      topBarColor: '#0b57d0',
      topBarText: 'Same-day screen repairs',
      logo: '/demo-assets/fixit-logo.svg',
      // Its own Twilio number (docs/product.md#messages-sms): its texts go from it, texts to it are its own.
      smsSender: '+15550142424',
    },
    locations: [
      {
        name: 'Downtown Kiosk',
        addressLine1: '1 Market Square',
        city: 'Portland',
        state: 'OR',
        postalCode: '97204',
        country: 'United States',
      },
      {
        name: 'Eastside Shop',
        addressLine1: '2200 E Burnside St',
        city: 'Portland',
        state: 'OR',
        postalCode: '97214',
        country: 'United States',
      },
    ],
    services: [
      {
        name: 'Screen Replacement',
        description: 'Cracked screen replaced with a quality part.',
        basePriceCents: 12900,
        itemTag: 'phone',
        topLevelTag: 'phones',
      },
      {
        name: 'Battery Replacement',
        description: 'A new battery, tested and calibrated.',
        basePriceCents: 7900,
        itemTag: 'phone',
        topLevelTag: 'phones',
      },
      {
        name: 'Charging Port Cleaning',
        description: 'Fix loose or slow charging.',
        basePriceCents: 2900,
        itemTag: 'phone',
        topLevelTag: 'phones',
      },
    ],
    customer: { firstName: 'Chris', lastName: 'Okafor', email: 'customer@fixit.test' },
  },
];

/**
 * Creates the demo data when the database has no store yet; returns whether it did. With `config`, also the
 * demo's work in progress, whose orders mail the demo customers (links need the configured hosts), written
 * after the stores are (a start stopped in between leaves the stores without their history).
 * `sealSecret` keys the cipher of the demo vendor's bank numbers as the app keys it (ENCRYPTION_KEY or the
 * JWT secret); the test suites give their own.
 */
export async function seedDemo(
  db: Database,
  config?: Config,
  sealSecret: string = config ? (config.encryptionKey ?? jwtSecretFor(config)) : '',
): Promise<boolean> {
  const hash = await hashPassword(password);
  const created = await inScope(db, { kind: 'platform' }, async (tx) => {
    // Serialise concurrent first starts of several processes.
    await tx.execute('select pg_advisory_xact_lock(7261001)');
    const [existing] = await tx.select({ n: count() }).from(stores);
    if ((existing?.n ?? 0) > 0) return false;
    await tx.insert(users).values({
      audience: 'portal',
      email: 'admin@platform.test',
      passwordHash: hash,
      firstName: 'Ada',
      lastName: 'Admin',
      roleId: Role.superAdmin,
    });
    const storeIds: number[] = [];
    for (const demo of demoStores) storeIds.push(await seedStore(tx, demo, hash));
    const [closed] = await tx
      .insert(stores)
      .values({ slug: 'closed', name: 'Closed Boutique', isActive: false })
      .returning();
    // The Spanish-speaking store comes after the others, so theirs keep the ids tests and links know.
    const spanish = await seedStore(tx, spanishDemoStore, hash);
    const [ring, battery] = await Promise.all(
      ['Ajuste de talla de anillo', 'Cambio de pila de reloj'].map(async (name) =>
        tx
          .select({ id: services.id })
          .from(services)
          .where(and(eq(services.storeId, spanish), eq(services.name, name)))
          .then((rows) => rows[0]!.id),
      ),
    );
    await saveService(tx, spanish, ring!, { options: spanishRingOptions });
    await saveService(tx, spanish, battery!, { options: spanishWatchOptions });
    const [vendor] = await tx
      .insert(vendors)
      .values({
        name: 'Bench Workshop',
        email: 'hello@bench.test',
        subscriptionStep: 'done',
        addressStep: 'done',
      })
      .returning();
    await tx.insert(users).values([
      {
        audience: 'vendor',
        email: 'owner@bench.test',
        passwordHash: hash,
        firstName: 'Victor',
        lastName: 'Bench',
        roleId: Role.vendorOwner,
        vendorId: vendor!.id,
      },
      {
        audience: 'vendor',
        email: 'staff@bench.test',
        passwordHash: hash,
        firstName: 'Vera',
        lastName: 'Lathe',
        roleId: Role.vendorStaff,
        vendorId: vendor!.id,
      },
    ]);
    await tx.insert(storeVendors).values({ storeId: storeIds[0]!, vendorId: vendor!.id });
    // Bench Workshop has finished its onboarding (its dashboard shows its work, not "Continue setup"); Loupe
    // Lab (seed-catalogue.ts) is the vendor still part-way, to show onboarding resumed.
    if (sealSecret)
      await storeBankAccount(tx, bankCipher(sealSecret), vendor!.id, {
        account_holder: 'Bench Workshop Ltd',
        bank_name: 'First Demo Bank',
        routing_number: '021000021',
        account_number: '000123456789',
      });
    await seedDemoCatalogue(
      tx,
      { demo: storeIds[0]!, fixit: storeIds[1]!, closed: closed!.id, bench: vendor!.id },
      hash,
    );
    return true;
  });
  if (!created || !config) return created;
  // The stores' histories, each in its own transaction, side by side (the Spanish store's touches no row of
  // the others'): the first start waits for the longer one only. The seed runs before any app is built: the
  // demo's orders mail with links from the configuration.
  await withAppContext(contextFromConfig(config, null, sealSecret || null), () =>
    Promise.all([
      inScope(db, { kind: 'platform' }, async (tx) => {
        await seedDemoWork(tx, config.dataDir);
        await seedDemoCustody(tx, config.dataDir);
        await seedDemoCounter(tx);
      }),
      inScope(db, { kind: 'platform' }, (tx) => seedSpanishHistory(tx, hash, config.dataDir)),
    ]),
  );
  return true;
}

async function seedStore(tx: Transaction, demo: DemoStore, hash: string): Promise<number> {
  const [store] = await tx
    .insert(stores)
    .values({ slug: demo.slug, name: demo.name, firstName: demo.firstName, isOnboardingComplete: true })
    .returning();
  const storeId = store!.id;
  await tx.insert(storeSettings).values({ storeId, ...demo.settings });
  await tx.insert(users).values({
    audience: 'portal',
    email: `owner@${demo.slug}.test`,
    passwordHash: hash,
    firstName: demo.firstName,
    lastName: demo.ownerLastName ?? 'Owner',
    roleId: Role.storeOwner,
    storeId,
  });
  const [staff] = await tx
    .insert(users)
    .values({
      audience: 'portal',
      email: `staff@${demo.slug}.test`,
      passwordHash: hash,
      firstName: demo.staffName?.firstName ?? 'Sam',
      lastName: demo.staffName?.lastName ?? 'Staff',
      roleId: Role.storeStaff,
      storeId,
    })
    .returning();
  const created = await tx
    .insert(locations)
    .values(demo.locations.map((l) => ({ storeId, ...l })))
    .returning();
  // Staff may view locations and customers everywhere, and create sales orders at the first location only.
  await tx.insert(staffPermissions).values([
    { storeId, userId: staff!.id, moduleId: Module.dashboard, actions: [Action.view] },
    { storeId, userId: staff!.id, moduleId: Module.address, actions: [Action.view] },
    { storeId, userId: staff!.id, moduleId: Module.customer, actions: [Action.view, Action.create] },
    {
      storeId,
      userId: staff!.id,
      moduleId: Module.salesOrder,
      locationId: created[0]!.id,
      actions: [Action.view, Action.create],
    },
  ]);
  await tx.insert(services).values(demo.services.map((s, i) => ({ storeId, sequence: i + 1, ...s })));
  const [customerUser] = await tx
    .insert(users)
    .values({
      audience: 'storefront',
      email: demo.customer.email,
      passwordHash: hash,
      firstName: demo.customer.firstName,
      lastName: demo.customer.lastName,
      roleId: Role.customer,
      storeId,
    })
    .returning();
  const [customer] = await tx
    .insert(customers)
    // The demo customer takes texts (docs/product.md#messages-consent): the demo's orders fill the SMS outbox.
    .values({
      storeId,
      userId: customerUser!.id,
      ...demo.customer,
      tags: ['vip'],
      smsOptIn: true,
      smsPhone: demo.smsPhone ?? `+1555010${String(1000 + storeId).slice(-4)}`,
    })
    .returning();
  // The store's own words for "ready" (docs/product.md#messages-templates); every other event speaks the defaults.
  await tx.insert(messageTemplates).values({
    storeId,
    event: 'sales_order.ready',
    ...(demo.readyTemplate ?? {
      mailSubject: 'Your order {{order_no}} is ready, {{first_name}}',
      mailBody:
        'Good news, {{first_name}}: your order {{order_no}} is ready.\n\nCome by {{location_name}} whenever suits you — we keep it safe until then.',
      smsBody: '{{store_name}}: your order {{order_no}} is ready at {{location_name}}. {{link}}',
    }),
  });
  // A text from a number that is no customer's (docs/product.md#messages-replies): it waits in the store's inbox.
  await tx.insert(smsInbound).values({
    storeId,
    messageSid: `SMdemoinbox${String(storeId).padStart(22, '0')}`,
    fromNumber: demo.inbound?.from ?? `+1555019${String(1000 + storeId).slice(-4)}`,
    toNumber: demo.settings.smsSender ?? '+15550100000',
    body: demo.inbound?.body ?? 'Hi, do you resize titanium rings? I can bring mine in on Saturday. – Jess',
    kind: 'reply',
  });
  // The customer's address book starts with a home address (checkout offers it for shipping).
  await tx.insert(customerAddresses).values({
    storeId,
    customerId: customer!.id,
    label: demo.address ? 'Casa' : 'Home',
    contactName: `${demo.customer.firstName} ${demo.customer.lastName}`,
    addressLine1: demo.address?.line1 ?? '742 Evergreen Terrace',
    city: demo.address?.city ?? 'Springfield',
    state: demo.address?.state ?? 'IL',
    postalCode: demo.address?.postalCode ?? '62704',
    countryCode: demo.address?.countryCode ?? 'US',
    isDefault: true,
  });
  return storeId;
}
