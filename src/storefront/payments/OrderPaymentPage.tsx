// /checkout/payment/:gutter — an order's payment page, reached by the unguessable link of checkout's answer
// (and of the return page after a cancelled card payment), never by the order id: the order's number, its
// total, what is paid and what is left, and "Pay by card" where the store takes cards — or that it is
// already paid. An unknown or altered link gets a clear page. Hand-built (no MUI).
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { formatMoney } from '../../shared/format.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { Notice } from '../../shell/ui/Notice.tsx';
import { goToHostedPayment } from './online-payment.ts';

type OrderPayment = components['schemas']['OrderPayment'];

export default function OrderPaymentPage() {
  usePageTitle('Pay for your order');
  const { gutter = '' } = useParams();
  const [state, retry, replace] = useLoad(
    () => call(api.GET('/api/v1/checkout/payment/{gutter}', { params: { path: { gutter } } })),
    [gutter],
  );
  if (state.status === 'loading')
    return (
      <PageFrame width="sm">
        <LoadingBlock label="Loading the order" />
      </PageFrame>
    );
  if (state.status === 'failed')
    return state.httpStatus === 404 || state.httpStatus === 400 ? (
      <MessagePage
        title="This payment link does not work"
        sentence="It may be mistyped or no longer valid. Check the link in your email, or contact the store."
        action={
          <RouterLink to="/" className="shell-button shell-button--outlined">
            Back to the store
          </RouterLink>
        }
      />
    ) : (
      <PageFrame width="sm">
        <FailedBlock message={state.message} onRetry={retry} />
      </PageFrame>
    );
  return <OrderPaymentView payment={state.data} gutter={gutter} replace={replace} />;
}

function OrderPaymentView({
  payment: p,
  gutter,
  replace,
}: {
  payment: OrderPayment;
  gutter: string;
  replace: (p: OrderPayment) => void;
}) {
  const key = useRef(crypto.randomUUID());
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const takesCards = p.payment_methods.includes('card');

  async function payByCard() {
    if (paying) return;
    setPaying(true);
    setFailure(null);
    const result = await call(
      api.POST('/api/v1/checkout/payment/{gutter}', {
        params: { path: { gutter }, header: { 'idempotency-key': key.current } },
        body: { method: 'card' },
      }),
    );
    if (result.ok && result.data.redirect_url) {
      goToHostedPayment(result.data.redirect_url);
      return;
    }
    setPaying(false);
    if (result.ok) replace(result.data);
    else setFailure(result.error.message);
  }

  return (
    <PageFrame width="sm" title="Pay for your order">
      <section className="sf-panel" aria-labelledby="order-payment-heading">
        <h2 id="order-payment-heading" className="sf-panel__title">
          Order <span className="sf-order-number">{p.order_no}</span>
        </h2>
        <p className="sf-secondary">{p.store_name}</p>
        <ul className="sf-summary">
          <li>
            <span>Order total</span>
            <span className="sf-summary__amount">{formatMoney(p.total)}</span>
          </li>
          <li>
            <span>Paid</span>
            <span className="sf-summary__amount">{formatMoney(p.paid)}</span>
          </li>
        </ul>
        <div className="sf-summary__total">
          <span>Left to pay</span>
          <span className="sf-summary__amount" data-testid="order-balance">
            {formatMoney(p.balance)}
          </span>
        </div>
        <div aria-live="polite" className="sf-stack" style={{ marginTop: 16 }}>
          {p.status === 'open' ? (
            <>
              {failure ? <Notice kind="error">{failure}</Notice> : null}
              {takesCards ? (
                <button
                  type="button"
                  className="shell-button shell-button--large wl-button"
                  onClick={() => void payByCard()}
                  disabled={paying}
                  aria-busy={paying}
                >
                  {paying ? 'Opening the payment page…' : `Pay ${formatMoney(p.balance)} by card`}
                </button>
              ) : null}
              <p className="sf-secondary">
                {takesCards
                  ? 'You are taken to our payment provider’s secure page and brought back here. Or pay in store when you collect your item.'
                  : 'This store does not take card payments online: you pay in store when you collect your item.'}
              </p>
            </>
          ) : (
            <Notice kind={p.status === 'paid' ? 'success' : 'info'} testId="order-payment-settled">
              {p.status === 'paid'
                ? 'This order is paid. Thank you!'
                : `This order is ${p.status}: there is nothing to pay.`}
            </Notice>
          )}
        </div>
      </section>
      <div className="sf-row sf-row--center" style={{ marginTop: 24 }}>
        <RouterLink to={`/order-tracking/${p.order_no}`} className="shell-button shell-button--outlined">
          Track this order
        </RouterLink>
      </div>
    </PageFrame>
  );
}
