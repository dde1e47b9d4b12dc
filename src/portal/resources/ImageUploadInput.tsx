// An image field of a form: pick a file, see it upload with a progress bar, then a preview; the field holds
// the uploaded image's URL. Files over docs/product.md#formats-images's 8 MiB are refused before any byte is
// sent; the
// server refuses them again. Store images are public (they show on the storefront).
import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useInput, useTranslate } from 'react-admin';
import { MAX_IMAGE_BYTES, uploadImage } from '../../client/upload.ts';

export { MAX_IMAGE_BYTES, uploadImage } from '../../client/upload.ts';

/** A react-admin form's image field. */
export function ImageUploadInput({ source, label }: { source: string; label: string }) {
  const { field, fieldState } = useInput({ source });
  return (
    <ImageUploadControl
      id={`image-${source.replace(/\W/g, '-')}`}
      label={label}
      value={typeof field.value === 'string' && field.value ? field.value : null}
      onChange={field.onChange}
      fieldError={fieldState.error?.message}
    />
  );
}

export interface ImageUploadControlProps {
  id: string;
  label: string;
  /** The image's URL, or null when there is none. */
  value: string | null;
  onChange(value: string | null): void;
  /** The form's own complaint about the field. */
  fieldError?: string;
}

/** The upload control itself, for any form (react-admin's above, the rjsf settings editor's widget). */
export function ImageUploadControl({
  id: inputId,
  label,
  value,
  onChange,
  fieldError,
}: ImageUploadControlProps) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const field = { onChange };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(translate('portal.upload.too_large'));
      return;
    }
    setProgress(0);
    try {
      field.onChange(await uploadImage(file, setProgress));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(null);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="label" htmlFor={inputId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.50',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : null}
        </Box>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <input
            ref={picker}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadOutlined />}
              onClick={() => picker.current?.click()}
              disabled={progress !== null}
            >
              {translate(value ? 'portal.upload.replace' : 'portal.upload.choose')}
            </Button>
            {value ? (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => field.onChange(null)}
              >
                {translate('portal.upload.remove')}
              </Button>
            ) : null}
          </Stack>
          {progress !== null ? (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={translate('portal.upload.progress')}
            />
          ) : null}
        </Stack>
      </Stack>
      {error || fieldError ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error ?? fieldError}
        </Alert>
      ) : null}
    </Box>
  );
}
