// /tell-us?wo= — tell the store something about the job (recorded as work on its timeline) and, when the
// job needs more than was paid for, ask for an additional charge with its reason: the customer is asked to
// pay it and the work waits on hold until they do (docs/product.md#orders-charges).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { api, call } from '../../client/api.ts';
import { intlTagOf } from '../../shared/i18n/locales.ts';
import { BenchCard, BenchFrame, BenchLoad, benchButtonSx } from './BenchFrame.tsx';
import { benchPath, transition, useOrderNo, useWorkOrder, useWorkOrderId } from './bench-api.ts';
import { useBenchWords } from '../i18n/use-bench-words.ts';

/** The currency's sign as the language writes it ($, €, US$). */
const currencySymbol = (currency: string, locale: string) =>
  new Intl.NumberFormat(intlTagOf(locale === 'es' ? 'es' : 'en'), { style: 'currency', currency })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

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
  const { t, currency, locale } = useBenchWords();
  const back = id ? benchPath('/job-in-progress', id, orderNo) : '/work-items';

  const send = async () => {
    if (!id) return;
    const found: Record<string, string> = {};
    const charging = amount.trim() !== '' || reason.trim() !== '';
    if (charging && !(priceRule.test(amount.trim()) && Number(amount) > 0))
      found.amount = t('bench.tell.bad_amount');
    if (charging && !reason.trim()) found.reason = t('bench.tell.no_reason');
    if (!charging && !note.trim()) found.note = t('bench.tell.nothing');
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
      title={
        workOrder.status === 'ready'
          ? t('bench.item', { number: workOrder.data.item_number })
          : t('bench.tell.title')
      }
      subtitle={t('bench.tell.subtitle')}
      back={back}
    >
      <BenchLoad state={workOrder} retry={retry}>
        {() => (
          <>
            <BenchCard title={t('bench.tell.message')}>
              <TextField
                label={t('bench.tell.message_label')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                error={Boolean(errors.note)}
                helperText={errors.note ?? t('bench.tell.message_help')}
                multiline
                minRows={3}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </BenchCard>
            <BenchCard title={t('bench.tell.charge')}>
              <Typography sx={{ mb: 1.5 }} color="text.secondary">
                {t('bench.tell.charge_help')}
              </Typography>
              <TextField
                label={t('bench.tell.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={Boolean(errors.amount)}
                helperText={errors.amount ?? ' '}
                fullWidth
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">{currencySymbol(currency, locale)}</InputAdornment>
                    ),
                  },
                }}
              />
              <TextField
                label={t('bench.tell.reason')}
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
              {t(busy ? 'bench.tell.sending' : 'bench.tell.send')}
            </Button>
          </>
        )}
      </BenchLoad>
    </BenchFrame>
  );
}
