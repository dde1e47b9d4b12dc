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

export default function JobDonePage() {
  const id = useWorkOrderId();
  const orderNo = useOrderNo();
  const [workOrder, retry, replace] = useWorkOrder(id);
  const [images, reloadImages] = useImages(id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
      title={workOrder.status === 'ready' ? `Item ${workOrder.data.item_number}` : 'Job done'}
      subtitle="Finish the job"
      back={id ? benchPath('/job-in-progress', id, orderNo) : '/work-items'}
    >
      <BenchLoad state={workOrder} retry={retry}>
        {(w: WorkOrder) =>
          w.status === 'done' || w.status === 'returned' ? (
            <Box sx={{ textAlign: 'center', py: 3 }} data-testid="job-done">
              <TaskAlt sx={{ fontSize: 96, color: '#0b6b2f' }} aria-hidden />
              <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
                Job done
              </Typography>
              <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>
                Item {w.item_number} is done. The store has been told.
              </Typography>
              <Button
                component={RouterLink}
                to={itemsPath(orderNo)}
                variant="contained"
                fullWidth
                sx={{ ...benchButtonSx, bgcolor: '#111', mb: 1.5 }}
              >
                Back to the order’s items
              </Button>
              <Button
                component={RouterLink}
                to={`/repair-history/${w.id}${orderNo ? `?order=${orderNo}` : ''}`}
                variant="outlined"
                fullWidth
                sx={{ ...benchButtonSx, borderWidth: 2 }}
              >
                See the repair history
              </Button>
            </Box>
          ) : (
            <>
              <Typography sx={{ fontSize: '1.1rem' }}>
                Take photos of the finished item, then mark the job done.
              </Typography>
              <BenchPhotos workOrderId={w.id} kind="after" onAdded={reloadImages} />
              {w.status === 'on_hold' ? (
                <Alert severity="warning">
                  The job is on hold until the customer pays the extra charge; it can be finished after that.
                </Alert>
              ) : null}
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
                {busy
                  ? 'Finishing…'
                  : afterPhotos
                    ? 'Mark the job done'
                    : 'Mark the job done without after photos'}
              </Button>
            </>
          )
        }
      </BenchLoad>
    </BenchFrame>
  );
}
