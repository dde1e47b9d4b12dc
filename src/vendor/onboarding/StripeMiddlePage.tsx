// /stripe-middle-page — where Stripe sends a vendor back: from a plan's Checkout (`session_id`: the shared
// checkout-return page, then the next pending step of docs/product.md#vendors-onboarding) or from Connect
// onboarding (`connect=1`: the account's state read back from Stripe, then on, or a way to try again).
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack } from '@mui/material';
import { useGet } from '../../shell/data/use-load.ts';
import type { Onboarding } from '../../shell/onboarding/audiences.ts';
import { OnboardingFrame, Waiting } from '../../shell/onboarding/OnboardingFrame.tsx';
import { CheckoutReturnPage } from '../../shell/onboarding/PlanPages.tsx';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';
import { useWords } from '../../shell/i18n/words-context.ts';

const afterPlan = (next: Onboarding | null) => next?.nextPath ?? '/selectplan';

function ConnectReturn() {
  const { t } = useWords();
  const navigate = useNavigate();
  const { state, retry, reload } = useOnboarding('vendor');
  const payouts = useGet('/api/v1/payouts/account', {});
  const enabled = payouts.state.status === 'ready' && payouts.state.data.status === 'enabled';
  useEffect(() => {
    if (!enabled) return;
    void reload().then((next) => navigate(afterPlan(next), { replace: true }));
  }, [enabled, reload, navigate]);
  const problem =
    payouts.state.status === 'failed'
      ? payouts.state.message
      : payouts.state.status === 'ready' && !enabled
        ? (payouts.state.data.message ?? t('vendor_join.stripe.checking'))
        : null;
  return (
    <OnboardingFrame
      audience="vendor"
      title={t('vendor_join.stripe.title')}
      current="subscription"
      state={state}
      retry={retry}
    >
      {problem ? (
        <Stack spacing={2}>
          <Alert severity="warning" role="alert">
            {problem}
          </Alert>
          <Button
            component={RouterLink}
            to="/portal/setting/payment"
            variant="contained"
            className="wl-button"
          >
            {t('vendor_join.stripe.try_again')}
          </Button>
        </Stack>
      ) : (
        <Waiting label={t('vendor_join.stripe.confirming')} />
      )}
    </OnboardingFrame>
  );
}

export default function StripeMiddlePage() {
  const { t } = useWords();
  const [params] = useSearchParams();
  return params.get('connect') === '1' ? (
    <ConnectReturn />
  ) : (
    <CheckoutReturnPage
      audience="vendor"
      title={t('vendor_join.stripe.title')}
      done={afterPlan}
      back={{ to: '/selectplan', label: t('vendor_join.stripe.plans') }}
    />
  );
}
