// /estimate/thank-you/:token — the page the request lands on and the mailed link opens: the estimate number,
// its state and what happens next; once the store has quoted, the quoted items and total, and the holder of
// the link approves (it becomes an order, paid in store, with its number and a link to track it) or
// declines. The token is the credential, so a guest needs no account. Hand-built (storefront.css).
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { formatLongDate, formatMoney } from '../../shared/format.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { CheckIcon } from '../../shell/ui/icons.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';

type Follow = components['schemas']['EstimateFollow'];

const tokenPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** The state as the customer reads it. */
export const estimateStateLabel: Record<Follow['status'], string> = {
  requested: 'Waiting for a price',
  quoted: 'Quoted — waiting for your answer',
  approved: 'Approved',
  converted: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
};

function NextSteps({ estimate }: { estimate: Follow }) {
  switch (estimate.status) {
    case 'requested':
      return (
        <p data-testid="next-steps">
          The store looks at your request{estimate.photo_count ? ' and photos' : ''} and mails you a price
          with a link back to this page. Nothing is charged until you approve it.
        </p>
      );
    case 'quoted':
      return (
        <p data-testid="next-steps">
          Approve to turn the quote into an order: bring or send your item to the store and pay when you
          collect it.
          {estimate.expires_at ? ` The quote stands until ${formatLongDate(estimate.expires_at)}.` : ''}
        </p>
      );
    case 'approved':
    case 'converted':
      return (
        <p data-testid="next-steps">
          {estimate.order_no
            ? `Bring or send your item to the store and mention order ${estimate.order_no}. You pay in store; we mail you at every step.`
            : 'The store prepares your order and mails you its number.'}
        </p>
      );
    case 'declined':
      return <p data-testid="next-steps">You declined this quote. Nothing is charged.</p>;
    default:
      return (
        <p data-testid="next-steps">
          This quote has expired. Ask for a new estimate if you still need the work.
        </p>
      );
  }
}

export default function EstimateThankYouPage() {
  usePageTitle('Your estimate');
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
        title="We cannot find this estimate"
        sentence="Open the link from your estimate email, or ask for a new estimate."
        action={
          <RouterLink to="/request-estimate" className="shell-button wl-button">
            Request an estimate
          </RouterLink>
        }
      />
    );
  if (state.status === 'loading')
    return (
      <PageFrame width="sm">
        <LoadingBlock label="Loading your estimate" />
      </PageFrame>
    );
  if (state.status === 'failed')
    return (
      <PageFrame title="Your estimate" width="sm">
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
            ? 'Thank you — your estimate is approved'
            : estimate.status === 'quoted'
              ? 'Your quote is ready'
              : justSent && estimate.status === 'requested'
                ? 'Thank you — we received your request'
                : `Estimate ${estimate.estimate_no}`}
        </h1>
        <p>
          Your estimate number is{' '}
          <strong className="sf-order-number" data-testid="estimate-number">
            {estimate.estimate_no}
          </strong>
        </p>
        <p>
          <span className="sf-chip" data-testid="estimate-state">
            {estimateStateLabel[estimate.status]}
          </span>
        </p>
      </div>
      <section className="sf-panel" aria-labelledby="estimate-items">
        <h2 id="estimate-items" className="sf-panel__title">
          {estimate.status === 'requested' ? 'Your request' : 'The quote'}
        </h2>
        <ul className="sf-summary">
          {estimate.items.map((item, i) => (
            <li key={i}>
              <span>
                {item.quantity} × {item.description}
              </span>
              <span className="sf-summary__amount">
                {item.unit_price === null ? 'Not priced yet' : formatMoney(item.unit_price * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
        {estimate.status !== 'requested' ? (
          <div className="sf-summary__total" data-testid="estimate-total">
            <span>Total</span>
            <span>{formatMoney(estimate.total)}</span>
          </div>
        ) : null}
        <p className="sf-secondary sf-small">
          Requested {formatLongDate(estimate.created_at)}
          {estimate.photo_count
            ? ` · ${estimate.photo_count} photo${estimate.photo_count === 1 ? '' : 's'}`
            : ''}
          {estimate.quoted_at ? ` · quoted ${formatLongDate(estimate.quoted_at)}` : ''}
        </p>
        <h2 className="sf-panel__title" style={{ marginTop: 24 }}>
          What happens next
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
              {answering === 'approve' ? 'Approving…' : 'Approve (pay in store)'}
            </button>
            <button
              type="button"
              className="shell-button shell-button--large shell-button--outlined"
              disabled={answering !== null}
              onClick={() => void answer('decline')}
            >
              {answering === 'decline' ? 'Declining…' : 'Decline'}
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
            Track order {estimate.order_no}
          </RouterLink>
        ) : null}
        <RouterLink to="/" className="shell-button shell-button--large">
          Back to the services
        </RouterLink>
      </div>
    </PageFrame>
  );
}
