// /repair-history/:id — an item's past work: every step of its work order as the store's timeline has it
// (who did what and when, notes, parts, photos added, extra charges), with the before and after photos.
import { useParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { useBenchWords, type BenchWords } from '../i18n/use-bench-words.ts';
import { PrivateImage } from '../../shell/PrivateImage.tsx';
import { sayStored, type SaidParams } from '../../shared/i18n/said.ts';
import { BenchCard, BenchFrame, BenchLoad } from './BenchFrame.tsx';
import { itemsPath, useImages, useOrderNo, useTimeline, useWorkOrder } from './bench-api.ts';

/** The entry in the user's words (docs/product.md#languages-server-sentences): its key and params, or the
 * English it was written in when it has no key. */
const entryText = (
  { t, locale }: BenchWords,
  entry: { message: string; message_key?: string | null; message_params?: unknown },
) => sayStored(t, locale, entry.message_key, entry.message_params as SaidParams, entry.message);

export default function RepairHistoryPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0 ? id : null;
  const orderNo = useOrderNo();
  const [workOrder, retry] = useWorkOrder(valid);
  const [timeline, retryTimeline] = useTimeline(valid);
  const [images] = useImages(valid);
  const words = useBenchWords();
  const { t } = words;
  return (
    <BenchFrame
      title={
        workOrder.status === 'ready'
          ? t('bench.item', { number: workOrder.data.item_number })
          : t('bench.history.title')
      }
      subtitle={
        workOrder.status === 'ready'
          ? t('bench.history.subtitle', { service: workOrder.data.service_name })
          : t('bench.history.title')
      }
      back={itemsPath(orderNo)}
    >
      <BenchLoad state={workOrder} retry={retry}>
        {() => (
          <>
            <BenchLoad state={timeline} retry={retryTimeline}>
              {(entries) => (
                <BenchCard title={t('bench.history.what_happened')}>
                  {entries.length === 0 ? (
                    <Typography color="text.secondary">{t('bench.history.nothing')}</Typography>
                  ) : (
                    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="repair-history">
                      {entries.map((e) => (
                        <Box component="li" key={e.id} sx={{ borderLeft: '4px solid #111', pl: 1.5, mb: 2 }}>
                          <Typography sx={{ fontWeight: 700 }}>{entryText(words, e)}</Typography>
                          {e.note ? (
                            <Typography sx={{ whiteSpace: 'pre-wrap' }}>
                              {sayStored(t, words.locale, e.note_key, e.note_params as SaidParams, e.note)}
                            </Typography>
                          ) : null}
                          <Typography variant="body2" color="text.secondary">
                            {words.shortDate(e.created_at)} {words.time(e.created_at)}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  )}
                </BenchCard>
              )}
            </BenchLoad>
            {images.status === 'ready' && images.data.length ? (
              <BenchCard title={t('bench.history.photos')}>
                {(['before', 'after'] as const).map((kind) => {
                  const shown = images.data.filter((i) => i.kind === kind);
                  return shown.length ? (
                    <Box key={kind} sx={{ mb: 1.5 }}>
                      <Typography sx={{ fontWeight: 700 }}>{t(`bench.photos.${kind}_short`)}</Typography>
                      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
                        {shown.map((image) => (
                          <PrivateImage
                            key={image.id}
                            uploadId={image.upload_id}
                            alt={t(`bench.photos.photo_${kind}`, { id: image.id })}
                          />
                        ))}
                      </Box>
                    </Box>
                  ) : null;
                })}
              </BenchCard>
            ) : null}
          </>
        )}
      </BenchLoad>
    </BenchFrame>
  );
}
