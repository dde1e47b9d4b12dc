// Vendor onboarding (docs/product.md#vendors-onboarding: subscription, address, bank account, in that order):
// where a vendor
// owner stands, and the bank account step. The address step is the vendor-addresses resource (its first
// address completes the step); the subscription step is the plans' (/selectplan). Bank numbers are sealed
// with the cipher of the Shopify tokens and only their last four characters ever leave the server.
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import { bankCipher } from './bank-account.ts';
import { security } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { setVendorBankAccount, vendorOnboarding } from './vendors.service.ts';

const tags = ['vendors'];

export default async function vendorOnboardingRoutes(app: ApiInstance, options: FeatureOptions) {
  const cipher = bankCipher(options.sealingSecret);

  app.get(
    '/vendor-onboarding',
    {
      ...permitted(app, permitOf('vendors:onboarding.view')),
      schema: {
        tags,
        security,
        summary: "Where the vendor's onboarding stands: each step pending or done, the bank account (last 4)",
        response: responses(200, { $ref: 'VendorOnboarding#' }, 401, 403),
      },
    },
    async (request) => ({ status: 'success', data: await vendorOnboarding(request) }),
  );

  app.put(
    '/vendor-bank-account',
    {
      ...permitted(app, permitOf('vendors:onboarding')),
      schema: {
        tags,
        security,
        summary:
          "Set the vendor's bank account for payouts (kept encrypted; answers with the last 4 only) and " +
          'complete the bank_account onboarding step',
        body: { $ref: 'VendorBankAccountRequest#' },
        response: responses(200, { $ref: 'VendorOnboarding#' }, 400, 401, 403),
      },
    },
    async (request) => ({
      status: 'success',
      data: await setVendorBankAccount(request, cipher, request.body),
    }),
  );
}
