// /estimate/thank-you/:token — the page the request lands on and the mailed link opens: the estimate number,
// its state and what happens next; once the store has quoted, the quoted items and total, and the holder of
// the link approves (it becomes an order, paid in store, with its number and a link to track it) or
// declines. The token is the credential, so a guest needs no account. Hand-built (storefront.css).
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { DateFormat } from '../../shared/format.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { CheckIcon } from '../../shell/ui/icons.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';

type Follow = components['schemas']['EstimateFollow'];

const tokenPattern = /^[A-Za-z0-9_-]{16,64}$/;

function NextSteps({ estimate }: { estimate: Follow }) {
  const { t, locale } = useStoreWords();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`estimates.follow.next_steps.${key}`, options);
  switch (estimate.status) {
    case 'requested':
      return <p data-testid="next-steps">{text(estimate.photo_count ? 'requested_photos' : 'requested')}</p>;
    case 'quoted':
      return (
        <p data-testid="next-steps">
          {text('quoted')}
          {estimate.expires_at
            ? text('quoted_until', { date: formatDateIn(locale, estimate.expires_at, DateFormat.long) })
            : ''}
        </p>
      );
    case 'approved':
    case 'converted':
      return (
        <p data-testid="next-steps">
          {estimate.order_no ? text('approved_order', { number: estimate.order_no }) : text('approved')}
        </p>
      );
    case 'declined':
      return <p data-testid="next-steps">{text('declined')}</p>;
    default:
      return <p data-testid="next-steps">{text('expired')}</p>;
  }
}

export default function EstimateThankYouPage() {
  const { t, money, locale } = useStoreWords();
  const longDate = (value: string) => formatDateIn(locale, value, DateFormat.long);
  usePageTitle(t('estimates.follow.title'));
  const { id: token = '' } = useParams();
  const justSent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  const valid = tokenPattern.test(token);
  const [state, retry, replace] = useLoad(
    valid ? () => call(api.GET('/api/v1/estimate-requests/{token}', { params: { path: { token } } })) : null,
    [token],
  );
  const [answering, setAnswering] = useState<'approve' | 'decline' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!valid || (state.status === 'failed' && state.httpStatus === 404))
    return (
      <MessagePage
        title={t('estimates.follow.not_found')}
        sentence={t('estimates.follow.not_found_hint')}
        action={
          <RouterLink to="/request-estimate" className="shell-button wl-button">
            {t('estimates.request.title')}
          </RouterLink>
        }
      />
    );
  if (state.status === 'loading')
    return (
      <PageFrame width="sm">
        <LoadingBlock label={t('estimates.follow.loading')} />
      </PageFrame>
    );
  if (state.status === 'failed')
    return (
      <PageFrame title={t('estimates.follow.title')} width="sm">
        <FailedBlock message={state.message} onRetry={retry} />
      </PageFrame>
    );
  const estimate = state.data;

  async function answer(action: 'approve' | 'decline') {
    setAnswering(action);
    setFailure(null);
    const result = await call(
      api.POST('/api/v1/estimate-requests/{token}/transitions/{action}', {
        params: { path: { token, action } },
        body: {},
      }),
    );
    setAnswering(null);
    if (result.ok) replace(result.data);
    else setFailure(result.error.message);
  }

  const approved = estimate.status === 'approved' || estimate.status === 'converted';
  return (
    <PageFrame width="sm">
      <div className="sf-thanks">
        {justSent || approved ? (
          <span aria-hidden className="sf-thanks__icon">
            <CheckIcon />
          </span>
        ) : null}
        <h1 className="sf-page__title">
          {approved
            ? t('estimates.follow.approved')
            : estimate.status === 'quoted'
              ? t('estimates.follow.quote_ready')
              : justSent && estimate.status === 'requested'
                ? t('estimates.follow.received')
                : t('estimates.follow.estimate', { number: estimate.estimate_no })}
        </h1>
        <p>
          {t('estimates.follow.number_is')}{' '}
          <strong className="sf-order-number" data-testid="estimate-number">
            {estimate.estimate_no}
          </strong>
        </p>
        <p>
          <span className="sf-chip" data-testid="estimate-state">
            {t(`estimates.state.${estimate.status}`)}
          </span>
        </p>
      </div>
      <section className="sf-panel" aria-labelledby="estimate-items">
        <h2 id="estimate-items" className="sf-panel__title">
          {estimate.status === 'requested'
            ? t('estimates.follow.your_request')
            : t('estimates.follow.the_quote')}
        </h2>
        <ul className="sf-summary">
          {estimate.items.map((item, i) => (
            <li key={i}>
              <span>
                {item.quantity} × {item.description}
              </span>
              <span className="sf-summary__amount">
                {item.unit_price === null
                  ? t('estimates.follow.not_priced')
                  : money(item.unit_price * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
        {estimate.status !== 'requested' ? (
          <div className="sf-summary__total" data-testid="estimate-total">
            <span>{t('estimates.follow.total')}</span>
            <span>{money(estimate.total)}</span>
          </div>
        ) : null}
        <p className="sf-secondary sf-small">
          {t('estimates.follow.requested_on', { date: longDate(estimate.created_at) })}
          {estimate.photo_count ? t('estimates.follow.photos', { smart_count: estimate.photo_count }) : ''}
          {estimate.quoted_at ? t('estimates.follow.quoted_on', { date: longDate(estimate.quoted_at) }) : ''}
        </p>
        <h2 className="sf-panel__title" style={{ marginTop: 24 }}>
          {t('estimates.follow.next')}
        </h2>
        <NextSteps estimate={estimate} />
        {failure ? <Notice kind="error">{failure}</Notice> : null}
        {estimate.status === 'quoted' ? (
          <div className="sf-row" style={{ marginTop: 16 }}>
            <button
              type="button"
              className="shell-button shell-button--large wl-button"
              disabled={answering !== null}
              onClick={() => void answer('approve')}
            >
              {answering === 'approve' ? t('estimates.follow.approving') : t('estimates.follow.approve')}
            </button>
            <button
              type="button"
              className="shell-button shell-button--large shell-button--outlined"
              disabled={answering !== null}
              onClick={() => void answer('decline')}
            >
              {answering === 'decline' ? t('estimates.follow.declining') : t('estimates.follow.decline')}
            </button>
          </div>
        ) : null}
      </section>
      <div className="sf-row sf-row--center" style={{ marginTop: 24 }}>
        {estimate.order_no ? (
          <RouterLink
            to={`/order-tracking/${estimate.order_no}`}
            className="shell-button shell-button--large wl-button"
          >
            {t('estimates.follow.track', { number: estimate.order_no })}
          </RouterLink>
        ) : null}
        <RouterLink to="/" className="shell-button shell-button--large">
          {t('estimates.follow.back')}
        </RouterLink>
      </div>
    </PageFrame>
  );
}
