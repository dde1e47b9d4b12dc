// Every named JSON schema the API uses; each becomes an OpenAPI component under its $id.
import { createSchemaOf, updateSchemaOf } from '../src/shared/resource-schema.ts';
import { errorEnvelope } from './error.schema.ts';
import { accountOrderBalanceSchema } from './account-order.schema.ts';
import {
  ledgerPaymentRequestSchema,
  ledgerPaymentResultSchema,
  ledgerRefundRequestSchema,
  orderLedgerSchema,
} from './ledger.schema.ts';
import { locationSchema } from './location.schema.ts';
import { portalServiceSchema } from './service.schema.ts';
import {
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  sessionRoleSchema,
  storeDetailsSchema,
  tokenPairSchema,
} from './session.schema.ts';
import { storeSettingsSchema } from './store-settings.schema.ts';
import { storeSchema, storeSettingsRecordSchema } from './store.schema.ts';
import { addressSchema, customerAddressSchema, vendorAddressSchema } from './address.schema.ts';
import { citySchema, countrySchema } from './reference.schema.ts';
import { platformUserSchema, userSchema, vendorUserSchema } from './user.schema.ts';
import { customerSchema } from './customer.schema.ts';
import {
  commissionRuleSchema,
  insuranceSchema,
  itemCategorySchema,
  priceListSchema,
  serviceCategorySchema,
  vendorPriceListSchema,
} from './catalogue.schema.ts';
import {
  storeInvitationSchema,
  storeVendorSchema,
  vendorInvitationSchema,
  vendorSchema,
} from './vendor.schema.ts';
import { vendorDashboardSchema } from './vendor-dashboard.schema.ts';
import { uploadSchema } from './upload.schema.ts';
import {
  myProfileSchema,
  myProfileUpdateSchema,
  storeProfileSchema,
  storeProfileUpdateSchema,
} from './profile.schema.ts';
import {
  vendorCustomerSchema,
  vendorSalesOrderBulkSchema,
  vendorSalesOrderImportResultSchema,
  vendorSalesOrderSchema,
  vendorServiceSchema,
} from './vendor-sales.schema.ts';
import {
  staffInvitationSchema,
  staffSignupRequestSchema,
  staffSignupViewSchema,
  vendorStaffInvitationSchema,
  vendorStaffSignupViewSchema,
} from './staff-invitation.schema.ts';
import {
  logicRuleSchema,
  optionLogicSchema,
  optionToggleSchema,
  optionValuePageSchema,
  optionValueSchema,
  serviceImageSchema,
  serviceOptionSchema,
  serviceSchema,
  storeServiceSchema,
  validationRuleSchema,
} from './store-service.schema.ts';

import {
  orderCommentRequestSchema,
  orderCommentSchema,
  orderTrackingSchema,
  paymentSchema,
  salesOrderItemSchema,
  salesOrderRequestSchema,
  salesOrderSchema,
  salesOrderTransitionSchema,
  timelineEntrySchema,
} from './order.schema.ts';
import { addToCartSchema, cartItemSchema, cartSchema, checkoutSchema } from './cart.schema.ts';
import {
  orderPaymentSchema,
  orderPayRequestSchema,
  paymentConfirmationSchema,
  paymentConfirmRequestSchema,
  placedOrderSchema,
} from './online-payment.schema.ts';
import {
  workInstructionRequestSchema,
  workInstructionSchema,
  workOrderImageRequestSchema,
  workOrderImageSchema,
  workOrderRequestSchema,
  workOrderSchema,
  workOrderTransitionSchema,
} from './work-order.schema.ts';
import {
  estimateItemSchema,
  estimateRequestSchema,
  estimateSchema,
  estimateTransitionSchema,
} from './estimate.schema.ts';
import {
  estimateFollowSchema,
  estimatePhotoSchema,
  estimateReceiptSchema,
  storefrontEstimateRequestSchema,
} from './estimate-request.schema.ts';
import {
  additionalChargeSchema,
  chargePaymentSchema,
  chargeDeclineRequestSchema,
  chargePayRequestSchema,
  chargeRequestSchema,
  chargeTransitionSchema,
  extraChargeSchema,
} from './charge.schema.ts';
import {
  billedWorkSchema,
  invoiceItemSchema,
  invoiceRequestSchema,
  invoiceSchema,
  invoiceTransitionSchema,
} from './invoice.schema.ts';
import { notificationPageSchema, notificationSchema } from './notification.schema.ts';
import { dashboardSchema } from './dashboard.schema.ts';
import { feedbackPageSchema, feedbackRequestSchema, feedbackSchema } from './feedback.schema.ts';
import { auditEntrySchema } from './audit.schema.ts';
import {
  shopifyInstallRequestSchema,
  shopifyInstallSchema,
  shopifyDisconnectSchema,
  shopifyIntegrationSchema,
} from './shopify.schema.ts';
import {
  vendorWebhookDeliverySchema,
  vendorWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from './webhook.schema.ts';
import { mailOutboxSchema } from './mail-outbox.schema.ts';
import { orderDocumentSchema, signatureRequestSchema, signatureSchema } from './document.schema.ts';
import {
  messagePreviewRequestSchema,
  messagePreviewSchema,
  messageTemplateSchema,
  messageTestSchema,
  smsOutboxSchema,
  smsWebhookResultSchema,
  textConsentSchema,
  textConsentUpdateSchema,
  customerMessageRequestSchema,
  customerMessageSentSchema,
  smsInboxSchema,
  twilioInboundSchema,
  twilioStatusSchema,
} from './message-template.schema.ts';
import {
  accountLinkRequestSchema,
  accountLinkSchema,
  forgotPasswordRequestSchema,
  mailSentSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
} from './account.schema.ts';
import {
  registrationStepsSchema,
  vendorBankAccountRequestSchema,
  vendorBankAccountSchema,
  vendorOnboardingSchema,
  vendorSignUpRequestSchema,
} from './vendor-onboarding.schema.ts';
import { benchOrderSchema } from './bench.schema.ts';

import {
  billItemSchema,
  checkoutReturnSchema,
  onboardingProgressSchema,
  payoutAccountSchema,
  paymentRedirectSchema,
  planSchema,
  platformInvoiceSchema,
  portalForgotPasswordRequestSchema,
  shippingSetupSchema,
  slugAvailabilitySchema,
  storeSignUpRequestSchema,
  stripeWebhookResultSchema,
  subscriptionRequestSchema,
  subscriptionSchema,
} from './billing.schema.ts';

// `as const`: the tuple keeps each schema's literal type, so route handlers can take their TypeScript types
// from the schemas they $ref (src/server/schema-types.ts).
export const namedSchemas = [
  errorEnvelope,
  storeDetailsSchema,
  sessionRoleSchema,
  loginRequestSchema,
  loginResponseSchema,
  tokenPairSchema,
  refreshRequestSchema,
  storeSettingsSchema,
  portalServiceSchema,
  ...withDerived(locationSchema),
  // Stores, their settings, addresses, reference lists, people, customers (catalogue and vendors issue).
  ...withDerived(storeSchema),
  ...withDerived(storeSettingsRecordSchema),
  ...withDerived(addressSchema),
  ...withDerived(vendorAddressSchema),
  ...withDerived(customerAddressSchema),
  ...withDerived(countrySchema),
  ...withDerived(citySchema),
  ...withDerived(userSchema),
  ...withDerived(vendorUserSchema),
  ...withDerived(platformUserSchema),
  ...withDerived(customerSchema),
  // The service catalogue: categories, options and their parts, price lists, insurance, commission.
  ...withDerived(serviceCategorySchema),
  ...withDerived(itemCategorySchema),
  optionToggleSchema,
  validationRuleSchema,
  logicRuleSchema,
  optionLogicSchema,
  optionValueSchema,
  serviceOptionSchema,
  serviceImageSchema,
  optionValuePageSchema,
  ...withDerived(serviceSchema),
  ...withDerived(storeServiceSchema),
  ...withDerived(priceListSchema),
  ...withDerived(vendorPriceListSchema),
  ...withDerived(insuranceSchema),
  ...withDerived(commissionRuleSchema),
  // Vendors, links and invitations; uploads.
  ...withDerived(vendorSchema),
  ...withDerived(storeVendorSchema),
  ...withDerived(vendorInvitationSchema),
  ...withDerived(staffInvitationSchema),
  staffSignupViewSchema,
  staffSignupRequestSchema,
  ...withDerived(vendorStaffInvitationSchema),
  ...withDerived(vendorCustomerSchema),
  ...withDerived(vendorServiceSchema),
  ...withDerived(vendorSalesOrderSchema),
  vendorSalesOrderBulkSchema,
  vendorSalesOrderImportResultSchema,
  vendorStaffSignupViewSchema,
  storeProfileSchema,
  storeProfileUpdateSchema,
  myProfileSchema,
  myProfileUpdateSchema,
  storeInvitationSchema,
  uploadSchema,
  // Orders: carts, sales orders, work orders, estimates, charges, payments, invoices, notifications, feedback.
  salesOrderSchema,
  salesOrderItemSchema,
  salesOrderRequestSchema,
  salesOrderTransitionSchema,
  timelineEntrySchema,
  orderCommentSchema,
  orderCommentRequestSchema,
  orderTrackingSchema,
  paymentSchema,
  cartSchema,
  cartItemSchema,
  addToCartSchema,
  checkoutSchema,
  placedOrderSchema,
  orderPaymentSchema,
  orderPayRequestSchema,
  paymentConfirmRequestSchema,
  paymentConfirmationSchema,
  workOrderSchema,
  workOrderRequestSchema,
  workOrderTransitionSchema,
  workOrderImageSchema,
  workOrderImageRequestSchema,
  workInstructionSchema,
  workInstructionRequestSchema,
  estimateSchema,
  estimateItemSchema,
  estimateRequestSchema,
  estimateTransitionSchema,
  storefrontEstimateRequestSchema,
  estimateReceiptSchema,
  estimateFollowSchema,
  accountOrderBalanceSchema,
  orderLedgerSchema,
  ledgerPaymentRequestSchema,
  ledgerPaymentResultSchema,
  ledgerRefundRequestSchema,
  estimatePhotoSchema,
  additionalChargeSchema,
  vendorDashboardSchema,
  extraChargeSchema,
  chargeRequestSchema,
  chargeTransitionSchema,
  chargePaymentSchema,
  chargePayRequestSchema,
  chargeDeclineRequestSchema,
  invoiceSchema,
  billedWorkSchema,
  invoiceItemSchema,
  invoiceRequestSchema,
  invoiceTransitionSchema,
  notificationSchema,
  notificationPageSchema,
  // The store dashboard's figures.
  dashboardSchema,
  feedbackSchema,
  feedbackPageSchema,
  feedbackRequestSchema,
  // The audit log (read-only).
  auditEntrySchema,
  ...withDerived(webhookEndpointSchema),
  ...withDerived(vendorWebhookEndpointSchema),
  webhookDeliverySchema,
  vendorWebhookDeliverySchema,
  shopifyIntegrationSchema,
  shopifyInstallRequestSchema,
  shopifyInstallSchema,
  shopifyDisconnectSchema,
  // The mail outbox (super admin, read-only).
  mailOutboxSchema,
  // The store's customer messages (docs/product.md#messages-templates) and the SMS outbox.
  ...withDerived(messageTemplateSchema),
  messagePreviewRequestSchema,
  messagePreviewSchema,
  messageTestSchema,
  smsOutboxSchema,
  twilioInboundSchema,
  twilioStatusSchema,
  smsWebhookResultSchema,
  textConsentSchema,
  textConsentUpdateSchema,
  customerMessageRequestSchema,
  customerMessageSentSchema,
  smsInboxSchema,
  orderDocumentSchema,
  signatureRequestSchema,
  signatureSchema,
  // Storefront accounts: sign-up, email verification, password reset.
  signUpRequestSchema,
  mailSentSchema,
  forgotPasswordRequestSchema,
  accountLinkRequestSchema,
  resetPasswordRequestSchema,
  accountLinkSchema,
  // The vendor app: joining, onboarding, the bench.
  vendorSignUpRequestSchema,
  registrationStepsSchema,
  vendorBankAccountRequestSchema,
  vendorBankAccountSchema,
  vendorOnboardingSchema,
  benchOrderSchema,
  // Plans and billing, store onboarding, Stripe (issue 11).
  ...withDerived(planSchema),
  ...withDerived(billItemSchema),
  ...withDerived(platformInvoiceSchema),
  onboardingProgressSchema,
  slugAvailabilitySchema,
  storeSignUpRequestSchema,
  portalForgotPasswordRequestSchema,
  shippingSetupSchema,
  subscriptionRequestSchema,
  subscriptionSchema,
  checkoutReturnSchema,
  payoutAccountSchema,
  paymentRedirectSchema,
  stripeWebhookResultSchema,
] as const;

/** A resource's record schema plus its derived create and update schemas. */
function withDerived<T extends Parameters<typeof createSchemaOf>[0]>(schema: T) {
  return [schema, createSchemaOf(schema), updateSchemaOf(schema)] as const;
}
