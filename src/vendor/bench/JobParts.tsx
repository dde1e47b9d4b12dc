// Blocks several bench pages show: what the store asked for (its work instructions and the customer's
// answers to the service's options), the item's intake as the store recorded it (condition, declared value,
// photos: docs/product.md#orders-work-intake), and the time since the work started, ticking every second.
import { useEffect, useState } from 'react';
import { Box, List, ListItem, Typography } from '@mui/material';
import { useBenchWords } from '../i18n/use-bench-words.ts';
import { PrivateImage } from '../../shell/PrivateImage.tsx';
import { BenchCard } from './BenchFrame.tsx';
import { startedAt, useInstructions, useTimeline, type WorkOrder } from './bench-api.ts';

export function Instructions({ workOrder }: { workOrder: WorkOrder }) {
  const [instructions] = useInstructions(workOrder.id);
  const { t } = useBenchWords();
  // In words as the server resolves them (option label, chosen value's label), never the stored ids.
  const answers = (workOrder.answer_labels ?? []).filter((a) => a.value.trim() !== '');
  return (
    <BenchCard title={t('bench.parts.instructions')}>
      {instructions.status === 'loading' ? (
        <Typography>{t('bench.parts.loading_instructions')}</Typography>
      ) : null}
      {instructions.status === 'failed' ? (
        <Typography color="error">{instructions.message}</Typography>
      ) : null}
      {instructions.status === 'ready' && instructions.data.length === 0 && answers.length === 0 ? (
        <Typography color="text.secondary">{t('bench.parts.no_instructions')}</Typography>
      ) : null}
      {instructions.status === 'ready'
        ? instructions.data.map((i) => (
            <Typography key={i.id} sx={{ fontSize: '1.1rem', whiteSpace: 'pre-wrap', mb: 1 }}>
              {i.body}
            </Typography>
          ))
        : null}
      {answers.length ? (
        <List dense disablePadding aria-label={t('bench.parts.choices')}>
          {answers.map((a) => (
            <ListItem key={a.option_id} disableGutters sx={{ display: 'block' }} data-testid="bench-answer">
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {a.option}:
              </Typography>{' '}
              <Typography component="span">{a.value}</Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </BenchCard>
  );
}

/** The store's work instructions, as lines (the scanned order's items show them under each item). */
export function InstructionLines({ workOrderId }: { workOrderId: number }) {
  const [instructions] = useInstructions(workOrderId);
  const { t } = useBenchWords();
  if (instructions.status === 'loading')
    return <Typography>{t('bench.parts.loading_instructions')}</Typography>;
  if (instructions.status === 'failed') return <Typography color="error">{instructions.message}</Typography>;
  if (!instructions.data.length) return null;
  return (
    <Box data-testid="bench-instructions">
      <Typography sx={{ fontWeight: 700 }}>{t('bench.parts.store_asks')}</Typography>
      {instructions.data.map((i) => (
        <Typography key={i.id} sx={{ fontSize: '1.05rem', whiteSpace: 'pre-wrap' }}>
          {i.body}
        </Typography>
      ))}
    </Box>
  );
}

/** The item as the store took it in: condition, declared value and intake photos. */
export function IntakeLines({ workOrder }: { workOrder: WorkOrder }) {
  const intake = workOrder.intake;
  const { t, money } = useBenchWords();
  if (!intake || (!intake.condition_notes && intake.declared_value == null && !intake.photos.length))
    return null;
  return (
    <Box data-testid="bench-intake">
      <Typography sx={{ fontWeight: 700 }}>{t('bench.parts.at_intake')}</Typography>
      <Typography>
        {t('bench.parts.condition', {
          condition: intake.condition_notes?.trim() ? intake.condition_notes : t('bench.parts.nothing_noted'),
        })}
      </Typography>
      {intake.declared_value != null ? (
        <Typography>{t('bench.parts.declared_value', { amount: money(intake.declared_value) })}</Typography>
      ) : null}
      {intake.photos.length ? (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1, mt: 1 }}
        >
          {intake.photos.map((uploadId, i) => (
            <PrivateImage
              key={uploadId}
              uploadId={uploadId}
              alt={t('bench.parts.intake_photo', { n: i + 1, item: workOrder.item_number })}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The intake as a card of its own (start work, the job in progress). */
export function Intake({ workOrder }: { workOrder: WorkOrder }) {
  const intake = workOrder.intake;
  const { t } = useBenchWords();
  return (
    <BenchCard title={t('bench.parts.item_at_intake')}>
      {intake && (intake.condition_notes || intake.declared_value != null || intake.photos.length) ? (
        <IntakeLines workOrder={workOrder} />
      ) : (
        <Typography color="text.secondary">{t('bench.parts.no_intake')}</Typography>
      )}
    </BenchCard>
  );
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** h:mm:ss since a moment. */
export function elapsedText(from: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - new Date(from).getTime()) / 1000));
  const h = Math.floor(seconds / 3600);
  return `${h}:${twoDigits(Math.floor((seconds % 3600) / 60))}:${twoDigits(seconds % 60)}`;
}

export function ElapsedTime({ workOrderId }: { workOrderId: number }) {
  const [timeline] = useTimeline(workOrderId);
  const [now, setNow] = useState(() => Date.now());
  const { t, time } = useBenchWords();
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const since = timeline.status === 'ready' ? startedAt(timeline.data) : null;
  return (
    <Box
      sx={{ bgcolor: '#111', color: '#fff', borderRadius: 2, p: 2, textAlign: 'center' }}
      role="timer"
      aria-label={t('bench.parts.time_on_job')}
    >
      <Typography sx={{ fontSize: '0.95rem', color: '#ddd' }}>
        {since ? t('bench.parts.working_since', { time: time(since) }) : t('bench.parts.time_on_job')}
      </Typography>
      <Typography sx={{ fontSize: '2.6rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
        {since ? elapsedText(since, now) : '–:–:–'}
      </Typography>
    </Box>
  );
}
