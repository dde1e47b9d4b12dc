// The portal pages other issues bring, still designed placeholders in the layout: billing (store plans and
// billing issue), integrations (Shopify and webhooks issue), the order
// detail pages (daily-work issue). Each is guarded by its declared portal page's section.
export interface PortalSectionPage {
  /** Path under /portal. */
  path: string;
  section?: string;
  /** The heading; menu sections use their menu label (portal.menu.<section>). */
  title?: string;
  what: string;
}

export const placeholderPages: readonly PortalSectionPage[] = [
  { path: 'billing', section: 'billing', what: 'billing and plans' },
  { path: 'sales-order/:id', section: 'sales-order', title: 'Sales order', what: 'the sales order detail' },
  { path: 'work-order/:id', section: 'work-order', title: 'Work order', what: 'the work order detail' },
  { path: 'estimate/:id', section: 'estimate', title: 'Estimate', what: 'the estimate detail' },
];
