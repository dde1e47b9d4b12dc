// /estimate-checkout?estimate=:id — the quote from the mail: the quoted items and total; approve (it becomes
// an order, paid in store) or decline. Only the customer it belongs to sees it. Hand-built (checkout.css,
// the shell's ui/): no styling library.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { rememberPath } from '../../client/session.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { useSession } from '../../shell/use-session.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { Button, ButtonLink } from '../../shell/ui/Button.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import '../checkout/checkout.css';

async function loadEstimate(id: number) {
  const estimate = await call(api.GET('/api/v1/estimates/{id}', { params: { path: { id } } }));
  if (!estimate.ok) return estimate;
  const items = await call(api.GET('/api/v1/estimates/{id}/items', { params: { path: { id } } }));
  if (!items.ok) return items;
  return { ...estimate, data: { estimate: estimate.data, items: items.data } };
}

export default function EstimateCheckoutPage() {
  const { t, money } = useStoreWords();
  usePageTitle(t('estimates.follow.title'));
  const id = Number(useSearchParams()[0].get('estimate'));
  const session = useSession();
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const [state, retry] = useLoad(valid && session?.customer ? () => loadEstimate(id) : null, [
    id,
    session?.customer?.id,
  ]);
  const [acting, setActing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!session?.customer)
    return (
      <MessagePage
        title={t('estimates.answer.log_in_title')}
        sentence={t('estimates.answer.log_in_hint')}
        action={
          <ButtonLink
            to="/login"
            onClick={() => rememberPath(`/estimate-checkout?estimate=${id}`)}
            variant="primary"
          >
            {t('estimates.answer.log_in')}
          </ButtonLink>
        }
      />
    );
  if (!valid)
    return <MessagePage title={t('estimates.answer.none')} sentence={t('estimates.answer.none_hint')} />;
  if (state.status === 'loading')
    return (
      <PageFrame title={t('estimates.follow.title')}>
        <LoadingBlock label={t('estimates.follow.loading')} />
      </PageFrame>
    );
  if (state.status === 'failed')
    return (
      <PageFrame title={t('estimates.follow.title')}>
        <FailedBlock message={state.message} onRetry={retry} />
      </PageFrame>
    );
  const { estimate, items } = state.data;

  async function act(action: 'approve' | 'decline') {
    setActing(true);
    setFailure(null);
    const run = (a: 'approve' | 'decline' | 'convert') =>
      call(
        api.POST('/api/v1/estimates/{id}/transitions/{action}', {
          params: { path: { id, action: a } },
          body: {},
        }),
      );
    const first = await run(action);
    const converted = first.ok && action === 'approve' ? await run('convert') : first;
    setActing(false);
    if (!converted.ok) {
      setFailure(converted.error.message);
      return;
    }
    // The approved estimate is now an order: its page in My account shows it (and what is left to pay).
    if (action === 'approve' && converted.data.sales_order_id)
      navigate(`/myaccount/orders/${converted.data.sales_order_id}`);
    else if (action === 'approve') navigate('/myaccount/orders');
    else retry();
  }

  return (
    <PageFrame title={t('estimates.follow.estimate', { number: estimate.estimate_no })}>
      <section className="sf-panel" aria-label={t('estimates.answer.the_quote')}>
        <p className="sf-estimate-checkout__state">
          <span className="sf-chip" data-testid="estimate-status">
            {t(`estimates.state.${estimate.status}`)}
          </span>
        </p>
        <ul className="sf-summary">
          {items.map((item) => (
            <li key={item.id}>
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
        <div className="sf-summary__total">
          <span>{t('estimates.follow.total')}</span>
          <span className="sf-summary__amount">{money(estimate.total)}</span>
        </div>
        <div aria-live="assertive">
          {failure ? (
            <div className="sf-estimate-checkout__failure">
              <Notice kind="error">{failure}</Notice>
            </div>
          ) : null}
        </div>
        {estimate.status === 'quoted' ? (
          <div className="sf-row sf-estimate-checkout__actions">
            <Button variant="primary" size="large" disabled={acting} onClick={() => void act('approve')}>
              {acting ? <Spinner /> : null}
              {t('estimates.follow.approve')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              className="sf-button--danger"
              disabled={acting}
              onClick={() => void act('decline')}
            >
              {t('estimates.follow.decline')}
            </Button>
          </div>
        ) : (
          <p className="sf-secondary sf-estimate-checkout__note">
            {estimate.status === 'requested'
              ? t('estimates.answer.pricing')
              : t(`estimates.answer.closed.${estimate.status}`)}
          </p>
        )}
      </section>
    </PageFrame>
  );
}
