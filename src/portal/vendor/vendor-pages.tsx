// The screens of the vendor portal's declared pages (portal-pages.ts, portal 'vendor'): the detail pages by
// the record they show, pages another product part fills by where that is set up, the rest by segment.
// Every page is guarded by its declared rule (canAccessSection, the shared mayAccess): vendor staff opening
// an owner's page see the refusal, and the server refuses its API anyway.
import type { ComponentType, ReactElement } from 'react';
import { AccessDenied } from 'react-admin';
import type { PortalPage } from '../../shared/declarations/portal-pages.ts';
import { EstimatePage } from '../orders/EstimatePage.tsx';
import { WorkOrderPage } from '../orders/WorkOrderPage.tsx';
import { useSectionAccess } from '../resources/portal-kind.ts';
import DashboardPage from './dashboard/DashboardPage.tsx';
import { JobsBoard } from '../board/JobsBoard.tsx';
import { InvoicePage } from '../orders/InvoicePage.tsx';
import { ElsewherePage } from './pages/ElsewherePage.tsx';
import { IntegrationsPage } from './pages/IntegrationsPage.tsx';
import { InvoiceSettingsPage } from './pages/InvoiceSettingsPage.tsx';
import { SettingsPage } from '../pages/SettingsPage.tsx';
import { SetupVendorPage } from './pages/SetupVendorPage.tsx';
import { VendorProfilePage } from './pages/VendorProfilePage.tsx';
import { BulkSalesOrdersPage } from './sales-orders/BulkSalesOrdersPage.tsx';
import { ImportSalesOrdersPage } from './sales-orders/ImportSalesOrdersPage.tsx';

/** The detail page of each order record the vendor portal shows (at /portal/<segment>/:id). */
export const detailScreens: Readonly<Record<NonNullable<PortalPage['detailOf']>, ComponentType | undefined>> =
  {
    work_order: WorkOrderPage,
    estimate: EstimatePage,
    invoice: InvoicePage,
    sales_order: undefined,
  };

/** The other pages, by segment. */
export const pageScreens: Readonly<Record<string, ComponentType>> = {
  dashboard: DashboardPage,
  'jobs-board': JobsBoard,
  settings: SettingsPage,
  'vendor-profile': VendorProfilePage,
  'setting/setup-vendor': SetupVendorPage,
  'setting/invoice': InvoiceSettingsPage,
  'setting/integrations': IntegrationsPage,
  'sales-order/bulk-salesorder': BulkSalesOrdersPage,
  'setting/import-salesorders': ImportSalesOrdersPage,
};

function Guarded({ segment, children }: { segment: string; children: ReactElement }) {
  const may = useSectionAccess();
  return may(segment, 'list') ? children : <AccessDenied />;
}

/** The routes of one declared page (paths relative to /portal). */
export function vendorPageRoutes(page: PortalPage): { path: string; element: ReactElement }[] {
  const guard = (element: ReactElement) => <Guarded segment={page.segment}>{element}</Guarded>;
  if (page.detailOf) {
    const Detail = detailScreens[page.detailOf];
    return Detail ? [{ path: `${page.segment}/:id`, element: guard(<Detail />) }] : [];
  }
  if (page.elsewhere) return [{ path: page.segment, element: guard(<ElsewherePage page={page} />) }];
  const Screen = pageScreens[page.segment];
  return Screen ? [{ path: page.segment, element: guard(<Screen />) }] : [];
}
