// Getting paid and paying: /connect-stripe (Stripe Connect onboarding, or — with no Stripe keys — a plain
// word that card payments are off and a way on), /middle-page (back from Stripe: the account is checked
// with Stripe), /failed-stripe-onboarding, /complete-setup (finish: the store goes live and the owner lands
// on /portal/location), /portal/payment (pay the platform's open invoices), /addbillitems (extras for the
// next invoice) and /store-billing-middle-page (back from paying an invoice on Stripe).
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema.d.ts';
import { formatMoney } from '../../shared/format.ts';
import { listQuery, useGet } from '../../shell/data/use-load.ts';
import { OnboardingFrame, Waiting } from '../../shell/onboarding/OnboardingFrame.tsx';
import { useOnboarding } from '../../shell/onboarding/use-onboarding.ts';

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
    <OnboardingFrame audience="store" title="Get paid online" current="payments" state={state} retry={retry}>
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
            {account.message}
          </Alert>
          <Button variant="contained" size="large" onClick={later}>
            Continue with payments in store
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {account.message} Stripe asks for your business and bank details on its own secure pages, then
            brings you back here.
          </Typography>
          {account.status === 'enabled' ? (
            <Button variant="contained" size="large" component={RouterLink} to="/complete-setup">
              Continue
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={connect}>
              Connect with Stripe
            </Button>
          )}
          <Button onClick={later}>Do this later</Button>
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
    <OnboardingFrame audience="store" title="Checking your Stripe account">
      <Waiting label="Asking Stripe…" />
    </OnboardingFrame>
  );
}

export function FailedStripePage() {
  return (
    <OnboardingFrame audience="store" title="Stripe onboarding did not finish" current="payments">
      <Stack spacing={2}>
        <Alert severity="warning">
          Stripe still needs some details before your store can take card payments. Nothing is lost: open
          Stripe again to finish, or take payments in store for now.
        </Alert>
        <Button component={RouterLink} to="/connect-stripe" variant="contained">
          Try again
        </Button>
      </Stack>
    </OnboardingFrame>
  );
}

export function CompleteSetupPage() {
  const { state, retry, reload } = useOnboarding('store');
  const navigate = useNavigate();
  const [error, setError] = useState<components['schemas']['ErrorEnvelope']['error'] | null>(null);
  async function finish() {
    const r = await call(api.POST('/api/v1/onboarding/complete'));
    if (!r.ok) return setError(r.error);
    await reload();
    navigate('/portal/location', { replace: true });
  }
  return (
    <OnboardingFrame audience="store" title="You're all set" current="payments" state={state} retry={retry}>
      {(progress) => (
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error.message}
              {error.fields?.length ? (
                <>
                  {' '}
                  <RouterLink to={progress.nextPath}>Finish it</RouterLink>
                </>
              ) : null}
            </Alert>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            Open your store: your storefront goes live, and you land in your portal to add locations, services
            and your team. Change the look of your storefront any time in Settings.
          </Typography>
          <Button variant="contained" size="large" onClick={finish}>
            Open my store
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
    setMessage(`Invoice ${r.data.invoice?.invoice_no ?? ''} is paid.`);
    load();
  }
  return (
    <OnboardingFrame audience="store" title="Payment" intro="The platform's invoices waiting for payment.">
      {message ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {!invoices ? (
        <Waiting />
      ) : invoices.length === 0 ? (
        <Alert severity="info">Nothing to pay: every invoice is settled.</Alert>
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
                {i.invoice_no} — {formatMoney(i.total)}
              </Typography>
              <Button variant="contained" onClick={() => pay(i.id)}>
                Pay
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <Button component={RouterLink} to="/portal/billing" sx={{ mt: 2 }}>
        Back to Billing
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
      title="Add billing items"
      intro="Extras billed with your next platform invoice."
    >
      <Stack component="form" spacing={2} onSubmit={add} noValidate>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextField
          label="Description"
          required
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <TextField
          label="Amount"
          type="number"
          required
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Button type="submit" variant="contained" disabled={!description.trim() || !amount}>
          Add item
        </Button>
      </Stack>
      <Stack spacing={1} sx={{ mt: 3 }}>
        {!items ? (
          <Waiting />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">No bill items yet.</Typography>
        ) : (
          items.map((b) => (
            <Stack key={b.id} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{b.description}</Typography>
              <Typography>
                {formatMoney(b.amount * b.quantity)} {b.platform_invoice_id ? '(invoiced)' : ''}
              </Typography>
            </Stack>
          ))
        )}
      </Stack>
      <Button component={RouterLink} to="/portal/billing" sx={{ mt: 2 }}>
        Back to Billing
      </Button>
    </OnboardingFrame>
  );
}
