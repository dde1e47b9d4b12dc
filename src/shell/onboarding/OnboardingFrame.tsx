// The frame of every onboarding page, store and vendor alike: whose onboarding it is, the audience's steps in
// order with the current one marked and the finished ones ticked ("Step 2 of 6" on a phone), the title and a
// sentence, then the page's own content. Given the progress read (`state`), it shows its loading and failure
// once for every page and hands the page the progress. The surface around the card is the face's
// (OnboardingSurface: the portal's public page on the platform host, a plain white-label card in the vendor
// app), so these pages import no face. Its words are the onboarding area's, in the user's language
// (ChosenWordsProvider around both faces).
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Loaded } from '../data/use-load.ts';
import { useWords } from '../i18n/words-context.ts';
import { setDocumentTitle } from '../white-label/head.ts';
import { audiences, type Audience, type Onboarding } from './audiences.ts';

export interface OnboardingSurfaceProps {
  title: string;
  /** The browser tab's title in the audience's wording. */
  documentTitle: string;
  width: number;
  children: ReactNode;
}

/** A plain card on the white-label page (the vendor app's). */
function PlainSurface({ documentTitle, width, children }: OnboardingSurfaceProps) {
  useEffect(() => setDocumentTitle(documentTitle), [documentTitle]);
  return (
    <Box sx={{ maxWidth: width, mx: 'auto', py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderColor: 'var(--wl-border)' }}>
        {children}
      </Paper>
    </Box>
  );
}

/** What an onboarding card sits on; a face that needs its own (the portal's public page) provides it. */
export const OnboardingSurface = createContext<ComponentType<OnboardingSurfaceProps>>(PlainSurface);

export function Waiting({ label }: { label?: string }) {
  const { t } = useWords();
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} />
      <Typography>{label ?? t('onboarding.loading')}</Typography>
    </Stack>
  );
}

interface Props<A extends Audience> {
  audience: A;
  title: string;
  intro?: ReactNode;
  /** The step this page belongs to ('complete': past the last); none: no steps shown (sign-in pages). */
  current?: string;
  /** The progress read: the frame shows its loading and failure, and the page gets the progress. */
  state?: Loaded<Onboarding<A>>;
  retry?: () => void;
  width?: number;
  children: ReactNode | ((onboarding: Onboarding<A>) => ReactNode);
}

export function OnboardingFrame<A extends Audience>(props: Props<A>) {
  const { audience, title, intro, current, state, retry, width = 560, children } = props;
  const surface = useContext(OnboardingSurface);
  const { t } = useWords();
  const narrow = useMediaQuery('(max-width:600px)');
  const config = audiences[audience];
  const steps = config.steps.map(({ step, label }) => ({ step, label: t(label) }));
  const active = current === 'complete' ? steps.length : steps.findIndex(({ step }) => step === current);
  const progress = state?.status === 'ready' ? state.data : null;
  const body =
    state?.status === 'loading' ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('onboarding.loading_setup')} />
      </Box>
    ) : state?.status === 'failed' ? (
      <Alert
        severity="error"
        role="alert"
        action={
          retry ? (
            <Button color="inherit" onClick={retry}>
              {t('onboarding.try_again')}
            </Button>
          ) : null
        }
      >
        {state.message}
      </Alert>
    ) : typeof children === 'function' ? (
      progress ? (
        children(progress)
      ) : null
    ) : (
      children
    );
  const content = (
    <>
      {progress?.name ? (
        <Typography variant="overline" color="text.secondary" component="p">
          {progress.name}
        </Typography>
      ) : null}
      {current ? (
        <Box sx={{ mb: 3 }} aria-label={t('onboarding.progress')} data-testid="onboarding-steps">
          {narrow ? (
            <Typography variant="overline" color="text.secondary" component="p">
              {active < steps.length
                ? t('onboarding.step_of', {
                    number: active + 1,
                    count: steps.length,
                    label: steps[active]?.label ?? '',
                  })
                : t('onboarding.all_steps', { count: steps.length })}
            </Typography>
          ) : (
            <Stepper activeStep={active} alternativeLabel>
              {steps.map(({ step, label }) => (
                <Step
                  key={step}
                  completed={progress?.steps[step] === 'done' || progress?.steps[step] === 'skipped'}
                >
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>
          )}
        </Box>
      ) : null}
      <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2.5 }}>
          {intro}
        </Typography>
      ) : null}
      {body}
    </>
  );
  // The face's surface, given through context (a component chosen at run time).
  return createElement(surface, {
    title,
    documentTitle: config.documentTitle(title, t),
    width,
    children: content,
  });
}
