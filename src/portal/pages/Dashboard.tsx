// /portal/dashboard: the store's figures for a chosen period and location (GET /dashboard) — orders by
// status and by day, money collected and still owed, work due today and overdue, work at vendors and for how
// long, turnaround per service and per vendor — and the latest activity. The period and location live in
// the URL. Staff see the sections their permissions allow (the server leaves the others out).
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { AccessDenied, Title, useBasename, useTranslate } from 'react-admin';
import { usePortalWords, type PortalWords } from '../i18n/use-portal-words.ts';
import { canAccessSection } from '../resources/registry.ts';
import { fullNameOf, storeTitleOf, useSession } from '../use-session.ts';
import { locationsByName, useGet } from '../../shell/data/use-load.ts';
import { Section } from '../orders/Section.tsx';
import { StatusChip } from '../orders/StatusChip.tsx';
import { Stars } from '../orders/OrderFeedback.tsx';
import {
  dashboardQuery,
  paramsOf,
  periods,
  rangeOf,
  viewOf,
  type DashboardView,
  type PeriodId,
} from '../dashboard/dashboard-period.ts';
import type { DashboardFigures } from '../dashboard/dashboard-types.ts';
import { ChartOrTable } from '../dashboard/ChartOrTable.tsx';
import { TableScroll } from '../orders/TableScroll.tsx';
import { StoreRedoRates } from '../board/RedoFigures.tsx';
import { intlTagOf } from '../../shared/i18n/locales.ts';
import { saidText } from '../i18n/said-text.ts';

const StatusChart = lazy(() =>
  import('../dashboard/DashboardCharts.tsx').then((m) => ({ default: m.StatusChart })),
);
const DailyChart = lazy(() =>
  import('../dashboard/DashboardCharts.tsx').then((m) => ({ default: m.DailyChart })),
);

/** The redo rates' period: from the view's first day to today (docs/product.md#custody-redo). */
const periodDays = (from: string) =>
  Math.min(3650, Math.max(1, Math.ceil((Date.now() - new Date(from).getTime()) / 86_400_000)));

/** A number of days with one decimal, in the language's way. */
const daysIn =
  ({ translate, locale }: PortalWords) =>
  (n: number) =>
    translate('portal.dashboard.days', {
      smart_count: n,
      days: n.toLocaleString(intlTagOf(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    });

export function Dashboard() {
  const session = useSession();
  const translate = useTranslate();
  const { shortDate } = usePortalWords();
  const [params, setParams] = useSearchParams();
  const allowed = canAccessSection(session?.role, 'dashboard', 'list');
  const view = viewOf(params);
  const figures = useGet('/api/v1/dashboard', allowed ? { query: dashboardQuery(view) } : null);
  const locations = useGet(
    '/api/v1/locations',
    allowed && session?.store ? { query: locationsByName } : null,
  );
  if (!allowed) return <AccessDenied />;
  const change = (next: Partial<DashboardView>) =>
    setParams(paramsOf({ ...view, ...next }), { replace: true });
  const name = session?.user.first_name || fullNameOf(session);
  const store = storeTitleOf(session, translate('portal.platform_admin'));
  const role = translate(`portal.roles.${session?.role.role_id ?? ''}`, { _: '' });
  const data = figures.data;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('portal.menu.dashboard')} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, gap: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1" data-testid="dashboard-greeting">
            {translate('portal.dashboard.greeting', { name })}
          </Typography>
          <Typography color="text.secondary" data-testid="dashboard-context">
            {session?.store
              ? translate('portal.dashboard.signed_in', { store, role: role.toLowerCase() })
              : translate('portal.dashboard.signed_in_platform', { role: role.toLowerCase() })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }} data-testid="dashboard-filters">
          <TextField
            select
            size="small"
            label={translate('portal.dashboard.period')}
            fullWidth={false}
            value={view.period}
            onChange={(e) => {
              const period = e.target.value as PeriodId;
              change(period === 'custom' ? { period } : { period, ...rangeOf(period) });
            }}
            sx={{ width: { xs: '100%', sm: 170 } }}
          >
            {periods.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {translate(`portal.dashboard.periods.${p.id}`, { _: p.label })}
              </MenuItem>
            ))}
          </TextField>
          {view.period === 'custom' ? (
            <>
              <TextField
                size="small"
                type="date"
                label={translate('portal.dashboard.from')}
                fullWidth={false}
                value={view.from}
                onChange={(e) => e.target.value && change({ from: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: { xs: '47%', sm: 160 } }}
              />
              <TextField
                size="small"
                type="date"
                label={translate('portal.dashboard.to')}
                fullWidth={false}
                value={view.to}
                onChange={(e) => e.target.value && change({ to: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: { xs: '47%', sm: 160 } }}
              />
            </>
          ) : null}
          {locations.data && locations.data.length > 1 ? (
            <TextField
              select
              size="small"
              label={translate('portal.dashboard.location')}
              fullWidth={false}
              value={view.locationId ?? ''}
              slotProps={{
                select: {
                  displayEmpty: true,
                  renderValue: (v) =>
                    locations.data?.find((l) => l.id === v)?.name ??
                    translate('portal.dashboard.every_location'),
                },
                inputLabel: { shrink: true },
              }}
              onChange={(e) => change({ locationId: e.target.value ? Number(e.target.value) : null })}
              sx={{ width: { xs: '100%', sm: 200 } }}
            >
              <MenuItem value="">{translate('portal.dashboard.every_location')}</MenuItem>
              {locations.data.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="dashboard-period">
        {shortDate(view.from)} – {shortDate(view.to)}
      </Typography>
      {figures.loading ? <LinearProgress aria-label={translate('portal.dashboard.loading')} /> : null}
      {figures.error ? (
        <Alert severity="error" data-testid="dashboard-error">
          {figures.error}
        </Alert>
      ) : null}
      {data ? <Figures data={data} /> : null}
      {data?.work ? <StoreRedoRates days={periodDays(view.from)} /> : null}
    </Box>
  );
}

function Figures({ data }: { data: DashboardFigures }) {
  const { sales, work, activity, feedback } = data;
  const words = usePortalWords();
  const { translate, money: formatMoney, shortDate: formatShortDate, status } = words;
  const days = daysIn(words);
  if (!sales && !work)
    return (
      <Alert severity="info" data-testid="dashboard-nothing">
        {translate('portal.dashboard.nothing')}
      </Alert>
    );
  return (
    <>
      <Grid container spacing={2} data-testid="dashboard-figures">
        {sales ? (
          <>
            <Figure
              label={translate('portal.dashboard.orders_placed')}
              value={String(sales.orders)}
              testId="figure-orders"
            />
            <Figure
              label={translate('portal.dashboard.collected')}
              value={formatMoney(sales.revenue)}
              testId="figure-revenue"
            />
            <Figure
              label={translate('portal.dashboard.still_owed')}
              value={formatMoney(sales.outstanding)}
              note={translate('portal.dashboard.on_open_orders', { smart_count: sales.outstanding_orders })}
              testId="figure-outstanding"
            />
          </>
        ) : null}
        {work ? (
          <>
            <Figure
              label={translate('portal.dashboard.due_today')}
              value={String(work.due_today)}
              testId="figure-due-today"
            />
            <Figure
              label={translate('portal.dashboard.overdue')}
              value={String(work.overdue)}
              tone={work.overdue ? 'error.main' : undefined}
              testId="figure-overdue"
            />
            <Figure
              label={translate('portal.dashboard.at_vendors')}
              value={String(work.at_vendors.reduce((sum, v) => sum + v.work_orders, 0))}
              testId="figure-at-vendors"
            />
          </>
        ) : null}
        {feedback ? (
          <Figure
            label={translate('portal.dashboard.average_rating')}
            value={
              feedback.average_rating === null
                ? '—'
                : translate('portal.dashboard.rating_of', { rating: feedback.average_rating.toFixed(1) })
            }
            note={translate('portal.dashboard.from_ratings', { smart_count: feedback.ratings })}
            testId="figure-rating"
          />
        ) : null}
      </Grid>
      {sales ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Section title={translate('portal.dashboard.by_status')} testId="dashboard-by-status">
              {sales.orders ? (
                <ChartOrTable
                  testId="orders-by-status"
                  chart={
                    <Suspense
                      fallback={<LinearProgress aria-label={translate('portal.dashboard.loading_chart')} />}
                    >
                      <StatusChart byStatus={sales.by_status} />
                    </Suspense>
                  }
                  table={{
                    caption: translate('portal.dashboard.by_status'),
                    head: [translate('portal.dashboard.status'), translate('portal.dashboard.orders')],
                    rows: sales.by_status.map((s) => ({
                      key: s.status,
                      cells: [status(s.status), s.count],
                    })),
                  }}
                />
              ) : (
                <Empty>{translate('portal.dashboard.no_orders')}</Empty>
              )}
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Section title={translate('portal.dashboard.by_day')} testId="dashboard-by-day">
              <ChartOrTable
                testId="by-day"
                chart={
                  <Suspense
                    fallback={<LinearProgress aria-label={translate('portal.dashboard.loading_chart')} />}
                  >
                    <DailyChart byDay={sales.by_day} />
                  </Suspense>
                }
                table={{
                  caption: translate('portal.dashboard.by_day_caption'),
                  head: [
                    translate('portal.dashboard.day'),
                    translate('portal.dashboard.orders_placed'),
                    translate('portal.dashboard.collected'),
                  ],
                  rows: sales.by_day.map((d) => ({
                    key: d.date,
                    cells: [formatShortDate(d.date), d.orders, formatMoney(d.revenue)],
                  })),
                }}
              />
            </Section>
          </Grid>
        </Grid>
      ) : null}
      <Grid container spacing={2}>
        {work ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <DueWork work={work} />
          </Grid>
        ) : null}
        {work ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={translate('portal.dashboard.work_at_vendors')} testId="dashboard-at-vendors">
              <DaysTable
                empty={translate('portal.dashboard.nothing_at_vendor')}
                rows={work.at_vendors.map((v) => ({
                  key: v.vendor_id,
                  name: v.vendor_name,
                  count: v.work_orders,
                  cells: [days(v.average_days), days(v.longest_days)],
                }))}
                head={[
                  translate('portal.dashboard.vendor'),
                  translate('portal.dashboard.work_orders'),
                  translate('portal.dashboard.average_there'),
                  translate('portal.dashboard.longest'),
                ]}
              />
            </Section>
          </Grid>
        ) : null}
        {sales ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <Section
              title={translate('portal.dashboard.turnaround_service')}
              testId="dashboard-turnaround-service"
            >
              <DaysTable
                empty={translate('portal.dashboard.none_completed')}
                rows={sales.turnaround_by_service.map((s) => ({
                  key: s.service_name,
                  name: s.service_name,
                  count: s.orders,
                  cells: [days(s.average_days)],
                }))}
                head={[
                  translate('portal.dashboard.service'),
                  translate('portal.dashboard.orders_completed'),
                  translate('portal.dashboard.placed_to_completed'),
                ]}
              />
            </Section>
          </Grid>
        ) : null}
        {work ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <Section
              title={translate('portal.dashboard.turnaround_vendor')}
              testId="dashboard-turnaround-vendor"
            >
              <DaysTable
                empty={translate('portal.dashboard.none_returned')}
                rows={work.turnaround_by_vendor.map((v) => ({
                  key: v.vendor_id,
                  name: v.vendor_name,
                  count: v.work_orders,
                  cells: [days(v.average_days)],
                }))}
                head={[
                  translate('portal.dashboard.vendor'),
                  translate('portal.dashboard.work_returned'),
                  translate('portal.dashboard.sent_to_returned'),
                ]}
              />
            </Section>
          </Grid>
        ) : null}
      </Grid>
      {feedback ? <LatestComments comments={feedback.latest} /> : null}
      {activity ? <Activity entries={activity} /> : null}
    </>
  );
}

function Figure(props: { label: string; value: string; note?: string; tone?: string; testId: string }) {
  return (
    <Grid size={{ xs: 6, sm: 4, lg: 2 }}>
      <Card sx={{ height: '100%' }} data-testid={props.testId}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {props.label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: props.tone }}>
            {props.value}
          </Typography>
          {props.note ? (
            <Typography variant="caption" color="text.secondary">
              {props.note}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </Grid>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary">{children}</Typography>
);

function DaysTable(props: {
  head: string[];
  rows: { key: string | number; name: string; count: number; cells: string[] }[];
  empty: string;
}) {
  if (!props.rows.length) return <Empty>{props.empty}</Empty>;
  return (
    <TableScroll>
      <Table size="small">
        <TableHead>
          <TableRow>
            {props.head.map((h, i) => (
              <TableCell key={h} align={i ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">{row.count}</TableCell>
              {row.cells.map((cell, i) => (
                <TableCell key={i} align="right">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

function DueWork({ work }: { work: NonNullable<DashboardFigures['work']> }) {
  const basename = useBasename();
  const { translate, shortDate, time } = usePortalWords();
  const startOfToday = new Date();
  startOfToday.setHours(0, 0, 0, 0);
  return (
    <Section title={translate('portal.dashboard.due_and_overdue')} testId="dashboard-due">
      {work.due.length ? (
        <List dense disablePadding>
          {work.due.map((d) => {
            const late = new Date(d.due_at) < startOfToday;
            return (
              <ListItem
                key={d.work_order_id}
                disableGutters
                secondaryAction={<StatusChip status={d.status} />}
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`${basename}/work-order/${d.work_order_id}`}>
                      {d.item_number} · {d.service_name}
                    </Link>
                  }
                  secondary={
                    <Typography
                      variant="body2"
                      color={late ? 'error.main' : 'text.secondary'}
                      component="span"
                    >
                      {late
                        ? translate('portal.dashboard.overdue_since', { date: shortDate(d.due_at) })
                        : translate('portal.dashboard.due_today_at', { time: time(d.due_at) })}
                    </Typography>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Empty>{translate('portal.dashboard.nothing_due')}</Empty>
      )}
    </Section>
  );
}

/** The period's latest comments from customers, linking to their orders and to the whole feedback list. */
function LatestComments({ comments }: { comments: NonNullable<DashboardFigures['feedback']>['latest'] }) {
  const basename = useBasename();
  const { translate, shortDate } = usePortalWords();
  return (
    <Section
      title={translate('portal.dashboard.latest_comments')}
      testId="dashboard-comments"
      action={
        <Link component={RouterLink} to={`${basename}/feedback`}>
          {translate('portal.dashboard.all_feedback')}
        </Link>
      }
    >
      {comments.length ? (
        <List dense disablePadding>
          {comments.map((c) => (
            <ListItem key={c.id} disableGutters>
              <ListItemText
                primary={
                  <>
                    <Stars rating={c.rating} /> “{c.comment}”
                  </>
                }
                secondary={
                  <>
                    <Link component={RouterLink} to={`${basename}/sales-order/${c.sales_order_id}`}>
                      {c.order_no}
                    </Link>{' '}
                    · {shortDate(c.submitted_at)}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Empty>{translate('portal.dashboard.no_comments')}</Empty>
      )}
    </Section>
  );
}

function Activity({ entries }: { entries: NonNullable<DashboardFigures['activity']> }) {
  const basename = useBasename();
  const words = usePortalWords();
  const { translate, shortDate, time } = words;
  return (
    <Section title={translate('portal.dashboard.activity')} testId="dashboard-activity">
      {entries.length ? (
        <List dense disablePadding>
          {entries.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={
                  <>
                    <Link component={RouterLink} to={`${basename}/sales-order/${e.sales_order_id}`}>
                      {e.order_no}
                    </Link>{' '}
                    {saidText(words, e)}
                  </>
                }
                secondary={`${shortDate(e.created_at)} ${time(e.created_at)}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Empty>{translate('portal.dashboard.no_activity')}</Empty>
      )}
    </Section>
  );
}
