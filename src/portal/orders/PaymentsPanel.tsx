// The Payments panel of a sales order (docs/product.md#payments-ledger): the order's one ledger — its price,
// charges, deposits, payments and refunds, one row each — and its figures as the server derives them, never
// added up here. The counter takes a deposit or a part payment (cash, card in store, or a payment link
// mailed to the customer; docs/product.md#payments-part-payments), refunds a payment whole or part
// (docs/product.md#payments-refunds), and — with the permission — hands an item over with money owed
// (docs/product.md#payments-pickup-balance). Each dialog sends one Idempotency-Key, so a double click takes
// or refunds once.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { formatMoney, formatShortDate } from '../../shared/format.ts';
import { may } from '../../shared/permission-registry.ts';
import { paymentMethodLabel, paymentStatusLabel } from '../../shared/payment-status.ts';
import type { Schema } from '../../client/schemas.ts';
import type { ApiState } from '../../shell/data/use-load.ts';
import { useSession } from '../use-session.ts';
import { Section } from './Section.tsx';
import { TableScroll } from './TableScroll.tsx';
import { useAction } from './use-action.ts';
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';
import { transition } from './transition-request.ts';

type Ledger = Schema<'OrderLedger'>;
type Row = Ledger['rows'][number];

const kindLabel: Record<Row['kind'], string> = {
  order: 'Order',
  extra_charge: 'Extra charge',
  additional_charge: 'Additional charge',
  deposit: 'Deposit',
  payment: 'Payment',
  refund: 'Refund',
  cancellation: 'Cancellation',
};

const counterMethods = [
  { value: 'cash', label: 'Cash' },
  { value: 'card_present', label: 'Card in store' },
  { value: 'link', label: 'Send a payment link' },
] as const;

const signed = (effect: number) =>
  effect === 0 ? '—' : effect > 0 ? `+${formatMoney(effect)}` : `−${formatMoney(-effect)}`;

const rowStatus = (row: Row) =>
  row.kind === 'deposit' || row.kind === 'payment'
    ? (paymentStatusLabel[row.status as keyof typeof paymentStatusLabel] ?? row.status)
    : row.status.replace(/_/g, ' ');

/**
 * `ledger` is the page's own load of the order's ledger (SalesOrderPage.tsx): one load, so a transition, a
 * payment or a signature that reloads the page shows the same figures in the header and here.
 */
export function PaymentsPanel({
  order,
  ledger,
  onChange,
}: {
  order: Schema<'SalesOrder'>;
  ledger: ApiState<Ledger>;
  onChange: () => void;
}) {
  const session = useSession();
  const at = order.location_id ?? undefined;
  const [dialog, setDialog] = useState<'pay' | 'refund' | 'handover' | null>(null);
  const l = ledger.data;
  const t = l?.totals;
  const open = !['cancelled', 'refunded'].includes(order.status);
  const mayTake = may(session?.role, 'sales-orders:take-payment', at) && open && (t?.payable ?? 0) > 0;
  const mayRefund = may(session?.role, 'sales-orders:refund-payment', at) && (t?.refundable ?? 0) > 0;
  const mayHandOver =
    order.status === 'ready' &&
    (t?.balance ?? 0) > 0 &&
    may(session?.role, 'sales-orders:complete-with-balance', at);
  // At intake and after a counter order the page asks for the deposit (?take=deposit): the dialog is open
  // while the ledger says one is due (docs/product.md#payments-deposits), until it is closed.
  const [search, setSearch] = useSearchParams();
  const askDeposit = search.get('take') === 'deposit';
  const shown = dialog ?? (askDeposit && mayTake && t && t.deposit_due > 0 ? 'pay' : null);
  const close = () => {
    setDialog(null);
    if (askDeposit)
      setSearch(
        (params) => {
          params.delete('take');
          return params;
        },
        { replace: true },
      );
  };
  const done = () => {
    close();
    onChange();
  };
  return (
    <Section
      title="Payments"
      loading={ledger.loading}
      error={ledger.error}
      onRetry={ledger.reload}
      testId="order-payments"
      action={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {mayTake ? (
            <Button variant="contained" onClick={() => setDialog('pay')}>
              {t && t.deposit_due > 0 ? 'Take deposit' : 'Take payment'}
            </Button>
          ) : null}
          {mayRefund ? (
            <Button variant="outlined" onClick={() => setDialog('refund')}>
              Refund
            </Button>
          ) : null}
          {mayHandOver ? (
            <Button variant="outlined" color="warning" onClick={() => setDialog('handover')}>
              Hand over with balance
            </Button>
          ) : null}
        </Stack>
      }
    >
      {t ? (
        <Stack direction="row" sx={{ mb: 1.5, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Figure label="Charged" value={formatMoney(t.charged)} />
          <Figure label="Paid" value={formatMoney(t.paid)} testId="order-paid" />
          {t.refunded ? <Figure label="Refunded" value={formatMoney(t.refunded)} /> : null}
          <Figure
            label={t.balance < 0 ? 'Owed to the customer' : 'Balance'}
            value={formatMoney(Math.abs(t.balance))}
            testId="order-balance"
          />
          {t.deposit_required ? (
            <Figure
              label={t.deposit_due > 0 ? 'Deposit due' : 'Deposit'}
              value={formatMoney(t.deposit_due > 0 ? t.deposit_due : t.deposit_required)}
              testId="order-deposit"
            />
          ) : null}
        </Stack>
      ) : null}
      {t && t.open_charges > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {formatMoney(t.open_charges)} of charges still requested: each is paid on its own (below).
        </Typography>
      ) : null}
      {t && t.deposit_retained > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The deposit of {formatMoney(t.deposit_retained)} is kept: this store's deposits are not refundable.
        </Typography>
      ) : null}
      {l ? <LedgerTable rows={l.rows} /> : null}
      {shown === 'pay' && l ? <TakePaymentDialog ledger={l} onClose={close} onDone={done} /> : null}
      {shown === 'refund' && l ? <RefundDialog ledger={l} onClose={close} onDone={done} /> : null}
      {shown === 'handover' && l ? <HandOverDialog ledger={l} onClose={close} onDone={done} /> : null}
    </Section>
  );
}

function LedgerTable({ rows }: { rows: Row[] }) {
  return (
    <TableScroll>
      <Table size="small" aria-label="Ledger" data-testid="order-ledger">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance effect</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-kind={row.kind}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(row.at)}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }} component="span">
                  {kindLabel[row.kind]}
                </Typography>{' '}
                <Typography variant="body2" component="span" color="text.secondary">
                  {row.description}
                  {row.note ? ` · ${row.note}` : ''}
                </Typography>
              </TableCell>
              <TableCell>{rowStatus(row)}</TableCell>
              <TableCell align="right">{formatMoney(row.amount)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {signed(row.effect)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** A new key per dialog: a double submit of the same dialog is one payment or refund. */
const newKey = () => crypto.randomUUID();

function TakePaymentDialog(props: { ledger: Ledger; onClose: () => void; onDone: () => void }) {
  const { ledger, onClose, onDone } = props;
  const t = ledger.totals;
  const depositFirst = t.deposit_due > 0;
  const [amount, setAmount] = useState(String(depositFirst ? t.deposit_due : t.payable));
  const [method, setMethod] = useState<'cash' | 'card_present' | 'link'>('cash');
  const [isDeposit, setIsDeposit] = useState(depositFirst);
  const [note, setNote] = useState('');
  const [key] = useState(newKey);
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const value = Number(amount);
  const amountError =
    amount.trim() === '' || !Number.isFinite(value) || value <= 0
      ? 'Enter an amount above 0'
      : value > t.payable
        ? `At most the balance, ${formatMoney(t.payable)}`
        : null;
  const submit = () =>
    run(async () => {
      const result = await send(
        api.POST('/api/v1/sales-orders/{id}/ledger/payments', {
          params: { path: { id: ledger.order_id }, header: { 'idempotency-key': key } },
          body:
            method === 'link'
              ? { amount: t.payable, method, is_deposit: false }
              : { amount: value, method, is_deposit: isDeposit, ...(note ? { note } : {}) },
        }),
      );
      if (method === 'link') {
        const r = result;
        setSent(
          r.mailed_to ? `Link mailed to ${r.mailed_to}: ${r.payment_url}` : `Payment link: ${r.payment_url}`,
        );
      } else onDone();
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="take-payment-title" fullWidth maxWidth="sm">
      <DialogTitle id="take-payment-title">
        {depositFirst ? 'Take the deposit' : 'Take a payment'} · order {ledger.order_no}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Balance {formatMoney(t.payable)}
            {t.deposit_due > 0 ? ` · deposit due ${formatMoney(t.deposit_due)}` : ''}
          </Typography>
          <TextField
            select
            label="Method"
            value={method}
            onChange={(e) => setMethod(e.target.value as typeof method)}
          >
            {counterMethods.map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
          {method === 'link' ? (
            <Typography variant="body2">
              The customer is mailed a link to pay the balance of {formatMoney(t.payable)} online.
            </Typography>
          ) : (
            <>
              <TextField
                label="Amount"
                type="number"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={!!amountError && amount !== ''}
                helperText={amountError ?? ' '}
                slotProps={{ htmlInput: { min: 0.01, step: 0.01, max: t.payable } }}
                required
              />
              <FormControlLabel
                control={<Checkbox checked={isDeposit} onChange={(e) => setIsDeposit(e.target.checked)} />}
                label="This is the deposit"
              />
              <TextField
                label="Note (optional)"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </>
          )}
          {error ? <Alert severity="error">{error}</Alert> : null}
          {sent ? <Alert severity="success">{sent}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {sent ? (
          <Button onClick={onDone}>Close</Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={busy || (method !== 'link' && !!amountError)}
            >
              {method === 'link' ? 'Send link' : `Take ${amountError ? '' : formatMoney(value)}`}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function RefundDialog(props: { ledger: Ledger; onClose: () => void; onDone: () => void }) {
  const { ledger, onClose, onDone } = props;
  const refundable = ledger.rows.filter(
    (r) => (r.kind === 'payment' || r.kind === 'deposit') && (r.refundable ?? 0) > 0,
  );
  const [paymentId, setPaymentId] = useState(refundable.at(-1)?.payment_id ?? 0);
  const chosen = refundable.find((r) => r.payment_id === paymentId);
  const most = Math.min(chosen?.refundable ?? 0, ledger.totals.refundable);
  const [amount, setAmount] = useState(String(most));
  const [reason, setReason] = useState('');
  const [key] = useState(newKey);
  const { busy, error, run } = useAction();
  const value = Number(amount);
  const amountError =
    amount.trim() === '' || !Number.isFinite(value) || value <= 0
      ? 'Enter an amount above 0'
      : value > most
        ? `At most ${formatMoney(most)}`
        : null;
  const submit = () =>
    run(async () => {
      await send(
        api.POST('/api/v1/sales-orders/{id}/ledger/refunds', {
          params: { path: { id: ledger.order_id }, header: { 'idempotency-key': key } },
          body: { payment_id: paymentId, amount: value, ...(reason ? { reason } : {}) },
        }),
      );
      onDone();
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="sm">
      <DialogTitle id="refund-title">Refund · order {ledger.order_no}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="Payment"
            value={paymentId}
            onChange={(e) => {
              const id = Number(e.target.value);
              setPaymentId(id);
              const r = refundable.find((p) => p.payment_id === id);
              setAmount(String(Math.min(r?.refundable ?? 0, ledger.totals.refundable)));
            }}
          >
            {refundable.map((r) => (
              <MenuItem key={r.id} value={r.payment_id ?? 0}>
                {kindLabel[r.kind]} #{r.payment_id} · {paymentMethodLabel[r.method ?? ''] ?? r.method} ·{' '}
                {formatMoney(r.refundable ?? 0)} left
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {chosen?.method === 'card'
              ? 'Back to the card it was paid with (through the payment provider).'
              : 'Give the money back at the counter; the refund is recorded.'}
          </Typography>
          <TextField
            label="Amount"
            type="number"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={!!amountError && amount !== ''}
            helperText={amountError ?? ' '}
            slotProps={{ htmlInput: { min: 0.01, step: 0.01, max: most } }}
            required
          />
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="warning"
          onClick={() => void submit()}
          disabled={busy || !!amountError || !paymentId}
        >
          Refund {amountError ? '' : formatMoney(value)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function HandOverDialog(props: { ledger: Ledger; onClose: () => void; onDone: () => void }) {
  const { ledger, onClose, onDone } = props;
  const [note, setNote] = useState('');
  const { busy, error, run } = useAction();
  const submit = () =>
    run(async () => {
      await transition('sales-orders', ledger.order_id, 'complete', {
        override_balance: true,
        ...(note ? { note } : {}),
      });
      onDone();
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="handover-title" fullWidth maxWidth="sm">
      <DialogTitle id="handover-title">Hand over with {formatMoney(ledger.totals.balance)} owed</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2">
            The order is completed while the customer still owes {formatMoney(ledger.totals.balance)}. The
            timeline records that you handed it over.
          </Typography>
          <TextField label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="warning" onClick={() => void submit()} disabled={busy}>
          Hand over
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
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
