// The vendor dashboard (/portal/dashboard): who is signed in for which workshop, the work the stores sent
// by status and by store, what is due this week and overdue (the most overdue listed, each opening its
// work order), the month's earnings and what the stores still owe (vendor owner only: billing is theirs),
// the turnaround from accepting to finishing, and the onboarding state while any step is pending.
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { fullName } from '../../../shared/format.ts';
import { usePortalWords, type PortalWords } from '../../i18n/use-portal-words.ts';
import { intlTagOf } from '../../../shared/i18n/locales.ts';
import { formatMoney } from '../../../shared/format-text.ts';
import { Section } from '../../orders/Section.tsx';
import { useGet } from '../../../shell/data/use-load.ts';
import { detailSegmentOf } from '../../resources/registry.ts';
import { useSession } from '../../../shell/use-session.ts';
import { OnboardingSteps } from './OnboardingSteps.tsx';
import { useCurrentSession } from './use-current-session.ts';
import { may } from '../../../shared/permission-registry.ts';
import { VendorRedos } from '../../board/RedoFigures.tsx';

/** A state's words at the start of a line ("In progress", "En curso"). */
const capital = (words: string) => words.charAt(0).toLocaleUpperCase() + words.slice(1);

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          // An amount with its currency ("1.234,50 US$") is wide: it breaks only if a whole row cannot hold it.
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}
          data-testid={testId}
        >
          {value}
        </Typography>
        {hint ? (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

function turnaround(hours: number | null, { translate, locale }: PortalWords): string {
  if (hours === null) return '—';
  const count = hours < 48 ? hours : Math.round((hours / 24) * 10) / 10;
  const figure = new Intl.NumberFormat(intlTagOf(locale)).format(count);
  return translate(hours < 48 ? 'vendor_app.dashboard.hours' : 'vendor_app.dashboard.days', {
    count: figure,
  });
}

export default function DashboardPage() {
  const words = usePortalWords();
  const { translate, money, shortDate, status } = words;
  const session = useSession();
  const basename = useBasename();
  const { state, retry } = useCurrentSession();
  const figures = useGet('/api/v1/vendor-dashboard', {});
  if (!session) return null;
  const user = state.status === 'success' ? state.session.user : session.user;
  const steps = state.status === 'success' ? state.session.registration_steps : session.registration_steps;
  const pending = steps ? Object.values(steps).some((s) => s !== 'done') : false;
  const owner = may(session.role, 'vendor-dashboard:billing');
  const workSegment = detailSegmentOf('vendor', 'work_order');
  const f = figures.data;
  const open = f ? f.by_status.filter((s) => !['new', 'done', 'returned'].includes(s.status)) : [];
  return (
    <Box sx={{ mt: 2 }} data-testid="vendor-dashboard">
      <Title title={translate('vendor_app.dashboard.title')} />
      <Typography variant="h4" component="h1" data-testid="vendor-greeting">
        {translate('vendor_app.dashboard.greeting', {
          name: fullName(user.first_name, user.last_name) || user.email,
        })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="vendor-name">
        {user.vendor?.name ?? translate('vendor_app.dashboard.no_vendor')}
      </Typography>
      {figures.loading ? (
        <LinearProgress aria-label={translate('vendor_app.dashboard.loading')} sx={{ mb: 2 }} />
      ) : null}
      {figures.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={figures.reload}>
              {translate('vendor_app.dashboard.retry')}
            </Button>
          }
        >
          {translate('vendor_app.dashboard.load_failed', { error: figures.error })}
        </Alert>
      ) : null}
      {f ? (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure
                label={translate('vendor_app.dashboard.due_soon')}
                value={String(f.due_soon)}
                testId="figure-due-soon"
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure
                label={translate('vendor_app.dashboard.overdue')}
                value={String(f.overdue)}
                testId="figure-overdue"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure
                label={translate('vendor_app.dashboard.turnaround')}
                value={turnaround(f.turnaround_hours, words)}
                hint={translate('vendor_app.dashboard.turnaround_hint', {
                  smart_count: f.finished_last_90_days,
                })}
                testId="figure-turnaround"
              />
            </Grid>
            {/* One figure per currency: stores bill in their own, never added up (docs/product.md#languages). */}
            {owner
              ? (f.earnings?.length
                  ? f.earnings
                  : [{ currency: null, earned_this_month: 0, outstanding: 0 }]
                ).map((e, _i, all) => {
                  const inCurrency = (amount: number) =>
                    e.currency ? formatMoney(amount, e.currency, intlTagOf(words.locale)) : money(amount);
                  return (
                    <Grid key={e.currency ?? 'none'} size={{ xs: 12, sm: 6, md: 3 }}>
                      <Figure
                        label={translate('vendor_app.dashboard.earned')}
                        value={inCurrency(e.earned_this_month)}
                        hint={
                          e.outstanding
                            ? translate('vendor_app.dashboard.still_owed', {
                                amount: inCurrency(e.outstanding),
                              })
                            : translate('vendor_app.dashboard.nothing_owed')
                        }
                        testId={all.length > 1 ? `figure-earned-${e.currency}` : 'figure-earned'}
                      />
                    </Grid>
                  );
                })
              : null}
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title={translate('vendor_app.dashboard.by_status')} testId="work-by-status">
                <List dense disablePadding>
                  {open.map((s) => (
                    <ListItem
                      key={s.status}
                      disableGutters
                      secondaryAction={<Typography sx={{ fontWeight: 600 }}>{s.count}</Typography>}
                    >
                      <ListItemText>
                        <Link
                          component={RouterLink}
                          to={`${basename}/workorders?filter=${encodeURIComponent(JSON.stringify({ status: s.status }))}`}
                        >
                          {capital(status(s.status))}
                        </Link>
                      </ListItemText>
                    </ListItem>
                  ))}
                </List>
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title={translate('vendor_app.dashboard.by_store')} testId="work-by-store">
                {f.by_store.length === 0 ? (
                  <Typography color="text.secondary">{translate('vendor_app.dashboard.no_store')}</Typography>
                ) : (
                  <List dense disablePadding>
                    {f.by_store.map((s) => (
                      <ListItem key={s.store_id} disableGutters>
                        <ListItemText
                          primary={s.store_name}
                          secondary={translate('vendor_app.dashboard.store_counts', {
                            open: s.open,
                            finished: s.finished,
                          })}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Section>
            </Grid>
          </Grid>
          {f.late.length ? (
            <Section title={translate('vendor_app.dashboard.overdue_work')} testId="overdue-work">
              <List dense disablePadding>
                {f.late.map((w) => (
                  <ListItem key={w.id} disableGutters>
                    <ListItemText
                      primary={
                        workSegment ? (
                          <Link component={RouterLink} to={`${basename}/${workSegment}/${w.id}`}>
                            {w.item_number} · {w.service_name}
                          </Link>
                        ) : (
                          `${w.item_number} · ${w.service_name}`
                        )
                      }
                      secondary={[
                        w.store_name,
                        status(w.status),
                        translate('vendor_app.dashboard.was_due', { date: shortDate(w.due_at) }),
                      ].join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </Section>
          ) : null}
          <VendorRedos workSegment={workSegment ?? null} />
        </Stack>
      ) : null}
      {pending || state.status === 'error' ? (
        <Box sx={{ mt: 2 }}>
          <Section title={translate('vendor_app.dashboard.onboarding')}>
            {state.status === 'error' ? (
              <Alert
                severity="warning"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={retry}>
                    {translate('vendor_app.dashboard.retry')}
                  </Button>
                }
              >
                {translate('vendor_app.dashboard.onboarding_failed', { error: state.message })}
              </Alert>
            ) : null}
            <OnboardingSteps steps={steps} canResume={owner} />
          </Section>
        </Box>
      ) : null}
    </Box>
  );
}
