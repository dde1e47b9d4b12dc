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
import { billItems, platformInvoices } from '../../shared/declarations/billing.declaration.ts';
import { apiPath } from './api-path.ts';
import { OnboardingFrame } from './OnboardingFrame.tsx';
import { Loading } from './SetupPages.tsx';
import { useOnboarding } from './use-onboarding.ts';

type Account = components['schemas']['PayoutAccount'];

export function ConnectStripePage() {
  const { progress, continueFrom } = useOnboarding();
  const [account, setAccount] = useState<Account | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void call(api.GET('/api/v1/payouts/account')).then((r) =>
      r.ok ? setAccount(r.data) : setError(r.error.message),
    );
  }, []);
  async function connect() {
    const r = await call(api.POST('/api/v1/payouts/connect'));
    if (!r.ok) return setError(r.error.message);
    if (r.data.redirect_url) window.location.assign(r.data.redirect_url);
    else setAccount(r.data);
  }
  async function later() {
    const r = await call(
      api.POST('/api/v1/onboarding/steps/{step}', {
        params: { path: { step: 'payments' } },
        body: { state: 'skipped' },
      }),
    );
    if (r.ok) continueFrom(r.data);
    else setError(r.error.message);
  }
  return (
    <OnboardingFrame title="Get paid online" step="payments" progress={progress?.steps}>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {!account ? (
        <Loading />
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
  useEffect(() => {
    void call(api.GET('/api/v1/payouts/account')).then((r) => {
      if (r.ok && r.data.status === 'enabled') navigate('/complete-setup', { replace: true });
      else navigate('/failed-stripe-onboarding', { replace: true });
    });
  }, [navigate]);
  return (
    <OnboardingFrame title="Checking your Stripe account">
      <Loading label="Asking Stripe…" />
    </OnboardingFrame>
  );
}

export function FailedStripePage() {
  return (
    <OnboardingFrame title="Stripe onboarding did not finish" step="payments">
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
  const { progress, reload } = useOnboarding();
  const navigate = useNavigate();
  const [error, setError] = useState<components['schemas']['ErrorEnvelope']['error'] | null>(null);
  async function finish() {
    const r = await call(api.POST('/api/v1/onboarding/complete'));
    if (!r.ok) return setError(r.error);
    await reload();
    navigate('/portal/location', { replace: true });
  }
  return (
    <OnboardingFrame title="You're all set" step="payments" progress={progress?.steps}>
      {!progress ? (
        <Loading />
      ) : (
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error.message}
              {error.fields?.length ? (
                <>
                  {' '}
                  <RouterLink to={progress.next_path}>Finish it</RouterLink>
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

type Invoice = components['schemas']['PlatformInvoice'];

export function PaymentPage() {
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = () =>
    void fetchList<Invoice>(apiPath(platformInvoices.name), { status: 'open' }).then(setInvoices);
  useEffect(load, []);
  async function pay(id: number) {
    const r = await call(api.POST('/api/v1/platform-invoices/{id}/pay', { params: { path: { id } } }));
    if (!r.ok) return setMessage(r.error.message);
    if (r.data.redirect_url) return window.location.assign(r.data.redirect_url);
    setMessage(`Invoice ${r.data.invoice?.invoice_no ?? ''} is paid.`);
    load();
  }
  return (
    <OnboardingFrame title="Payment" intro="The platform's invoices waiting for payment.">
      {message ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {!invoices ? (
        <Loading />
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

/** A declared resource's list through the generic API (react-admin's simple-rest shape). */
async function fetchList<T>(path: string, filter: Record<string, unknown> = {}): Promise<T[]> {
  const r = await call<T[]>(
    (api.GET as unknown as (p: string, o: object) => Promise<never>)(path, {
      params: { query: { filter: JSON.stringify(filter), range: '[0,99]' } },
    }),
  );
  return r.ok ? r.data : [];
}

export function AddBillItemsPage() {
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [items, setItems] = useState<components['schemas']['BillItem'][] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    void fetchList<components['schemas']['BillItem']>(apiPath(billItems.name)).then(setItems);
  useEffect(load, []);
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
    <OnboardingFrame title="Add billing items" intro="Extras billed with your next platform invoice.">
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
          <Loading />
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
