// docs/product.md#checkout-hand-over's checkout messages, verbatim: what is missing before a shipped order
// can be placed.
export const checkoutMessages = {
  both: 'Please add address and select shipping method to continue.',
  address: 'Please add address to continue.',
  carrier: 'Please select shipping method to continue.',
} as const;

export function missingForShipping(hasAddress: boolean, hasCarrier: boolean): string | null {
  if (!hasAddress && !hasCarrier) return checkoutMessages.both;
  if (!hasAddress) return checkoutMessages.address;
  if (!hasCarrier) return checkoutMessages.carrier;
  return null;
}
