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
import { formatMoney, formatShortDate, fullName } from '../../../shared/format.ts';
import { Section } from '../../orders/Section.tsx';
import { useGet } from '../../../shell/data/use-load.ts';
import { detailSegmentOf } from '../../resources/registry.ts';
import { useSession } from '../../../shell/use-session.ts';
import { OnboardingSteps } from './OnboardingSteps.tsx';
import { useCurrentSession } from './use-current-session.ts';
import { may } from '../../../shared/permission-registry.ts';
import { VendorRedos } from '../../board/RedoFigures.tsx';

const words = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

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
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
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

function turnaround(hours: number | null): string {
  if (hours === null) return '—';
  return hours < 48 ? `${hours} h` : `${Math.round((hours / 24) * 10) / 10} days`;
}

export default function DashboardPage() {
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
      <Title title="Dashboard" />
      <Typography variant="h4" component="h1" data-testid="vendor-greeting">
        Welcome, {fullName(user.first_name, user.last_name) || user.email}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="vendor-name">
        {user.vendor?.name ?? 'Your vendor account'}
      </Typography>
      {figures.loading ? <LinearProgress aria-label="Loading your figures" sx={{ mb: 2 }} /> : null}
      {figures.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={figures.reload}>
              Retry
            </Button>
          }
        >
          We could not load your figures. {figures.error}
        </Alert>
      ) : null}
      {f ? (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure label="Due in 7 days" value={String(f.due_soon)} testId="figure-due-soon" />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure label="Overdue" value={String(f.overdue)} testId="figure-overdue" />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure
                label="Turnaround"
                value={turnaround(f.turnaround_hours)}
                hint={`accept to finish · ${f.finished_last_90_days} jobs in 90 days`}
                testId="figure-turnaround"
              />
            </Grid>
            {owner && f.earned_this_month !== null ? (
              <Grid size={{ xs: 6, md: 3 }}>
                <Figure
                  label="Earned this month"
                  value={formatMoney(f.earned_this_month)}
                  hint={f.outstanding ? `${formatMoney(f.outstanding)} still owed` : 'nothing owed'}
                  testId="figure-earned"
                />
              </Grid>
            ) : null}
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title="Work by status" testId="work-by-status">
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
                          {words(s.status)}
                        </Link>
                      </ListItemText>
                    </ListItem>
                  ))}
                </List>
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title="Work by store" testId="work-by-store">
                {f.by_store.length === 0 ? (
                  <Typography color="text.secondary">
                    No store has sent you work yet. Stores invite you from their portal.
                  </Typography>
                ) : (
                  <List dense disablePadding>
                    {f.by_store.map((s) => (
                      <ListItem key={s.store_id} disableGutters>
                        <ListItemText
                          primary={s.store_name}
                          secondary={`${s.open} open · ${s.finished} finished`}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Section>
            </Grid>
          </Grid>
          {f.late.length ? (
            <Section title="Overdue work" testId="overdue-work">
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
                      secondary={`${w.store_name} · ${words(w.status)} · was due ${formatShortDate(w.due_at)}`}
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
          <Section title="Onboarding">
            {state.status === 'error' ? (
              <Alert
                severity="warning"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={retry}>
                    Retry
                  </Button>
                }
              >
                We could not refresh your onboarding status. {state.message}
              </Alert>
            ) : null}
            <OnboardingSteps steps={steps} canResume={owner} />
          </Section>
        </Box>
      ) : null}
    </Box>
  );
}
