// The vendor dashboard's route (docs/product.md#vendors-dashboard): its figures come from
// vendor-dashboard.service.ts, computed in the database inside the vendor's tenant scope.
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import { security } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { vendorDashboardOf } from './vendor-dashboard.service.ts';

export default async function vendorDashboardRoutes(app: ApiInstance) {
  app.get(
    '/vendor-dashboard',
    {
      ...permitted(app, permitOf('vendor-dashboard:view')),
      schema: {
        tags: ['vendors'],
        security,
        summary: 'The vendor dashboard: work by status and store, due and overdue, earnings, turnaround',
        response: responses(200, { $ref: 'VendorDashboard#' }, 401, 403),
      },
    },
    async (request) => ({ status: 'success', data: await vendorDashboardOf(request) }),
  );
}
