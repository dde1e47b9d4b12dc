// The frame of every onboarding page: the vendor's name, the steps of docs/product.md#vendors-onboarding in
// order with the
// current one marked and the finished ones ticked, then the step's own content. Loading and failure of the
// progress read are shown here, once for every step.
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Paper,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import type { Loaded } from '../../shell/data/use-load.ts';
import { registrationSteps, type StepName } from '../../shell/vendor-steps.ts';
import type { Onboarding } from './use-onboarding.ts';

interface Props {
  current: StepName | 'complete';
  state: Loaded<Onboarding>;
  retry: () => void;
  title: string;
  sentence?: string;
  children: (onboarding: Onboarding) => ReactNode;
}

export function OnboardingFrame({ current, state, retry, title, sentence, children }: Props) {
  const active =
    current === 'complete'
      ? registrationSteps.length
      : registrationSteps.findIndex(({ step }) => step === current);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderColor: 'var(--wl-border)' }}>
        {state.status === 'ready' ? (
          <Typography variant="overline" color="text.secondary">
            {state.data.vendor.name}
          </Typography>
        ) : null}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1 }}>
          {title}
        </Typography>
        {sentence ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {sentence}
          </Typography>
        ) : null}
        <Stepper
          activeStep={active}
          alternativeLabel
          sx={{ my: 3 }}
          aria-label="Setup steps"
          data-testid="onboarding-steps"
        >
          {registrationSteps.map(({ step, label }) => (
            <Step
              key={step}
              completed={state.status === 'ready' && state.data.registration_steps[step] === 'done'}
            >
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {state.status === 'loading' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading your setup" />
          </Box>
        ) : state.status === 'failed' ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" onClick={retry}>
                Try again
              </Button>
            }
          >
            {state.message}
          </Alert>
        ) : (
          children(state.data)
        )}
      </Paper>
    </Container>
  );
}
