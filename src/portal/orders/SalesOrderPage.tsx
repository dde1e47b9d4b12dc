// /portal/sales-order/:id — one order as the counter works it: its state and the actions the machine
// allows this user, the customer and location, the items with their option answers (and their work
// orders and job tickets), the Payments panel (the order's ledger: PaymentsPanel.tsx), extra charges, the timeline and internal comments.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Link, Stack, Typography } from '@mui/material';
import { AccessDenied, useBasename, useTranslate } from 'react-admin';
import { salesOrderMachine, workAtVendor } from '../../shared/state-machines.ts';
import { canAccessSection } from '../resources/registry.ts';
import { may } from '../../shared/permission-registry.ts';
import { useSession } from '../use-session.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { Comments } from './Comments.tsx';
import { CustomerReply } from './CustomerReply.tsx';
import { ExtraCharges } from './ExtraCharges.tsx';
import { PaymentsPanel } from './PaymentsPanel.tsx';
import { IntakeDialog } from './IntakeDialog.tsx';
import { OrderFeedback } from './OrderFeedback.tsx';
import { OrderItems } from './OrderItems.tsx';
import { Section } from './Section.tsx';
import { useRecordPage } from './use-record-page.tsx';
import { StatusChip } from './StatusChip.tsx';
import { Timeline } from './Timeline.tsx';
import { OrderCustody } from './CustodyHistory.tsx';
import { OrderPaper } from './OrderPaper.tsx';
import { RecordLayout } from './RecordLayout.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';
import { listQuery, useGet } from '../../shell/data/use-load.ts';

export function SalesOrderPage() {
  const { allowed, id, record: order, pending } = useRecordPage('sales_order');
  const timeline = useGet('/api/v1/sales-orders/{id}/timeline', id ? { path: { id } } : null);
  const session = useSession();
  const words = usePortalWords();
  const { translate, money: formatMoney } = words;
  const work = useGet(
    '/api/v1/work-orders',
    id && canAccessSection(session?.role, 'work-orders', 'list')
      ? { query: listQuery({ sales_order_id: id }) }
      : null,
  );
  // The header's money is the ledger's (docs/product.md#payments-ledger): the price with its charges.
  const ledger = useGet('/api/v1/sales-orders/{id}/ledger', id ? { path: { id } } : null);
  // Whether the customer opted in to texts, for the reply's channels (docs/product.md#messages-replies).
  const customerId = order.data?.customer_id;
  const customer = useGet(
    '/api/v1/customers/{id}',
    customerId && canAccessSection(session?.role, 'customers', 'show') ? { path: { id: customerId } } : null,
  );
  const [receiving, setReceiving] = useState(false);
  const [, setSearch] = useSearchParams();
  if (!allowed) return <AccessDenied />;
  const refresh = () => {
    order.reload();
    timeline.reload();
    ledger.reload();
  };
  const money = ledger.data?.totals;
  const o = order.data;
  if (!o) return pending();
  const facts = { storeId: o.store_id, locationId: o.location_id };
  // docs/product.md#orders-ready-after-vendor: not ready while an item is still at the vendor.
  const away = workAtVendor(work.data ?? []);
  return (
    <RecordLayout
      testId="sales-order-page"
      title={translate('portal.orders.order_title', { number: o.order_no })}
      status={
        <Stack direction="row" spacing={1}>
          <StatusChip status={o.status} />
          <StatusChip status={o.payment_status} of="payment" />
        </Stack>
      }
      figures={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('portal.orders.placed_at', {
            date: words.shortDate(o.created_at),
            time: words.time(o.created_at),
          })}{' '}
          · {translate(`portal.orders.channel.${o.channel ?? 'storefront'}`)} ·{' '}
          {translate('portal.orders.item_count', { smart_count: o.item_count ?? 0 })} ·{' '}
          <span data-testid="order-header-total">
            {translate('portal.orders.total', { amount: formatMoney(money ? money.charged : o.total) })}
            {money
              ? ` · ${
                  money.balance < 0
                    ? translate('portal.orders.owed_back_of', { amount: formatMoney(-money.balance) })
                    : translate('portal.orders.balance_of', { amount: formatMoney(money.balance) })
                }`
              : ''}
          </span>
        </Typography>
      }
      actions={
        <>
          <TransitionButtons
            machine={salesOrderMachine}
            path="sales-orders"
            id={o.id}
            state={o.status}
            facts={facts}
            onDone={refresh}
            labels={{ receive: translate('portal.orders.receive_items') }}
            opensForm={{ receive: () => setReceiving(true) }}
            withheld={away.length ? ['mark_ready'] : []}
          >
            {away.length && o.status === 'in_progress' ? (
              <Typography variant="body2" color="text.secondary" data-testid="ready-waits">
                {translate('portal.orders.ready_waits', {
                  smart_count: away.length,
                  items: away.map((w) => w.item_number).join(', '),
                })}
              </Typography>
            ) : null}
          </TransitionButtons>
          <IntakeDialog
            order={o}
            open={receiving}
            onClose={() => setReceiving(false)}
            onDone={() => {
              setReceiving(false);
              refresh();
              // The deposit is taken at intake: the Payments panel opens its dialog when one is due.
              setSearch({ take: 'deposit' }, { replace: true });
            }}
          />
        </>
      }
      side={
        <>
          <Section title={translate('portal.orders.customer')}>
            <Typography sx={{ fontWeight: 600 }}>{o.customer_name}</Typography>
            {o.customer_email ? <Typography variant="body2">{o.customer_email}</Typography> : null}
            {o.customer_phone ? <Typography variant="body2">{o.customer_phone}</Typography> : null}
            {o.note ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('portal.orders.note', { note: o.note })}
              </Typography>
            ) : null}
          </Section>
          <LocationCard locationId={o.location_id} />
        </>
      }
      timeline={
        <Section
          title={translate('portal.orders.timeline')}
          loading={timeline.loading}
          error={timeline.error}
          testId="order-timeline"
        >
          <Timeline entries={timeline.data ?? []} />
        </Section>
      }
    >
      <OrderPaper
        order={o}
        // The documents follow the order's state (the invoice once completed) and its payments (a receipt each).
        revision={`${o.status}:${ledger.data?.rows.length ?? 0}`}
        onChange={refresh}
      />
      <OrderItems order={o} onChange={refresh} />
      <PaymentsPanel order={o} ledger={ledger} onChange={refresh} />
      <ExtraCharges order={o} onChange={refresh} />
      <OrderFeedback orderId={o.id} status={o.status} />
      <OrderCustody order={o} onChange={refresh} />
      {may(session?.role, 'sales-orders:message-customer') ? (
        <CustomerReply
          key={`${o.id}-${customer.data?.sms_opt_in ?? 'unknown'}`}
          orderId={o.id}
          canText={customer.data ? customer.data.sms_opt_in === true : true}
          onSent={() => timeline.reload()}
        />
      ) : null}
      <Comments orderId={o.id} />
    </RecordLayout>
  );
}

function LocationCard({ locationId }: { locationId: number | null | undefined }) {
  const basename = useBasename();
  const translate = useTranslate();
  const location = useGet('/api/v1/locations/{id}', locationId ? { path: { id: locationId } } : null);
  return (
    <Section
      title={translate('portal.orders.location')}
      loading={!!locationId && location.loading}
      error={location.error}
    >
      {locationId ? (
        <Link component={RouterLink} to={`${basename}/location/${locationId}`}>
          {location.data?.name ?? translate('portal.orders.location_number', { id: locationId })}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('portal.orders.no_location')}
        </Typography>
      )}
    </Section>
  );
}
