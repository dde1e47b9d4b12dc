// An order's timeline: every transition (and hand-off) in order, who and when, with
// docs/product.md#formats-dates's date and
// time formats; entries the customer sees on order tracking are marked.
import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { Schema } from '../../client/schemas.ts';
import { usePortalWords, type PortalWords } from '../i18n/use-portal-words.ts';
import { saidText, storedText } from '../i18n/said-text.ts';

/** The entry in the reader's words (docs/product.md#languages-server-sentences). */
const entryText = (entry: Schema<'TimelineEntry'>, words: PortalWords) => saidText(words, entry);

export function Timeline({ entries }: { entries: readonly Schema<'TimelineEntry'>[] }) {
  const words = usePortalWords();
  const { translate, shortDate, time } = words;
  if (!entries.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('portal.orders.timeline_empty')}
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
                  {entryText(e, words)}
                </Typography>
                {e.is_public ? (
                  <Chip size="small" label={translate('portal.orders.customer_sees')} variant="outlined" />
                ) : null}
              </Stack>
            }
            secondary={
              <>
                {shortDate(e.created_at)} · {time(e.created_at)}
                {e.note ? ` — ${storedText(words, e.note, e.note_key, e.note_params)}` : ''}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
