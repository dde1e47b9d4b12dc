// A work order's before and after photos: a gallery per kind, and an upload with a progress bar (spec
// section 9's 8 MiB limit, checked before any byte is sent). The photos are private to the store and the
// vendor, so each is read with the session's token into an object URL rather than a plain <img src>.
import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  ImageList,
  ImageListItem,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { PrivateImage } from '../../shell/PrivateImage.tsx';
import { MAX_IMAGE_BYTES, uploadImage } from '../resources/ImageUploadInput.tsx';
import { Section } from './Section.tsx';
import { postApi, useApi } from './use-api.ts';

interface WorkImage {
  id: number;
  kind: 'before' | 'after';
  upload_id: string;
  caption?: string | null;
}

const kinds = ['before', 'after'] as const;

export function WorkImages({ workOrderId, mayUpload }: { workOrderId: number; mayUpload: boolean }) {
  const images = useApi<WorkImage[]>(`/work-orders/${workOrderId}/images`);
  return (
    <Section title="Photos" loading={images.loading} error={images.error} testId="work-images">
      <Stack spacing={2}>
        {kinds.map((kind) => {
          const shown = (images.data ?? []).filter((i) => i.kind === kind);
          return (
            <Box key={kind}>
              <Typography variant="subtitle2" component="h3" sx={{ textTransform: 'capitalize' }}>
                {kind}
              </Typography>
              {shown.length ? (
                <ImageList cols={4} gap={8} sx={{ m: 0 }}>
                  {shown.map((image) => (
                    <ImageListItem key={image.id}>
                      <PrivateImage uploadId={image.upload_id} alt={image.caption ?? `${kind} photo`} />
                    </ImageListItem>
                  ))}
                </ImageList>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No {kind} photos.
                </Typography>
              )}
              {mayUpload ? (
                <PhotoUpload workOrderId={workOrderId} kind={kind} onDone={images.reload} />
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}

function PhotoUpload(props: { workOrderId: number; kind: 'before' | 'after'; onDone: () => void }) {
  const { workOrderId, kind, onDone } = props;
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setError('The photo is larger than 8 MB.');
      return;
    }
    setProgress(0);
    try {
      const url = await uploadImage(file, setProgress, { is_public: 'false' });
      const uploadId = url.split('/').filter(Boolean).pop()!;
      await postApi(`/work-orders/${workOrderId}/images`, { kind, upload_id: uploadId });
      onDone();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        aria-label={`Add ${kind} photo`}
        data-testid={`upload-${kind}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlined />}
        onClick={() => picker.current?.click()}
        disabled={progress !== null}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add {kind} photo
      </Button>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label="Upload progress"
        />
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
