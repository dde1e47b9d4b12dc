// The vendor dashboard: greets the signed-in user with their name and their vendor's name, and shows the
// onboarding state, refreshed from the server (the login-time state shows while it loads or if it fails).
import { Alert, Box, Button, Container, LinearProgress, Paper, Typography } from '@mui/material';
import { fullName } from '../../../shared/format.ts';
import { Role } from '../../../shared/roles.ts';
import { useSession } from '../../../shell/use-session.ts';
import { OnboardingSteps } from './OnboardingSteps.tsx';
import { useCurrentSession } from './use-current-session.ts';

export default function DashboardPage() {
  const session = useSession();
  const { state, retry } = useCurrentSession();
  if (!session) return null;
  const user = state.status === 'success' ? state.session.user : session.user;
  const steps = state.status === 'success' ? state.session.registration_steps : session.registration_steps;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }} data-testid="vendor-greeting">
        Welcome, {fullName(user.first_name, user.last_name) || user.email}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }} data-testid="vendor-name">
        {user.vendor?.name ?? 'Your vendor account'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderColor: 'var(--wl-border)' }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          Onboarding
        </Typography>
        <Box aria-live="polite">
          {state.status === 'loading' && (
            <Box role="status" sx={{ mb: 2 }}>
              <LinearProgress aria-hidden sx={{ mb: 1 }} />
              <Typography variant="body2" color="text.secondary">
                Checking your onboarding status...
              </Typography>
            </Box>
          )}
          {state.status === 'error' && (
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
          )}
        </Box>
        <OnboardingSteps steps={steps} canResume={session.role.role_id === Role.vendorOwner} />
      </Paper>
    </Container>
  );
}
