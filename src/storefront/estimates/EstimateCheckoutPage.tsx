// /estimate-checkout?estimate=:id — the quote from the mail: the quoted items and total; approve (it becomes
// an order, paid in store) or decline. Only the customer it belongs to sees it.
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { api, call } from '../../client/api.ts';
import { rememberPath } from '../../client/session.ts';
import { formatMoney } from '../../shared/format.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { useSession } from '../../shell/use-session.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';

async function loadEstimate(id: number) {
  const estimate = await call(api.GET('/api/v1/estimates/{id}', { params: { path: { id } } }));
  if (!estimate.ok) return estimate;
  const items = await call(api.GET('/api/v1/estimates/{id}/items', { params: { path: { id } } }));
  if (!items.ok) return items;
  return { ...estimate, data: { estimate: estimate.data, items: items.data } };
}

export default function EstimateCheckoutPage() {
  usePageTitle('Your estimate');
  const id = Number(useSearchParams()[0].get('estimate'));
  const session = useSession();
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const [state, retry] = useLoad(valid && session?.customer ? () => loadEstimate(id) : null, [
    id,
    session?.customer?.id,
  ]);
  const [acting, setActing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!session?.customer)
    return (
      <MessagePage
        title="Log in to see your estimate"
        sentence="Estimates are kept in your account."
        action={
          <Button
            component={RouterLink}
            to="/login"
            onClick={() => rememberPath(`/estimate-checkout?estimate=${id}`)}
            variant="contained"
            className="wl-button"
          >
            Log in
          </Button>
        }
      />
    );
  if (!valid)
    return <MessagePage title="No estimate here" sentence="Open the link from your estimate email." />;
  if (state.status === 'loading')
    return (
      <PageFrame title="Your estimate">
        <LoadingBlock label="Loading your estimate" />
      </PageFrame>
    );
  if (state.status === 'failed')
    return (
      <PageFrame title="Your estimate">
        <FailedBlock message={state.message} onRetry={retry} />
      </PageFrame>
    );
  const { estimate, items } = state.data;

  async function act(action: 'approve' | 'decline') {
    setActing(true);
    setFailure(null);
    const run = (a: 'approve' | 'decline' | 'convert') =>
      call(
        api.POST('/api/v1/estimates/{id}/transitions/{action}', {
          params: { path: { id, action: a } },
          body: {},
        }),
      );
    const first = await run(action);
    const converted = first.ok && action === 'approve' ? await run('convert') : first;
    setActing(false);
    if (!converted.ok) {
      setFailure(converted.error.message);
      return;
    }
    // The approved estimate is now an order: its page in My account shows it (and what is left to pay).
    if (action === 'approve' && converted.data.sales_order_id)
      navigate(`/myaccount/orders/${converted.data.sales_order_id}`);
    else if (action === 'approve') navigate('/myaccount/orders');
    else retry();
  }

  return (
    <PageFrame title={`Estimate ${estimate.estimate_no}`}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'var(--wl-border)' }}>
        <Chip label={estimate.status} sx={{ mb: 2, textTransform: 'capitalize' }} />
        {items.map((item) => (
          <Box key={item.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.5 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {item.quantity} × {item.description}
            </Typography>
            <Typography sx={{ whiteSpace: 'nowrap' }}>
              {item.unit_price === null ? 'Not priced yet' : formatMoney(item.unit_price * item.quantity)}
            </Typography>
          </Box>
        ))}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            borderTop: '1px solid var(--wl-border)',
            pt: 1,
            mt: 1,
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Total</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatMoney(estimate.total)}</Typography>
        </Box>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {estimate.status === 'quoted' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <Button
              variant="contained"
              className="wl-button"
              size="large"
              disabled={acting}
              onClick={() => void act('approve')}
            >
              Approve (pay in store)
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="large"
              disabled={acting}
              onClick={() => void act('decline')}
            >
              Decline
            </Button>
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {estimate.status === 'requested'
              ? 'The store is pricing your request. We mail you when the quote is ready.'
              : `This estimate is ${estimate.status}.`}
          </Typography>
        )}
      </Paper>
    </PageFrame>
  );
}
