// Choosing a plan, for a store (/select-plan, /pay-per-location, /confirm-plan, /store-confirmplan from
// Billing, /plan/middle-page) and a vendor (/selectplan, /confirmplan, /stripe-middle-page) alike: the plans
// the super admin offers the audience, how many locations when the plan prices them, the monthly total,
// then subscribe — at once with the built-in provider, or paid on Stripe Checkout, which brings the owner
// back to the checkout-return page (confirmed with the server: the same change the webhook makes, applied
// once whichever comes first). The server keeps the step; each page goes on to where the owner resumes.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { formatMoney } from '../../shared/format.ts';
import { monthlyTotal, PlanCard } from '../billing/PlanCard.tsx';
import { useGet } from '../data/use-load.ts';
import { audiences, type Audience, type Onboarding } from './audiences.ts';
import { OnboardingFrame, Waiting } from './OnboardingFrame.tsx';
import { useOnboarding } from './use-onboarding.ts';

type Plan = components['schemas']['Plan'];

const intros: Record<Audience, string> = {
  store: 'Change it any time from Billing.',
  vendor: 'What the platform costs your workshop each month. You can change it later in Settings.',
};

function usePlans(audience: Audience) {
  return useGet('/api/v1/billing/plans', { query: { audience } });
}

function useChosenPlan(audience: Audience) {
  const [params] = useSearchParams();
  const plans = usePlans(audience);
  const plan = plans.data?.find((p) => p.id === Number(params.get('plan')));
  const locations = Math.max(1, Number(params.get('locations') ?? 1) || 1);
  return { plan, plans, locations };
}

export function SelectPlanPage({ audience }: { audience: Audience }) {
  const config = audiences[audience];
  const { state, retry } = useOnboarding(audience);
  const plans = usePlans(audience);
  const navigate = useNavigate();
  return (
    <OnboardingFrame
      audience={audience}
      title="Choose your plan"
      intro={intros[audience]}
      current={config.planStep}
      state={state}
      retry={retry}
      width={640}
    >
      {(onboarding) => (
        <Stack spacing={2}>
          {onboarding.steps[config.planStep] === 'done' ? (
            <Alert
              severity="success"
              action={
                <Button color="inherit" component={RouterLink} to={onboarding.nextPath}>
                  Continue
                </Button>
              }
            >
              Your plan is active.
            </Alert>
          ) : null}
          {plans.error ? (
            <Alert severity="error" role="alert">
              {plans.error}
            </Alert>
          ) : !plans.data ? (
            <Waiting label="Loading the plans…" />
          ) : plans.data.length === 0 ? (
            <Alert severity="info">No plans are offered yet. Please come back later.</Alert>
          ) : (
            plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                onChoose={() =>
                  navigate(
                    plan.per_location_price > 0 && config.perLocationPath
                      ? `${config.perLocationPath}?plan=${plan.id}`
                      : config.confirmPlanPath(plan.id),
                  )
                }
              />
            ))
          )}
        </Stack>
      )}
    </OnboardingFrame>
  );
}

export function PayPerLocationPage({ audience }: { audience: Audience }) {
  const config = audiences[audience];
  const { state, retry } = useOnboarding(audience);
  const { plan, plans, locations: initial } = useChosenPlan(audience);
  const [locations, setLocations] = useState(initial);
  if (plans.data && !plan) return <PlanMissing audience={audience} />;
  return (
    <OnboardingFrame
      audience={audience}
      title="Pay per location"
      current={config.planStep}
      state={state}
      retry={retry}
    >
      {!plan ? (
        <Waiting />
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
            to={config.confirmPlanPath(plan.id, locations)}
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

function PlanMissing({ audience }: { audience: Audience }) {
  return (
    <OnboardingFrame audience={audience} title="Choose your plan">
      <Alert severity="warning">That plan is not offered any more.</Alert>
      <Button component={RouterLink} to={audiences[audience].selectPlanPath} sx={{ mt: 2 }}>
        See the plans
      </Button>
    </OnboardingFrame>
  );
}

/** The monthly total, then subscribe. `fromBilling`: reached from Billing (a store changing its plan). */
export function ConfirmPlanPage({
  audience,
  fromBilling = false,
}: {
  audience: Audience;
  fromBilling?: boolean;
}) {
  const config = audiences[audience];
  const { state, retry, reload } = useOnboarding(audience);
  const { plan, plans, locations } = useChosenPlan(audience);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (plans.data && !plan) return <PlanMissing audience={audience} />;

  async function confirm(chosen: Plan) {
    setBusy(true);
    setError(null);
    const result = await call(
      api.POST('/api/v1/billing/subscription', { body: { plan_id: chosen.id, locations } }),
    );
    if (!result.ok) {
      setBusy(false);
      return setError(result.error.message);
    }
    // Stripe: pay on its Checkout page, which brings the owner back to the checkout-return page.
    if (result.data.redirect_url) return window.location.assign(result.data.redirect_url);
    if (fromBilling) return navigate('/portal/billing');
    const next = await reload();
    navigate(next?.nextPath ?? config.selectPlanPath, { replace: true });
  }

  return (
    <OnboardingFrame
      audience={audience}
      title="Confirm your plan"
      current={fromBilling ? undefined : config.planStep}
      state={state}
      retry={retry}
    >
      {(onboarding) =>
        !plan ? (
          <Waiting label="Loading the plan…" />
        ) : (
          <PlanSummary
            plan={plan}
            locations={locations}
            onboarding={onboarding}
            error={error}
            busy={busy}
            onConfirm={() => void confirm(plan)}
            back={fromBilling ? '/portal/billing' : config.selectPlanPath}
          />
        )
      }
    </OnboardingFrame>
  );
}

function PlanSummary(props: {
  plan: Plan;
  locations: number;
  onboarding: Onboarding;
  error: string | null;
  busy: boolean;
  onConfirm: () => void;
  back: string;
}) {
  const { plan, locations, onboarding, error, busy, onConfirm, back } = props;
  const total = monthlyTotal(plan, locations);
  const extra = locations - plan.included_locations;
  return (
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
      {extra > 0 ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography>{extra} extra location(s)</Typography>
          <Typography>{formatMoney(extra * plan.per_location_price)}</Typography>
        </Stack>
      ) : null}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}
      >
        <Typography sx={{ fontWeight: 700 }}>Every month</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="plan-total">
          {total === 0 ? 'Free' : formatMoney(total)}
        </Typography>
      </Stack>
      {!onboarding.paymentsConfigured && total > 0 ? (
        <Alert severity="info">
          Online payment is not switched on for this platform: the plan starts now and its invoice waits for
          you in Billing.
        </Alert>
      ) : null}
      <Button variant="contained" className="wl-button" size="large" onClick={onConfirm} disabled={busy}>
        {total > 0 && onboarding.paymentsConfigured ? 'Continue to payment' : 'Start this plan'}
      </Button>
      <Button component={RouterLink} to={back}>
        Choose another plan
      </Button>
    </Stack>
  );
}

/**
 * Back from a plan's Stripe Checkout (`session_id`): confirm the session with the server, read the progress
 * again, then go where `done` says (the next step, or Billing); `back` is offered when it did not finish.
 */
export function CheckoutReturnPage({
  audience,
  title,
  done,
  back,
}: {
  audience: Audience;
  title: string;
  done: (next: Onboarding | null) => string;
  back: { to: string; label: string };
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id');
  const [answer, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const message = sessionId ? answer : 'The payment was not finished. You can try again.';
  const { reload } = useOnboarding(audience);
  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    void call(api.POST('/api/v1/billing/checkout-return', { body: { session_id: sessionId } })).then(
      async (r) => {
        if (!live) return;
        if (!r.ok) return setMessage(r.error.message);
        if (r.data.outcome === 'open')
          return setMessage('Stripe has not confirmed the payment yet. Try again in a moment.');
        const next = await reload();
        if (live) navigate(done(next), { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [sessionId, attempt, navigate, done, reload]);
  return (
    <OnboardingFrame audience={audience} title={title}>
      {message ? (
        <Stack spacing={2}>
          <Alert severity="warning" role="alert">
            {message}
          </Alert>
          {sessionId ? (
            <Button
              variant="contained"
              className="wl-button"
              onClick={() => {
                setMessage(null);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          ) : null}
          <Button component={RouterLink} to={back.to}>
            {back.label}
          </Button>
        </Stack>
      ) : (
        <Waiting label="Confirming with Stripe…" />
      )}
    </OnboardingFrame>
  );
}
