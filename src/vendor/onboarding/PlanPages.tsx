// Onboarding's subscription step for a vendor (docs/product.md#vendors-onboarding): /selectplan (the vendor
// plans the super admin
// offers), /confirmplan (the monthly price, then subscribe — at once with the built-in provider, or paid on
// Stripe Checkout) and /stripe-middle-page (back from Stripe: a plan's Checkout confirmed with the server,
// or the Connect onboarding of the vendor's Stripe account read back). The server keeps the step; each page
// goes on to the next pending step in docs/product.md#vendors-onboarding's order.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { formatMoney } from '../../shared/format.ts';
import { PlanCard } from '../../shell/billing/PlanCard.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { useVendorTitle } from '../page-title.ts';
import { OnboardingFrame } from './OnboardingFrame.tsx';
import { nextStepPath, rememberSteps, useOnboarding, type Onboarding } from './use-onboarding.ts';

type Plan = components['schemas']['Plan'];

function usePlans() {
  return useLoad(
    () => call(api.GET('/api/v1/billing/plans', { params: { query: { audience: 'vendor' } } })),
    [],
  )[0];
}

/** Reads the steps again from the server and goes to the next pending one (or the end). */
async function goOn(navigate: ReturnType<typeof useNavigate>, known: Onboarding['registration_steps']) {
  const fresh = await call(api.GET('/api/v1/vendor-onboarding'));
  const steps = fresh.ok ? fresh.data.registration_steps : known;
  rememberSteps(steps);
  navigate(nextStepPath(steps), { replace: true });
}

function Waiting({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} />
      <Typography>{label}</Typography>
    </Stack>
  );
}

export function SelectPlanPage() {
  useVendorTitle('Choose your plan');
  const navigate = useNavigate();
  const [state, retry] = useOnboarding();
  const plans = usePlans();
  return (
    <OnboardingFrame
      current="subscription"
      state={state}
      retry={retry}
      title="Choose your plan"
      sentence="What the platform costs your workshop each month. You can change it later in Settings."
    >
      {(onboarding) => (
        <Stack spacing={2}>
          {onboarding.registration_steps.subscription === 'done' ? (
            <Alert
              severity="success"
              action={
                <Button color="inherit" onClick={() => void goOn(navigate, onboarding.registration_steps)}>
                  Continue
                </Button>
              }
            >
              Your plan is active.
            </Alert>
          ) : null}
          {plans.status === 'loading' ? (
            <Waiting label="Loading the plans…" />
          ) : plans.status === 'failed' ? (
            <Alert severity="error" role="alert">
              {plans.message}
            </Alert>
          ) : plans.data.length === 0 ? (
            <Alert severity="info">No plans are offered to workshops yet. Please come back later.</Alert>
          ) : (
            plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onChoose={() => navigate(`/confirmplan?plan=${plan.id}`)} />
            ))
          )}
        </Stack>
      )}
    </OnboardingFrame>
  );
}

export function ConfirmPlanPage() {
  useVendorTitle('Confirm your plan');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, retry] = useOnboarding();
  const plans = usePlans();
  const [payouts] = useLoad(() => call(api.GET('/api/v1/payouts/account')), []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const plan: Plan | undefined =
    plans.status === 'ready' ? plans.data.find((p) => p.id === Number(params.get('plan'))) : undefined;
  const online = payouts.status === 'ready' && payouts.data.configured;

  async function confirm(chosen: Plan, onboarding: Onboarding) {
    setBusy(true);
    setError(null);
    const result = await call(
      api.POST('/api/v1/billing/subscription', { body: { plan_id: chosen.id, locations: 1 } }),
    );
    if (!result.ok) {
      setBusy(false);
      return setError(result.error.message);
    }
    // Stripe: pay on its Checkout page, which brings the owner back to /stripe-middle-page.
    if (result.data.redirect_url) return window.location.assign(result.data.redirect_url);
    await goOn(navigate, { ...onboarding.registration_steps, subscription: 'done' });
  }

  return (
    <OnboardingFrame current="subscription" state={state} retry={retry} title="Confirm your plan">
      {(onboarding) =>
        plans.status === 'loading' ? (
          <Waiting label="Loading the plan…" />
        ) : !plan ? (
          <Stack spacing={2}>
            <Alert severity="warning">That plan is not offered any more.</Alert>
            <Button component={RouterLink} to="/selectplan">
              See the plans
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{plan.name}</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="plan-total">
                {plan.monthly_price === 0 ? 'Free' : `${formatMoney(plan.monthly_price)} a month`}
              </Typography>
            </Stack>
            {plan.monthly_price > 0 && payouts.status === 'ready' && !online ? (
              <Alert severity="info">
                Online payment is not switched on for this platform: the plan starts now and the platform
                bills you for it.
              </Alert>
            ) : null}
            <Button
              variant="contained"
              className="wl-button"
              size="large"
              disabled={busy || payouts.status === 'loading'}
              onClick={() => void confirm(plan, onboarding)}
            >
              {plan.monthly_price > 0 && online ? 'Continue to payment' : 'Start this plan'}
            </Button>
            <Button component={RouterLink} to="/selectplan">
              Choose another plan
            </Button>
          </Stack>
        )
      }
    </OnboardingFrame>
  );
}

type Answer = { kind: 'waiting' } | { kind: 'problem'; message: string; retryPath: string };

/**
 * /stripe-middle-page — where Stripe sends the vendor back: from a plan's Checkout (`session_id`), confirmed
 * with the server (the same change the webhook makes, applied once whichever comes first); or from Connect
 * onboarding (`connect=1`), the account's state read back from Stripe.
 */
export function StripeMiddlePage() {
  useVendorTitle('Back from Stripe');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const connect = params.get('connect') === '1';
  const [state, retry] = useOnboarding();
  const [answer, setAnswer] = useState<Answer>(
    sessionId || connect
      ? { kind: 'waiting' }
      : {
          kind: 'problem',
          message: 'The payment was not finished. You can try again.',
          retryPath: '/selectplan',
        },
  );
  const known = state.status === 'ready' ? state.data.registration_steps : null;

  useEffect(() => {
    if (!known || answer.kind !== 'waiting') return;
    let live = true;
    const confirm = sessionId
      ? call(api.POST('/api/v1/billing/checkout-return', { body: { session_id: sessionId } })).then(
          (r): Answer | null =>
            !r.ok
              ? { kind: 'problem', message: r.error.message, retryPath: '/selectplan' }
              : r.data.outcome === 'open'
                ? {
                    kind: 'problem',
                    message: 'Stripe has not confirmed the payment yet. Try again in a moment.',
                    retryPath: `/stripe-middle-page?session_id=${encodeURIComponent(sessionId)}`,
                  }
                : null,
        )
      : call(api.GET('/api/v1/payouts/account')).then((r): Answer | null =>
          !r.ok
            ? { kind: 'problem', message: r.error.message, retryPath: '/portal/setting/payment' }
            : r.data.status === 'enabled'
              ? null
              : {
                  kind: 'problem',
                  message: r.data.message ?? 'Stripe is still checking your account.',
                  retryPath: '/portal/setting/payment',
                },
        );
    void confirm.then((next) => {
      if (!live) return;
      if (next) setAnswer(next);
      else void goOn(navigate, known);
    });
    return () => {
      live = false;
    };
  }, [known, answer.kind, sessionId, navigate]);

  return (
    <OnboardingFrame current="subscription" state={state} retry={retry} title="Back from Stripe">
      {() =>
        answer.kind === 'waiting' ? (
          <Waiting label="Confirming with Stripe…" />
        ) : (
          <Stack spacing={2}>
            <Alert severity="warning" role="alert">
              {answer.message}
            </Alert>
            <Button component={RouterLink} to={answer.retryPath} variant="contained" className="wl-button">
              Try again
            </Button>
          </Stack>
        )
      }
    </OnboardingFrame>
  );
}
