// /tell-us?wo= — tell the store something about the job (recorded as work on its timeline) and, when the
// job needs more than was paid for, ask for an additional charge with its reason: the customer is asked to
// pay it and the work waits on hold until they do (docs/product.md#orders-charges).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { api, call } from '../../client/api.ts';
import { BenchCard, BenchFrame, BenchLoad, benchButtonSx } from './BenchFrame.tsx';
import { benchPath, transition, useOrderNo, useWorkOrder, useWorkOrderId } from './bench-api.ts';

/** docs/product.md#formats-price's price: digits with at most 2 decimals. */
const priceRule = /^\d{1,8}(\.\d{1,2})?$/;

export default function TellUsPage() {
  const id = useWorkOrderId();
  const orderNo = useOrderNo();
  const navigate = useNavigate();
  const [workOrder, retry] = useWorkOrder(id);
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const back = id ? benchPath('/job-in-progress', id, orderNo) : '/work-items';

  const send = async () => {
    if (!id) return;
    const found: Record<string, string> = {};
    const charging = amount.trim() !== '' || reason.trim() !== '';
    if (charging && !(priceRule.test(amount.trim()) && Number(amount) > 0))
      found.amount = 'An amount above 0 with at most 2 decimals.';
    if (charging && !reason.trim()) found.reason = 'Say why the extra charge is needed.';
    if (!charging && !note.trim()) found.note = 'Write a message, or ask for an extra charge.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    if (note.trim()) {
      const told = await transition(id, 'record_work', { note: note.trim() });
      if (!told.ok) {
        setBusy(false);
        return setFailure(told.error.message);
      }
      setNote('');
    }
    if (charging) {
      const charged = await call(
        api.POST('/api/v1/work-orders/{id}/additional-charges', {
          params: { path: { id } },
          body: { amount: Number(amount), reason: reason.trim() },
        }),
      );
      if (!charged.ok) {
        setBusy(false);
        setErrors(Object.fromEntries((charged.error.fields ?? []).map((f) => [f.field, f.message])));
        return setFailure(charged.error.message);
      }
    }
    setBusy(false);
    navigate(back);
  };

  return (
    <BenchFrame
      title={workOrder.status === 'ready' ? `Item ${workOrder.data.item_number}` : 'Tell us'}
      subtitle="Tell the store"
      back={back}
    >
      <BenchLoad state={workOrder} retry={retry}>
        {() => (
          <>
            <BenchCard title="Message to the store">
              <TextField
                label="What the store should know"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                error={Boolean(errors.note)}
                helperText={errors.note ?? 'It shows on the order’s timeline.'}
                multiline
                minRows={3}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </BenchCard>
            <BenchCard title="Extra charge">
              <Typography sx={{ mb: 1.5 }} color="text.secondary">
                Needs more work than ordered? The customer is asked to pay it; the job waits on hold until
                then.
              </Typography>
              <TextField
                label="Amount"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={Boolean(errors.amount)}
                helperText={errors.amount ?? ' '}
                fullWidth
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
              <TextField
                label="Reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={Boolean(errors.reason)}
                helperText={errors.reason ?? ' '}
                multiline
                minRows={2}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </BenchCard>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              fullWidth
              disabled={busy}
              onClick={() => void send()}
              sx={{ ...benchButtonSx, bgcolor: '#111', '&:hover': { bgcolor: '#333' } }}
            >
              {busy ? 'Sending…' : 'Send to the store'}
            </Button>
          </>
        )}
      </BenchLoad>
    </BenchFrame>
  );
}
