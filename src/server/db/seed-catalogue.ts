// Demo catalogue data on top of seed-demo.ts's stores, so the faces have real data to show: categories,
// option-rich services (saved through the same code and checks as the portal's service editor), a price
// list, insurance, a commission rule, addresses, and a second vendor (linked to the second store) with its
// own address and price list.
import { and, eq } from 'drizzle-orm';
import { Role } from '../../shared/roles.ts';
import { saveService } from '../catalogue/service-tree.ts';
import type { OptionRecord } from '../../shared/rules/index.ts';
import type { Transaction } from './database.ts';
import {
  commissionRules,
  insurances,
  itemCategories,
  priceListItems,
  priceLists,
  serviceCategories,
  services,
  storeAddresses,
  storeSettings,
  storeVendors,
  users,
  vendorAddresses,
  vendorPriceListItems,
  vendorPriceLists,
  vendors,
} from './schema/index.ts';

const on = (value: string | number | boolean | null = null) => ({ active: true, value });

/** Ring Resizing: a size with a validation rule, a metal-type dropdown, engraving shown only on "Yes". */
const ringResizingOptions: OptionRecord[] = [
  {
    type: 4,
    label: { value: 'Ring size (current and desired)' },
    toggles: { is_required: on(), infoTooltip: on('Not sure? Any jeweller can measure it for free.') },
    advance_option_meta_data: {
      is_validation: true,
      validations_rules: [
        {
          tag: 'size',
          validation_rule: 1,
          compare_field: 'desired_size',
          condition: 'greater_than',
          variable_field: 'current_size + 4',
          validation_message: 'We can resize a ring by at most 4 sizes up.',
        },
        {
          tag: 'size',
          validation_rule: 1,
          compare_field: 'desired_size',
          condition: 'less_than',
          variable_field: 'current_size - 3',
          validation_message: 'We can resize a ring by at most 3 sizes down.',
        },
      ],
    },
  },
  {
    type: 5,
    label: { value: 'Metal type' },
    toggles: { is_required: on(), is_metal_type: on(), is_option_cost: on() },
    values: [
      { id: 'silver', value: 'Sterling silver', price: 0 },
      { id: 'gold14', value: '14k gold', price: 15 },
      { id: 'gold18', value: '18k gold', price: 25 },
      { id: 'platinum', value: 'Platinum', price: 40 },
    ],
  },
  {
    type: 10,
    label: { value: 'Add engraving' },
    values: [
      { id: 'yes', value: 'Yes', price: 20 },
      { id: 'no', value: 'No', price: 0 },
    ],
    toggles: { is_option_cost: on() },
  },
  {
    type: 1,
    label: { value: 'Engraving text' },
    toggles: { instructions: on('Up to 20 characters, inside the band.') },
    logics: [
      {
        action: 'show',
        conditional_join: 'all',
        rules: [{ compare_option_field: 2, operator_type: 'is', compare_to: 'yes' }],
      },
    ],
  },
  {
    type: 9,
    label: { value: 'Insure my ring' },
    advance_option_meta_data: {
      is_validation: true,
      validations_rules: [
        {
          tag: 'insurance',
          validation_rule: 2,
          compare_field: 'retail_value',
          condition: 'greater_than',
          variable_field: '10000',
          validation_message: 'We insure items up to $10,000.',
        },
      ],
    },
  },
];

const watchBatteryOptions: OptionRecord[] = [
  {
    type: 12,
    label: { value: 'Warranty' },
    meta_data: { warranty_date_label: 'Purchase date', is_external_database: false, fields: [] },
    advance_option_meta_data: {
      is_validation: true,
      validations_rules: [
        {
          tag: 'date',
          validation_rule: 1,
          compare_field: 'purchase_date',
          condition: 'less_than',
          variable_field: 'today - 365',
          validation_message: 'The warranty covers one year from the purchase date.',
        },
      ],
    },
  },
  {
    type: 6,
    label: { value: 'Water-resistance test' },
    values: [
      { id: 'none', value: 'No test', price: 0 },
      { id: 'basic', value: 'Pressure test', price: 15 },
    ],
  },
  {
    type: 2,
    label: { value: 'Notes for the watchmaker' },
    logics: [
      {
        action: 'hide',
        conditional_join: 'one',
        rules: [{ compare_option_field: 1, operator_type: 'is', compare_to: 'none' }],
      },
    ],
  },
];

const prongOptions: OptionRecord[] = [
  { type: 3, label: { value: 'Number of prongs' }, toggles: { is_required: on() } },
  {
    type: 11,
    label: { value: 'Stone' },
    values: [
      { id: 'diamond', value: 'Diamond', image: '/demo-assets/stone-diamond.svg' },
      { id: 'sapphire', value: 'Sapphire', image: '/demo-assets/stone-sapphire.svg' },
      { id: 'other', value: 'Other' },
    ],
    toggles: { image: on(), otherOption: on() },
  },
  {
    type: 2,
    label: { value: 'Describe the stone' },
    logics: [
      {
        action: 'show',
        conditional_join: 'one',
        is_logic_enable: true,
        logic_rule: '1 OR 2',
        rules: [
          { compare_option_field: 0, operator_type: 'greater_than', compare_to: 6 },
          { compare_option_field: 1, operator_type: 'is', compare_to: 'other' },
        ],
      },
    ],
  },
];

const screenOptions: OptionRecord[] = [
  {
    type: 13,
    label: { value: 'Phone model' },
    toggles: { is_required: on(), is_option_cost: on() },
    meta_data: { warranty_date_label: null, is_external_database: true, fields: [] },
    values: [
      { value: 'iPhone 13', sku: 'APL-IP13', price: 0 },
      { value: 'iPhone 14', sku: 'APL-IP14', price: 20 },
      { value: 'iPhone 15', sku: 'APL-IP15', price: 40 },
      { value: 'Galaxy S23', sku: 'SMS-S23', price: 10 },
      { value: 'Pixel 8', sku: 'GGL-PX8', price: 10 },
    ],
  },
  {
    type: 6,
    label: { value: 'Screen quality' },
    values: [
      { id: 'std', value: 'Standard', price: 0 },
      { id: 'oem', value: 'Original (OEM)', price: 60 },
    ],
    toggles: { is_option_cost: on() },
  },
  { type: 8, label: { value: 'Photo of the damage' } },
];

async function serviceId(tx: Transaction, storeId: number, name: string): Promise<number> {
  const [found] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.storeId, storeId), eq(services.name, name)));
  return found!.id;
}

export async function seedDemoCatalogue(
  tx: Transaction,
  ids: { demo: number; fixit: number; closed: number; bench: number },
  hash: string,
): Promise<void> {
  const { demo, fixit, closed, bench } = ids;
  await tx.insert(storeSettings).values({ storeId: closed });

  await tx.insert(serviceCategories).values([
    { storeId: demo, name: 'Jewellery', tag: 'jewellery', sequence: 1 },
    { storeId: demo, name: 'Watches', tag: 'watches', sequence: 2 },
    { storeId: fixit, name: 'Phones', tag: 'phones', sequence: 1 },
  ]);
  await tx.insert(itemCategories).values([
    { storeId: demo, name: 'Ring', tag: 'ring', sequence: 1 },
    { storeId: demo, name: 'Necklace', tag: 'necklace', sequence: 2 },
    { storeId: demo, name: 'Watch', tag: 'watch', sequence: 3 },
    { storeId: fixit, name: 'Phone', tag: 'phone', sequence: 1 },
  ]);

  const ring = await serviceId(tx, demo, 'Ring Resizing');
  await saveService(tx, demo, ring, {
    images: [{ url: '/demo-assets/ring-resizing.svg', alt: 'A ring on a sizing mandrel' }],
    options: ringResizingOptions,
  });
  await saveService(tx, demo, await serviceId(tx, demo, 'Prong Retipping'), { options: prongOptions });
  await saveService(tx, demo, await serviceId(tx, demo, 'Watch Battery'), { options: watchBatteryOptions });
  await saveService(tx, fixit, await serviceId(tx, fixit, 'Screen Replacement'), { options: screenOptions });

  const [standard] = await tx
    .insert(priceLists)
    .values({ storeId: demo, name: 'Standard repairs', description: 'Counter prices', isDefault: true })
    .returning();
  await tx.insert(priceListItems).values([
    {
      storeId: demo,
      priceListId: standard!.id,
      serviceId: ring,
      name: 'Ring resizing, up to 2 sizes',
      priceCents: 4500,
      sequence: 0,
    },
    {
      storeId: demo,
      priceListId: standard!.id,
      serviceId: ring,
      name: 'Ring resizing, 3 to 4 sizes',
      priceCents: 6500,
      sequence: 1,
    },
    { storeId: demo, priceListId: standard!.id, name: 'Ultrasonic clean', priceCents: 1000, sequence: 2 },
  ]);
  await tx.insert(insurances).values([
    {
      storeId: demo,
      name: 'Transit and workshop cover',
      description: 'Covers the item while it is with us or in the post.',
      provider: 'Jewelers Mutual',
      ratePercent: 1.5,
      minPremiumCents: 500,
      maxCoverageCents: 1_000_000,
    },
    { storeId: fixit, name: 'Screen guarantee', ratePercent: 5, minPremiumCents: 900 },
  ]);
  await tx.insert(commissionRules).values({
    storeId: demo,
    name: 'Bench ring work',
    vendorId: bench,
    commissionType: 'percentage',
    ratePercent: 12,
    priority: 1,
    conditions: [
      {
        condition_on: 'item_category',
        operator_type: 'is',
        compare_to: 'ring',
        conditional_join: 'and',
        conditional_join_inner: 'and',
        is_inner_group: false,
      },
      {
        condition_on: 'order_total',
        operator_type: 'greater_than',
        compare_to: 100,
        conditional_join: 'and',
        conditional_join_inner: 'and',
        is_inner_group: false,
      },
    ],
  });
  await tx.insert(storeAddresses).values([
    {
      storeId: demo,
      label: 'Main workshop',
      addressType: 'pickup',
      contactName: 'Grace Owner',
      addressLine1: '12 Main Street',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      countryCode: 'US',
      phone: '217-555-0142',
      isDefault: true,
    },
    {
      storeId: fixit,
      label: 'Returns',
      addressType: 'shipping',
      addressLine1: '1 Market Square',
      city: 'Portland',
      state: 'OR',
      postalCode: '97204',
      countryCode: 'US',
    },
  ]);
  await tx.update(storeSettings).set({ hasDefaultAddress: true }).where(eq(storeSettings.storeId, demo));

  await tx.insert(vendorAddresses).values({
    vendorId: bench,
    label: 'Bench Workshop',
    addressLine1: '77 Foundry Lane',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60607',
    countryCode: 'US',
    isDefault: true,
  });
  const [benchPrices] = await tx
    .insert(vendorPriceLists)
    .values({ vendorId: bench, name: 'Bench rates', storeId: demo })
    .returning();
  await tx.insert(vendorPriceListItems).values([
    { vendorId: bench, priceListId: benchPrices!.id, name: 'Resize, silver', priceCents: 1800, sequence: 0 },
    { vendorId: bench, priceListId: benchPrices!.id, name: 'Resize, gold', priceCents: 2800, sequence: 1 },
    { vendorId: bench, priceListId: benchPrices!.id, name: 'Retip one prong', priceCents: 1500, sequence: 2 },
  ]);

  // A second vendor, linked to the second store only: the vendor-isolation tests need two.
  const [loupe] = await tx
    .insert(vendors)
    .values({ name: 'Loupe Lab', email: 'hello@loupe.test', subscriptionStep: 'done' })
    .returning();
  await tx.insert(users).values({
    audience: 'vendor',
    email: 'owner@loupe.test',
    passwordHash: hash,
    firstName: 'Lou',
    lastName: 'Loupe',
    roleId: Role.vendorOwner,
    vendorId: loupe!.id,
  });
  await tx.insert(storeVendors).values({ storeId: fixit, vendorId: loupe!.id });
  await tx.insert(vendorAddresses).values({
    vendorId: loupe!.id,
    label: 'Lab',
    addressLine1: '5 Lens Street',
    city: 'Toronto',
    state: 'ON',
    countryCode: 'CA',
  });
  await tx.insert(vendorPriceLists).values({ vendorId: loupe!.id, name: 'Lab rates', storeId: fixit });
}
