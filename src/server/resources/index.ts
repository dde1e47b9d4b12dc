// Every declared resource; the server registers each through one mechanism.
import { locationsResource } from './locations.resource.ts';
import { storeSettingsResource, storesResource } from './stores.resource.ts';
import {
  addressesResource,
  customerAddressesResource,
  vendorAddressesResource,
} from './addresses.resource.ts';
import { citiesResource, countriesResource } from './reference.resource.ts';
import { platformUsersResource, usersResource, vendorUsersResource } from './users.resource.ts';
import { customersResource } from './customers.resource.ts';
import { staffInvitationsResource, vendorStaffInvitationsResource } from './staff-invitations.resource.ts';
import {
  commissionRulesResource,
  insurancesResource,
  itemCategoriesResource,
  priceListsResource,
  serviceCategoriesResource,
  servicesResource,
  vendorPriceListsResource,
} from './catalogue.resource.ts';
import { storeVendorsResource, vendorInvitationsResource, vendorsResource } from './vendors.resource.ts';
import { salesOrdersResource } from './sales-orders.resource.ts';
import { vendorWorkOrdersResource, workOrdersResource } from './work-orders.resource.ts';
import { estimatesResource, vendorEstimatesResource } from './estimates.resource.ts';
import { invoicesResource, receivedInvoicesResource } from './invoices.resource.ts';
import { feedbackResource } from './feedback.resource.ts';
import {
  vendorCustomersResource,
  vendorSalesOrdersResource,
  vendorServicesResource,
} from './vendor-sales.resource.ts';
import { auditLogResource } from './audit-log.resource.ts';
import {
  vendorWebhookDeliveriesResource,
  vendorWebhookEndpointsResource,
  webhookDeliveriesResource,
  webhookEndpointsResource,
} from './webhooks.resource.ts';
import { mailOutboxResource } from './mail-outbox.resource.ts';
import { messageTemplatesResource, smsInboxResource, smsOutboxResource } from './messages.resource.ts';
import { billItemsResource, plansResource, platformInvoicesResource } from './billing.resource.ts';

export const resources = [
  locationsResource,
  storesResource,
  storeSettingsResource,
  addressesResource,
  vendorAddressesResource,
  customerAddressesResource,
  countriesResource,
  citiesResource,
  usersResource,
  staffInvitationsResource,
  vendorUsersResource,
  vendorStaffInvitationsResource,
  platformUsersResource,
  customersResource,
  serviceCategoriesResource,
  itemCategoriesResource,
  servicesResource,
  priceListsResource,
  vendorPriceListsResource,
  insurancesResource,
  commissionRulesResource,
  vendorsResource,
  storeVendorsResource,
  vendorInvitationsResource,
  // Orders: read-only lists; their states change through transition routes (src/server/features/).
  salesOrdersResource,
  workOrdersResource,
  vendorWorkOrdersResource,
  estimatesResource,
  vendorEstimatesResource,
  invoicesResource,
  receivedInvoicesResource,
  feedbackResource,
  // A vendor's own customers, services and sales orders.
  vendorCustomersResource,
  vendorServicesResource,
  vendorSalesOrdersResource,
  // The audit log: read-only, written by the database (src/server/audit).
  auditLogResource,
  // Outgoing webhooks: endpoints, and their deliveries (read-only).
  webhookEndpointsResource,
  vendorWebhookEndpointsResource,
  webhookDeliveriesResource,
  vendorWebhookDeliveriesResource,
  // The mail outbox (super admin, read-only).
  mailOutboxResource,
  // The store's customer messages and the SMS outbox (super admin, read-only).
  messageTemplatesResource,
  smsOutboxResource,
  smsInboxResource,
  // Plans (super admin), bill items and the platform's invoices to a store (src/server/billing).
  plansResource,
  billItemsResource,
  platformInvoicesResource,
];
