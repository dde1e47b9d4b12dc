// /setup-complete — the end of onboarding: every step done (or the first one still pending, if the owner
// came here early), and the way into the portal.
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { OnboardingFrame } from '../../shell/onboarding/OnboardingFrame.tsx';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';
import { firstPendingStepPath, registrationSteps } from '../../shell/vendor-steps.ts';
import { useWords } from '../../shell/i18n/words-context.ts';

export default function SetupCompletePage() {
  const { t } = useWords();
  const { state, retry } = useOnboarding('vendor');
  return (
    <OnboardingFrame
      audience="vendor"
      current="complete"
      state={state}
      retry={retry}
      title={t('vendor_join.complete.title')}
    >
      {({ record: onboarding }) => {
        const pending = firstPendingStepPath(onboarding.registration_steps);
        const step = registrationSteps.find(({ path }) => path === pending)?.step;
        return (
          <Stack spacing={2}>
            {pending ? (
              <Alert
                severity="warning"
                action={
                  <Button component={RouterLink} to={pending} color="inherit">
                    {t('vendor_join.complete.finish')}
                  </Button>
                }
              >
                {t('vendor_join.complete.one_open', { step: step ? t(`vendor_join.steps.${step}`) : '' })}
              </Alert>
            ) : (
              <Typography>{t('vendor_join.complete.ready', { vendor: onboarding.vendor.name })}</Typography>
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
              {t('vendor_join.complete.to_dashboard')}
            </Button>
          </Stack>
        );
      }}
    </OnboardingFrame>
  );
}
