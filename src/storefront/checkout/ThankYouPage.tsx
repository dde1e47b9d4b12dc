// /thankyou/:id and /thank-you/:id — the order just placed: its 7-character number, the items, what happens
// next (drop it off at the location, or ship it in) and the link to track it.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../common/page-title.ts';
import { PageFrame } from '../common/PageStates.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { placedOrder } from './placed-order.ts';

export default function ThankYouPage() {
  usePageTitle('Thank you');
  const { id = '' } = useParams();
  const placed = placedOrder(id);
  if (!placed)
    return (
      <MessagePage
        title="Thank you for your order"
        sentence="Your confirmation email has the order number and the link to track it."
        action={
          <Button component={RouterLink} to="/myaccount/orders" variant="contained" className="wl-button">
            My orders
          </Button>
        }
      />
    );
  const { order, items, handOver } = placed;
  return (
    <PageFrame width="sm">
      <Stack spacing={3} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <Box aria-hidden sx={{ color: 'var(--wl-link)', '& svg': { fontSize: 56 } }}>
          <CheckCircleOutline />
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          Thank you for your order
        </Typography>
        <Typography>
          Your order number is{' '}
          <Box component="strong" sx={{ fontSize: '1.3rem', letterSpacing: 2 }} data-testid="order-number">
            {order.order_no}
          </Box>
        </Typography>
        <Typography color="text.secondary">
          We sent the confirmation to {order.customer_email ?? 'your email address'}.
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3, borderColor: 'var(--wl-border)' }}>
        <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Items
        </Typography>
        <OrderSummary items={items} total={order.total} totalLabel="Total (pay in store)" />
        <Typography component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
          What happens next
        </Typography>
        <Typography data-testid="next-steps">
          {handOver.method === 'drop_off'
            ? `Bring your item to ${handOver.location}. Mention order ${order.order_no} at the counter.`
            : `Pack your item safely, put a note with order ${order.order_no} inside and ship it to us${handOver.carrier ? ` with ${handOver.carrier}` : ''}. We ship it back to your address when the work is done.`}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          We mail you at every step. You can follow the order any time.
        </Typography>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button
          component={RouterLink}
          to={`/order-tracking/${order.order_no}`}
          variant="contained"
          className="wl-button"
          size="large"
        >
          Track my order
        </Button>
        <Button component={RouterLink} to="/" size="large">
          Continue shopping
        </Button>
      </Stack>
    </PageFrame>
  );
}
