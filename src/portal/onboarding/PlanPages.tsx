// Choosing a plan: /select-plan (the plans the super admin offers), /pay-per-location (how many locations,
// when the plan prices them), /confirm-plan and /store-confirmplan (the monthly total, then subscribe: at
// once with the built-in provider, or on Stripe Checkout), and /plan/middle-page (back from Checkout:
// confirmed with Stripe before moving on). /store-confirmplan is the same confirmation reached from Billing,
// so it returns there instead of to onboarding.
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema.d.ts';
import { formatMoney } from '../../shared/format.ts';
import { monthlyTotal, PlanCard } from '../../shell/billing/PlanCard.tsx';
import { OnboardingFrame } from './OnboardingFrame.tsx';
import { Loading } from './SetupPages.tsx';
import { useOnboarding } from './use-onboarding.ts';

type Plan = components['schemas']['Plan'];

function usePlans() {
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void call(api.GET('/api/v1/billing/plans', { params: { query: { audience: 'store' } } })).then((r) =>
      r.ok ? setPlans(r.data) : setError(r.error.message),
    );
  }, []);
  return { plans, error };
}

export function SelectPlanPage() {
  const { progress } = useOnboarding();
  const { plans, error } = usePlans();
  const navigate = useNavigate();
  return (
    <OnboardingFrame
      title="Choose a plan"
      intro="Change it any time from Billing."
      step="plan"
      progress={progress?.steps}
      width={640}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!plans ? (
        <Loading />
      ) : plans.length === 0 ? (
        <Alert severity="info">No plans are offered yet. Please come back later.</Alert>
      ) : (
        <Stack spacing={2}>
          {plans.map((p) => (
            <PlanCard
              key={p.id}
              plan={p}
              onChoose={() =>
                navigate(
                  p.per_location_price > 0 ? `/pay-per-location?plan=${p.id}` : `/confirm-plan?plan=${p.id}`,
                )
              }
            />
          ))}
        </Stack>
      )}
    </OnboardingFrame>
  );
}

function useChosenPlan() {
  const [params] = useSearchParams();
  const { plans, error } = usePlans();
  const plan = plans?.find((p) => p.id === Number(params.get('plan')));
  return { plan, plans, error, locations: Math.max(1, Number(params.get('locations') ?? 1) || 1), params };
}

export function PayPerLocationPage() {
  const { progress } = useOnboarding();
  const { plan, plans, locations: initial } = useChosenPlan();
  const [locations, setLocations] = useState(initial);
  if (plans && !plan) return <PlanMissing />;
  return (
    <OnboardingFrame title="Pay per location" step="plan" progress={progress?.steps}>
      {!plan ? (
        <Loading />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {plan.name} includes {plan.included_locations} location{plan.included_locations === 1 ? '' : 's'};
            each further one is {formatMoney(plan.per_location_price)} a month.
          </Typography>
          <TextField
            label="How many locations do you run?"
            type="number"
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
            value={locations}
            onChange={(e) => setLocations(Math.max(1, Math.min(1000, Number(e.target.value) || 1)))}
          />
          <Typography aria-live="polite">
            Monthly total: <strong>{formatMoney(monthlyTotal(plan, locations))}</strong>
          </Typography>
          <Button
            component={RouterLink}
            to={`/confirm-plan?plan=${plan.id}&locations=${locations}`}
            variant="contained"
            size="large"
          >
            Continue
          </Button>
        </Stack>
      )}
    </OnboardingFrame>
  );
}

function PlanMissing() {
  return (
    <OnboardingFrame title="Choose a plan">
      <Alert severity="warning">That plan is not offered any more.</Alert>
      <Button component={RouterLink} to="/select-plan" sx={{ mt: 2 }}>
        See the plans
      </Button>
    </OnboardingFrame>
  );
}

export function ConfirmPlanPage({ fromBilling = false }: { fromBilling?: boolean }) {
  const { progress, reload } = useOnboarding();
  const { plan, plans, locations } = useChosenPlan();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (plans && !plan) return <PlanMissing />;
  async function confirm() {
    if (!plan) return;
    setBusy(true);
    const result = await call(
      api.POST('/api/v1/billing/subscription', { body: { plan_id: plan.id, locations } }),
    );
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    // Stripe: pay on its Checkout page, which brings the owner back to /plan/middle-page.
    if (result.data.redirect_url) return window.location.assign(result.data.redirect_url);
    if (fromBilling) return navigate('/portal/billing');
    const next = await reload();
    navigate(next?.next_path ?? '/connect-stripe');
  }
  return (
    <OnboardingFrame
      title="Confirm your plan"
      step={fromBilling ? undefined : 'plan'}
      progress={progress?.steps}
    >
      {!plan ? (
        <Loading />
      ) : (
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>{plan.name}</Typography>
            <Typography>{formatMoney(plan.monthly_price)}</Typography>
          </Stack>
          {locations > plan.included_locations ? (
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{locations - plan.included_locations} extra location(s)</Typography>
              <Typography>
                {formatMoney((locations - plan.included_locations) * plan.per_location_price)}
              </Typography>
            </Stack>
          ) : null}
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}
          >
            <Typography sx={{ fontWeight: 700 }}>Every month</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="plan-total">
              {formatMoney(monthlyTotal(plan, locations))}
            </Typography>
          </Stack>
          {progress && !progress.payments_configured && monthlyTotal(plan, locations) > 0 ? (
            <Alert severity="info">
              Online payment is not switched on for this platform: the plan starts now and its invoice waits
              for you in Billing.
            </Alert>
          ) : null}
          <Button variant="contained" size="large" onClick={confirm} disabled={busy}>
            {monthlyTotal(plan, locations) > 0 && progress?.payments_configured
              ? 'Continue to payment'
              : 'Start this plan'}
          </Button>
          <Button component={RouterLink} to={fromBilling ? '/portal/billing' : '/select-plan'}>
            Choose another plan
          </Button>
        </Stack>
      )}
    </OnboardingFrame>
  );
}

/** Back from a Stripe Checkout: confirm the session with the server, then go on. */
export function CheckoutReturnPage({
  title,
  done,
}: {
  title: string;
  done: (next: string | null) => string;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id');
  const [answer, setMessage] = useState<string | null>(null);
  const message = sessionId ? answer : 'The payment was not finished. You can try again.';
  const { reload } = useOnboarding();
  useEffect(() => {
    if (!sessionId) return;
    void call(api.POST('/api/v1/billing/checkout-return', { body: { session_id: sessionId } })).then(
      async (r) => {
        if (!r.ok) return setMessage(r.error.message);
        if (r.data.outcome === 'open')
          return setMessage('Stripe has not confirmed the payment yet. Refresh in a moment.');
        const next = await reload();
        navigate(done(next && !next.is_onboarding_complete ? next.next_path : null), { replace: true });
      },
    );
  }, [sessionId, navigate, done, reload]);
  return (
    <OnboardingFrame title={title}>
      {message ? (
        <Stack spacing={2}>
          <Alert severity="warning" role="alert">
            {message}
          </Alert>
          <Button component={RouterLink} to="/portal/billing">
            Go to Billing
          </Button>
        </Stack>
      ) : (
        <Loading label="Confirming with Stripe…" />
      )}
    </OnboardingFrame>
  );
}
