// The dashboard's charts (@mui/x-charts, loaded in its own chunk so no other page pays for it): orders by
// status, and orders and money collected per day. Each chart also has a text summary for screen readers.
import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import type { AnyLocale } from '../../shared/i18n/locales.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import type { DashboardFigures } from './dashboard-types.ts';

export function StatusChart({ byStatus }: { byStatus: NonNullable<DashboardFigures['sales']>['by_status'] }) {
  const theme = useTheme();
  const { translate, status } = usePortalWords();
  const summary = byStatus.map((s) => `${status(s.status)}: ${s.count}`).join(', ');
  return (
    <Box
      role="img"
      aria-label={translate('portal.charts.by_status', { summary })}
      data-testid="chart-orders-by-status"
    >
      <BarChart
        height={260}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: byStatus.map((s) => status(s.status)), width: 90 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            data: byStatus.map((s) => s.count),
            label: translate('portal.charts.orders'),
            color: theme.palette.primary.main,
          },
        ]}
        hideLegend
        margin={{ left: 0, right: 16 }}
      />
    </Box>
  );
}

export function DailyChart({ byDay }: { byDay: NonNullable<DashboardFigures['sales']>['by_day'] }) {
  const theme = useTheme();
  const { translate, locale, money, wholeMoney } = usePortalWords();
  const long = byDay.length > 62;
  // Long periods read better by month than by day.
  const dayPattern = translate('portal.charts.day_pattern');
  const points = long
    ? byMonth(byDay, locale)
    : byDay.map((d) => ({ ...d, label: formatDateIn(locale, d.date, dayPattern) }));
  const orders = points.reduce((sum, p) => sum + p.orders, 0);
  const revenue = points.reduce((sum, p) => sum + p.revenue, 0);
  return (
    <Box
      role="img"
      aria-label={translate(long ? 'portal.charts.over_months' : 'portal.charts.over_days', {
        orders,
        amount: money(revenue),
        smart_count: points.length,
      })}
      data-testid="chart-by-day"
    >
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: points.map((p) => p.label) }]}
        // A period with nothing in it has all-zero series, whose axis would have no extent and show a
        // squeezed "0…": each axis starts at 0 and reaches at least 1, in whole numbers.
        yAxis={[
          { id: 'orders', tickMinStep: 1, width: 36, min: 0, ...(orders === 0 ? { max: 1 } : {}) },
          {
            id: 'money',
            position: 'right',
            width: 56,
            tickMinStep: 1,
            min: 0,
            ...(revenue === 0 ? { max: 1 } : {}),
            valueFormatter: (v: number) => wholeMoney(v),
          },
        ]}
        series={[
          {
            data: points.map((p) => p.orders),
            label: translate('portal.charts.orders_placed'),
            yAxisId: 'orders',
            showMark: false,
            color: theme.palette.primary.main,
          },
          {
            data: points.map((p) => p.revenue),
            label: translate('portal.charts.collected'),
            yAxisId: 'money',
            color: theme.palette.warning.main,
            showMark: false,
            valueFormatter: (v: number | null) => money(v ?? 0),
          },
        ]}
      />
      {points.length === 0 ? (
        <Typography color="text.secondary">{translate('portal.charts.no_days')}</Typography>
      ) : null}
    </Box>
  );
}

function byMonth(byDay: NonNullable<DashboardFigures['sales']>['by_day'], locale: AnyLocale) {
  const months = new Map<string, { label: string; orders: number; revenue: number }>();
  for (const d of byDay) {
    const key = d.date.slice(0, 7);
    const month = months.get(key) ?? {
      label: formatDateIn(locale, d.date, 'MMM YYYY'),
      orders: 0,
      revenue: 0,
    };
    month.orders += d.orders;
    month.revenue += d.revenue;
    months.set(key, month);
  }
  return [...months.values()];
}
