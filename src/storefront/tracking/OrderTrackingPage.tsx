// /order-tracking/:number — the order's status timeline for anyone holding the number; the signed-in
// customer it belongs to also sees its items (is_validated). A failed lookup shows section 8's failure
// banner with the server's message for 10 seconds.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { api, call, type ApiResult } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { DateFormat, formatDate, formatMoney } from '../../shared/format.ts';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { usePageTitle } from '../common/page-title.ts';
import { LoadingBlock, PageFrame } from '../common/PageStates.tsx';
import { useLoad } from '../common/use-load.ts';
import { TrackOrderDialog } from '../track-order/TrackOrderDialog.tsx';
import { statusLabel } from './status-label.ts';

type Tracking = components['schemas']['OrderTracking'];

/** Spec section 9: banners time out after 10 seconds. */
export const BANNER_MS = 10_000;

async function track(orderNo: string, storeId: number, owner: boolean): Promise<ApiResult<Tracking>> {
  const lookup = (validated: boolean) =>
    call(
      api.GET('/api/v1/order-tracking', {
        params: {
          query: { order_no: orderNo, store_id: storeId, is_validated: validated ? 'True' : 'False' },
        },
      }),
    );
  if (owner) {
    const mine = await lookup(true);
    // Not this customer's order: the public timeline is still theirs to see.
    if (mine.ok || (mine.status !== 403 && mine.status !== 401)) return mine;
  }
  return lookup(false);
}

export default function OrderTrackingPage() {
  const { number = '' } = useParams();
  usePageTitle(`Order ${number}`);
  const storeId = useWhiteLabel().settings?.store_id ?? null;
  const customer = Boolean(useSession()?.customer);
  const [state, retry] = useLoad(storeId === null ? null : () => track(number, storeId, customer), [
    number,
    storeId,
    customer,
  ]);
  // The failure that has been on screen for its 10 seconds; a new failure (a retry) shows again.
  const [expired, setExpired] = useState<typeof state | null>(null);
  const bannerShown = state.status === 'failed' && expired !== state;
  const [dialog, setDialog] = useState(false);

  useEffect(() => {
    if (state.status !== 'failed') return;
    const id = setTimeout(() => setExpired(state), BANNER_MS);
    return () => clearTimeout(id);
  }, [state]);

  return (
    <PageFrame title={`Order ${number}`}>
      {state.status === 'loading' ? <LoadingBlock label="Loading the order" /> : null}
      {state.status === 'failed' ? (
        <>
          {bannerShown ? (
            <Alert severity="error" role="alert" data-testid="tracking-failed" sx={{ mb: 2 }}>
              {state.message}
            </Alert>
          ) : null}
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Check the number in your confirmation email and try again.
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" className="wl-button" onClick={() => setDialog(true)}>
              Track another order
            </Button>
            <Button onClick={retry}>Try again</Button>
          </Stack>
          <TrackOrderDialog open={dialog} onClose={() => setDialog(false)} />
        </>
      ) : null}
      {state.status === 'ready' ? <TrackingView tracking={state.data} onRefresh={retry} /> : null}
    </PageFrame>
  );
}

function TrackingView({ tracking, onRefresh }: { tracking: Tracking; onRefresh: () => void }) {
  const details = tracking.details;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip label={statusLabel(tracking.status)} color="primary" data-testid="tracking-status" />
        <Typography color="text.secondary">
          Placed on {formatDate(tracking.created_at, DateFormat.long)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={onRefresh}>
          Refresh
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'var(--wl-border)' }}>
        <Typography component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Timeline
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="tracking-timeline">
          {tracking.timeline.map((entry, i) => (
            <Box
              component="li"
              key={i}
              sx={{
                position: 'relative',
                pl: 3,
                pb: i === tracking.timeline.length - 1 ? 0 : 2,
                borderLeft:
                  i === tracking.timeline.length - 1 ? '2px solid transparent' : '2px solid var(--wl-border)',
                ml: 1,
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: -7,
                  top: 2,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  background: i === tracking.timeline.length - 1 ? 'var(--wl-button)' : 'var(--wl-border)',
                },
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{statusLabel(entry.status)}</Typography>
              <Typography variant="body2">{entry.message}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(entry.created_at, DateFormat.short)}{' '}
                {formatDate(entry.created_at, DateFormat.time)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      {details ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderColor: 'var(--wl-border)' }}
          data-testid="tracking-details"
        >
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Items
          </Typography>
          {details.items.map((item) => (
            <Box key={item.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.5 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {item.item_number} · {item.quantity} × {item.service_name}
              </Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatMoney(item.total)}</Typography>
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
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(details.order.total)}</Typography>
          </Box>
        </Paper>
      ) : null}
    </Stack>
  );
}
