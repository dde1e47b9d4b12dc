// The service's pictures in the option editor: upload (with progress, docs/product.md#formats-images's 8 MiB
// limit checked
// before sending), reorder and remove. Changes are part of the draft and saved with the service by the
// editor's save (PUT stores/:store/services/:id carries `images`), like every other edit here.
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_IMAGE_BYTES, uploadImage } from '../resources/ImageUploadInput.tsx';
import type { ServiceImage } from './editor-model.ts';

/** The schema's limit of images per service. */
const MAX_IMAGES = 20;

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function ServiceImagesPanel({
  images,
  onChange,
  readOnly,
}: {
  images: readonly ServiceImage[];
  onChange: (next: ServiceImage[]) => void;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`portal.editor.images.${key}`, values);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(words('too_large', { name: file.name }));
      return;
    }
    setProgress(0);
    try {
      const url = await uploadImage(file, setProgress);
      onChange([...images, { url, alt: file.name.replace(/\.[^.]+$/, '').slice(0, 200) }]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Paper component="section" aria-labelledby="service-images-heading" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="service-images-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
          {words('title', { count: images.length })}
        </Typography>
        {readOnly ? null : (
          <Button
            size="small"
            variant="outlined"
            startIcon={<UploadOutlined />}
            disabled={progress !== null || images.length >= MAX_IMAGES}
            onClick={() => input.current?.click()}
          >
            {words('add')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label={words('file')}
          data-testid="service-image-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Stack>
      {progress !== null ? (
        <Box sx={{ mb: 1 }} role="status" aria-label={words('uploading_label')}>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} />
          <Typography variant="caption">
            {words('uploading', { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {words('empty')}
        </Typography>
      ) : (
        <Stack
          component="ol"
          direction="row"
          sx={{ p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap', gap: 1.5 }}
        >
          {images.map((image, i) => (
            <Box component="li" key={`${image.url}-${i}`} data-testid="service-image" sx={{ width: 120 }}>
              <Box
                component="img"
                src={image.url}
                alt={image.alt || words('image_n', { n: i + 1 })}
                sx={{
                  width: 120,
                  height: 90,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              {readOnly ? null : (
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Tooltip title={words('move_earlier')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={words('move_n_earlier', { n: i + 1 })}
                        disabled={i === 0}
                        onClick={() => onChange(move(images, i, i - 1))}
                      >
                        <ArrowBack fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={words('remove')}>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={words('remove_n', { n: i + 1 })}
                      onClick={() => onChange(images.filter((_, j) => j !== i))}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={words('move_later')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={words('move_n_later', { n: i + 1 })}
                        disabled={i === images.length - 1}
                        onClick={() => onChange(move(images, i, i + 1))}
                      >
                        <ArrowForward fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
