// The portal pages other issues bring, as designed placeholders in the layout (none left: billing is
// src/portal/billing/BillingPage.tsx). Each is guarded by its declared portal page's section.
export interface PortalSectionPage {
  /** Path under /portal. */
  path: string;
  section?: string;
  /** The heading; menu sections use their menu label (portal.menu.<section>). */
  title?: string;
  what: string;
}

export const placeholderPages: readonly PortalSectionPage[] = [];
