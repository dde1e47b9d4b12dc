// The dashboard's period and location, kept in the URL (?period=30d&location=3, or from/to for a custom
// range) so a view can be bookmarked and shared; the days are the browser's, sent with its time zone.
import dayjs from 'dayjs';

export const periods = [
  { id: 'today', label: 'Today' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: 'month', label: 'This month' },
  { id: '90d', label: 'Last 90 days' },
  { id: '12m', label: 'Last 12 months' },
  { id: 'custom', label: 'Custom range' },
] as const;
export type PeriodId = (typeof periods)[number]['id'];

const DAY = 'YYYY-MM-DD';

/** The first and last day of a preset period, ending today. */
export function rangeOf(period: PeriodId, today = dayjs()): { from: string; to: string } {
  const to = today.format(DAY);
  switch (period) {
    case 'today':
      return { from: to, to };
    case '7d':
      return { from: today.subtract(6, 'day').format(DAY), to };
    case 'month':
      return { from: today.startOf('month').format(DAY), to };
    case '90d':
      return { from: today.subtract(89, 'day').format(DAY), to };
    case '12m':
      return { from: today.subtract(12, 'month').add(1, 'day').format(DAY), to };
    default:
      return { from: today.subtract(29, 'day').format(DAY), to };
  }
}

export interface DashboardView {
  period: PeriodId;
  from: string;
  to: string;
  locationId: number | null;
}

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid();

/** The view a URL asks for; anything unreadable falls back to the last 30 days at every location. */
export function viewOf(params: URLSearchParams): DashboardView {
  const asked = params.get('period');
  const period = (periods.find((p) => p.id === asked)?.id ?? '30d') as PeriodId;
  const location = Number(params.get('location'));
  const locationId = Number.isInteger(location) && location > 0 ? location : null;
  const from = params.get('from');
  const to = params.get('to');
  if (period === 'custom' && isDay(from) && isDay(to)) return { period, from, to, locationId };
  return { period: period === 'custom' ? '30d' : period, ...rangeOf(period), locationId };
}

/** The URL parameters of a view (the inverse of viewOf). */
export function paramsOf(view: DashboardView): Record<string, string> {
  return {
    period: view.period,
    ...(view.period === 'custom' ? { from: view.from, to: view.to } : {}),
    ...(view.locationId ? { location: String(view.locationId) } : {}),
  };
}

/** The browser's time zone, which the server counts days in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The query of GET /dashboard for a view. */
export const dashboardQuery = (view: DashboardView) => ({
  from: view.from,
  to: view.to,
  tz: browserTimeZone(),
  ...(view.locationId ? { location_id: view.locationId } : {}),
});
