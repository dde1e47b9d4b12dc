// The portal pages other issues bring, still designed placeholders in the layout: billing (store plans and
// billing issue), integrations (Shopify and webhooks issue) and the profile pages. Each is guarded by its declared portal page's section.
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
  { path: 'integrations', section: 'integrations', what: 'integrations with other platforms' },
  { path: 'store-profile', title: 'Store profile', what: 'your store profile' },
  { path: 'store-staff-profile', title: 'My profile', what: 'your staff profile' },
];
