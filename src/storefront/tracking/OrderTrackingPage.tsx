// /order-tracking/:number — the order's status timeline for anyone holding the number; the signed-in
// customer it belongs to also sees its items (is_validated). A failed lookup shows
// docs/product.md#orders-tracking's failure
// banner with the server's message for 10 seconds. Hand-built (tracking.css, ../ui/).
import { Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, call, type ApiResult } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { DateFormat } from '../../shared/format.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { sayStored, type SaidParams } from '../../shared/i18n/said.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { lazyWithReload } from '../../shell/lazy-with-reload.ts';
import { Button } from '../../shell/ui/Button.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { statusLabel } from './status-label.ts';
import './tracking.css';

type Tracking = components['schemas']['OrderTracking'];

// Only a failed lookup offers it: its own chunk keeps the page within its budget.
const TrackOrderDialog = lazyWithReload(async () => ({
  default: (await import('../track-order/TrackOrderDialog.tsx')).TrackOrderDialog,
}));
// Only the order's own customer, signed in, pays its balance or downloads its papers here: the anonymous
// tracking page (the first load, held to the hand-built page budget) does not carry them.
const PayBalance = lazyWithReload(async () => ({
  default: (await import('../account/OrderMoney.tsx')).PayBalance,
}));
const OrderDocuments = lazyWithReload(async () => ({
  default: (await import('../account/OrderMoney.tsx')).OrderDocuments,
}));

/** docs/product.md#formats-banner-timeout: banners time out after 10 seconds. */
export const BANNER_MS = 10_000;

async function track(orderNo: string, storeId: number, owner: boolean): Promise<ApiResult<Tracking>> {
  const lookup = (validated: boolean) =>
    call(
      api.GET('/api/v1/order-tracking', {
        params: {
          query: { order_no: orderNo, store_id: storeId, is_validated: validated ? 'True' : 'False' },
        },
      }),
    );
  if (owner) {
    const mine = await lookup(true);
    // Not this customer's order: the public timeline is still theirs to see.
    if (mine.ok || (mine.status !== 403 && mine.status !== 401)) return mine;
  }
  return lookup(false);
}

export default function OrderTrackingPage() {
  const { number = '' } = useParams();
  const { t } = useStoreWords();
  usePageTitle(t('storefront.tracking.title', { number }));
  const storeId = useWhiteLabel().settings?.store_id ?? null;
  const customer = Boolean(useSession()?.customer);
  const [state, retry] = useLoad(storeId === null ? null : () => track(number, storeId, customer), [
    number,
    storeId,
    customer,
  ]);
  // The failure that has been on screen for its 10 seconds; a new failure (a retry) shows again.
  const [expired, setExpired] = useState<typeof state | null>(null);
  const bannerShown = state.status === 'failed' && expired !== state;
  const [dialog, setDialog] = useState(false);

  useEffect(() => {
    if (state.status !== 'failed') return;
    const id = setTimeout(() => setExpired(state), BANNER_MS);
    return () => clearTimeout(id);
  }, [state]);

  return (
    <PageFrame title={t('storefront.tracking.title', { number })}>
      {state.status === 'loading' ? <LoadingBlock label={t('storefront.tracking.loading')} /> : null}
      {state.status === 'failed' ? (
        <>
          {bannerShown ? (
            <div className="sf-tracking__failed">
              <Notice kind="error" testId="tracking-failed">
                {state.message}
              </Notice>
            </div>
          ) : null}
          <p className="sf-secondary">{t('storefront.tracking.check_number')}</p>
          <div className="sf-row">
            <Button variant="primary" onClick={() => setDialog(true)}>
              {t('storefront.tracking.another')}
            </Button>
            <Button onClick={retry}>{t('common.state.retry')}</Button>
          </div>
          {dialog ? (
            <Suspense fallback={null}>
              <TrackOrderDialog open={dialog} onClose={() => setDialog(false)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
      {state.status === 'ready' ? (
        <TrackingView tracking={state.data} storeId={storeId!} onRefresh={retry} />
      ) : null}
    </PageFrame>
  );
}

/**
 * Where each item is, in plain words (docs/product.md#custody-tracking): in our shop, with our workshop,
 * ready … — a name (a person, a location, a vendor) only when the store chooses to show it. Nothing shows
 * while it loads or when it cannot be read: the timeline above still tells the order's state.
 */
function WhereItIs({ orderNo, storeId }: { orderNo: string; storeId: number }) {
  const [custody] = useLoad(
    () =>
      call(
        api.GET('/api/v1/custody/tracking', { params: { query: { order_no: orderNo, store_id: storeId } } }),
      ),
    [orderNo, storeId],
  );
  const { t } = useStoreWords();
  const items = custody.status === 'ready' ? (custody.data.items ?? []) : [];
  if (items.length === 0) return null;
  return (
    <section className="sf-panel" aria-labelledby="tracking-where-title" data-testid="tracking-custody">
      <h2 id="tracking-where-title" className="sf-panel__title">
        {t('storefront.tracking.where', { smart_count: items.length })}
      </h2>
      <ul className="sf-summary">
        {items.map((item) => (
          <li key={item.item_number ?? item.service_name}>
            <span>
              {item.service_name}
              <span className="sf-secondary sf-small"> · {item.item_number}</span>
            </span>
            <span className="sf-summary__amount" data-testid="custody-where">
              {t(`storefront.tracking.where_is.${item.where}`, { _: item.label })}
              {item.holder_name ? ` (${item.holder_name})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TrackingView({
  tracking,
  storeId,
  onRefresh,
}: {
  tracking: Tracking;
  storeId: number;
  onRefresh: () => void;
}) {
  const details = tracking.details;
  const { t, money, locale } = useStoreWords();
  return (
    <div className="sf-stack">
      <div className="sf-row">
        <span className="sf-chip" data-testid="tracking-status">
          {statusLabel(tracking.status, t)}
        </span>
        <span className="sf-secondary">
          {t('storefront.tracking.placed_on', {
            date: formatDateIn(locale, tracking.created_at, DateFormat.long),
          })}
        </span>
        <Button size="small" className="sf-tracking__refresh" onClick={onRefresh}>
          {t('storefront.tracking.refresh')}
        </Button>
      </div>
      {details ? (
        <Suspense fallback={null}>
          <PayBalance paymentPath={details.payment_path} payable={details.ledger?.totals.payable ?? 0} />
        </Suspense>
      ) : null}
      <WhereItIs orderNo={tracking.order_no} storeId={storeId} />
      <section className="sf-panel" aria-labelledby="tracking-timeline-title">
        <h2 id="tracking-timeline-title" className="sf-panel__title">
          {t('storefront.tracking.timeline')}
        </h2>
        <ol className="sf-timeline" data-testid="tracking-timeline">
          {tracking.timeline.map((entry, i) => (
            <li key={i}>
              <strong>{statusLabel(entry.status, t)}</strong>
              <br />
              <span>
                {sayStored(t, locale, entry.message_key, entry.message_params as SaidParams, entry.message)}
              </span>
              <br />
              <span className="sf-secondary sf-small">
                {formatDateIn(locale, entry.created_at, DateFormat.short)}{' '}
                {formatDateIn(locale, entry.created_at, DateFormat.time)}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {details ? (
        <section className="sf-panel" aria-labelledby="tracking-items-title" data-testid="tracking-details">
          <h2 id="tracking-items-title" className="sf-panel__title">
            {t('storefront.thanks.items')}
          </h2>
          <ul className="sf-summary">
            {details.items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.item_number} · {item.quantity} × {item.service_name}
                </span>
                <span className="sf-summary__amount">{money(item.total)}</span>
              </li>
            ))}
          </ul>
          <div className="sf-summary__total">
            <span>{t('storefront.summary.total')}</span>
            <span>{money(details.order.total)}</span>
          </div>
        </section>
      ) : null}
      {details ? (
        <Suspense fallback={null}>
          <OrderDocuments orderId={details.order.id} />
        </Suspense>
      ) : null}
    </div>
  );
}
