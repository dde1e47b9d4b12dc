// Choosing a plan, for a store (/select-plan, /pay-per-location, /confirm-plan, /store-confirmplan from
// Billing, /plan/middle-page) and a vendor (/selectplan, /confirmplan, /stripe-middle-page) alike: the plans
// the super admin offers the audience, how many locations when the plan prices them, the monthly total,
// then subscribe — at once with the built-in provider, or paid on Stripe Checkout, which brings the owner
// back to the checkout-return page (confirmed with the server: the same change the webhook makes, applied
// once whichever comes first). The server keeps the step; each page goes on to where the owner resumes.
// Words: the onboarding area in the user's language; the platform's prices (in its own currency) written
// that language's way, as PlanCard.tsx does.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { formatMoney } from '../../shared/format-text.ts';
import { DEFAULT_CURRENCY, intlTagOf } from '../../shared/i18n/locales.ts';
import { monthlyTotal, PlanCard } from '../billing/PlanCard.tsx';
import { useGet } from '../data/use-load.ts';
import { useWords } from '../i18n/words-context.ts';
import { audiences, type Audience, type Onboarding } from './audiences.ts';
import { OnboardingFrame, Waiting } from './OnboardingFrame.tsx';
import { useOnboarding } from './use-onboarding.ts';

type Plan = components['schemas']['Plan'];

const intros: Record<Audience, string> = {
  store: 'onboarding.plans.intro_store',
  vendor: 'onboarding.plans.intro_vendor',
};

/** The onboarding area's words and the platform's prices in the user's language. */
function usePlanWords() {
  const { t, locale } = useWords();
  return { t, price: (amount: number) => formatMoney(amount, DEFAULT_CURRENCY, intlTagOf(locale)) };
}

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
  const { t } = usePlanWords();
  return (
    <OnboardingFrame
      audience={audience}
      title={t('onboarding.plans.choose_title')}
      intro={t(intros[audience])}
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
                  {t('onboarding.plans.continue')}
                </Button>
              }
            >
              {t('onboarding.plans.active')}
            </Alert>
          ) : null}
          {plans.error ? (
            <Alert severity="error" role="alert">
              {plans.error}
            </Alert>
          ) : !plans.data ? (
            <Waiting label={t('onboarding.plans.loading_plans')} />
          ) : plans.data.length === 0 ? (
            <Alert severity="info">{t('onboarding.plans.none')}</Alert>
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
  const { t, price } = usePlanWords();
  if (plans.data && !plan) return <PlanMissing audience={audience} />;
  return (
    <OnboardingFrame
      audience={audience}
      title={t('onboarding.plans.per_location_title')}
      current={config.planStep}
      state={state}
      retry={retry}
    >
      {!plan ? (
        <Waiting />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('onboarding.plans.per_location', {
              plan: plan.name,
              smart_count: plan.included_locations,
              price: price(plan.per_location_price),
            })}
          </Typography>
          <TextField
            label={t('onboarding.plans.how_many')}
            type="number"
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
            value={locations}
            onChange={(e) => setLocations(Math.max(1, Math.min(1000, Number(e.target.value) || 1)))}
          />
          <Typography aria-live="polite">
            {t('onboarding.plans.monthly_total')} <strong>{price(monthlyTotal(plan, locations))}</strong>
          </Typography>
          <Button
            component={RouterLink}
            to={config.confirmPlanPath(plan.id, locations)}
            variant="contained"
            size="large"
          >
            {t('onboarding.plans.continue')}
          </Button>
        </Stack>
      )}
    </OnboardingFrame>
  );
}

function PlanMissing({ audience }: { audience: Audience }) {
  const { t } = usePlanWords();
  return (
    <OnboardingFrame audience={audience} title={t('onboarding.plans.choose_title')}>
      <Alert severity="warning">{t('onboarding.plans.missing')}</Alert>
      <Button component={RouterLink} to={audiences[audience].selectPlanPath} sx={{ mt: 2 }}>
        {t('onboarding.plans.see_plans')}
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
  const { t } = usePlanWords();
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
      title={t('onboarding.plans.confirm_title')}
      current={fromBilling ? undefined : config.planStep}
      state={state}
      retry={retry}
    >
      {(onboarding) =>
        !plan ? (
          <Waiting label={t('onboarding.plans.loading_plan')} />
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
  const { t, price } = usePlanWords();
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
        <Typography>{price(plan.monthly_price)}</Typography>
      </Stack>
      {extra > 0 ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography>{t('onboarding.plans.extra_locations', { smart_count: extra })}</Typography>
          <Typography>{price(extra * plan.per_location_price)}</Typography>
        </Stack>
      ) : null}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{t('onboarding.plans.every_month')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="plan-total">
          {total === 0 ? t('onboarding.plans.free') : price(total)}
        </Typography>
      </Stack>
      {!onboarding.paymentsConfigured && total > 0 ? (
        <Alert severity="info">{t('onboarding.plans.offline')}</Alert>
      ) : null}
      <Button variant="contained" className="wl-button" size="large" onClick={onConfirm} disabled={busy}>
        {t(
          total > 0 && onboarding.paymentsConfigured
            ? 'onboarding.plans.to_payment'
            : 'onboarding.plans.start',
        )}
      </Button>
      <Button component={RouterLink} to={back}>
        {t('onboarding.plans.another')}
      </Button>
    </Stack>
  );
}

const notConfirmed = 'onboarding.checkout.not_confirmed';

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
  const { t } = usePlanWords();
  // The server's message as it is; Stripe's "not yet" as a key, put into words when shown.
  const message = !sessionId
    ? t('onboarding.checkout.not_finished')
    : answer === notConfirmed
      ? t(notConfirmed)
      : answer;
  const { reload } = useOnboarding(audience);
  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    void call(api.POST('/api/v1/billing/checkout-return', { body: { session_id: sessionId } })).then(
      async (r) => {
        if (!live) return;
        if (!r.ok) return setMessage(r.error.message);
        if (r.data.outcome === 'open') return setMessage(notConfirmed);
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
              {t('onboarding.try_again')}
            </Button>
          ) : null}
          <Button component={RouterLink} to={back.to}>
            {back.label}
          </Button>
        </Stack>
      ) : (
        <Waiting label={t('onboarding.checkout.confirming')} />
      )}
    </OnboardingFrame>
  );
}
