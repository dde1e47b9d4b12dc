// GET /dashboard: the store's figures for a period and a location. Open to whoever may view the dashboard;
// each section then follows the permission of its own module (the rules: dashboard.service.ts; the
// figures: dashboard.repository.ts).
import { dashboardQuerySchema } from '../../../../schemas/dashboard.schema.ts';
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import { security } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { dashboardFor } from './dashboard.service.ts';

export default async function dashboardRoutes(app: ApiInstance) {
  app.get(
    '/dashboard',
    {
      ...permitted(app, permitOf('dashboard:view')),
      schema: {
        tags: ['dashboard'],
        security,
        summary:
          "The store's figures for a period (from, to: days in tz; default the last 30) and a location: orders by status, due and overdue work, work at vendors, revenue, balances, turnaround, recent activity, the customers' ratings and latest comments",
        querystring: dashboardQuerySchema,
        response: responses(200, { $ref: 'Dashboard#' }, 400, 401, 403),
      },
    },
    async (request) => ({ status: 'success', data: await dashboardFor(request, request.query) }),
  );
}
