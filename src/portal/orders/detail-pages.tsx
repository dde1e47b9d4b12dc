// The order detail pages of the store portal, by the declared portal page (portal-pages.ts) they belong to:
// the route of each is `/<segment>/:id…` and its guard is that page's module. (The vendor portal routes
// the same pages from its declarations: src/portal/vendor/vendor-pages.tsx.)
import type { ComponentType } from 'react';
import { EstimatePage } from './EstimatePage.tsx';
import { InvoicePage } from './InvoicePage.tsx';
import { JobTicketPage } from './JobTicketPage.tsx';
import { SalesOrderPage } from './SalesOrderPage.tsx';
import { WorkOrderPage } from './WorkOrderPage.tsx';

export const detailPages: readonly { segment: string; path: string; page: ComponentType }[] = [
  { segment: 'sales-order', path: ':id', page: SalesOrderPage },
  { segment: 'sales-order', path: ':id/ticket/:itemId', page: JobTicketPage },
  { segment: 'work-order', path: ':id', page: WorkOrderPage },
  { segment: 'estimate', path: ':id', page: EstimatePage },
  { segment: 'vendor-invoice', path: ':id', page: InvoicePage },
];
