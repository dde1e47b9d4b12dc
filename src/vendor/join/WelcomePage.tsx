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

export default function WelcomePage() {
  const session = useSession();
  const { state, retry } = useOnboarding('vendor');
  return (
    <OnboardingFrame
      audience="vendor"
      current={registrationSteps[0]!.step}
      state={state}
      retry={retry}
      title={`Welcome, ${session?.user.first_name ?? ''}`.trim()}
      intro="Your email is confirmed. A few steps and your workshop is ready to take work from stores."
    >
      {({ record: onboarding, nextPath: next }) => {
        const allDone = registrationSteps.every(({ step }) => onboarding.registration_steps[step] === 'done');
        return (
          <>
            <List aria-label="What to set up">
              {registrationSteps.map(({ step, label }) => {
                const done = onboarding.registration_steps[step] === 'done';
                return (
                  <ListItem key={step} disableGutters>
                    <ListItemIcon>
                      {done ? (
                        <CheckCircle color="success" titleAccess="Done" />
                      ) : (
                        <RadioButtonUnchecked titleAccess="To do" />
                      )}
                    </ListItemIcon>
                    <ListItemText primary={label} secondary={done ? 'Done' : 'To do'} />
                  </ListItem>
                );
              })}
            </List>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              You can stop at any time: next time you log in, you continue where you left off.
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
              {allDone ? 'See your setup' : 'Start the setup'}
            </Button>
          </>
        );
      }}
    </OnboardingFrame>
  );
}
