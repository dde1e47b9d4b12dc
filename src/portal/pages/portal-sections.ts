// The portal pages other issues bring, still designed placeholders in the layout: billing (store plans and
// billing issue). It is guarded by its declared portal page's section.
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
];
