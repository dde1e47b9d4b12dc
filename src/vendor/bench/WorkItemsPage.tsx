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
import { formatShortDate } from '../../shared/format.ts';
import { useLoad } from '../../shell/data/use-load.ts';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { BenchCard, BenchFrame, BenchLoad, benchButtonSx } from './BenchFrame.tsx';
import { benchPath, type WorkOrder } from './bench-api.ts';
import { QrScanner } from './QrScanner.tsx';
import { InstructionLines, IntakeLines } from './JobParts.tsx';

const statusWords: Record<string, string> = {
  new: 'Not sent',
  sent: 'Waiting for you',
  accepted: 'Accepted',
  in_progress: 'In progress',
  on_hold: 'On hold: extra charge',
  done: 'Done',
  returned: 'Returned to the store',
};

/** The next step of an item at the bench, by its state. */
function nextStep(w: WorkOrder, orderNo: string): { label: string; to: string } {
  switch (w.status) {
    case 'sent':
      return { label: 'Accept and start', to: benchPath('/start-work', w.id, orderNo) };
    case 'accepted':
      return { label: 'Start work', to: benchPath('/start-work', w.id, orderNo) };
    case 'in_progress':
    case 'on_hold':
      return { label: 'Continue the job', to: benchPath('/job-in-progress', w.id, orderNo) };
    default:
      return { label: 'See its history', to: `/repair-history/${w.id}?order=${orderNo}` };
  }
}

export default function WorkItemsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const orderNo = (params.order_no ?? search.get('order') ?? '').toUpperCase();
  const [state, retry] = useLoad(
    orderNo
      ? () => call(api.GET('/api/v1/bench/{order_no}', { params: { path: { order_no: orderNo } } }))
      : null,
    [orderNo],
  );
  return (
    <BenchFrame
      title={orderNo ? `Order ${orderNo}` : 'Find a job'}
      subtitle={state.status === 'ready' ? state.data.store.name : 'Scan the job ticket or type its number'}
      back={dashboardPath}
    >
      {orderNo ? (
        <BenchLoad state={state} retry={retry}>
          {(order) => (
            <Stack spacing={2} data-testid="work-items">
              {order.work_orders.map((w) => {
                const next = nextStep(w, order.order_no);
                return (
                  <BenchCard key={w.id}>
                    <Stack spacing={1}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
                          Item {w.item_number}
                        </Typography>
                        <Chip
                          label={statusWords[w.status] ?? w.status}
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
                        <Typography color="text.secondary">Due {formatShortDate(w.due_at)}</Typography>
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
  const found = useCallback((path: string) => navigate(path), [navigate]);
  const open = () => {
    const value = typed.trim().toUpperCase();
    if (!/^[A-Z0-9]{7}$/.test(value)) return setError('Please enter correct order number');
    setError(null);
    navigate(`/work-items?order=${value}`);
  };
  return (
    <BenchCard title={compact ? 'Another job' : undefined}>
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
          Scan a job ticket
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
            label="Order number"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? '7 letters and digits, on the ticket'}
            slotProps={{
              htmlInput: { maxLength: 7, autoCapitalize: 'characters', style: { fontSize: '1.2rem' } },
            }}
            fullWidth
          />
          <Button type="submit" variant="outlined" sx={{ ...benchButtonSx, borderWidth: 2, px: 3 }}>
            Open
          </Button>
        </Stack>
      </Box>
    </BenchCard>
  );
}
