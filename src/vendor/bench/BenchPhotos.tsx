// Before or after photos of a work order at the bench: the ones taken so far, and one big button that opens
// the phone's camera (or the file picker) — each photo uploads with a visible progress bar, is attached to
// the work order and lands on the store's timeline. docs/product.md#formats-images's 8 MiB limit is checked
// before any byte
// is sent.
import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { api, call } from '../../client/api.ts';
import { MAX_IMAGE_BYTES, uploadImage } from '../../client/upload.ts';
import { PrivateImage } from '../../shell/PrivateImage.tsx';
import { benchButtonSx, BenchCard } from './BenchFrame.tsx';
import { useImages } from './bench-api.ts';
import { useBenchWords } from '../i18n/use-bench-words.ts';

export function BenchPhotos(props: { workOrderId: number; kind: 'before' | 'after'; onAdded?: () => void }) {
  const { workOrderId, kind, onAdded } = props;
  const { t } = useBenchWords();
  const [images, reload] = useImages(workOrderId);
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = images.status === 'ready' ? images.data.filter((i) => i.kind === kind) : [];

  const upload = async (file: File) => {
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) return setError(t('bench.photos.too_large'));
    setProgress(0);
    try {
      const url = await uploadImage(file, setProgress, { is_public: 'false' });
      const uploadId = url.split('/').filter(Boolean).pop()!;
      const attached = await call(
        api.POST('/api/v1/work-orders/{id}/images', {
          params: { path: { id: workOrderId } },
          body: { kind, upload_id: uploadId },
        }),
      );
      if (!attached.ok) setError(attached.error.message);
      reload();
      onAdded?.();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <BenchCard title={t(`bench.photos.${kind}`)}>
      {images.status === 'failed' ? <Alert severity="error">{images.message}</Alert> : null}
      {shown.length ? (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 1.5 }}
          data-testid={`bench-photos-${kind}`}
        >
          {shown.map((image) => (
            <PrivateImage
              key={image.id}
              uploadId={image.upload_id}
              alt={t(`bench.photos.photo_${kind}`, { id: image.id })}
            />
          ))}
        </Box>
      ) : (
        <Typography sx={{ mb: 1.5 }} color="text.secondary">
          {t(images.status === 'loading' ? 'bench.photos.loading' : `bench.photos.none_${kind}`)}
        </Typography>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        capture="environment"
        hidden
        aria-label={t(`bench.photos.take_${kind}`)}
        data-testid={`bench-upload-${kind}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        variant="outlined"
        fullWidth
        startIcon={<PhotoCamera />}
        onClick={() => picker.current?.click()}
        disabled={progress !== null}
        sx={{ ...benchButtonSx, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
      >
        {t(shown.length ? `bench.photos.another_${kind}` : `bench.photos.take_${kind}`)}
      </Button>
      {progress !== null ? (
        <Box sx={{ mt: 1.5 }} role="status">
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            sx={{ height: 12, borderRadius: 6 }}
            aria-label={t('bench.photos.progress')}
          />
          <Typography sx={{ mt: 0.5 }}>
            {t('bench.photos.uploading', { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      ) : null}
    </BenchCard>
  );
}
