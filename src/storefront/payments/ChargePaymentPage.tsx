// /additional-payment/:gutter and /extra-charge-payment/:gutter — what the store (or its workshop) asks
// for and why, the amount, and Pay (in store; by card where the store takes cards, returning through
// /extra-middle-page), or that it is already paid. The
// gutter is the credential; an unknown or used one gets a clear page.
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { formatMoney } from '../../shared/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { LinkedRecordPage } from '../common/LinkedRecordPage.tsx';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { goToHostedPayment } from './online-payment.ts';

type Payment = components['schemas']['ChargePayment'];

/** docs/product.md#orders-charge-message: "{item number} - {store owner or vendor} requested additional charge". */
export function chargeHeadline(p: Payment): string {
  return p.kind === 'additional'
    ? `${p.reference} - ${p.requested_by} requested additional charge`
    : `Order ${p.reference} - ${p.store_name} requested extra charge`;
}

export default function ChargePaymentPage({ kind }: { kind: 'additional' | 'extra' }) {
  usePageTitle(kind === 'additional' ? 'Additional charge' : 'Extra charge');
  const { gutter = '' } = useParams();
  const path =
    kind === 'additional' ? '/api/v1/additional-payment/{gutter}' : '/api/v1/extra-charge-payment/{gutter}';
  return (
    <LinkedRecordPage
      load={() =>
        kind === 'additional'
          ? call(api.GET('/api/v1/additional-payment/{gutter}', { params: { path: { gutter } } }))
          : call(api.GET('/api/v1/extra-charge-payment/{gutter}', { params: { path: { gutter } } }))
      }
      deps={[gutter, path]}
      loadingLabel="Loading the charge"
      broken={{
        title: 'This payment link does not work',
        sentence:
          'It may be mistyped or no longer valid. Check the link in your email, or contact the store.',
      }}
    >
      {(p, replace) => <ChargeView p={p} replace={replace} path={path} gutter={gutter} />}
    </LinkedRecordPage>
  );
}

function ChargeView({
  p,
  replace,
  path,
  gutter,
}: {
  p: Payment;
  replace: (p: Payment) => void;
  path: '/api/v1/additional-payment/{gutter}' | '/api/v1/extra-charge-payment/{gutter}';
  gutter: string;
}) {
  const key = useRef(crypto.randomUUID());
  const [paying, setPaying] = useState<'in_store' | 'card' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const takesCards = p.payment_methods?.includes('card') ?? false;
  async function pay(method: 'in_store' | 'card') {
    if (paying) return;
    setPaying(method);
    setFailure(null);
    const init = {
      // One key per way of paying: choosing the other after a failure is a new request.
      params: { path: { gutter }, header: { 'idempotency-key': `${key.current}-${method}` } },
      body: { method },
    };
    const result = await call(
      path === '/api/v1/additional-payment/{gutter}'
        ? api.POST('/api/v1/additional-payment/{gutter}', init)
        : api.POST('/api/v1/extra-charge-payment/{gutter}', init),
    );
    // Card: paid on the provider's page, which returns through /extra-middle-page.
    if (result.ok && result.data.redirect_url) {
      goToHostedPayment(result.data.redirect_url);
      return;
    }
    setPaying(null);
    if (result.ok) replace(result.data);
    else setFailure(result.error.message);
  }

  return (
    <PageFrame width="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'var(--wl-border)' }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.4rem', sm: '1.8rem' }, mb: 2 }}
          data-testid="charge-headline"
        >
          {chargeHeadline(p)}
        </Typography>
        {p.reason ? (
          <Box sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>Why</Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{p.reason}</Typography>
          </Box>
        ) : null}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            borderTop: '1px solid var(--wl-border)',
            pt: 2,
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Amount</Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }} data-testid="charge-amount">
            {formatMoney(p.amount)}
          </Typography>
        </Box>
        <Box aria-live="polite" sx={{ mt: 2 }}>
          {p.status === 'requested' ? (
            <Stack spacing={1}>
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              {takesCards ? (
                <Button
                  size="large"
                  variant="contained"
                  className="wl-button"
                  disabled={paying !== null}
                  onClick={() => void pay('card')}
                  startIcon={
                    paying === 'card' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
                  }
                >
                  {paying === 'card' ? 'Opening the payment page…' : `Pay ${formatMoney(p.amount)} by card`}
                </Button>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {takesCards ? 'Or pay' : 'You pay'} in store when you collect your item. Agreeing now lets the
                work continue.
              </Typography>
              <Button
                size="large"
                variant={takesCards ? 'outlined' : 'contained'}
                className={takesCards ? undefined : 'wl-button'}
                disabled={paying !== null}
                onClick={() => void pay('in_store')}
                startIcon={
                  paying === 'in_store' ? (
                    <CircularProgress size={18} color="inherit" aria-hidden />
                  ) : undefined
                }
              >
                {paying === 'in_store'
                  ? 'Paying…'
                  : takesCards
                    ? 'Pay in store'
                    : `Pay ${formatMoney(p.amount)}`}
              </Button>
            </Stack>
          ) : (
            <Alert severity={p.status === 'paid' ? 'success' : 'info'} data-testid="charge-settled">
              {p.status === 'paid'
                ? 'This charge is paid. Thank you!'
                : `This charge is ${p.status}: nothing to pay.`}
            </Alert>
          )}
        </Box>
        <Box sx={{ mt: 2 }}>
          <Chip size="small" label={p.store_name} />
        </Box>
      </Paper>
    </PageFrame>
  );
}
