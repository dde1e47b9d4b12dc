// The vendor dashboard's figures (docs/product.md#vendors-dashboard): work by status and by store, due
// and overdue work, the month's earnings per currency and the turnaround from accepting to finishing.
import type { FastifyRequest } from 'fastify';
import { workOrderMachine } from '../../../shared/state-machines.ts';
import { forbidden } from '../../http-errors.ts';
import { may } from '../../../shared/permission-registry.ts';
import { DEFAULT_CURRENCY } from '../../../shared/i18n/locales.ts';
import * as repo from './vendor-dashboard.repository.ts';

const cents = (v: unknown) => (v === null || v === undefined ? 0 : Number(v) / 100);

export async function vendorDashboardOf(request: FastifyRequest) {
  const p = request.principal!;
  if (p.vendorId === null) throw forbidden('Only a vendor has a vendor dashboard.');
  const vendorId = p.vendorId;
  const owner = may({ role_id: p.roleId }, 'vendor-dashboard:billing');
  const data = await request.inTenant(async (tx) => {
    const byStatus = await repo.workByStatus(tx, vendorId);
    const byStore = await repo.workByStore(tx, vendorId);
    const due = await repo.dueWork(tx, vendorId);
    const late = await repo.lateWork(tx, vendorId);
    // Per currency: each store bills in its own (docs/product.md#languages), so amounts of stores in
    // different currencies are never added up.
    const perStore = owner ? await repo.invoicedPerStore(tx, vendorId) : null;
    const currencyOf = await repo.currenciesOf(tx, perStore?.map((r) => r.store_id) ?? []);
    const byCurrency = new Map<string, { earned: number; outstanding: number }>();
    for (const r of perStore ?? []) {
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
    const turnaround = await repo.turnaround(tx, vendorId);
    return { byStatus, byStore, due, late, money, turnaround };
  });
  const counts = new Map(data.byStatus.map((r) => [r.status, Number(r.count)]));
  const t = data.turnaround;
  // The single figures are only given while every invoice is in one currency (or there is none).
  const oneCurrency = data.money && data.money.length <= 1 ? data.money : null;
  return {
    by_status: workOrderMachine.states.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    by_store: data.byStore.map((r) => ({
      store_id: r.store_id,
      store_name: r.store_name,
      open: Number(r.open),
      finished: Number(r.finished),
    })),
    due_soon: Number(data.due?.due_soon ?? 0),
    overdue: Number(data.due?.overdue ?? 0),
    late: data.late.map((r) => ({ ...r, due_at: new Date(r.due_at).toISOString() })),
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
  };
}
