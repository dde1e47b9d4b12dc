// /portal/setting/setup-vendor: the workshop's set-up — its onboarding steps as the server has them today,
// with the way back to the first one still pending.
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Section } from '../../orders/Section.tsx';
import { useSession } from '../../use-session.ts';
import { OnboardingSteps } from '../dashboard/OnboardingSteps.tsx';
import { useCurrentSession } from '../dashboard/use-current-session.ts';
import { may } from '../../../shared/permission-registry.ts';

export function SetupVendorPage() {
  const session = useSession();
  const { state, retry } = useCurrentSession();
  const steps = state.status === 'success' ? state.session.registration_steps : session?.registration_steps;
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }} data-testid="setup-vendor">
      <Title title="Set up your workshop" />
      <Section title="Set up your workshop">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Stores can send you work once your subscription, address and bank account are in place.
        </Typography>
        {state.status === 'loading' ? (
          <LinearProgress aria-label="Loading your set-up" sx={{ mb: 2 }} />
        ) : null}
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
            We could not refresh your set-up. {state.message}
          </Alert>
        ) : null}
        <OnboardingSteps steps={steps} canResume={may(session?.role, 'vendors:onboarding')} />
      </Section>
    </Box>
  );
}
