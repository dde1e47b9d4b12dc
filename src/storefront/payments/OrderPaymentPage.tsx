// /checkout/payment/:gutter — an order's payment page, reached by the unguessable link of checkout's answer
// (and of the return page after a cancelled card payment), never by the order id: the order's number, its
// total, what is paid and what is left, and "Pay by card" where the store takes cards — or that it is
// already paid. An unknown or altered link gets a clear page. Hand-built (no MUI).
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { Notice } from '../../shell/ui/Notice.tsx';
import { goToHostedPayment } from './online-payment.ts';

type OrderPayment = components['schemas']['OrderPayment'];

export default function OrderPaymentPage() {
  const { t } = useStoreWords();
  usePageTitle(t('payments.order.title'));
  const { gutter = '' } = useParams();
  const [state, retry, replace] = useLoad(
    () => call(api.GET('/api/v1/checkout/payment/{gutter}', { params: { path: { gutter } } })),
    [gutter],
  );
  if (state.status === 'loading')
    return (
      <PageFrame width="sm">
        <LoadingBlock label={t('payments.order.loading')} />
      </PageFrame>
    );
  if (state.status === 'failed')
    return state.httpStatus === 404 || state.httpStatus === 400 ? (
      <MessagePage
        title={t('payments.order.broken')}
        sentence={t('payments.order.broken_hint')}
        action={
          <RouterLink to="/" className="shell-button shell-button--outlined">
            {t('payments.order.back')}
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
  const { t, money } = useStoreWords();
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
    <PageFrame width="sm" title={t('payments.order.title')}>
      <section className="sf-panel" aria-labelledby="order-payment-heading">
        <h2 id="order-payment-heading" className="sf-panel__title">
          {t('payments.order.order')} <span className="sf-order-number">{p.order_no}</span>
        </h2>
        <p className="sf-secondary">{p.store_name}</p>
        <ul className="sf-summary">
          <li>
            <span>{t('payments.order.total')}</span>
            <span className="sf-summary__amount">{money(p.total)}</span>
          </li>
          <li>
            <span>{t('payments.order.paid')}</span>
            <span className="sf-summary__amount">{money(p.paid)}</span>
          </li>
        </ul>
        <div className="sf-summary__total">
          <span>{t('payments.order.left')}</span>
          <span className="sf-summary__amount" data-testid="order-balance">
            {money(p.balance)}
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
                  {paying
                    ? t('payments.order.opening')
                    : t('payments.order.pay_card', { amount: money(p.balance) })}
                </button>
              ) : null}
              <p className="sf-secondary">
                {takesCards ? t('payments.order.card_hint') : t('payments.order.no_cards')}
              </p>
            </>
          ) : (
            <Notice kind={p.status === 'paid' ? 'success' : 'info'} testId="order-payment-settled">
              {p.status === 'paid'
                ? t('payments.order.settled_paid')
                : p.status === 'refunded'
                  ? t('payments.order.settled_refunded')
                  : t('payments.order.settled_cancelled')}
            </Notice>
          )}
        </div>
      </section>
      <div className="sf-row sf-row--center" style={{ marginTop: 24 }}>
        <RouterLink to={`/order-tracking/${p.order_no}`} className="shell-button shell-button--outlined">
          {t('payments.order.track')}
        </RouterLink>
      </div>
    </PageFrame>
  );
}
