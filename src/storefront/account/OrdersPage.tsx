// /myaccount/orders — the customer's orders, newest first, with status, date and total; each opens its page
// (/myaccount/orders/:id: timeline, items, payments, charges to pay); quoted estimates wait above them.
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { api, call } from '../../client/api.ts';
import { DateFormat, formatDate, formatMoney } from '../../shared/format.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { statusLabel } from '../tracking/status-label.ts';
import { QuotedEstimates } from './QuotedEstimates.tsx';

export default function OrdersPage() {
  usePageTitle('My orders');
  const [orders, retry] = useLoad(
    () =>
      call(
        api.GET('/api/v1/sales-orders', {
          params: { query: { sort: '["created_at","DESC"]', range: '[0,49]' } },
        }),
      ),
    [],
  );
  if (orders.status === 'loading')
    return (
      <PageFrame title="My orders">
        <LoadingBlock label="Loading your orders" />
      </PageFrame>
    );
  if (orders.status === 'failed')
    return (
      <PageFrame title="My orders">
        <FailedBlock message={`We could not load your orders. ${orders.message}`} onRetry={retry} />
      </PageFrame>
    );
  if (orders.data.length === 0)
    return (
      <>
        <QuotedEstimates framed />
        <MessagePage
          icon={<ReceiptLongOutlined />}
          title="No orders yet"
          sentence="When you place an order, you can follow it here."
          action={
            <Button component={RouterLink} to="/" variant="contained" className="wl-button">
              Browse services
            </Button>
          }
        />
      </>
    );
  return (
    <PageFrame title="My orders">
      <QuotedEstimates />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {orders.data.map((o) => (
          <Paper
            component="li"
            key={o.id}
            variant="outlined"
            sx={{ borderColor: 'var(--wl-border)' }}
            data-testid="account-order"
          >
            <Box
              component={RouterLink}
              to={`/myaccount/orders/${o.id}`}
              sx={{
                display: 'flex',
                gap: 2,
                p: 2,
                alignItems: 'center',
                flexWrap: 'wrap',
                color: 'inherit',
                textDecoration: 'none',
                minHeight: 44,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 160 }}>
                <Typography sx={{ fontWeight: 700, letterSpacing: 1 }}>{o.order_no}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(o.created_at, DateFormat.short)} · {o.item_count}{' '}
                  {o.item_count === 1 ? 'item' : 'items'}
                </Typography>
              </Box>
              <Chip label={statusLabel(o.status)} size="small" />
              <Typography sx={{ fontWeight: 700, minWidth: 80, textAlign: 'right' }}>
                {formatMoney(o.total)}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Stack>
    </PageFrame>
  );
}
