// /repair-history/:id — an item's past work: every step of its work order as the store's timeline has it
// (who did what and when, notes, parts, photos added, extra charges), with the before and after photos.
import { useParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { formatShortDate, formatTime } from '../../shared/format.ts';
import { PrivateImage } from '../../shell/PrivateImage.tsx';
import { BenchCard, BenchFrame, BenchLoad } from './BenchFrame.tsx';
import { itemsPath, useImages, useOrderNo, useTimeline, useWorkOrder } from './bench-api.ts';

export default function RepairHistoryPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0 ? id : null;
  const orderNo = useOrderNo();
  const [workOrder, retry] = useWorkOrder(valid);
  const [timeline, retryTimeline] = useTimeline(valid);
  const [images] = useImages(valid);
  return (
    <BenchFrame
      title={workOrder.status === 'ready' ? `Item ${workOrder.data.item_number}` : 'Repair history'}
      subtitle={workOrder.status === 'ready' ? `${workOrder.data.service_name} · history` : 'Repair history'}
      back={itemsPath(orderNo)}
    >
      <BenchLoad state={workOrder} retry={retry}>
        {() => (
          <>
            <BenchLoad state={timeline} retry={retryTimeline}>
              {(entries) => (
                <BenchCard title="What happened">
                  {entries.length === 0 ? (
                    <Typography color="text.secondary">Nothing has happened to this item yet.</Typography>
                  ) : (
                    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="repair-history">
                      {entries.map((e) => (
                        <Box component="li" key={e.id} sx={{ borderLeft: '4px solid #111', pl: 1.5, mb: 2 }}>
                          <Typography sx={{ fontWeight: 700 }}>{e.message}</Typography>
                          {e.note ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{e.note}</Typography> : null}
                          <Typography variant="body2" color="text.secondary">
                            {formatShortDate(e.created_at)} {formatTime(e.created_at)}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  )}
                </BenchCard>
              )}
            </BenchLoad>
            {images.status === 'ready' && images.data.length ? (
              <BenchCard title="Photos">
                {(['before', 'after'] as const).map((kind) => {
                  const shown = images.data.filter((i) => i.kind === kind);
                  return shown.length ? (
                    <Box key={kind} sx={{ mb: 1.5 }}>
                      <Typography sx={{ fontWeight: 700, textTransform: 'capitalize' }}>{kind}</Typography>
                      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
                        {shown.map((image) => (
                          <PrivateImage
                            key={image.id}
                            uploadId={image.upload_id}
                            alt={`${kind} photo ${image.id}`}
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
