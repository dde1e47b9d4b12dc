// docs/product.md#checkout-hand-over's checkout messages (verbatim in English, storefront.checkout.missing.*
// in the catalogues): what is missing before a shipped order can be placed.
import type { Translate } from '../../shared/i18n/translate.ts';

export function missingForShipping(hasAddress: boolean, hasCarrier: boolean, t: Translate): string | null {
  if (!hasAddress && !hasCarrier) return t('storefront.checkout.missing.both');
  if (!hasAddress) return t('storefront.checkout.missing.address');
  if (!hasCarrier) return t('storefront.checkout.missing.carrier');
  return null;
}
