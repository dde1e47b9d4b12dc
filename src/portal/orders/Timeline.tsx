// An order's timeline: every transition (and hand-off) in order, who and when, with
// docs/product.md#formats-dates's date and
// time formats; entries the customer sees on order tracking are marked.
import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { Schema } from '../../client/schemas.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';

/** A change of state the server wrote in English ("SO-1: placed → received") in the user's words; other
 * entries (a payment, a hand-off) as written. */
function entryText(entry: Schema<'TimelineEntry'>, status: (state: string) => string, translate: Translate) {
  const spaced = (state: string) => state.replace(/_/g, ' ');
  const from = entry.from_status;
  const suffix = from ? `: ${spaced(from)} → ${spaced(entry.to_status)}` : null;
  if (!from || from === entry.to_status || !suffix || !entry.message.endsWith(suffix)) return entry.message;
  return translate('portal.orders.timeline_change', {
    ref: entry.message.slice(0, -suffix.length),
    from: status(from),
    to: status(entry.to_status),
  });
}

type Translate = ReturnType<typeof usePortalWords>['translate'];

export function Timeline({ entries }: { entries: readonly Schema<'TimelineEntry'>[] }) {
  const { translate, status, shortDate, time } = usePortalWords();
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
                  {entryText(e, status, translate)}
                </Typography>
                {e.is_public ? (
                  <Chip size="small" label={translate('portal.orders.customer_sees')} variant="outlined" />
                ) : null}
              </Stack>
            }
            secondary={
              <>
                {shortDate(e.created_at)} · {time(e.created_at)}
                {e.note ? ` — ${e.note}` : ''}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
