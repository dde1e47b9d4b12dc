// Every declared resource; the server registers each through one mechanism.
import { locationsResource } from './locations.resource.ts';
import { storeSettingsResource, storesResource } from './stores.resource.ts';
import { addressesResource, vendorAddressesResource } from './addresses.resource.ts';
import { citiesResource, countriesResource } from './reference.resource.ts';
import { usersResource, vendorUsersResource } from './users.resource.ts';
import { customersResource } from './customers.resource.ts';
import { staffInvitationsResource } from './staff-invitations.resource.ts';
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

export const resources = [
  locationsResource,
  storesResource,
  storeSettingsResource,
  addressesResource,
  vendorAddressesResource,
  countriesResource,
  citiesResource,
  usersResource,
  staffInvitationsResource,
  vendorUsersResource,
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
  // Orders: read-only lists; their states change through transition routes (src/server/routes/*).
  salesOrdersResource,
  workOrdersResource,
  vendorWorkOrdersResource,
  estimatesResource,
  vendorEstimatesResource,
  invoicesResource,
  receivedInvoicesResource,
  feedbackResource,
];
