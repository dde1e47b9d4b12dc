// The portal pages that are not a resource's list (dashboard, billing, integrations, settings) and the
// detail pages notifications link to, each guarded by one module of docs/product.md#roles-modules. Together
// with the
// resource declarations' portal views they make the portal's menu and its canAccess; nothing else lists them.
import { Module, type ModuleId } from '../roles.ts';
import type { PortalKind } from './declare.ts';

export interface PortalPage {
  portal: PortalKind;
  /** The URL segment under /portal (its first path segment). */
  segment: string;
  module: ModuleId;
  /** Position in the menu; no menu entry when absent. */
  menu?: number;
  icon?: string;
  label: string;
  /** An area page: open to whoever may view its module or any resource shown in the area. */
  area?: 'settings';
  /** The detail page of one order record, at /portal/<segment>/:id (notifications and lists link here). */
  detailOf?: 'sales_order' | 'work_order' | 'estimate' | 'invoice';
  /** docs/product.md#roles-vendor-staff: vendor staff may view the vendor profile whatever their module set. */
  vendorProfile?: boolean;
  /** A tile on an area page (Settings), or a link above a resource's list when the area is that list's
   * segment: the area and the sentence saying what the page is for. */
  tile?: { area: string; purpose: string };
  /** A page another product part fills (plans and payment, issue 11): it points to where that is set up. */
  elsewhere?: { sentence: string; path: string; action: string };
}

/**
 * A path the spec gives to a resource's screen that is not react-admin's own (`/portal/user/add` is the
 * team's create screen `users/create`): the portal routes it there. `:id` carries over.
 */
export interface PortalAlias {
  portal: PortalKind;
  path: string;
  to: string;
}

export const portalPages: readonly PortalPage[] = [
  {
    portal: 'store',
    segment: 'dashboard',
    module: Module.dashboard,
    menu: 1,
    icon: 'dashboard',
    label: 'Dashboard',
  },
  {
    portal: 'store',
    segment: 'jobs-board',
    module: Module.workOrder,
    menu: 1.5,
    icon: 'board',
    label: 'Jobs board',
  },
  { portal: 'store', segment: 'billing', module: Module.billing, menu: 8, icon: 'billing', label: 'Billing' },
  {
    portal: 'store',
    segment: 'integrations',
    module: Module.integration,
    menu: 9,
    icon: 'integrations',
    label: 'Integration',
  },
  {
    portal: 'store',
    segment: 'settings',
    module: Module.settings,
    menu: 11,
    icon: 'settings',
    label: 'Settings',
    area: 'settings',
  },
  {
    portal: 'store',
    segment: 'sales-order',
    module: Module.salesOrder,
    label: 'Sales order',
    detailOf: 'sales_order',
  },
  {
    portal: 'store',
    segment: 'work-order',
    module: Module.workOrder,
    label: 'Work order',
    detailOf: 'work_order',
  },
  { portal: 'store', segment: 'estimate', module: Module.estimates, label: 'Estimate', detailOf: 'estimate' },
  {
    portal: 'store',
    segment: 'vendor-invoice',
    module: Module.billing,
    label: 'Vendor invoice',
    detailOf: 'invoice',
  },

  // The vendor portal (docs/product.md#routes-vendor-portal's vendor portal pages).
  {
    portal: 'vendor',
    segment: 'dashboard',
    module: Module.dashboard,
    menu: 1,
    icon: 'dashboard',
    label: 'Dashboard',
  },
  {
    portal: 'vendor',
    segment: 'jobs-board',
    module: Module.workOrder,
    menu: 1.5,
    icon: 'board',
    label: 'Jobs board',
  },
  {
    portal: 'vendor',
    segment: 'settings',
    module: Module.settings,
    menu: 11,
    icon: 'settings',
    label: 'Settings',
    area: 'settings',
  },
  {
    portal: 'vendor',
    segment: 'vendor-profile',
    module: Module.settings,
    vendorProfile: true,
    menu: 12,
    icon: 'vendors',
    label: 'Vendor Profile',
  },
  {
    portal: 'vendor',
    segment: 'workorder',
    module: Module.workOrder,
    label: 'Work order',
    detailOf: 'work_order',
  },
  {
    portal: 'vendor',
    segment: 'estimate',
    module: Module.estimates,
    label: 'Estimate',
    detailOf: 'estimate',
  },
  { portal: 'vendor', segment: 'invoice', module: Module.billing, label: 'Invoice', detailOf: 'invoice' },
  {
    portal: 'vendor',
    segment: 'sales-order/bulk-salesorder',
    module: Module.salesOrder,
    icon: 'salesOrders',
    label: 'Create many at once',
    tile: { area: 'sales-orders', purpose: 'Enter many sales orders in one grid: all are made, or none.' },
  },
  {
    portal: 'vendor',
    segment: 'setting/import-salesorders',
    module: Module.salesOrder,
    icon: 'salesOrders',
    label: 'Import sales orders',
    tile: { area: 'settings', purpose: 'Sales orders from a CSV file, with a report of every bad row.' },
  },
  {
    portal: 'vendor',
    segment: 'setting/setup-vendor',
    module: Module.settings,
    label: 'Set up your workshop',
    tile: { area: 'settings', purpose: 'Your onboarding steps: subscription, address and bank account.' },
  },
  {
    portal: 'vendor',
    segment: 'setting/invoice',
    module: Module.billing,
    icon: 'billing',
    label: 'Invoice settings',
    tile: { area: 'settings', purpose: 'Payment terms and the note printed on every invoice you send.' },
  },
  {
    portal: 'vendor',
    segment: 'setting/integrations',
    module: Module.integration,
    icon: 'integrations',
    label: 'Integrations',
    tile: { area: 'settings', purpose: 'Webhooks: your other systems hear about your work as it happens.' },
  },
  ...(
    [
      ['setting/plan', 'Plan', 'Your subscription is chosen during onboarding.', 'Choose a plan'],
      [
        'setting/payment',
        'Payment',
        'Your payment method is set up with your subscription.',
        'Set up payment',
      ],
      [
        'setting/billing',
        'Billing',
        'Your subscription’s bills follow the plan you choose.',
        'Choose a plan',
      ],
      ['addbillitems', 'Bill items', 'Bill items follow the plan you choose.', 'Choose a plan'],
    ] as const
  ).map(([segment, label, sentence, action]): PortalPage => ({
    portal: 'vendor',
    segment,
    module: Module.billing,
    label,
    icon: 'billing',
    tile: { area: 'settings', purpose: sentence },
    elsewhere: { sentence, path: '/selectplan', action },
  })),
];

export const portalAliases: readonly PortalAlias[] = [
  { portal: 'vendor', path: 'user/add', to: 'users/create' },
  { portal: 'vendor', path: 'setting/address/add', to: 'setting/address/create' },
  { portal: 'vendor', path: 'setting/edit-address/:id', to: 'setting/address/:id' },
  { portal: 'vendor', path: 'price-list/view/:id', to: 'price-list/:id' },
  { portal: 'vendor', path: 'price-list/edit', to: 'price-list' },
  { portal: 'vendor', path: 'customer/create', to: 'customers/create' },
  { portal: 'vendor', path: 'customer/:id', to: 'customers/:id/show' },
  { portal: 'vendor', path: 'edit-customers', to: 'customers' },
  { portal: 'vendor', path: 'sales-order/create', to: 'sales-orders/create' },
  { portal: 'vendor', path: 'sales-order/:id', to: 'sales-orders/:id/show' },
  { portal: 'vendor', path: 'new-service', to: 'services/create' },
];
