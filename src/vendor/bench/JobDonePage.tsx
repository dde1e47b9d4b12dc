// /job-done?wo= — the end of the job: after photos, then the finish transition (the work order becomes
// done, the store is notified and sees it on its timeline). A job on hold (an unpaid extra charge) cannot
// finish yet; the server says so and the page shows it.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Typography } from '@mui/material';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { BenchFrame, BenchLoad, benchButtonSx } from './BenchFrame.tsx';
import { BenchPhotos } from './BenchPhotos.tsx';
import {
  benchPath,
  itemsPath,
  transition,
  useImages,
  useOrderNo,
  useWorkOrder,
  useWorkOrderId,
  type WorkOrder,
} from './bench-api.ts';
import { useBenchWords } from '../i18n/use-bench-words.ts';

export default function JobDonePage() {
  const id = useWorkOrderId();
  const orderNo = useOrderNo();
  const [workOrder, retry, replace] = useWorkOrder(id);
  const [images, reloadImages] = useImages(id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useBenchWords();
  const afterPhotos = images.status === 'ready' ? images.data.filter((i) => i.kind === 'after').length : 0;

  const finish = async () => {
    if (!id) return;
    setBusy(true);
    setFailure(null);
    const result = await transition(id, 'finish');
    setBusy(false);
    if (result.ok) replace(result.data);
    else setFailure(result.error.message);
  };

  return (
    <BenchFrame
      title={
        workOrder.status === 'ready'
          ? t('bench.item', { number: workOrder.data.item_number })
          : t('bench.done.title')
      }
      subtitle={t('bench.done.subtitle')}
      back={id ? benchPath('/job-in-progress', id, orderNo) : '/work-items'}
    >
      <BenchLoad state={workOrder} retry={retry}>
        {(w: WorkOrder) =>
          w.status === 'done' || w.status === 'returned' ? (
            <Box sx={{ textAlign: 'center', py: 3 }} data-testid="job-done">
              <TaskAlt sx={{ fontSize: 96, color: '#0b6b2f' }} aria-hidden />
              <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
                {t('bench.done.title')}
              </Typography>
              <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>
                {t('bench.done.told', { number: w.item_number })}
              </Typography>
              <Button
                component={RouterLink}
                to={itemsPath(orderNo)}
                variant="contained"
                fullWidth
                sx={{ ...benchButtonSx, bgcolor: '#111', mb: 1.5 }}
              >
                {t('bench.done.back_to_items')}
              </Button>
              <Button
                component={RouterLink}
                to={`/repair-history/${w.id}${orderNo ? `?order=${orderNo}` : ''}`}
                variant="outlined"
                fullWidth
                sx={{ ...benchButtonSx, borderWidth: 2 }}
              >
                {t('bench.done.history')}
              </Button>
            </Box>
          ) : (
            <>
              <Typography sx={{ fontSize: '1.1rem' }}>{t('bench.done.take_after')}</Typography>
              <BenchPhotos workOrderId={w.id} kind="after" onAdded={reloadImages} />
              {w.status === 'on_hold' ? <Alert severity="warning">{t('bench.done.on_hold')}</Alert> : null}
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Button
                variant="contained"
                fullWidth
                disabled={busy || w.status !== 'in_progress'}
                onClick={() => void finish()}
                sx={{ ...benchButtonSx, bgcolor: '#0b6b2f', '&:hover': { bgcolor: '#095626' } }}
              >
                {t(
                  busy
                    ? 'bench.done.finishing'
                    : afterPhotos
                      ? 'bench.done.mark_done'
                      : 'bench.done.mark_done_without_photos',
                )}
              </Button>
            </>
          )
        }
      </BenchLoad>
    </BenchFrame>
  );
}
