// One button that takes a photo (or picks an image) and uploads it privately to the store, with a progress
// bar and docs/product.md#formats-images's 8 MiB limit checked before any byte is sent. Work-order photos and
// intake photos
// both use it; what happens with the upload id is the caller's.
import { useRef, useState } from 'react';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useTranslate } from 'react-admin';
import { MAX_IMAGE_BYTES, uploadImage } from '../resources/ImageUploadInput.tsx';

export function PhotoUploadButton(props: {
  label: string;
  /** Receives the new upload's id; may throw (its message is shown). */
  onUploaded: (uploadId: string) => Promise<void> | void;
  testId?: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(translate('portal.photos.too_large'));
      return;
    }
    setProgress(0);
    try {
      const url = await uploadImage(file, setProgress, { is_public: 'false' });
      await props.onUploaded(url.split('/').filter(Boolean).pop()!);
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
        aria-label={props.label}
        data-testid={props.testId}
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
        disabled={props.disabled || progress !== null}
        sx={{ alignSelf: 'flex-start' }}
      >
        {props.label}
      </Button>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={translate('portal.photos.progress')}
        />
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
