// How a checked-out item reaches the store (docs/product.md#checkout-hand-over's checkout messages decide the
// same on the
// page): dropped off at one of the store's locations, or shipped in and back to the customer's address by
// one of the carriers — within the store's country unless the store ships internationally.
import { refusal } from '../../../shared/i18n/said.ts';
import { fieldSaid } from '../../i18n/english.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { locations, orderHandOvers, storeSettings, stores } from '../../db/schema/index.ts';
import { invalid } from '../../http-errors.ts';

export interface HandOver {
  method: 'drop_off' | 'shipping';
  carrier?: number;
  address?: Record<string, string>;
}

/** Checks the hand-over against the store (400 naming the field); drop_off is the default. */
export async function checkHandOver(
  tx: Transaction,
  storeId: number,
  handOver: HandOver | undefined,
  locationId: number | undefined,
): Promise<HandOver> {
  const chosen = handOver ?? { method: 'drop_off' };
  if (chosen.method === 'drop_off') {
    if (chosen.address || chosen.carrier !== undefined)
      throw invalid([fieldSaid('hand_over.address', refusal('checkout.drop_off_no_address'))]);
    return chosen;
  }
  const missing = [
    ...(chosen.address ? [] : [fieldSaid('hand_over.address', refusal('checkout.address_needed'))]),
    ...(chosen.carrier !== undefined
      ? []
      : [fieldSaid('hand_over.carrier', refusal('checkout.carrier_needed'))]),
  ];
  if (missing.length === 2) throw invalid(missing, refusal('checkout.address_and_carrier_needed'));
  if (missing.length) throw invalid(missing);
  if (locationId !== undefined)
    throw invalid([fieldSaid('location_id', refusal('checkout.shipped_not_dropped_off'))]);
  const [store] = await tx
    .select({ international: stores.isInternationalShipping })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store?.international) {
    const [home] = await tx
      .select({ country: locations.country })
      .from(locations)
      .where(and(eq(locations.storeId, storeId), eq(locations.isActive, true)))
      .orderBy(asc(locations.id))
      .limit(1);
    if (home && home.country.toLowerCase() !== chosen.address!.country!.toLowerCase())
      throw invalid([
        fieldSaid('hand_over.address.country', refusal('checkout.ships_within', { country: home.country })),
      ]);
  }
  return chosen;
}

/**
 * What shipping costs a store's customer, from its settings: the fixed shipping price when the store
 * charges one, otherwise nothing (live carrier rates are out of scope,
 * docs/product.md#checkout-shipping-carriers). The checkout page
 * shows the same figure (checkout-options) but the order's price is always this one.
 */
export async function storeShippingCents(tx: Transaction, storeId: number): Promise<number> {
  const [settings] = await tx
    .select({ fixed: storeSettings.isFixedShipping, price: storeSettings.fixedShippingPriceCents })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  return settings?.fixed ? settings.price : 0;
}

/**
 * The shipping an order is charged: the store's price when shipped, nothing when handed over in person;
 * priced from the settings the checkout read in its transaction (null: a store without settings).
 */
export function shippingCentsFor(
  settings: { isFixedShipping: boolean | null; fixedShippingPriceCents: number } | null,
  handOver: HandOver,
): number {
  return handOver.method === 'shipping' && settings?.isFixedShipping ? settings.fixedShippingPriceCents : 0;
}

export async function recordHandOver(
  tx: Transaction,
  storeId: number,
  salesOrderId: number,
  handOver: HandOver,
  shippingCents: number,
): Promise<void> {
  await tx.insert(orderHandOvers).values({
    storeId,
    salesOrderId,
    method: handOver.method,
    carrier: handOver.carrier ?? null,
    address: handOver.address ?? null,
    shippingCents,
  });
}
