// /thankyou/:id and /thank-you/:id — the order just placed: its 7-character number, the items and the
// shipping the server charged, what happens next (drop it off at the location, or ship it in) and the link
// to track it. Hand-built (storefront.css).
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { CheckIcon } from '../../shell/ui/icons.tsx';
import { OrderSummary, shippingCharge } from './OrderSummary.tsx';
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
          <RouterLink to="/myaccount/orders" className="shell-button wl-button">
            My orders
          </RouterLink>
        }
      />
    );
  const { order, items, handOver } = placed;
  return (
    <PageFrame width="sm">
      <div className="sf-thanks">
        <span aria-hidden className="sf-thanks__icon">
          <CheckIcon />
        </span>
        <h1 className="sf-page__title">Thank you for your order</h1>
        <p>
          Your order number is{' '}
          <strong className="sf-order-number" data-testid="order-number">
            {order.order_no}
          </strong>
        </p>
        {order.payment_status === 'paid' ? (
          <p data-testid="order-paid">Your payment is confirmed: the order is paid.</p>
        ) : null}
        <p className="sf-secondary">
          We sent the confirmation to {order.customer_email ?? 'your email address'}.
        </p>
      </div>
      <section className="sf-panel" aria-labelledby="thanks-items">
        <h2 id="thanks-items" className="sf-panel__title">
          Items
        </h2>
        <OrderSummary
          items={items}
          charges={handOver.method === 'shipping' ? [shippingCharge(order.shipping ?? 0)] : []}
          total={order.total}
          totalLabel={order.payment_status === 'paid' ? 'Total (paid)' : 'Total (pay in store)'}
        />
        <h2 className="sf-panel__title" style={{ marginTop: 24 }}>
          What happens next
        </h2>
        <p data-testid="next-steps">
          {handOver.method === 'drop_off'
            ? `Bring your item to ${handOver.location}. Mention order ${order.order_no} at the counter.`
            : `Pack your item safely, put a note with order ${order.order_no} inside and ship it to us${handOver.carrier ? ` with ${handOver.carrier}` : ''}. We ship it back to your address when the work is done.`}
        </p>
        <p className="sf-secondary">We mail you at every step. You can follow the order any time.</p>
      </section>
      <div className="sf-row sf-row--center" style={{ marginTop: 24 }}>
        <RouterLink
          to={`/order-tracking/${order.order_no}`}
          className="shell-button shell-button--large wl-button"
        >
          Track my order
        </RouterLink>
        <RouterLink to="/" className="shell-button shell-button--large">
          Continue shopping
        </RouterLink>
      </div>
    </PageFrame>
  );
}
