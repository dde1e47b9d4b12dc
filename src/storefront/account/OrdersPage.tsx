// /myaccount/orders — the customer's orders, newest first, with status, date and total; each opens its page
// (/myaccount/orders/:id: timeline, items, payments, charges to pay); quoted estimates wait above them.
// Hand-built (account.css): at 375 px the number and the price share the first line, the date and the
// status the second, so no price is pushed inwards.
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { Link as RouterLink } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { DateFormat } from '../../shared/format.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { ButtonLink } from '../../shell/ui/Button.tsx';
import { ReceiptIcon } from '../../shell/ui/icons.tsx';
import { statusLabel } from '../tracking/status-label.ts';
import { QuotedEstimates } from './QuotedEstimates.tsx';
import './account.css';

export default function OrdersPage() {
  const { t, money, locale } = useStoreWords();
  usePageTitle(t('storefront.account.my_orders'));
  const [orders, retry] = useLoad(
    () =>
      call(
        api.GET('/api/v1/sales-orders', {
          params: { query: { sort: '["created_at","DESC"]', range: '[0,49]' } },
        }),
      ),
    [],
  );
  if (orders.status === 'loading')
    return (
      <PageFrame title={t('storefront.account.my_orders')}>
        <LoadingBlock label={t('storefront.orders.loading')} />
      </PageFrame>
    );
  if (orders.status === 'failed')
    return (
      <PageFrame title={t('storefront.account.my_orders')}>
        <FailedBlock message={t('storefront.orders.failed', { error: orders.message })} onRetry={retry} />
      </PageFrame>
    );
  if (orders.data.length === 0)
    return (
      <>
        <QuotedEstimates framed />
        <MessagePage
          icon={<ReceiptIcon />}
          title={t('storefront.orders.none')}
          sentence={t('storefront.orders.none_hint')}
          action={
            <ButtonLink to="/" variant="primary">
              {t('storefront.orders.browse')}
            </ButtonLink>
          }
        />
      </>
    );
  return (
    <PageFrame title={t('storefront.account.my_orders')}>
      <RouterLink to="/myaccount" className="sf-link sf-back">
        {t('storefront.account.back')}
      </RouterLink>
      <QuotedEstimates />
      <ul className="sf-list">
        {orders.data.map((o) => (
          <li key={o.id} data-testid="account-order">
            <RouterLink to={`/myaccount/orders/${o.id}`} className="sf-order-row">
              <span className="sf-order-row__number">{o.order_no}</span>
              <span className="sf-order-row__meta sf-secondary sf-small">
                {formatDateIn(locale, o.created_at, DateFormat.short)} ·{' '}
                {t('storefront.orders.items', { smart_count: o.item_count })}
              </span>
              <span className="sf-chip sf-order-row__status">{statusLabel(o.status, t)}</span>
              <span className="sf-order-row__price">{money(o.total)}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
