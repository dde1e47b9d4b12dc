// The frame of every onboarding page: the portal's public card with the steps of store onboarding
// (src/shared/onboarding.ts) and where this page is among them, so an owner always sees what is left.
import { Box, Step, StepLabel, Stepper, Typography, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import {
  onboardingSteps,
  stepLabels,
  type OnboardingProgress,
  type OnboardingStep,
} from '../../shared/onboarding.ts';
import { PublicPage } from '../pages/PublicPage.tsx';

export function OnboardingFrame({
  title,
  intro,
  step,
  progress,
  children,
  width = 560,
}: {
  title: string;
  intro?: ReactNode;
  step?: OnboardingStep;
  progress?: Partial<OnboardingProgress> | null;
  children: ReactNode;
  width?: number;
}) {
  const narrow = useMediaQuery('(max-width:600px)');
  const active = step ? onboardingSteps.indexOf(step) : -1;
  return (
    <PublicPage title={title} width={width}>
      {step ? (
        <Box sx={{ mb: 3 }} aria-label="Setup progress">
          {narrow ? (
            <Typography variant="overline" color="text.secondary" component="p">
              Step {active + 1} of {onboardingSteps.length}: {stepLabels[step]}
            </Typography>
          ) : (
            <Stepper activeStep={active} alternativeLabel>
              {onboardingSteps.map((s) => (
                <Step key={s} completed={progress?.[s] === 'done' || progress?.[s] === 'skipped'}>
                  <StepLabel>{stepLabels[s]}</StepLabel>
                </Step>
              ))}
            </Stepper>
          )}
        </Box>
      ) : null}
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2.5 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </PublicPage>
  );
}
