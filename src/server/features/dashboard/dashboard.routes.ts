// GET /dashboard: the store's figures for a period and a location (dashboard-figures.ts). Open to whoever
// may view the dashboard; each section then follows the permission of its own module — sales figures and
// activity need sales orders, work figures need work orders — and staff held to some locations see those.
import { and, eq } from 'drizzle-orm';
import { dashboardQuerySchema } from '../../../../schemas/dashboard.schema.ts';
import { Module, type ModuleId } from '../../../shared/roles.ts';
import { locations } from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { invalid } from '../../http-errors.ts';
import { requireLocation, sessionRoleOf } from '../../plugins/auth.ts';
import { permitted } from '../../route-meta.ts';
import { security } from '../../orders/http.ts';
import { visibleRows } from '../../orders/parties.ts';
import {
  feedbackFigures,
  recentActivity,
  salesFigures,
  workFigures,
  type OrderScope,
  type Period,
} from '../../dashboard/dashboard-figures.ts';
import type { ApiInstance, SchemaType } from '../../schema-types.ts';
import { may, orderScope, ownStoreOf, permitOf } from '../../../shared/permission-registry.ts';

type DashboardQuery = SchemaType<typeof dashboardQuerySchema>;

/** The longest period one request may cover (its daily series has a row per day). */
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
const todayIn = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The period asked for, with its defaults (the last 30 days) and its limits checked. */
function periodOf(query: DashboardQuery): Period {
  if (!isTimeZone(query.tz)) throw invalid([{ field: 'tz', message: 'tz is not a known time zone' }]);
  const to = query.to ?? todayIn(query.tz);
  const from = query.from ?? dateOf(dayNumber(to) - 29);
  if (dayNumber(from) > dayNumber(to))
    throw invalid([{ field: 'to', message: 'to must not be before from' }]);
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_DAYS)
    throw invalid([{ field: 'from', message: `A period covers at most ${MAX_DAYS} days` }]);
  return { from, to, tz: query.tz };
}

const cents = (value: number) => Math.round(value) / 100;

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
    async (request) => {
      const principal = request.principal!;
      const period = periodOf(request.query);
      const locationId = request.query.location_id;
      if (locationId !== undefined) requireLocation(request, locationId);
      const data = await request.inTenant(async (tx) => {
        if (locationId !== undefined) {
          const [location] = await tx
            .select({ id: locations.id })
            .from(locations)
            .where(and(eq(locations.id, locationId), visibleRows({ principal }, locations)));
          if (!location)
            throw invalid([{ field: 'location_id', message: 'location_id is not a location of your store' }]);
        }
        const role = await sessionRoleOf(tx, principal);
        /** The scope of a section (the registry's permit and order scope), or null when the caller may not see it. */
        const scopeFor = (
          section: 'dashboard:sales' | 'dashboard:work',
          module: ModuleId,
        ): OrderScope | null =>
          may(role, section)
            ? { storeId: ownStoreOf(principal), locationId, permitted: orderScope(role, module) }
            : null;
        const salesScope = scopeFor('dashboard:sales', Module.salesOrder);
        const workScope = scopeFor('dashboard:work', Module.workOrder);
        const sales = salesScope ? await salesFigures(tx, salesScope, period) : null;
        const work = workScope ? await workFigures(tx, workScope, period) : null;
        const activity = salesScope ? await recentActivity(tx, salesScope) : null;
        const feedback = salesScope ? await feedbackFigures(tx, salesScope, period) : null;
        return { sales, work, activity, feedback };
      });
      const { sales, work, activity, feedback } = data;
      return {
        status: 'success',
        data: {
          from: period.from,
          to: period.to,
          tz: period.tz,
          location_id: locationId ?? null,
          sales: sales && {
            orders: sales.orders,
            by_status: sales.byStatus,
            by_day: sales.byDay.map((d) => ({
              date: d.date,
              orders: d.orders,
              revenue: cents(Number(d.revenue_cents)),
            })),
            revenue: cents(sales.revenueCents),
            outstanding: cents(sales.outstandingCents),
            outstanding_orders: sales.outstandingOrders,
            turnaround_by_service: sales.turnaroundByService,
          },
          work: work && {
            due_today: work.dueToday,
            overdue: work.overdue,
            due: work.due,
            at_vendors: work.atVendors,
            turnaround_by_vendor: work.turnaroundByVendor,
          },
          feedback: feedback && {
            ratings: feedback.ratings,
            average_rating: feedback.averageRating,
            latest: feedback.latest,
          },
          activity,
        },
      };
    },
  );
}
