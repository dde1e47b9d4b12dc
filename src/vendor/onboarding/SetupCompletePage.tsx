// /setup-complete — the end of onboarding: every step done (or the first one still pending, if the owner
// came here early), and the way into the portal.
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { OnboardingFrame } from '../../shell/onboarding/OnboardingFrame.tsx';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';
import { firstPendingStepPath, registrationSteps } from '../../shell/vendor-steps.ts';

export default function SetupCompletePage() {
  const { state, retry } = useOnboarding('vendor');
  return (
    <OnboardingFrame
      audience="vendor"
      current="complete"
      state={state}
      retry={retry}
      title="Your workshop is set up"
    >
      {({ record: onboarding }) => {
        const pending = firstPendingStepPath(onboarding.registration_steps);
        const label = registrationSteps.find(({ path }) => path === pending)?.label;
        return (
          <Stack spacing={2}>
            {pending ? (
              <Alert
                severity="warning"
                action={
                  <Button component={RouterLink} to={pending} color="inherit">
                    Finish it
                  </Button>
                }
              >
                One step is still open: {label}.
              </Alert>
            ) : (
              <Typography>
                {onboarding.vendor.name} can now take work from the stores that invite you. Work orders they
                send show up on your dashboard, and a job ticket’s QR code opens the job at the bench.
              </Typography>
            )}
            <Button
              component={RouterLink}
              to={dashboardPath}
              variant="contained"
              className="wl-button"
              size="large"
              fullWidth
              sx={{ minHeight: 52 }}
            >
              Go to the dashboard
            </Button>
          </Stack>
        );
      }}
    </OnboardingFrame>
  );
}
