// /myaccount/orders — the customer's orders, newest first, with status, date and total; each opens its page
// (/myaccount/orders/:id: timeline, items, payments, charges to pay); quoted estimates wait above them.
// Hand-built (account.css): at 375 px the number and the price share the first line, the date and the
// status the second, so no price is pushed inwards.
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { Link as RouterLink } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { DateFormat, formatDate, formatMoney } from '../../shared/format.ts';
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
  const { t } = useStoreWords();
  usePageTitle('My orders');
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
      <PageFrame title="My orders">
        <LoadingBlock label="Loading your orders" />
      </PageFrame>
    );
  if (orders.status === 'failed')
    return (
      <PageFrame title="My orders">
        <FailedBlock message={`We could not load your orders. ${orders.message}`} onRetry={retry} />
      </PageFrame>
    );
  if (orders.data.length === 0)
    return (
      <>
        <QuotedEstimates framed />
        <MessagePage
          icon={<ReceiptIcon />}
          title="No orders yet"
          sentence="When you place an order, you can follow it here."
          action={
            <ButtonLink to="/" variant="primary">
              Browse services
            </ButtonLink>
          }
        />
      </>
    );
  return (
    <PageFrame title="My orders">
      <RouterLink to="/myaccount" className="sf-link sf-back">
        ← My account
      </RouterLink>
      <QuotedEstimates />
      <ul className="sf-list">
        {orders.data.map((o) => (
          <li key={o.id} data-testid="account-order">
            <RouterLink to={`/myaccount/orders/${o.id}`} className="sf-order-row">
              <span className="sf-order-row__number">{o.order_no}</span>
              <span className="sf-order-row__meta sf-secondary sf-small">
                {formatDate(o.created_at, DateFormat.short)} · {o.item_count}{' '}
                {o.item_count === 1 ? 'item' : 'items'}
              </span>
              <span className="sf-chip sf-order-row__status">{statusLabel(o.status, t)}</span>
              <span className="sf-order-row__price">{formatMoney(o.total)}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
