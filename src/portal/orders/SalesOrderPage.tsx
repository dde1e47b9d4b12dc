// /portal/sales-order/:id — one order as the counter works it: its state and the actions the machine
// allows this user, the customer and location, the items with their option answers (and their work
// orders and job tickets), payments and the balance, extra charges, the timeline and internal comments.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { AccessDenied, Title, useBasename } from 'react-admin';
import { formatMoney, formatShortDate, formatTime } from '../../shared/format.ts';
import { paymentMethodLabel, paymentStatusLabel, settledWithoutMoney } from '../../shared/payment-status.ts';
import { salesOrderMachine, workAtVendor } from '../../shared/state-machines.ts';
import { canAccessSection } from '../resources/registry.ts';
import { useSession } from '../use-session.ts';
import { mayEditSalesOrders } from './order-access.ts';
import { Comments } from './Comments.tsx';
import { ExtraCharges } from './ExtraCharges.tsx';
import { IntakeDialog } from './IntakeDialog.tsx';
import { OrderFeedback } from './OrderFeedback.tsx';
import { OrderItems } from './OrderItems.tsx';
import { Section } from './Section.tsx';
import { useRecordPage } from './use-record-page.tsx';
import { useAction } from './use-action.ts';
import { StatusChip } from './StatusChip.tsx';
import { Timeline } from './Timeline.tsx';
import { OrderCustody } from './CustodyHistory.tsx';
import { OrderPaper } from './OrderPaper.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';
import type { Schema } from '../../client/schemas.ts';
import { listQuery, useGet, type ApiState } from '../../shell/data/use-load.ts';
import { TableScroll } from './TableScroll.tsx';

export function SalesOrderPage() {
  const { allowed, id, record: order, pending } = useRecordPage('sales_order');
  const timeline = useGet('/api/v1/sales-orders/{id}/timeline', id ? { path: { id } } : null);
  const payments = useGet('/api/v1/sales-orders/{id}/payments', id ? { path: { id } } : null);
  const session = useSession();
  const work = useGet(
    '/api/v1/work-orders',
    id && canAccessSection(session?.role, 'work-orders', 'list')
      ? { query: listQuery({ sales_order_id: id }) }
      : null,
  );
  const [receiving, setReceiving] = useState(false);
  if (!allowed) return <AccessDenied />;
  const refresh = () => {
    order.reload();
    timeline.reload();
    payments.reload();
  };
  const o = order.data;
  if (!o) return pending('Sales order');
  const facts = { storeId: o.store_id, locationId: o.location_id };
  // docs/product.md#orders-ready-after-vendor: not ready while an item is still at the vendor.
  const away = workAtVendor(work.data ?? []);
  return (
    <Box sx={{ mt: 2 }} data-testid="sales-order-page">
      <Title title={`Order ${o.order_no}`} />
      <Stack spacing={2}>
        <Section
          title={`Order ${o.order_no}`}
          action={
            <Stack direction="row" spacing={1}>
              <StatusChip status={o.status} />
              <StatusChip status={o.payment_status} label="payment" />
            </Stack>
          }
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Placed {formatShortDate(o.created_at)} at {formatTime(o.created_at)} · {o.channel ?? 'storefront'}{' '}
            · {o.item_count ?? 0} item(s) · total {formatMoney(o.total)}
          </Typography>
          <TransitionButtons
            machine={salesOrderMachine}
            path="sales-orders"
            id={o.id}
            state={o.status}
            facts={facts}
            onDone={refresh}
            labels={{ receive: 'Receive items' }}
            opensForm={{ receive: () => setReceiving(true) }}
            withheld={away.length ? ['mark_ready'] : []}
          >
            {away.length && o.status === 'in_progress' ? (
              <Typography variant="body2" color="text.secondary" data-testid="ready-waits">
                Ready once {away.map((w) => w.item_number).join(', ')} {away.length === 1 ? 'is' : 'are'} back
                from the vendor.
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
            }}
          />
        </Section>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Customer">
              <Typography sx={{ fontWeight: 600 }}>{o.customer_name}</Typography>
              {o.customer_email ? <Typography variant="body2">{o.customer_email}</Typography> : null}
              {o.customer_phone ? <Typography variant="body2">{o.customer_phone}</Typography> : null}
              {o.note ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Note: {o.note}
                </Typography>
              ) : null}
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LocationCard locationId={o.location_id} />
          </Grid>
        </Grid>
        <OrderPaper order={o} onChange={refresh} />
        <OrderItems order={o} onChange={refresh} />
        <PaymentsCard order={o} payments={payments} onChange={refresh} />
        <ExtraCharges order={o} onChange={refresh} />
        <OrderFeedback orderId={o.id} status={o.status} />
        <Section title="Timeline" loading={timeline.loading} error={timeline.error} testId="order-timeline">
          <Timeline entries={timeline.data ?? []} />
        </Section>
        <OrderCustody orderId={o.id} />
        <Comments orderId={o.id} />
      </Stack>
    </Box>
  );
}

function LocationCard({ locationId }: { locationId: number | null | undefined }) {
  const basename = useBasename();
  const location = useGet('/api/v1/locations/{id}', locationId ? { path: { id: locationId } } : null);
  return (
    <Section title="Location" loading={!!locationId && location.loading} error={location.error}>
      {locationId ? (
        <Link component={RouterLink} to={`${basename}/location/${locationId}`}>
          {location.data?.name ?? `Location ${locationId}`}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No location chosen.
        </Typography>
      )}
    </Section>
  );
}

/** What an outcome that took no money means, beside its status (not an error: the order moved on). */
const paymentStatusNote = {
  expired: 'card page left unpaid',
  voided: 'paid by card instead',
} as const;

function PaymentsCard(props: {
  order: Schema<'SalesOrder'>;
  payments: ApiState<Schema<'Payment'>[]>;
  onChange: () => void;
}) {
  const { order, payments, onChange } = props;
  const session = useSession();
  const { busy, error, run } = useAction();
  const list = payments.data ?? [];
  const collected = list.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0);
  const refunded = list.filter((p) => p.status === 'refunded').reduce((sum, p) => sum + p.amount, 0);
  // Expired card attempts and voided pay-in-store promises took nothing and owe nothing.
  const due = list
    .filter((p) => p.status !== 'refunded' && !settledWithoutMoney.includes(p.status))
    .reduce((sum, p) => sum + p.amount, 0);
  const owed = Math.max(order.total, due);
  const balance = Math.max(0, owed - collected);
  const canMarkPaid =
    mayEditSalesOrders(session?.role) &&
    order.payment_status !== 'paid' &&
    order.payment_status !== 'refunded' &&
    !['cancelled', 'refunded'].includes(order.status);
  const markPaid = () =>
    run(async () => {
      await send(
        api.POST('/api/v1/sales-orders/{id}/mark-paid', {
          params: { path: { id: order.id }, header: { 'idempotency-key': crypto.randomUUID() } },
        }),
      );
      onChange();
    });
  return (
    <Section
      title="Payments"
      loading={payments.loading}
      error={payments.error}
      testId="order-payments"
      action={
        canMarkPaid ? (
          <Button variant="outlined" onClick={() => void markPaid()} disabled={busy}>
            Mark paid
          </Button>
        ) : null
      }
    >
      <Stack direction="row" spacing={3} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
        <Figure label="Collected" value={formatMoney(collected)} />
        <Figure label="Balance" value={formatMoney(balance)} testId="order-balance" />
        {refunded ? <Figure label="Refunded" value={formatMoney(refunded)} /> : null}
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {list.length ? (
        <TableScroll>
          <Table size="small" aria-label="Payments">
            <TableHead>
              <TableRow>
                <TableCell>For</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>When</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.subject.replace(/_/g, ' ')}</TableCell>
                  <TableCell>{paymentMethodLabel[p.method] ?? p.method}</TableCell>
                  <TableCell>
                    {paymentStatusLabel[p.status]}
                    {p.status === 'expired' || p.status === 'voided' ? (
                      <Typography variant="caption" color="text.secondary" component="span">
                        {' '}
                        · {paymentStatusNote[p.status]}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{formatMoney(p.amount)}</TableCell>
                  <TableCell>{p.created_at ? formatShortDate(p.created_at) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No payment yet.
        </Typography>
      )}
    </Section>
  );
}

export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
