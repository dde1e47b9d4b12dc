// Image upload (8): the customer picks a photo; spec section 9's rule (6 bytes per 8 base64 characters,
// at most 8388608) refuses a larger one before anything is sent. The answer is the uploaded image's URL
// when the form can upload, else the file's name.
import { useId, useState } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Typography } from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { isImageWithinLimit } from '../../shared/rules/index.ts';
import { toggleText } from '../service-model.ts';
import { describedBy, fieldIds, type OptionFieldProps } from './field-props.ts';
import { OptionFrame, visuallyHidden } from './OptionFrame.tsx';

export const IMAGE_TOO_LARGE = 'This image is too large: please choose one of at most 8 MB.';
export const NOT_AN_IMAGE = 'Please choose an image file.';
export const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function ImageUploadField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, services, disabled } = props;
  const ids = fieldIds(idBase);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answered = typeof value === 'string' && value !== '';
  const shown = preview ?? (answered && /^(https?:|\/|data:image\/)/.test(value) ? value : null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem(NOT_AN_IMAGE);
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    if (!isImageWithinLimit(dataUrl)) {
      setProblem(IMAGE_TOO_LARGE);
      return;
    }
    setPreview(dataUrl);
    if (!services.uploadImage) {
      onChange(file.name.slice(0, 200));
      return;
    }
    setBusy(true);
    try {
      onChange(await services.uploadImage(file));
    } catch {
      setPreview(null);
      setProblem(UPLOAD_FAILED);
      onChange(null);
    } finally {
      setBusy(false);
    }
  }

  const allMessages = problem ? [problem, ...messages] : messages;
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={allMessages} group={false}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={`Chosen image for ${option.label.value}`}
            sx={{
              width: 72,
              height: 72,
              objectFit: 'cover',
              borderRadius: 1,
              border: '1px solid',
              borderColor: 'divider',
            }}
          />
        ) : null}
        <Button
          component="label"
          variant="outlined"
          disabled={disabled || busy}
          startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <AddPhotoAlternateOutlined />}
        >
          {answered ? 'Choose another image' : 'Choose an image'}
          <Box
            component="input"
            id={ids.input}
            type="file"
            accept="image/*"
            disabled={disabled || busy}
            aria-required={required || undefined}
            aria-describedby={[
              hintId,
              describedBy(idBase, toggleText(option, 'instructions') !== '', allMessages.length > 0),
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
            sx={visuallyHidden}
          />
        </Button>
        {answered && !busy ? (
          <Button
            variant="text"
            disabled={disabled}
            onClick={() => {
              setPreview(null);
              onChange(null);
            }}
          >
            Remove
          </Button>
        ) : null}
      </Box>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {answered && !shown ? `${value} · ` : ''}PNG, JPEG, GIF or WebP, at most 8 MB.
      </Typography>
      {busy ? <FormHelperText>Uploading…</FormHelperText> : null}
    </OptionFrame>
  );
}
