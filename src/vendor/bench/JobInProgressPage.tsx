// /job-in-progress?wo= — the job at the bench: time on it, what the store asked for, before photos, a quick
// note (recorded as work on the timeline), and the next steps: what was done and the parts used, telling the
// store something or asking for an extra charge, and finishing. On hold (an extra charge waits for the
// customer) the page says so and does not offer to finish.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, TextField, Typography } from '@mui/material';
import Build from '@mui/icons-material/Build';
import Chat from '@mui/icons-material/Chat';
import DoneAll from '@mui/icons-material/DoneAll';
import { BenchCard, BenchFrame, BenchLoad, benchButtonSx } from './BenchFrame.tsx';
import { BenchPhotos } from './BenchPhotos.tsx';
import { benchPath, itemsPath, transition, useOrderNo, useWorkOrder, useWorkOrderId } from './bench-api.ts';
import { ElapsedTime, Instructions, Intake } from './JobParts.tsx';
import { useBenchWords } from '../i18n/use-bench-words.ts';

export default function JobInProgressPage() {
  const id = useWorkOrderId();
  const orderNo = useOrderNo();
  const [workOrder, retry] = useWorkOrder(id);
  const { t } = useBenchWords();
  const onHold = workOrder.status === 'ready' && workOrder.data.status === 'on_hold';
  const stage = t(onHold ? 'bench.job.on_hold' : 'bench.job.in_progress');
  const title =
    workOrder.status === 'ready' ? t('bench.item', { number: workOrder.data.item_number }) : stage;
  return (
    <BenchFrame title={title} subtitle={stage} back={itemsPath(orderNo)}>
      <BenchLoad state={workOrder} retry={retry}>
        {(w) => (
          <>
            {w.status === 'on_hold' ? (
              <Alert severity="warning" sx={{ fontSize: '1.05rem' }}>
                {t('bench.job.on_hold_alert')}
              </Alert>
            ) : null}
            <ElapsedTime workOrderId={w.id} />
            <Instructions workOrder={w} />
            <Intake workOrder={w} />
            <BenchPhotos workOrderId={w.id} kind="before" />
            <QuickNote workOrderId={w.id} />
            <Button
              component={RouterLink}
              to={benchPath('/work-information', w.id, orderNo)}
              variant="contained"
              fullWidth
              startIcon={<Build />}
              sx={{ ...benchButtonSx, bgcolor: '#111', '&:hover': { bgcolor: '#333' } }}
            >
              {t('bench.job.work_information')}
            </Button>
            <Button
              component={RouterLink}
              to={benchPath('/tell-us', w.id, orderNo)}
              variant="outlined"
              fullWidth
              startIcon={<Chat />}
              sx={{ ...benchButtonSx, borderWidth: 2, color: '#111', borderColor: '#111' }}
            >
              {t('bench.job.tell_store')}
            </Button>
            {w.status === 'on_hold' ? (
              <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }} data-testid="finish-on-hold">
                {t('bench.job.finish_after_answer')}
              </Typography>
            ) : (
              <Button
                component={RouterLink}
                to={benchPath('/job-done', w.id, orderNo)}
                variant="contained"
                fullWidth
                startIcon={<DoneAll />}
                sx={{ ...benchButtonSx, bgcolor: '#0b6b2f', '&:hover': { bgcolor: '#095626' } }}
              >
                {t('bench.job.finish')}
              </Button>
            )}
          </>
        )}
      </BenchLoad>
    </BenchFrame>
  );
}

function QuickNote({ workOrderId }: { workOrderId: number }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { t } = useBenchWords();
  const save = async () => {
    if (!note.trim()) return setMessage({ ok: false, text: t('bench.job.note_first') });
    setBusy(true);
    const result = await transition(workOrderId, 'record_work', { note: note.trim() });
    setBusy(false);
    if (!result.ok) return setMessage({ ok: false, text: result.error.message });
    setNote('');
    setMessage({ ok: true, text: t('bench.job.note_saved') });
  };
  return (
    <BenchCard title={t('bench.job.notes')}>
      <TextField
        label={t('bench.job.note_label')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button
        variant="outlined"
        fullWidth
        disabled={busy}
        onClick={() => void save()}
        sx={{ ...benchButtonSx, mt: 1.5, borderWidth: 2 }}
      >
        {t(busy ? 'bench.job.saving' : 'bench.job.save_note')}
      </Button>
      {message ? (
        <Alert severity={message.ok ? 'success' : 'error'} role="status" sx={{ mt: 1.5 }}>
          {message.text}
        </Alert>
      ) : null}
    </BenchCard>
  );
}
