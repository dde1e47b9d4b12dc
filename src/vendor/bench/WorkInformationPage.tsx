// /work-information?wo= — what was done and the parts and materials used: one record_work transition of the
// work-order machine (the store's timeline shows it), then back to the job.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, IconButton, Stack, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { BenchCard, BenchFrame, BenchLoad, benchButtonSx } from './BenchFrame.tsx';
import { benchPath, transition, useOrderNo, useWorkOrder, useWorkOrderId } from './bench-api.ts';
import { useBenchWords } from '../i18n/use-bench-words.ts';

interface PartRow {
  name: string;
  quantity: string;
}

export default function WorkInformationPage() {
  const id = useWorkOrderId();
  const orderNo = useOrderNo();
  const navigate = useNavigate();
  const [workOrder, retry] = useWorkOrder(id);
  const [done, setDone] = useState('');
  const [parts, setParts] = useState<PartRow[]>([{ name: '', quantity: '1' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useBenchWords();
  const back = id ? benchPath('/job-in-progress', id, orderNo) : '/work-items';

  const setPart = (i: number, change: Partial<PartRow>) =>
    setParts((rows) => rows.map((row, j) => (j === i ? { ...row, ...change } : row)));

  const save = async () => {
    if (!id) return;
    const found: Record<string, string> = {};
    const used = parts.filter((p) => p.name.trim() !== '');
    used.forEach((p) => {
      const i = parts.indexOf(p);
      if (!(Number(p.quantity) > 0)) found[`quantity-${i}`] = t('bench.work.bad_quantity');
    });
    if (!done.trim() && used.length === 0) found.done = t('bench.work.nothing');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    const result = await transition(id, 'record_work', {
      ...(done.trim() ? { note: done.trim() } : {}),
      parts: used.map((p) => ({ name: p.name.trim(), quantity: Number(p.quantity) })),
    });
    setBusy(false);
    if (!result.ok) return setFailure(result.error.message);
    navigate(back);
  };

  return (
    <BenchFrame
      title={
        workOrder.status === 'ready'
          ? t('bench.item', { number: workOrder.data.item_number })
          : t('bench.work.title')
      }
      subtitle={t('bench.work.subtitle')}
      back={back}
    >
      <BenchLoad state={workOrder} retry={retry}>
        {() => (
          <>
            <BenchCard title={t('bench.work.done')}>
              <TextField
                label={t('bench.work.done_label')}
                value={done}
                onChange={(e) => setDone(e.target.value)}
                error={Boolean(errors.done)}
                helperText={errors.done ?? ' '}
                multiline
                minRows={3}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </BenchCard>
            <BenchCard title={t('bench.work.parts')}>
              <Stack spacing={1.5}>
                {parts.map((part, i) => (
                  <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      label={t('bench.work.part', { n: i + 1 })}
                      value={part.name}
                      onChange={(e) => setPart(i, { name: e.target.value })}
                      fullWidth
                      slotProps={{ htmlInput: { maxLength: 100 } }}
                    />
                    <TextField
                      label={t('bench.work.quantity')}
                      value={part.quantity}
                      onChange={(e) => setPart(i, { quantity: e.target.value })}
                      error={Boolean(errors[`quantity-${i}`])}
                      helperText={errors[`quantity-${i}`]}
                      sx={{ width: 88, flexShrink: 0 }}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                    <IconButton
                      aria-label={t('bench.work.remove_part', { n: i + 1 })}
                      onClick={() => setParts((rows) => rows.filter((_, j) => j !== i))}
                      sx={{ width: 56, height: 56 }}
                    >
                      <Delete />
                    </IconButton>
                  </Stack>
                ))}
                <Button
                  variant="outlined"
                  startIcon={<Add />}
                  onClick={() => setParts((rows) => [...rows, { name: '', quantity: '1' }])}
                  disabled={parts.length >= 30}
                  sx={{ ...benchButtonSx, borderWidth: 2 }}
                >
                  {t('bench.work.add_part')}
                </Button>
              </Stack>
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
              onClick={() => void save()}
              sx={{ ...benchButtonSx, bgcolor: '#111', '&:hover': { bgcolor: '#333' } }}
            >
              {t(busy ? 'bench.work.saving' : 'bench.work.save')}
            </Button>
          </>
        )}
      </BenchLoad>
    </BenchFrame>
  );
}
