// The dashboard's rules: the period asked for (its defaults and limits), the location (one the caller may
// see), and which sections the caller sees — each follows the permission of its own module (sales figures
// and activity need sales orders, work figures need work orders), in the registry's order scope, so staff
// held to some locations see those. The figures themselves are queries (dashboard.repository.ts).
import type { FastifyRequest } from 'fastify';
import type { dashboardQuerySchema } from '../../../../schemas/dashboard.schema.ts';
import { Module, type ModuleId } from '../../../shared/roles.ts';
import { may, orderScope, ownStoreOf } from '../../../shared/permission-registry.ts';
import { invalid } from '../../http-errors.ts';
import { requireLocation, sessionRoleOf } from '../../plugins/auth.ts';
import type { SchemaType } from '../../schema-types.ts';
import {
  feedbackFigures,
  recentActivity,
  salesFigures,
  visibleLocation,
  workFigures,
  type OrderScope,
  type Period,
} from './dashboard.repository.ts';

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

/** The dashboard record for the caller: the period, the location and the sections they may see. */
export async function dashboardFor(request: FastifyRequest, query: DashboardQuery) {
  const principal = request.principal!;
  const period = periodOf(query);
  const locationId = query.location_id;
  if (locationId !== undefined) requireLocation(request, locationId);
  const { sales, work, activity, feedback } = await request.inTenant(async (tx) => {
    if (locationId !== undefined && !(await visibleLocation(tx, principal, locationId)))
      throw invalid([{ field: 'location_id', message: 'location_id is not a location of your store' }]);
    const role = await sessionRoleOf(tx, principal);
    /** The scope of a section (the registry's permit and order scope), or null when the caller may not see it. */
    const scopeFor = (section: 'dashboard:sales' | 'dashboard:work', module: ModuleId): OrderScope | null =>
      may(role, section)
        ? { storeId: ownStoreOf(principal), locationId, permitted: orderScope(role, module) }
        : null;
    const salesScope = scopeFor('dashboard:sales', Module.salesOrder);
    const workScope = scopeFor('dashboard:work', Module.workOrder);
    const sales = salesScope ? await salesFigures(tx, salesScope, period) : null;
    const work = workScope ? await workFigures(tx, workScope, period) : null;
    const activity = salesScope ? await recentActivity(tx, salesScope) : null;
    // What customers said about the orders in view (docs/product.md#orders-feedback).
    const feedback = salesScope ? await feedbackFigures(tx, salesScope, period) : null;
    return { sales, work, activity, feedback };
  });
  return {
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
  };
}
