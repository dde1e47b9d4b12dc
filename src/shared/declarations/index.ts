// Every resource's browser-safe declaration. The server extends each with its table, scope and hooks
// (src/server/resources/index.ts); the portals derive their screens from these. A new resource is one line here.
import {
  commissionRules,
  insurances,
  itemCategories,
  priceLists,
  serviceCategories,
  services,
  vendorPriceLists,
} from './catalogue.declaration.ts';
import {
  estimates,
  feedback,
  invoices,
  receivedInvoices,
  salesOrders,
  vendorEstimates,
  vendorWorkOrders,
  workOrders,
} from './orders.declaration.ts';
import {
  customers,
  platformUsers,
  staffInvitations,
  users,
  vendorStaffInvitations,
  vendorUsers,
} from './people.declaration.ts';
import {
  addresses,
  cities,
  countries,
  customerAddresses,
  locations,
  vendorAddresses,
} from './places.declaration.ts';
import { storeSettings, stores } from './stores.declaration.ts';
import { storeVendors, vendorInvitations, vendors } from './vendors.declaration.ts';
import {
  auditLog,
  vendorWebhookDeliveries,
  vendorWebhookEndpoints,
  webhookDeliveries,
  webhookEndpoints,
} from './integrations.declaration.ts';
import { mailOutbox } from './mail.declaration.ts';
import { messageTemplates, smsInbox, smsOutbox } from './messages.declaration.ts';
import { billItems, plans, platformInvoices } from './billing.declaration.ts';
import { vendorCustomers, vendorSalesOrders, vendorServices } from './vendor-sales.declaration.ts';
import type { ResourceDeclaration } from './declare.ts';

export const declarations: readonly ResourceDeclaration[] = [
  locations,
  stores,
  storeSettings,
  addresses,
  vendorAddresses,
  customerAddresses,
  countries,
  cities,
  users,
  staffInvitations,
  vendorUsers,
  vendorStaffInvitations,
  platformUsers,
  customers,
  serviceCategories,
  itemCategories,
  services,
  priceLists,
  vendorPriceLists,
  insurances,
  commissionRules,
  vendors,
  storeVendors,
  vendorInvitations,
  salesOrders,
  workOrders,
  vendorWorkOrders,
  estimates,
  vendorEstimates,
  vendorCustomers,
  vendorSalesOrders,
  vendorServices,
  invoices,
  receivedInvoices,
  feedback,
  auditLog,
  webhookEndpoints,
  vendorWebhookEndpoints,
  webhookDeliveries,
  vendorWebhookDeliveries,
  mailOutbox,
  smsOutbox,
  smsInbox,
  messageTemplates,
  plans,
  billItems,
  platformInvoices,
];

export const declarationNamed = (name: string): ResourceDeclaration | undefined =>
  declarations.find((d) => d.name === name);
