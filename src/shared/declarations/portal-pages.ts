// The portal pages that are not a resource's list (dashboard, billing, integrations, settings) and the
// detail pages notifications link to, each guarded by one module of spec section 6. Together with the
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
  { portal: 'store', segment: 'sales-order', module: Module.salesOrder, label: 'Sales order' },
  { portal: 'store', segment: 'work-order', module: Module.workOrder, label: 'Work order' },
  { portal: 'store', segment: 'estimate', module: Module.estimates, label: 'Estimate' },
];
