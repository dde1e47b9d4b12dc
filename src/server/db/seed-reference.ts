// The reference lists every installation has (docs/product.md#catalogue-reference-lists: countries and
// cities): a small real list,
// added after the migrations when missing. The super admin maintains them from there (countries, cities).
import { inScope, type Database } from './database.ts';
import { cities, countries, plans } from './schema/index.ts';

const referenceCountries: { code: string; name: string; phoneCode: string; cities: [string, string][] }[] = [
  {
    code: 'US',
    name: 'United States',
    phoneCode: '+1',
    cities: [
      ['New York', 'NY'],
      ['Los Angeles', 'CA'],
      ['Chicago', 'IL'],
      ['Springfield', 'IL'],
      ['Houston', 'TX'],
      ['Portland', 'OR'],
      ['Seattle', 'WA'],
      ['Miami', 'FL'],
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    phoneCode: '+1',
    cities: [
      ['Toronto', 'ON'],
      ['Montreal', 'QC'],
      ['Vancouver', 'BC'],
      ['Calgary', 'AB'],
      ['Ottawa', 'ON'],
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    phoneCode: '+44',
    cities: [
      ['London', 'England'],
      ['Manchester', 'England'],
      ['Birmingham', 'England'],
      ['Edinburgh', 'Scotland'],
      ['Cardiff', 'Wales'],
    ],
  },
  {
    code: 'IN',
    name: 'India',
    phoneCode: '+91',
    cities: [
      ['Mumbai', 'Maharashtra'],
      ['Delhi', 'Delhi'],
      ['Bengaluru', 'Karnataka'],
      ['Jaipur', 'Rajasthan'],
      ['Chennai', 'Tamil Nadu'],
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    phoneCode: '+61',
    cities: [
      ['Sydney', 'NSW'],
      ['Melbourne', 'VIC'],
      ['Brisbane', 'QLD'],
      ['Perth', 'WA'],
      ['Adelaide', 'SA'],
    ],
  },
];

/** Adds the countries that are missing, each with its cities; leaves existing ones as they are. */
export async function seedReferenceData(db: Database): Promise<void> {
  await inScope(db, { kind: 'platform' }, async (tx) => {
    const added = await tx
      .insert(countries)
      .values(referenceCountries.map(({ code, name, phoneCode }) => ({ code, name, phoneCode })))
      .onConflictDoNothing({ target: countries.code })
      .returning();
    if (!added.length) return;
    const byCode = new Map(added.map((c) => [c.code, c.id]));
    const rows = referenceCountries
      .filter((c) => byCode.has(c.code))
      .flatMap((c) => c.cities.map(([name, state]) => ({ countryId: byCode.get(c.code)!, name, state })));
    if (rows.length) await tx.insert(cities).values(rows);
  });
}

/**
 * The plans a new installation offers, so a store can sign up from the first start; added only while the
 * plans table is empty — after that they are the super admin's (Plans in the portal).
 */
export const defaultPlans: (typeof plans.$inferInsert)[] = [
  {
    audience: 'store',
    name: 'Starter',
    description: 'One location, everything to take and run repair orders.',
    monthlyPriceCents: 0,
    perLocationPriceCents: 0,
    includedLocations: 1,
    features: ['Storefront on your own address', 'Sales and work orders', 'Pay in store'],
    sequence: 1,
  },
  {
    audience: 'store',
    name: 'Growth',
    description: 'For stores with a team and vendors.',
    monthlyPriceCents: 4900,
    perLocationPriceCents: 1500,
    includedLocations: 1,
    features: ['Everything in Starter', 'Vendors and estimates', 'Online card payments', 'Staff permissions'],
    sequence: 2,
  },
  {
    audience: 'store',
    name: 'Pro',
    description: 'Several locations, integrations and priority support.',
    monthlyPriceCents: 9900,
    perLocationPriceCents: 1000,
    includedLocations: 3,
    features: ['Everything in Growth', 'Shopify and webhooks', 'Priority support'],
    sequence: 3,
  },
  {
    audience: 'vendor',
    name: 'Workshop',
    description: 'Take work orders from the stores you work for.',
    monthlyPriceCents: 2900,
    perLocationPriceCents: 0,
    includedLocations: 1,
    features: ['Work orders and estimates', 'Invoices to stores', 'Bench flow'],
    sequence: 1,
  },
];

export async function seedDefaultPlans(db: Database): Promise<void> {
  await inScope(db, { kind: 'platform' }, async (tx) => {
    const [existing] = await tx.select({ id: plans.id }).from(plans).limit(1);
    if (!existing) await tx.insert(plans).values(defaultPlans);
  });
}
