// The hand-written half of the API: one folder per feature (its routes, service, repository and presenters;
// docs/adding-a-resource.md "Adding a feature"), registered by app.ts from this one list under each API
// version. The generic half — the declared resources — is registered from src/server/resources by crud/.
import type { ApiInstance } from '../schema-types.ts';
import type { FeatureOptions } from './feature-options.ts';
import authRoutes from './accounts/auth.routes.ts';
import accountRoutes from './accounts/accounts.routes.ts';
import accountOrderRoutes from './accounts/account-orders.routes.ts';
import profileRoutes from './accounts/profile.routes.ts';
import textConsentRoutes from './accounts/text-consent.routes.ts';
import staffSignupRoutes from './accounts/staff-signup.routes.ts';
import storefrontRoutes from './storefront/storefront.routes.ts';
import storefrontCheckoutRoutes from './carts/storefront-checkout.routes.ts';
import cartRoutes from './carts/carts.routes.ts';
import notificationSocket from './notifications/notifications.ws.ts';
import notificationRoutes from './notifications/notifications.routes.ts';
import orderRoutes from './sales-orders/orders.routes.ts';
import orderTrackingRoutes from './sales-orders/order-tracking.routes.ts';
import orderPaymentRoutes from './sales-orders/order-payment.routes.ts';
import workOrderRoutes from './work-orders/work-orders.routes.ts';
import estimateRoutes from './estimates/estimates.routes.ts';
import estimateRequestRoutes from './estimates/estimate-requests.routes.ts';
import chargeRoutes from './charges/charges.routes.ts';
import ledgerRoutes from './ledger/ledger.routes.ts';
import invoiceRoutes from './charges/invoices.routes.ts';
import dashboardRoutes from './dashboard/dashboard.routes.ts';
import messageRoutes from './messages/messages.routes.ts';
import smsRoutes from './messages/sms.routes.ts';
import orderMessageRoutes from './messages/order-messages.routes.ts';
import feedbackRoutes from './feedback/feedback.routes.ts';
import storeServiceRoutes from './catalogue/store-services.routes.ts';
import catalogueRoutes from './catalogue/catalogue.routes.ts';
import uploadRoutes from './uploads/uploads.routes.ts';
import documentRoutes from './documents/documents.routes.ts';
import actAsRoutes from './platform/act-as.routes.ts';
import shopifyRoutes from './integrations/shopify.routes.ts';
import vendorSignupRoutes from './vendors/vendor-signup.routes.ts';
import vendorOnboardingRoutes from './vendors/vendor-onboarding.routes.ts';
import vendorLinkRoutes from './vendors/vendor-links.routes.ts';
import vendorDashboardRoutes from './vendors/vendor-dashboard.routes.ts';
import vendorSalesOrderRoutes from './vendors/vendor-sales-orders.routes.ts';
import benchRoutes from './vendors/bench.routes.ts';
import onboardingRoutes from './billing/onboarding.routes.ts';
import billingRoutes from './billing/billing.routes.ts';
import stripeWebhookRoutes from './billing/stripe-webhook.routes.ts';
import custodyRoutes from './custody/custody.routes.ts';

type FeaturePlugin = (api: ApiInstance, options: FeatureOptions) => Promise<void>;

/** Every feature's route plugins, by feature; each is registered in its own encapsulated context. */
export const features: Record<string, FeaturePlugin[]> = {
  // Sign-in, customer and staff accounts, the profile, a customer's own orders, joining a store as staff.
  accounts: [
    authRoutes,
    accountRoutes,
    accountOrderRoutes,
    profileRoutes,
    textConsentRoutes,
    staffSignupRoutes,
  ],
  // The storefront's public reads (store settings, the service tree as shoppers see it).
  storefront: [storefrontRoutes],
  // Carts, checkout and the hand-over (pick-up or shipping).
  carts: [cartRoutes, storefrontCheckoutRoutes],
  // The notification bell (list and live socket).
  notifications: [notificationSocket, notificationRoutes],
  // Sales orders: the staff's list and actions, public tracking, the payment page.
  salesOrders: [orderRoutes, orderTrackingRoutes, orderPaymentRoutes],
  workOrders: [workOrderRoutes],
  // Estimates and the storefront's estimate requests.
  estimates: [estimateRoutes, estimateRequestRoutes],
  // Charges, payments and invoices.
  charges: [chargeRoutes, invoiceRoutes],
  // An order's money: its ledger, part payments and deposits at the counter, refunds.
  ledger: [ledgerRoutes],
  dashboard: [dashboardRoutes],
  // The store's customer messages: the editor's preview and test (the templates are a declared resource),
  // and Twilio's webhooks (inbound texts, delivery reports).
  messages: [messageRoutes, smsRoutes, orderMessageRoutes],
  feedback: [feedbackRoutes],
  // The catalogue and the service tree (store services, options, SKU import).
  catalogue: [storeServiceRoutes, catalogueRoutes],
  uploads: [uploadRoutes],
  // An order's paper as PDF (envelope, receipts, invoices) and the customer's signatures.
  documents: [documentRoutes],
  // The platform's console: acting as a store's owner.
  platform: [actAsRoutes],
  // Integrations: Shopify (outgoing webhooks are declared resources).
  integrations: [shopifyRoutes],
  // The vendor app: joining, onboarding, store links, the dashboard, sales orders, the bench.
  vendors: [
    vendorSignupRoutes,
    vendorOnboardingRoutes,
    vendorLinkRoutes,
    vendorDashboardRoutes,
    vendorSalesOrderRoutes,
    benchRoutes,
  ],
  // Where every item is: the jobs board, the chain of custody, transfers, redos (docs/product.md#custody).
  custody: [custodyRoutes],
  // Store onboarding, plans and billing, Stripe's webhook.
  billing: [onboardingRoutes, billingRoutes, stripeWebhookRoutes],
};
