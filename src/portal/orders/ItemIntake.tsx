// What was recorded of an item when the store received it (intake and custody, migration 0017): the state it
// was handed in in, the value the customer declared and its photos. Shown on the order's items and on the
// printed job ticket, where the photos are small thumbnails so the ticket stays one page.
import { Box, ImageList, ImageListItem, Typography } from '@mui/material';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { PrivateImage } from '../../shell/PrivateImage.tsx';
import type { Schema } from '../../client/schemas.ts';

export function ItemIntake({
  item,
  thumbnails = false,
}: {
  item: Schema<'SalesOrderItem'>;
  thumbnails?: boolean;
}) {
  const photos = item.intake_photos ?? [];
  const { translate, money } = usePortalWords();
  const declared = item.declared_value;
  if (!item.condition_notes && (declared === null || declared === undefined) && !photos.length) return null;
  return (
    <Box sx={{ mt: 1, breakInside: 'avoid' }} data-testid="item-intake">
      <Typography variant="caption" component="h3" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
        {translate('portal.orders.intake.at_intake')}
      </Typography>
      {item.condition_notes ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="intake-condition">
          {item.condition_notes}
        </Typography>
      ) : null}
      {declared !== null && declared !== undefined ? (
        <Typography variant="body2" data-testid="intake-declared-value">
          {translate('portal.orders.intake.declared_value', { amount: money(declared) })}
        </Typography>
      ) : null}
      {photos.length ? (
        <ImageList
          cols={thumbnails ? 6 : 4}
          gap={6}
          sx={{ m: 0, mt: 0.5, maxWidth: thumbnails ? 6 * 64 : 360 }}
          aria-label={translate('portal.orders.intake.photos', { item: item.item_number })}
        >
          {photos.map((p, i) => (
            <ImageListItem key={p.id}>
              <PrivateImage
                uploadId={p.upload_id}
                alt={translate('portal.orders.intake.photo', { n: i + 1, item: item.item_number })}
              />
            </ImageListItem>
          ))}
        </ImageList>
      ) : null}
    </Box>
  );
}
