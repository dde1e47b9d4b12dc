// /middle_page and /extra-middle-page — where an online payment provider sends the customer back. The
// built-in provider never leaves the site; an online provider's return names what was paid, and this page
// hands the customer on to the order's thank-you page or back to the charge.
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../common/page-title.ts';

export default function PaymentReturnPage({ kind }: { kind: 'order' | 'charge' }) {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  const gutter = params.get('gutter');
  const chargeKind = params.get('kind');
  if (kind === 'order' && orderId && /^\d+$/.test(orderId))
    return <Navigate to={`/thankyou/${orderId}`} replace />;
  if (kind === 'charge' && gutter && /^[A-Za-z0-9_-]+$/.test(gutter))
    return (
      <Navigate
        to={`/${chargeKind === 'extra' ? 'extra-charge-payment' : 'additional-payment'}/${gutter}`}
        replace
      />
    );
  return (
    <MessagePage
      title="Nothing to confirm here"
      sentence="This page confirms online payments. Your order and charges are in your email and your account."
      action={
        <Button component={RouterLink} to="/" variant="contained" className="wl-button">
          Back to the store
        </Button>
      }
    />
  );
}
