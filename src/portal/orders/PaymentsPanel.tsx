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
import { may } from '../../shared/permission-registry.ts';
import { storedText } from '../i18n/said-text.ts';
import { usePortalWords, type PortalWords } from '../i18n/use-portal-words.ts';
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

const kindLabel = ({ translate }: PortalWords, kind: Row['kind']) =>
  translate(`portal.orders.payments.kind.${kind}`);

const counterMethods = ['cash', 'card_present', 'link'] as const;
const methodLabel = ({ translate }: PortalWords, method: string) =>
  method === 'link'
    ? translate('portal.orders.payments.send_link_method')
    : translate(`common.payment.method.${method}`, { _: method });

const signed = ({ money }: PortalWords, effect: number) =>
  effect === 0 ? '—' : effect > 0 ? `+${money(effect)}` : `−${money(-effect)}`;

/** A row's description in the user's words (docs/product.md#languages-server-sentences). */
const describe = (words: PortalWords, row: Row): string =>
  storedText(words, row.description, row.description_key, row.description_params);

const rowStatus = ({ translate, status }: PortalWords, row: Row) =>
  row.kind === 'deposit' || row.kind === 'payment'
    ? translate(`common.payment.status.${row.status}`, { _: row.status })
    : status(row.status);

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
  const words = usePortalWords();
  const { translate, money: formatMoney } = words;
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
      title={translate('portal.orders.payments.title')}
      loading={ledger.loading}
      error={ledger.error}
      onRetry={ledger.reload}
      testId="order-payments"
      action={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {mayTake ? (
            <Button variant="contained" onClick={() => setDialog('pay')}>
              {translate(
                t && t.deposit_due > 0
                  ? 'portal.orders.payments.take_deposit'
                  : 'portal.orders.payments.take_payment',
              )}
            </Button>
          ) : null}
          {mayRefund ? (
            <Button variant="outlined" onClick={() => setDialog('refund')}>
              {translate('portal.orders.payments.refund')}
            </Button>
          ) : null}
          {mayHandOver ? (
            <Button variant="outlined" color="warning" onClick={() => setDialog('handover')}>
              {translate('portal.orders.payments.hand_over')}
            </Button>
          ) : null}
        </Stack>
      }
    >
      {t ? (
        <Stack direction="row" sx={{ mb: 1.5, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Figure label={translate('portal.orders.payments.charged')} value={formatMoney(t.charged)} />
          <Figure
            label={translate('portal.orders.payments.paid')}
            value={formatMoney(t.paid)}
            testId="order-paid"
          />
          {t.refunded ? (
            <Figure label={translate('portal.orders.payments.refunded')} value={formatMoney(t.refunded)} />
          ) : null}
          <Figure
            label={translate(
              t.balance < 0 ? 'portal.orders.payments.owed_to_customer' : 'portal.orders.payments.balance',
            )}
            value={formatMoney(Math.abs(t.balance))}
            testId="order-balance"
          />
          {t.deposit_required ? (
            <Figure
              label={translate(
                t.deposit_due > 0 ? 'portal.orders.payments.deposit_due' : 'portal.orders.payments.deposit',
              )}
              value={formatMoney(t.deposit_due > 0 ? t.deposit_due : t.deposit_required)}
              testId="order-deposit"
            />
          ) : null}
        </Stack>
      ) : null}
      {t && t.open_charges > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('portal.orders.payments.open_charges', { amount: formatMoney(t.open_charges) })}
        </Typography>
      ) : null}
      {t && t.deposit_retained > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('portal.orders.payments.deposit_kept', { amount: formatMoney(t.deposit_retained) })}
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
  const words = usePortalWords();
  const { translate } = words;
  return (
    <TableScroll>
      <Table size="small" aria-label={translate('portal.orders.payments.ledger')} data-testid="order-ledger">
        <TableHead>
          <TableRow>
            <TableCell>{translate('portal.orders.payments.when')}</TableCell>
            <TableCell>{translate('portal.orders.payments.what')}</TableCell>
            <TableCell>{translate('portal.orders.payments.status')}</TableCell>
            <TableCell align="right">{translate('portal.orders.payments.amount')}</TableCell>
            <TableCell align="right">{translate('portal.orders.payments.effect')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-kind={row.kind}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{words.shortDate(row.at)}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }} component="span">
                  {kindLabel(words, row.kind)}
                </Typography>{' '}
                <Typography variant="body2" component="span" color="text.secondary">
                  {describe(words, row)}
                  {row.note ? ` · ${row.note}` : ''}
                </Typography>
              </TableCell>
              <TableCell>{rowStatus(words, row)}</TableCell>
              <TableCell align="right">{words.money(row.amount)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {signed(words, row.effect)}
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
  const words = usePortalWords();
  const { translate, money: formatMoney } = words;
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
      ? translate('portal.orders.payments.amount_above_zero')
      : value > t.payable
        ? translate('portal.orders.payments.at_most_balance', { amount: formatMoney(t.payable) })
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
          r.mailed_to
            ? translate('portal.orders.payments.link_mailed', { email: r.mailed_to, url: r.payment_url })
            : translate('portal.orders.payments.link', { url: r.payment_url }),
        );
      } else onDone();
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="take-payment-title" fullWidth maxWidth="sm">
      <DialogTitle id="take-payment-title">
        {translate(
          depositFirst ? 'portal.orders.payments.take_the_deposit' : 'portal.orders.payments.take_a_payment',
          {
            number: ledger.order_no,
          },
        )}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('portal.orders.payments.balance_line', { amount: formatMoney(t.payable) })}
            {t.deposit_due > 0
              ? translate('portal.orders.payments.deposit_due_line', { amount: formatMoney(t.deposit_due) })
              : ''}
          </Typography>
          <TextField
            select
            label={translate('portal.orders.payments.method')}
            value={method}
            onChange={(e) => setMethod(e.target.value as typeof method)}
          >
            {counterMethods.map((m) => (
              <MenuItem key={m} value={m}>
                {methodLabel(words, m)}
              </MenuItem>
            ))}
          </TextField>
          {method === 'link' ? (
            <Typography variant="body2">
              {translate('portal.orders.payments.link_explained', { amount: formatMoney(t.payable) })}
            </Typography>
          ) : (
            <>
              <TextField
                label={translate('portal.orders.payments.amount')}
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
                label={translate('portal.orders.payments.is_deposit')}
              />
              <TextField
                label={translate('portal.orders.payments.note_optional')}
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
          <Button onClick={onDone}>{translate('common.action.close')}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={busy || (method !== 'link' && !!amountError)}
            >
              {method === 'link'
                ? translate('portal.orders.payments.send_link')
                : translate('portal.orders.payments.take_amount', {
                    amount: amountError ? '' : formatMoney(value),
                  }).trim()}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function RefundDialog(props: { ledger: Ledger; onClose: () => void; onDone: () => void }) {
  const { ledger, onClose, onDone } = props;
  const words = usePortalWords();
  const { translate, money: formatMoney } = words;
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
      ? translate('portal.orders.payments.amount_above_zero')
      : value > most
        ? translate('portal.orders.payments.at_most', { amount: formatMoney(most) })
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
      <DialogTitle id="refund-title">
        {translate('portal.orders.payments.refund_title', { number: ledger.order_no })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={translate('portal.orders.payments.payment')}
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
                {translate('portal.orders.payments.refund_choice', {
                  kind: kindLabel(words, r.kind),
                  id: r.payment_id,
                  method: methodLabel(words, r.method ?? ''),
                  amount: formatMoney(r.refundable ?? 0),
                })}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {translate(
              chosen?.method === 'card'
                ? 'portal.orders.payments.refund_to_card'
                : 'portal.orders.payments.refund_at_counter',
            )}
          </Typography>
          <TextField
            label={translate('portal.orders.payments.amount')}
            type="number"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={!!amountError && amount !== ''}
            helperText={amountError ?? ' '}
            slotProps={{ htmlInput: { min: 0.01, step: 0.01, max: most } }}
            required
          />
          <TextField
            label={translate('portal.orders.payments.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
        <Button
          variant="contained"
          color="warning"
          onClick={() => void submit()}
          disabled={busy || !!amountError || !paymentId}
        >
          {translate('portal.orders.payments.refund_amount', {
            amount: amountError ? '' : formatMoney(value),
          }).trim()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function HandOverDialog(props: { ledger: Ledger; onClose: () => void; onDone: () => void }) {
  const { ledger, onClose, onDone } = props;
  const [note, setNote] = useState('');
  const { translate, money: formatMoney } = usePortalWords();
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
      <DialogTitle id="handover-title">
        {translate('portal.orders.payments.hand_over_title', { amount: formatMoney(ledger.totals.balance) })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2">
            {translate('portal.orders.payments.hand_over_explained', {
              amount: formatMoney(ledger.totals.balance),
            })}
          </Typography>
          <TextField
            label={translate('portal.orders.payments.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={() => void submit()} disabled={busy}>
          {translate('portal.orders.payments.hand_over_button')}
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
