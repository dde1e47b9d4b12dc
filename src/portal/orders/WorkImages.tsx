// A work order's before and after photos: a gallery per kind, and an upload with a progress bar (spec
// docs/product.md#formats-images's 8 MiB limit, checked before any byte is sent). The photos are private to
// the store and the
// vendor, so each is read with the session's token into an object URL rather than a plain <img src>.
import { Box, ImageList, ImageListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PrivateImage } from '../../shell/PrivateImage.tsx';
import { PhotoUploadButton } from './PhotoUploadButton.tsx';
import { Section } from './Section.tsx';
import { useGet } from '../../shell/data/use-load.ts';
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';

const kinds = ['before', 'after'] as const;

export function WorkImages({ workOrderId, mayUpload }: { workOrderId: number; mayUpload: boolean }) {
  const translate = useTranslate();
  const images = useGet('/api/v1/work-orders/{id}/images', { path: { id: workOrderId } });
  return (
    <Section
      title={translate('portal.photos.title')}
      loading={images.loading}
      error={images.error}
      testId="work-images"
    >
      <Stack spacing={2}>
        {kinds.map((kind) => {
          const shown = (images.data ?? []).filter((i) => i.kind === kind);
          return (
            <Box key={kind}>
              <Typography variant="subtitle2" component="h3">
                {translate(`portal.photos.kind.${kind}`)}
              </Typography>
              {shown.length ? (
                <ImageList cols={4} gap={8} sx={{ m: 0 }}>
                  {shown.map((image) => (
                    <ImageListItem key={image.id}>
                      <PrivateImage
                        uploadId={image.upload_id}
                        alt={image.caption ?? translate(`portal.photos.photo.${kind}`)}
                      />
                    </ImageListItem>
                  ))}
                </ImageList>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {translate(`portal.photos.none.${kind}`)}
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
  const translate = useTranslate();
  return (
    <PhotoUploadButton
      label={translate(`portal.photos.add.${kind}`)}
      testId={`upload-${kind}`}
      onUploaded={async (uploadId) => {
        await send(
          api.POST('/api/v1/work-orders/{id}/images', {
            params: { path: { id: workOrderId } },
            body: { kind, upload_id: uploadId },
          }),
        );
        onDone();
      }}
    />
  );
}
