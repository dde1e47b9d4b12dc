// How the shipping form (onboarding's /store-shipping-detail and Settings) shows its fields: the carrier
// codes of docs/product.md#checkout-shipping-carriers as named choices (1, 2, and 3 for any other), and only
// the fields that apply.
import type { UiSchema } from '@rjsf/utils';

export interface ShippingChoice {
  use_platform_shipping?: boolean;
  shipping_account_type?: number;
  is_fixed_shipping?: boolean;
  fixed_shipping_price?: number;
  is_international_shipping?: boolean;
}

export function shippingUiSchema(choice: ShippingChoice): UiSchema {
  return {
    shipping_account_type: choice.use_platform_shipping
      ? { 'ui:widget': 'hidden' }
      : { 'ui:widget': 'radio', 'ui:enumNames': ['Carrier 1', 'Carrier 2', 'Other carrier'] },
    fixed_shipping_price: choice.is_fixed_shipping
      ? { 'ui:help': 'Charged on every order shipped back (in dollars)' }
      : { 'ui:widget': 'hidden' },
  };
}
