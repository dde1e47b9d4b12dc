// /thankyou/:id and /thank-you/:id — the order just placed: its 7-character number, the items and the
// shipping the server charged, what happens next (drop it off at the location, or ship it in) and the link
// to track it. Hand-built (storefront.css).
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { CheckIcon } from '../../shell/ui/icons.tsx';
import { OrderSummary, shippingCharge } from './OrderSummary.tsx';
import { placedOrder } from './placed-order.ts';

export default function ThankYouPage() {
  const { t } = useStoreWords();
  usePageTitle(t('storefront.thanks.title'));
  const { id = '' } = useParams();
  const placed = placedOrder(id);
  if (!placed)
    return (
      <MessagePage
        title={t('storefront.thanks.heading')}
        sentence={t('storefront.thanks.see_email')}
        action={
          <RouterLink to="/myaccount/orders" className="shell-button wl-button">
            {t('storefront.thanks.my_orders')}
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
        <h1 className="sf-page__title">{t('storefront.thanks.heading')}</h1>
        <p>
          {t('storefront.thanks.number_is')}{' '}
          <strong className="sf-order-number" data-testid="order-number">
            {order.order_no}
          </strong>
        </p>
        {order.payment_status === 'paid' ? (
          <p data-testid="order-paid">{t('storefront.thanks.paid')}</p>
        ) : null}
        <p className="sf-secondary">
          {t('storefront.thanks.sent_to', {
            email: order.customer_email ?? t('storefront.thanks.your_email'),
          })}
        </p>
      </div>
      <section className="sf-panel" aria-labelledby="thanks-items">
        <h2 id="thanks-items" className="sf-panel__title">
          {t('storefront.thanks.items')}
        </h2>
        <OrderSummary
          items={items}
          charges={handOver.method === 'shipping' ? [shippingCharge(order.shipping ?? 0, t)] : []}
          total={order.total}
          totalLabel={
            order.payment_status === 'paid'
              ? t('storefront.thanks.total_paid')
              : t('storefront.thanks.total_in_store')
          }
        />
        <h2 className="sf-panel__title" style={{ marginTop: 24 }}>
          {t('storefront.thanks.next')}
        </h2>
        <p data-testid="next-steps">
          {handOver.method === 'drop_off'
            ? t('storefront.thanks.bring', { location: handOver.location, number: order.order_no })
            : handOver.carrier
              ? t('storefront.thanks.ship_with', { number: order.order_no, carrier: handOver.carrier })
              : t('storefront.thanks.ship', { number: order.order_no })}
        </p>
        <p className="sf-secondary">{t('storefront.thanks.every_step')}</p>
      </section>
      <div className="sf-row sf-row--center" style={{ marginTop: 24 }}>
        <RouterLink
          to={`/order-tracking/${order.order_no}`}
          className="shell-button shell-button--large wl-button"
        >
          {t('storefront.thanks.track')}
        </RouterLink>
        <RouterLink to="/" className="shell-button shell-button--large">
          {t('storefront.cart.continue')}
        </RouterLink>
      </div>
    </PageFrame>
  );
}
