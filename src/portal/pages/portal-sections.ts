// The portal pages inside the layout that later issues bring (spec section 2's menu, the profile pages and
// the notification targets), with the section guarding each. The menu's labels are portal.menu.<section>.
export interface PortalSectionPage {
  /** Path under /portal. */
  path: string;
  section?: string;
  /** The heading; menu sections use their menu label (portal.menu.<section>). */
  title?: string;
  what: string;
}

export const placeholderPages: readonly PortalSectionPage[] = [
  { path: 'users', section: 'users', what: 'user and staff management' },
  { path: 'customers', section: 'customers', what: 'customer management' },
  { path: 'sales-orders', section: 'sales-orders', what: 'sales orders' },
  { path: 'work-orders', section: 'work-orders', what: 'work orders' },
  { path: 'billing', section: 'billing', what: 'billing and plans' },
  { path: 'vendors', section: 'vendors', what: 'vendor management' },
  { path: 'settings', section: 'settings', what: 'store settings' },
  { path: 'store-profile', title: 'Store profile', what: 'your store profile' },
  { path: 'store-staff-profile', title: 'My profile', what: 'your staff profile' },
  { path: 'sales-order/:id', section: 'sales-order', title: 'Sales order', what: 'the sales order detail' },
  { path: 'work-order/:id', section: 'work-order', title: 'Work order', what: 'the work order detail' },
  { path: 'estimate/:id', section: 'estimate', title: 'Estimate', what: 'the estimate detail' },
];
