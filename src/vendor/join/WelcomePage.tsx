// /welcome — the first page after confirming the email: greets the owner and lists the setup steps (spec
// docs/product.md#vendors-onboarding's order, progress kept by the server) with where to resume.
import { Link as RouterLink } from 'react-router-dom';
import { Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useSession } from '../../shell/use-session.ts';
import { OnboardingFrame } from '../../shell/onboarding/OnboardingFrame.tsx';
import { registrationSteps } from '../../shell/vendor-steps.ts';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';
import { useWords } from '../../shell/i18n/words-context.ts';

export default function WelcomePage() {
  const { t } = useWords();
  const session = useSession();
  const firstName = session?.user.first_name?.trim();
  const { state, retry } = useOnboarding('vendor');
  return (
    <OnboardingFrame
      audience="vendor"
      current={registrationSteps[0]!.step}
      state={state}
      retry={retry}
      title={
        firstName
          ? t('vendor_join.welcome.title', { name: firstName })
          : t('vendor_join.welcome.title_nameless')
      }
      intro={t('vendor_join.welcome.intro')}
    >
      {({ record: onboarding, nextPath: next }) => {
        const allDone = registrationSteps.every(({ step }) => onboarding.registration_steps[step] === 'done');
        return (
          <>
            <List aria-label={t('vendor_join.welcome.list')}>
              {registrationSteps.map(({ step }) => {
                const done = onboarding.registration_steps[step] === 'done';
                return (
                  <ListItem key={step} disableGutters>
                    <ListItemIcon>
                      {done ? (
                        <CheckCircle color="success" titleAccess={t('vendor_join.welcome.done')} />
                      ) : (
                        <RadioButtonUnchecked titleAccess={t('vendor_join.welcome.to_do')} />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={t(`vendor_join.steps.${step}`)}
                      secondary={t(done ? 'vendor_join.welcome.done' : 'vendor_join.welcome.to_do')}
                    />
                  </ListItem>
                );
              })}
            </List>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('vendor_join.welcome.stop_any_time')}
            </Typography>
            <Button
              component={RouterLink}
              to={next}
              variant="contained"
              className="wl-button"
              size="large"
              fullWidth
              sx={{ minHeight: 52 }}
            >
              {allDone ? t('vendor_join.welcome.see_setup') : t('vendor_join.welcome.start_setup')}
            </Button>
          </>
        );
      }}
    </OnboardingFrame>
  );
}
