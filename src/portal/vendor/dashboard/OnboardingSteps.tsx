// The vendor's onboarding state: each registration step, done or pending, and a link to resume at the first
// pending one (for the vendor owner, who completes them).
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  firstPendingStepPath,
  registrationSteps,
  type RegistrationSteps,
} from '../../../shell/vendor-steps.ts';

interface Props {
  steps: RegistrationSteps | null | undefined;
  /** Only the vendor owner completes onboarding; staff see the state. */
  canResume: boolean;
}

export function OnboardingSteps({ steps, canResume }: Props) {
  const translate = useTranslate();
  if (!steps) return <Typography color="text.secondary">{translate('vendor_app.steps.none')}</Typography>;
  const resume = firstPendingStepPath(steps);
  return (
    <Box>
      <List disablePadding data-testid="onboarding-steps">
        {registrationSteps.map(({ step, label }) => {
          const done = steps[step] === 'done';
          return (
            <ListItem key={step} disableGutters data-testid={`step-${step}`} data-state={steps[step]}>
              <Box
                aria-hidden
                sx={{ mr: 1.5, display: 'flex', color: done ? 'var(--wl-link)' : 'text.secondary' }}
              >
                {done ? <CheckCircleOutlineIcon /> : <RadioButtonUncheckedIcon />}
              </Box>
              <ListItemText primary={translate(`vendor_app.steps.${step}`, { _: label })} />
              <Chip
                label={translate(done ? 'vendor_app.steps.done' : 'vendor_app.steps.pending')}
                size="small"
                variant={done ? 'filled' : 'outlined'}
                sx={
                  done ? { backgroundColor: 'var(--wl-button)', color: 'var(--wl-button-text)' } : undefined
                }
              />
            </ListItem>
          );
        })}
      </List>
      {resume && !canResume ? (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {translate('vendor_app.steps.owner_completes')}
        </Typography>
      ) : resume ? (
        <Button component={RouterLink} to={resume} variant="contained" className="wl-button" sx={{ mt: 2 }}>
          {translate('vendor_app.steps.continue')}
        </Button>
      ) : (
        <Typography sx={{ mt: 2 }}>{translate('vendor_app.steps.all_done')}</Typography>
      )}
    </Box>
  );
}
