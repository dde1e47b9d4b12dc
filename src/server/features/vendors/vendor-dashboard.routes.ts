// The vendor dashboard's figures, computed in the database inside the vendor's tenant scope (row-level
// security shows it only work sent to it while the store link is active): work by status and by store,
// due and overdue work, the month's earnings and the turnaround from accepting to finishing.
import { inArray, sql } from 'drizzle-orm';
import { asPlatform } from '../../db/platform-scope.ts';
import { storeSettings } from '../../db/schema/index.ts';
import { workOrderMachine } from '../../../shared/state-machines.ts';
import { responses } from '../../envelope.ts';
import { forbidden } from '../../http-errors.ts';
import { permitted } from '../../route-meta.ts';
import { security } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { may, permitOf } from '../../../shared/permission-registry.ts';
import { DEFAULT_CURRENCY } from '../../../shared/i18n/locales.ts';

/** States in which the work is still the vendor's to do. */
const openStates = ['sent', 'accepted', 'in_progress', 'on_hold'];
const finishedStates = ['done', 'returned'];
const cents = (v: unknown) => (v === null || v === undefined ? 0 : Number(v) / 100);

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
    async (request) => {
      const p = request.principal!;
      if (p.vendorId === null) throw forbidden('Only a vendor has a vendor dashboard.');
      const vendorId = p.vendorId;
      const owner = may({ role_id: p.roleId }, 'vendor-dashboard:billing');
      const open = sql.join(
        openStates.map((s) => sql`${s}`),
        sql`, `,
      );
      const finished = sql.join(
        finishedStates.map((s) => sql`${s}`),
        sql`, `,
      );
      const data = await request.inTenant(async (tx) => {
        const byStatus = await tx.execute<{ status: string; count: string }>(
          sql`select status, count(*) as count from work_orders where vendor_id = ${vendorId} group by status`,
        );
        const byStore = await tx.execute<{
          store_id: number;
          store_name: string;
          open: string;
          finished: string;
        }>(
          sql`select w.store_id, s.name as store_name,
                     count(*) filter (where w.status in (${open})) as open,
                     count(*) filter (where w.status in (${finished})) as finished
              from work_orders w join stores s on s.id = w.store_id
              where w.vendor_id = ${vendorId}
              group by w.store_id, s.name order by s.name`,
        );
        const due = await tx.execute<{ due_soon: string; overdue: string }>(
          sql`select count(*) filter (where due_at >= now() and due_at < now() + interval '7 days') as due_soon,
                     count(*) filter (where due_at < now()) as overdue
              from work_orders where vendor_id = ${vendorId} and status in (${open})`,
        );
        const late = await tx.execute<{
          id: number;
          item_number: string;
          service_name: string;
          store_name: string;
          status: string;
          due_at: Date;
        }>(
          sql`select w.id, w.item_number, w.service_name, s.name as store_name, w.status, w.due_at
              from work_orders w join stores s on s.id = w.store_id
              where w.vendor_id = ${vendorId} and w.status in (${open}) and w.due_at < now()
              order by w.due_at asc, w.id asc limit 5`,
        );
        // Per currency: each store bills in its own (docs/product.md#languages), so amounts of stores in
        // different currencies are never added up.
        const perStore = owner
          ? await tx.execute<{ store_id: number; earned: string | null; outstanding: string | null }>(
              sql`select store_id,
                         sum(total_cents) filter (where status = 'paid' and paid_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') as earned,
                         sum(total_cents) filter (where status = 'sent') as outstanding
                  from invoices where vendor_id = ${vendorId} group by store_id`,
            )
          : null;
        // A store's currency is in its settings, which only the store reads: looked up for these stores only.
        const storeIds = perStore?.rows.map((r) => r.store_id) ?? [];
        const currencies = storeIds.length
          ? await asPlatform(tx, () =>
              tx
                .select({ storeId: storeSettings.storeId, currency: storeSettings.currency })
                .from(storeSettings)
                .where(inArray(storeSettings.storeId, storeIds)),
            )
          : [];
        const currencyOf = new Map(currencies.map((c) => [c.storeId, c.currency]));
        const byCurrency = new Map<string, { earned: number; outstanding: number }>();
        for (const r of perStore?.rows ?? []) {
          const currency = currencyOf.get(r.store_id) ?? DEFAULT_CURRENCY;
          const sum = byCurrency.get(currency) ?? { earned: 0, outstanding: 0 };
          sum.earned += Number(r.earned ?? 0);
          sum.outstanding += Number(r.outstanding ?? 0);
          byCurrency.set(currency, sum);
        }
        const money = perStore
          ? [...byCurrency]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([currency, sum]) => ({ currency, ...sum }))
          : null;
        // From the last accept to the last finish of each work order finished in the last 90 days.
        const turnaround = await tx.execute<{ hours: string | null; finished: string }>(
          sql`select avg(extract(epoch from f.at - a.at) / 3600) as hours, count(*) as finished
              from work_orders w
              cross join lateral (select max(created_at) as at from timeline_entries t
                where t.store_id = w.store_id and t.entity = 'work_order' and t.entity_id = w.id
                  and t.action = 'accept') a
              cross join lateral (select max(created_at) as at from timeline_entries t
                where t.store_id = w.store_id and t.entity = 'work_order' and t.entity_id = w.id
                  and t.action = 'finish') f
              where w.vendor_id = ${vendorId} and f.at > now() - interval '90 days' and a.at is not null
                and f.at >= a.at`,
        );
        return { byStatus, byStore, due, late, money, turnaround };
      });
      const counts = new Map(data.byStatus.rows.map((r) => [r.status, Number(r.count)]));
      const t = data.turnaround.rows[0];
      // The single figures are only given while every invoice is in one currency (or there is none).
      const oneCurrency = data.money && data.money.length <= 1 ? data.money : null;
      return {
        status: 'success',
        data: {
          by_status: workOrderMachine.states.map((status) => ({ status, count: counts.get(status) ?? 0 })),
          by_store: data.byStore.rows.map((r) => ({
            store_id: r.store_id,
            store_name: r.store_name,
            open: Number(r.open),
            finished: Number(r.finished),
          })),
          due_soon: Number(data.due.rows[0]?.due_soon ?? 0),
          overdue: Number(data.due.rows[0]?.overdue ?? 0),
          late: data.late.rows.map((r) => ({ ...r, due_at: new Date(r.due_at).toISOString() })),
          earnings: data.money
            ? data.money.map((r) => ({
                currency: r.currency,
                earned_this_month: cents(r.earned),
                outstanding: cents(r.outstanding),
              }))
            : null,
          earned_this_month: oneCurrency ? cents(oneCurrency[0]?.earned) : null,
          outstanding: oneCurrency ? cents(oneCurrency[0]?.outstanding) : null,
          turnaround_hours:
            t?.hours === null || t?.hours === undefined ? null : Math.round(Number(t.hours) * 10) / 10,
          finished_last_90_days: Number(t?.finished ?? 0),
        },
      };
    },
  );
}
