// An order's extra charges (added by the store before completion, paid by the customer with their link):
// the list with each charge's own actions from its machine, and the form that adds one.
import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../use-session.ts';
import { mayEditSalesOrders } from './order-access.ts';
import { ChargeList } from './ChargeList.tsx';
import { Section } from './Section.tsx';
import { useAction } from './use-action.ts';
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';
import type { Schema } from '../../client/schemas.ts';
import { useGet } from '../../shell/data/use-load.ts';

export function ExtraCharges({ order, onChange }: { order: Schema<'SalesOrder'>; onChange: () => void }) {
  const charges = useGet('/api/v1/sales-orders/{id}/extra-charges', { path: { id: order.id } });
  const session = useSession();
  const translate = useTranslate();
  const mayAdd =
    mayEditSalesOrders(session?.role) && !['completed', 'cancelled', 'refunded'].includes(order.status);
  const reload = () => {
    charges.reload();
    onChange();
  };
  return (
    <Section
      title={translate('portal.orders.charges.extra_title')}
      loading={charges.loading}
      error={charges.error}
      testId="extra-charges"
    >
      <ChargeList
        charges={charges.data ?? []}
        facts={{ storeId: order.store_id, locationId: order.location_id }}
        onDone={reload}
      />
      {mayAdd ? <ChargeForm target={{ kind: 'sales-order', id: order.id }} onDone={reload} /> : null}
    </Section>
  );
}

/** Amount and reason of a new charge (extra on an order, additional on a work order). */
export function ChargeForm({
  target,
  onDone,
  label,
}: {
  /** The record charged: an order (an extra charge) or a work order (an additional charge). */
  target: { kind: 'sales-order' | 'work-order'; id: number };
  onDone: () => void;
  label?: string;
}) {
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAction();
  const submit = () =>
    run(async () => {
      const init = { params: { path: { id: target.id } }, body: { amount: Number(amount), reason } };
      if (target.kind === 'sales-order')
        await send(api.POST('/api/v1/sales-orders/{id}/extra-charges', init));
      else await send(api.POST('/api/v1/work-orders/{id}/additional-charges', init));
      setAmount('');
      setReason('');
      onDone();
    });
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        size="small"
        label={translate('portal.orders.charges.amount')}
        type="number"
        slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
        fullWidth={false}
        sx={{ width: { sm: 150 }, flexShrink: 0 }}
      />
      <TextField
        size="small"
        label={translate('portal.orders.charges.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        fullWidth={false}
        sx={{ flex: 1, minWidth: { sm: 220 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={busy || !amount || !reason}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {label ?? translate('portal.orders.charges.add')}
      </Button>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
