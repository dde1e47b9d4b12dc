// /portal/setting/setup-vendor: the workshop's set-up — its onboarding steps as the server has them today,
// with the way back to the first one still pending.
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Section } from '../../orders/Section.tsx';
import { useSession } from '../../use-session.ts';
import { OnboardingSteps } from '../dashboard/OnboardingSteps.tsx';
import { useCurrentSession } from '../dashboard/use-current-session.ts';
import { may } from '../../../shared/permission-registry.ts';

export function SetupVendorPage() {
  const translate = useTranslate();
  const session = useSession();
  const { state, retry } = useCurrentSession();
  const steps = state.status === 'success' ? state.session.registration_steps : session?.registration_steps;
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }} data-testid="setup-vendor">
      <Title title={translate('vendor_app.setup.title')} />
      <Section title={translate('vendor_app.setup.title')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('vendor_app.setup.intro')}
        </Typography>
        {state.status === 'loading' ? (
          <LinearProgress aria-label={translate('vendor_app.setup.loading')} sx={{ mb: 2 }} />
        ) : null}
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
            {translate('vendor_app.setup.failed', { error: state.message })}
          </Alert>
        ) : null}
        <OnboardingSteps steps={steps} canResume={may(session?.role, 'vendors:onboarding')} />
      </Section>
    </Box>
  );
}
