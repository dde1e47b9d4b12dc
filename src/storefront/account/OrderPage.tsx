// /myaccount/orders/:id — a signed-in customer's order: its number, state and timeline; the items with the
// answers given to their options; what was paid and what is left; the charges the store or a vendor asked
// for, each with its pay link while it waits; and the estimate it came from. Hand-built (storefront.css).
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { DateFormat } from '../../shared/format.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { sayStored, type SaidParams } from '../../shared/i18n/said.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { summarizeAnswers } from '../cart/answer-summary.ts';
import { useServicesOf } from '../cart/use-services-of.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { statusLabel } from '../tracking/status-label.ts';
import { paymentStateForCustomer } from '../../shared/payment-status.ts';
import { OrderDocuments, PayBalance } from './OrderMoney.tsx';

/** A charge's state in the customer's words: an agreed charge reads as its payment does (to pay in store). */
const CHARGE_STATES = new Set(['requested', 'agreed', 'paid', 'cancelled']);

type Balance = components['schemas']['AccountOrderBalance'];

/** The order and everything its page shows, read together (one loading state, one retry). */
async function loadOrder(id: number) {
  const path = { params: { path: { id } } };
  const [order, items, timeline, balance] = await Promise.all([
    call(api.GET('/api/v1/sales-orders/{id}', path)),
    call(api.GET('/api/v1/sales-orders/{id}/items', path)),
    call(api.GET('/api/v1/sales-orders/{id}/timeline', path)),
    call(api.GET('/api/v1/account/orders/{id}/balance', path)),
  ]);
  if (!order.ok) return order;
  if (!items.ok) return items;
  if (!timeline.ok) return timeline;
  if (!balance.ok) return balance;
  const estimate = order.data.estimate_id
    ? await call(api.GET('/api/v1/estimates/{id}', { params: { path: { id: order.data.estimate_id } } }))
    : null;
  return {
    ...order,
    data: {
      order: order.data,
      items: items.data,
      timeline: timeline.data,
      balance: balance.data,
      estimate: estimate?.ok ? estimate.data : null,
    },
  };
}

/** What a payment paid for, as a key of storefront.order.subject. */
type Subject = Balance['payments'][number]['subject'];

export default function OrderPage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id) && Number(id) > 0;
  const { t, money, locale } = useStoreWords();
  const longDate = (value: string) => formatDateIn(locale, value, DateFormat.long);
  const [state, retry] = useLoad(valid ? () => loadOrder(Number(id)) : null, [id]);
  const data = state.status === 'ready' ? state.data : null;
  usePageTitle(
    data ? t('storefront.order.title', { number: data.order.order_no }) : t('storefront.order.your_order'),
  );
  const services = useServicesOf(
    data?.order.store_id ?? null,
    (data?.items ?? []).flatMap((i) => (i.service_id ? [i.service_id] : [])),
  );

  if (!valid || (state.status === 'failed' && state.httpStatus === 404))
    return (
      <MessagePage
        title={t('storefront.order.not_found')}
        sentence={t('storefront.order.not_yours')}
        action={
          <RouterLink to="/myaccount/orders" className="shell-button wl-button">
            {t('storefront.account.my_orders')}
          </RouterLink>
        }
      />
    );
  if (state.status === 'loading')
    return (
      <PageFrame title={t('storefront.order.your_order')}>
        <LoadingBlock label={t('storefront.order.loading')} />
      </PageFrame>
    );
  if (state.status === 'failed')
    return (
      <PageFrame title={t('storefront.order.your_order')}>
        <FailedBlock message={t('storefront.order.failed', { error: state.message })} onRetry={retry} />
      </PageFrame>
    );
  const { order, items, timeline, balance, estimate } = state.data;
  const waiting = balance.charges.filter((c) => c.payment_path);

  return (
    <PageFrame>
      <div className="sf-stack">
        <p style={{ margin: 0 }}>
          <RouterLink to="/myaccount/orders" className="sf-link">
            {t('storefront.order.back')}
          </RouterLink>
        </p>
        <h1 className="sf-page__title" style={{ margin: 0 }}>
          {t('storefront.order.order')} <span className="sf-order-number">{order.order_no}</span>
        </h1>
        <p className="sf-row" style={{ margin: 0 }}>
          <span className="sf-chip" data-testid="order-status">
            {statusLabel(order.status, t)}
          </span>
          <span className="sf-secondary">
            {t('storefront.order.placed', { date: longDate(order.created_at) })}
          </span>
        </p>

        {waiting.length ? (
          <section className="sf-panel sf-panel--attention" aria-labelledby="order-to-pay">
            <h2 id="order-to-pay" className="sf-panel__title">
              {t('storefront.order.waiting')}
            </h2>
            <ul className="sf-summary">
              {waiting.map((c) => (
                <li key={c.id} data-testid="order-charge-waiting">
                  <span>
                    {sayStored(t, locale, c.title_key, c.title_params as SaidParams, c.title)}
                    {c.reason ? <span className="sf-secondary sf-small"> — {c.reason}</span> : null}
                  </span>
                  <span className="sf-row">
                    <span className="sf-summary__amount">{money(c.amount)}</span>
                    <RouterLink to={c.payment_path!} className="shell-button shell-button--small wl-button">
                      {t('storefront.order.pay')}
                    </RouterLink>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <PayBalance paymentPath={balance.payment_path} payable={balance.payable ?? 0} />

        <div className="sf-order-layout">
          <section className="sf-panel" aria-labelledby="order-items">
            <h2 id="order-items" className="sf-panel__title">
              {t('storefront.order.items')}
            </h2>
            <ul className="sf-summary">
              {items.map((item) => {
                const answers = summarizeAnswers(
                  item.service_id ? services.get(item.service_id) : undefined,
                  item.answers as Record<string, unknown>,
                  t,
                );
                return (
                  <li key={item.id} data-testid="order-item">
                    <span>
                      {item.quantity} × {item.service_name}
                      {item.item_number ? (
                        <span className="sf-secondary sf-small"> · {item.item_number}</span>
                      ) : null}
                      {answers.length ? (
                        <span className="sf-answers">
                          {answers.map((a) => (
                            <span key={`${a.label}:${a.value}`}>
                              {a.label}: {a.value}
                            </span>
                          ))}
                        </span>
                      ) : null}
                    </span>
                    <span className="sf-summary__amount">{money(item.total)}</span>
                  </li>
                );
              })}
            </ul>
            {order.shipping ? (
              <div className="sf-summary__line">
                <span>{t('storefront.order.shipping')}</span>
                <span>{money(order.shipping)}</span>
              </div>
            ) : null}
            <div className="sf-summary__total">
              <span>{t('storefront.order.total')}</span>
              <span>{money(order.total)}</span>
            </div>
          </section>

          <section className="sf-panel" aria-labelledby="order-timeline">
            <h2 id="order-timeline" className="sf-panel__title">
              {t('storefront.order.timeline')}
            </h2>
            {timeline.length ? (
              <ol className="sf-timeline" data-testid="order-timeline">
                {timeline.map((entry) => (
                  <li key={entry.id}>
                    <strong>{entry.to_status ? statusLabel(entry.to_status, t) : entry.message}</strong>
                    <br />
                    <span className="sf-secondary sf-small">
                      {formatDateIn(locale, entry.created_at, DateFormat.short)}{' '}
                      {formatDateIn(locale, entry.created_at, DateFormat.time)}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="sf-secondary">{t('storefront.order.nothing_yet')}</p>
            )}
          </section>
        </div>

        <section className="sf-panel" aria-labelledby="order-money">
          <h2 id="order-money" className="sf-panel__title">
            {t('storefront.order.payments')}
          </h2>
          {balance.charges.length ? (
            <ul className="sf-summary" aria-label={t('storefront.order.charges')}>
              {balance.charges.map((c) => (
                <li key={c.id}>
                  <span>
                    {sayStored(t, locale, c.title_key, c.title_params as SaidParams, c.title)}
                    <span className="sf-secondary sf-small">
                      {' '}
                      ·{' '}
                      {CHARGE_STATES.has(c.status)
                        ? t(`storefront.order.charge_state.${c.status}`)
                        : c.status}
                      {c.paid_at ? ` ${longDate(c.paid_at)}` : ''}
                    </span>
                  </span>
                  <span className="sf-summary__amount">{money(c.amount)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {balance.payments.length ? (
            <ul
              className="sf-summary"
              aria-label={t('storefront.order.payments')}
              data-testid="order-payments"
            >
              {balance.payments.map((p) => (
                <li key={p.id}>
                  <span>
                    {t(`storefront.order.subject.${p.subject satisfies Subject}`)}{' '}
                    <span className="sf-secondary sf-small">
                      · {paymentStateForCustomer(p, balance.payments)} · {longDate(p.created_at)}
                    </span>
                  </span>
                  <span className="sf-summary__amount">{money(p.amount)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="sf-secondary">{t('storefront.order.no_payment')}</p>
          )}
          <div className="sf-summary__line">
            <span>{t('storefront.order.total_with_charges')}</span>
            <span>{money(balance.total)}</span>
          </div>
          <div className="sf-summary__line">
            <span>{t('storefront.order.paid')}</span>
            <span>{money(balance.paid)}</span>
          </div>
          <div className="sf-summary__total" data-testid="order-balance">
            <span>{t('storefront.order.left')}</span>
            <span>{money(balance.balance)}</span>
          </div>
        </section>

        <OrderDocuments orderId={order.id} />

        {estimate ? (
          <section className="sf-panel" aria-labelledby="order-estimate">
            <h2 id="order-estimate" className="sf-panel__title">
              {t('storefront.order.estimate')}
            </h2>
            <p style={{ margin: 0 }}>
              {t('storefront.order.from_estimate', {
                number: estimate.estimate_no,
                amount: money(estimate.total),
              })}{' '}
              <RouterLink to={`/estimate-checkout?estimate=${estimate.id}`} className="sf-link">
                {t('storefront.order.see_estimate')}
              </RouterLink>
            </p>
          </section>
        ) : null}

        <p className="sf-row" style={{ margin: 0 }}>
          <RouterLink to={`/order-tracking/${order.order_no}`} className="sf-link">
            {t('storefront.order.share')}
          </RouterLink>
        </p>
      </div>
    </PageFrame>
  );
}
