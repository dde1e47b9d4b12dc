// Getting paid and paying: /connect-stripe (Stripe Connect onboarding, or — with no Stripe keys — a plain
// word that card payments are off and a way on), /middle-page (back from Stripe: the account is checked
// with Stripe), /failed-stripe-onboarding, /complete-setup (finish: the store goes live and the owner lands
// on /portal/location), /portal/payment (pay the platform's open invoices), /addbillitems (extras for the
// next invoice) and /store-billing-middle-page (back from paying an invoice on Stripe).
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import type { ApiError } from '../../shared/errors.ts';
import { formatMoney } from '../../shared/format.ts';
import { intlTagOf } from '../../shared/i18n/locales.ts';
import { chosenLocale } from '../../shell/i18n/chosen-locale.ts';
import { t } from '../i18n/t.ts';
import { listQuery, useGet } from '../../shell/data/use-load.ts';
import { OnboardingFrame, Waiting } from '../../shell/onboarding/OnboardingFrame.tsx';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';

/** The platform's amounts, in the currency it bills in (dollars, as Billing and the plan pages show them),
 * written the user's language's way. */
const platformMoney = (amount: number) => formatMoney(amount, 'USD', intlTagOf(chosenLocale()));

export function ConnectStripePage() {
  const { state, retry } = useOnboarding('store');
  const navigate = useNavigate();
  const payouts = useGet('/api/v1/payouts/account', {});
  const account = payouts.data;
  const [failure, setError] = useState<string | null>(null);
  const error = failure ?? payouts.error;
  async function connect() {
    const r = await call(api.POST('/api/v1/payouts/connect'));
    if (!r.ok) return setError(r.error.message);
    if (r.data.redirect_url) window.location.assign(r.data.redirect_url);
    else payouts.replace(r.data);
  }
  async function later() {
    const r = await call(
      api.POST('/api/v1/onboarding/steps/{step}', {
        params: { path: { step: 'payments' } },
        body: { state: 'skipped' },
      }),
    );
    if (r.ok) navigate(r.data.next_path);
    else setError(r.error.message);
  }
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.payments.title')}
      current="payments"
      state={state}
      retry={retry}
    >
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {!account ? (
        <Waiting />
      ) : !account.configured ? (
        <Stack spacing={2}>
          <Alert severity="info" data-testid="stripe-off">
            {t('portal.billing.payouts.off')}
          </Alert>
          <Button variant="contained" size="large" onClick={later}>
            {t('portal.onboarding.payments.continue_in_store')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t(`portal.billing.payouts.${account.status}`, { _: account.message })}{' '}
            {t('portal.onboarding.payments.stripe_pages')}
          </Typography>
          {account.status === 'enabled' ? (
            <Button variant="contained" size="large" component={RouterLink} to="/complete-setup">
              {t('portal.onboarding.payments.continue')}
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={connect}>
              {t('portal.onboarding.payments.connect')}
            </Button>
          )}
          <Button onClick={later}>{t('portal.onboarding.payments.later')}</Button>
        </Stack>
      )}
    </OnboardingFrame>
  );
}

/** Back from Stripe's Connect onboarding: the server asks Stripe how the account stands. */
export function StripeReturnPage() {
  const navigate = useNavigate();
  const { state } = useGet('/api/v1/payouts/account', {});
  useEffect(() => {
    if (state.status === 'loading') return;
    const enabled = state.status === 'ready' && state.data.status === 'enabled';
    navigate(enabled ? '/complete-setup' : '/failed-stripe-onboarding', { replace: true });
  }, [state, navigate]);
  return (
    <OnboardingFrame audience="store" title={t('portal.onboarding.payments.checking_title')}>
      <Waiting label={t('portal.onboarding.payments.asking')} />
    </OnboardingFrame>
  );
}

export function FailedStripePage() {
  return (
    <OnboardingFrame audience="store" title={t('portal.onboarding.payments.failed_title')} current="payments">
      <Stack spacing={2}>
        <Alert severity="warning">{t('portal.onboarding.payments.failed')}</Alert>
        <Button component={RouterLink} to="/connect-stripe" variant="contained">
          {t('portal.onboarding.payments.try_again')}
        </Button>
      </Stack>
    </OnboardingFrame>
  );
}

export function CompleteSetupPage() {
  const { state, retry, reload } = useOnboarding('store');
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  async function finish() {
    const r = await call(api.POST('/api/v1/onboarding/complete'));
    if (!r.ok) return setError(r.error);
    await reload();
    navigate('/portal/location', { replace: true });
  }
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.payments.all_set')}
      current="payments"
      state={state}
      retry={retry}
    >
      {(progress) => (
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error.message}
              {error.fields?.length ? (
                <>
                  {' '}
                  <RouterLink to={progress.nextPath}>{t('portal.onboarding.payments.finish_it')}</RouterLink>
                </>
              ) : null}
            </Alert>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('portal.onboarding.payments.open_text')}
          </Typography>
          <Button variant="contained" size="large" onClick={finish}>
            {t('portal.onboarding.payments.open')}
          </Button>
        </Stack>
      )}
    </OnboardingFrame>
  );
}

export function PaymentPage() {
  const { data: invoices, reload: load } = useGet('/api/v1/platform-invoices', {
    query: listQuery({ status: 'open' }),
  });
  const [message, setMessage] = useState<string | null>(null);
  async function pay(id: number) {
    const r = await call(api.POST('/api/v1/platform-invoices/{id}/pay', { params: { path: { id } } }));
    if (!r.ok) return setMessage(r.error.message);
    if (r.data.redirect_url) return window.location.assign(r.data.redirect_url);
    setMessage(t('portal.onboarding.payments.paid', { number: r.data.invoice?.invoice_no ?? '' }));
    load();
  }
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.payments.payment_title')}
      intro={t('portal.onboarding.payments.payment_intro')}
    >
      {message ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {!invoices ? (
        <Waiting />
      ) : invoices.length === 0 ? (
        <Alert severity="info">{t('portal.onboarding.payments.nothing')}</Alert>
      ) : (
        <Stack spacing={1.5}>
          {invoices.map((i) => (
            <Stack
              key={i.id}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography>
                {i.invoice_no} — {platformMoney(i.total)}
              </Typography>
              <Button variant="contained" onClick={() => pay(i.id)}>
                {t('portal.onboarding.payments.pay')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <Button component={RouterLink} to="/portal/billing" sx={{ mt: 2 }}>
        {t('portal.onboarding.payments.back_billing')}
      </Button>
    </OnboardingFrame>
  );
}

export function AddBillItemsPage() {
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const { data: items, reload: load } = useGet('/api/v1/bill-items', { query: listQuery() });
  const [error, setError] = useState<string | null>(null);
  async function add(event: FormEvent) {
    event.preventDefault();
    const r = await call(
      api.POST('/api/v1/bill-items', {
        body: { description: description.trim(), amount: Number(amount), quantity: 1 },
      }),
    );
    if (!r.ok) return setError(r.error.fields?.[0]?.message ?? r.error.message);
    setDescription('');
    setAmount('');
    setError(null);
    load();
  }
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.payments.items_title')}
      intro={t('portal.onboarding.payments.items_intro')}
    >
      <Stack component="form" spacing={2} onSubmit={add} noValidate>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextField
          label={t('portal.onboarding.payments.description')}
          required
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <TextField
          label={t('portal.onboarding.payments.amount')}
          type="number"
          required
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Button type="submit" variant="contained" disabled={!description.trim() || !amount}>
          {t('portal.onboarding.payments.add')}
        </Button>
      </Stack>
      <Stack spacing={1} sx={{ mt: 3 }}>
        {!items ? (
          <Waiting />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{t('portal.onboarding.payments.no_items')}</Typography>
        ) : (
          items.map((b) => (
            <Stack key={b.id} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{b.description}</Typography>
              <Typography>
                {platformMoney(b.amount * b.quantity)}{' '}
                {b.platform_invoice_id ? t('portal.onboarding.payments.invoiced') : ''}
              </Typography>
            </Stack>
          ))
        )}
      </Stack>
      <Button component={RouterLink} to="/portal/billing" sx={{ mt: 2 }}>
        {t('portal.onboarding.payments.back_billing')}
      </Button>
    </OnboardingFrame>
  );
}
