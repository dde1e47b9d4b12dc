// An order's timeline: every transition (and hand-off) in order, who and when, with
// docs/product.md#formats-dates's date and
// time formats; entries the customer sees on order tracking are marked.
import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { Schema } from '../../client/schemas.ts';
import { formatShortDate, formatTime } from '../../shared/format.ts';

export function Timeline({ entries }: { entries: readonly Schema<'TimelineEntry'>[] }) {
  if (!entries.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing has happened yet.
      </Typography>
    );
  return (
    <List dense disablePadding data-testid="timeline">
      {entries.map((e) => (
        <ListItem key={e.id} disableGutters divider data-testid="timeline-entry" data-action={e.action}>
          <ListItemText
            // Notes may run over several lines (an intake names each item on its own line).
            slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {e.message}
                </Typography>
                {e.is_public ? <Chip size="small" label="Customer sees this" variant="outlined" /> : null}
              </Stack>
            }
            secondary={
              <>
                {formatShortDate(e.created_at)} · {formatTime(e.created_at)}
                {e.note ? ` — ${e.note}` : ''}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
