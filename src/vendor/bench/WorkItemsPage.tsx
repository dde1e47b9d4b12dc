// /work-items (?order=) and /scan-work-instructions/:store_id/:vendor_id/:order_no — the items of one
// order whose work was sent to this vendor, each with the store's instructions, the item's intake and the
// next thing to do at the bench. Without an order:
// scan a job ticket with the camera or type its order number (7 characters,
// docs/product.md#formats-order-number).
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { api, call } from '../../client/api.ts';
import { useLoad } from '../../shell/data/use-load.ts';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { BenchCard, BenchFrame, BenchLoad, benchButtonSx } from './BenchFrame.tsx';
import { benchPath, type WorkOrder } from './bench-api.ts';
import { QrScanner } from './QrScanner.tsx';
import { InstructionLines, IntakeLines } from './JobParts.tsx';
import { useBenchWords, type BenchWords } from '../i18n/use-bench-words.ts';

/** The next step of an item at the bench, by its state. */
function nextStep({ t }: BenchWords, w: WorkOrder, orderNo: string): { label: string; to: string } {
  switch (w.status) {
    case 'sent':
      return { label: t('bench.next.accept_and_start'), to: benchPath('/start-work', w.id, orderNo) };
    case 'accepted':
      return { label: t('bench.next.start'), to: benchPath('/start-work', w.id, orderNo) };
    case 'in_progress':
    case 'on_hold':
      return { label: t('bench.next.continue'), to: benchPath('/job-in-progress', w.id, orderNo) };
    default:
      return { label: t('bench.next.history'), to: `/repair-history/${w.id}?order=${orderNo}` };
  }
}

export default function WorkItemsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const words = useBenchWords();
  const { t } = words;
  const orderNo = (params.order_no ?? search.get('order') ?? '').toUpperCase();
  const [state, retry] = useLoad(
    orderNo
      ? () => call(api.GET('/api/v1/bench/{order_no}', { params: { path: { order_no: orderNo } } }))
      : null,
    [orderNo],
  );
  return (
    <BenchFrame
      title={orderNo ? t('bench.order', { number: orderNo }) : t('bench.find.title')}
      subtitle={state.status === 'ready' ? state.data.store.name : t('bench.find.subtitle')}
      back={dashboardPath}
    >
      {orderNo ? (
        <BenchLoad state={state} retry={retry}>
          {(order) => (
            <Stack spacing={2} data-testid="work-items">
              {order.work_orders.map((w) => {
                const next = nextStep(words, w, order.order_no);
                return (
                  <BenchCard key={w.id}>
                    <Stack spacing={1}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
                          {t('bench.item', { number: w.item_number })}
                        </Typography>
                        <Chip
                          label={t(`bench.status.${w.status}`)}
                          sx={{ fontWeight: 700, bgcolor: '#111', color: '#fff' }}
                        />
                      </Stack>
                      <Typography sx={{ fontSize: '1.05rem' }}>
                        {w.service_name}
                        {w.quantity && w.quantity > 1 ? ` × ${w.quantity}` : ''}
                      </Typography>
                      {(w.answer_labels ?? []).map((a) => (
                        <Typography key={a.option_id} data-testid="bench-answer">
                          <Box component="span" sx={{ fontWeight: 700 }}>
                            {a.option}:
                          </Box>{' '}
                          {a.value}
                        </Typography>
                      ))}
                      {w.due_at ? (
                        <Typography color="text.secondary">
                          {t('bench.due', { date: words.shortDate(w.due_at) })}
                        </Typography>
                      ) : null}
                      <InstructionLines workOrderId={w.id} />
                      <IntakeLines workOrder={w} />
                      <Button
                        component={RouterLink}
                        to={next.to}
                        variant="contained"
                        fullWidth
                        sx={{ ...benchButtonSx, bgcolor: '#111', '&:hover': { bgcolor: '#333' } }}
                      >
                        {next.label}
                      </Button>
                    </Stack>
                  </BenchCard>
                );
              })}
            </Stack>
          )}
        </BenchLoad>
      ) : null}
      <FindJob compact={Boolean(orderNo)} />
    </BenchFrame>
  );
}

/** Scan a job ticket or type an order number. */
function FindJob({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useBenchWords();
  const found = useCallback((path: string) => navigate(path), [navigate]);
  const open = () => {
    const value = typed.trim().toUpperCase();
    if (!/^[A-Z0-9]{7}$/.test(value)) return setError(t('bench.find.bad_number'));
    setError(null);
    navigate(`/work-items?order=${value}`);
  };
  return (
    <BenchCard title={compact ? t('bench.find.another') : undefined}>
      {scanning ? (
        <QrScanner onFound={found} onClose={() => setScanning(false)} />
      ) : (
        <Button
          variant="contained"
          fullWidth
          startIcon={<QrCodeScanner sx={{ fontSize: 32 }} />}
          onClick={() => setScanning(true)}
          sx={{ ...benchButtonSx, bgcolor: '#111', '&:hover': { bgcolor: '#333' } }}
        >
          {t('bench.find.scan')}
        </Button>
      )}
      <Box
        component="form"
        noValidate
        sx={{ mt: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          open();
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('bench.find.order_number')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? t('bench.find.order_number_help')}
            slotProps={{
              htmlInput: { maxLength: 7, autoCapitalize: 'characters', style: { fontSize: '1.2rem' } },
            }}
            fullWidth
          />
          <Button type="submit" variant="outlined" sx={{ ...benchButtonSx, borderWidth: 2, px: 3 }}>
            {t('bench.find.open')}
          </Button>
        </Stack>
      </Box>
    </BenchCard>
  );
}
