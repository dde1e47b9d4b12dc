// /start-work?wo= — before touching the item: what the store asks for, then one button that accepts the
// work (when it is still waiting for this vendor) and starts it — two transitions of the work-order
// machine, each on the store's timeline — and opens the job.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Typography } from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { BenchFrame, BenchLoad, benchButtonSx } from './BenchFrame.tsx';
import { benchPath, itemsPath, transition, useOrderNo, useWorkOrder, useWorkOrderId } from './bench-api.ts';
import { Instructions, Intake } from './JobParts.tsx';
import { useBenchWords } from '../i18n/use-bench-words.ts';

export default function StartWorkPage() {
  const id = useWorkOrderId();
  const navigate = useNavigate();
  const orderNo = useOrderNo();
  const [workOrder, retry] = useWorkOrder(id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useBenchWords();
  const title =
    workOrder.status === 'ready'
      ? t('bench.item', { number: workOrder.data.item_number })
      : t('bench.start.title');

  const start = async (status: string) => {
    if (!id) return;
    setBusy(true);
    setFailure(null);
    if (status === 'sent') {
      const accepted = await transition(id, 'accept');
      if (!accepted.ok) {
        setBusy(false);
        return setFailure(accepted.error.message);
      }
    }
    const started = await transition(id, 'start');
    setBusy(false);
    if (!started.ok) return setFailure(started.error.message);
    navigate(benchPath('/job-in-progress', id, orderNo));
  };

  return (
    <BenchFrame title={title} subtitle={t('bench.start.title')} back={itemsPath(orderNo)}>
      {id === null ? <Alert severity="error">{t('bench.start.no_job')}</Alert> : null}
      <BenchLoad state={workOrder} retry={retry}>
        {(w) => (
          <>
            <Typography sx={{ fontSize: '1.2rem', fontWeight: 700 }}>{w.service_name}</Typography>
            <Instructions workOrder={w} />
            <Intake workOrder={w} />
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            {w.status === 'sent' || w.status === 'accepted' ? (
              <Button
                variant="contained"
                fullWidth
                startIcon={<PlayArrow sx={{ fontSize: 32 }} />}
                disabled={busy}
                onClick={() => void start(w.status)}
                sx={{ ...benchButtonSx, bgcolor: '#0b6b2f', '&:hover': { bgcolor: '#095626' } }}
              >
                {busy
                  ? t('bench.start.starting')
                  : w.status === 'sent'
                    ? t('bench.start.accept_and_start')
                    : t('bench.start.start')}
              </Button>
            ) : (
              <Button
                variant="contained"
                fullWidth
                onClick={() => navigate(benchPath('/job-in-progress', w.id, orderNo))}
                sx={{ ...benchButtonSx, bgcolor: '#111' }}
              >
                {t('bench.start.open_job')}
              </Button>
            )}
          </>
        )}
      </BenchLoad>
    </BenchFrame>
  );
}
