// Where each item of an order has been (docs/product.md#custody): who holds it now, and every hand-off —
// from whom to whom, where, how (scan, typed number, a transition), with its note; flagged hand-offs say
// what the record said. The vendor portal shows a work order's item's hand-offs the vendor took part in.
import { Alert, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { storedText } from '../i18n/said-text.ts';
import { useGet, type GetData } from '../../shell/data/use-load.ts';
import { Section } from './Section.tsx';
import { CustodyActions, type CustodyOrder } from './CustodyActions.tsx';
import { holderLabel } from '../board/lane-words.ts';

type CustodyEvent = GetData<'/api/v1/work-orders/{id}/custody'>[number];

/** Who holds an item: the board's words for it, else what kind of holder it is. */
function holderName(
  translate: (key: string, options?: object) => string,
  holder: { name?: string | null; kind?: string | null } | null | undefined,
): string {
  if (!holder?.kind) return '—';
  return holderLabel(
    translate,
    holder,
    translate(`portal.orders.custody.holder.${holder.kind}`, { _: holder.kind.replace(/_/g, ' ') }),
  );
}

function Events({ events }: { events: readonly CustodyEvent[] }) {
  const words = usePortalWords();
  const { translate, shortDate, time } = words;
  if (!events.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('portal.orders.custody.none')}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {events.map((e) => (
        <ListItem key={e.id} disableGutters divider data-testid="custody-event" data-kind={e.kind}>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {holderName(translate, e.from)} → {holderName(translate, e.to)}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate(`portal.orders.custody.kind.${e.kind ?? ''}`, {
                    _: (e.kind ?? '').replace(/_/g, ' '),
                  })}
                />
                {e.flagged ? (
                  <Chip size="small" color="warning" label={translate('portal.orders.custody.flagged')} />
                ) : null}
              </Stack>
            }
            secondary={
              <>
                {shortDate(e.created_at ?? '')} · {time(e.created_at ?? '')} ·{' '}
                {translate(`portal.orders.custody.how.${e.method ?? 'transition'}`)}
                {e.actor_name ? ` · ${e.actor_name}` : ''}
                {e.note ? ` — ${storedText(words, e.note, e.note_key, e.note_params)}` : ''}
                {e.flag_reason
                  ? ` — ${storedText(words, e.flag_reason, e.flag_reason_key, e.flag_reason_params)}`
                  : ''}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

export function OrderCustody({ order, onChange }: { order: CustodyOrder; onChange: () => void }) {
  const custody = useGet('/api/v1/sales-orders/{id}/custody', { path: { id: order.id } });
  const { translate } = usePortalWords();
  const changed = () => {
    custody.reload();
    onChange();
  };
  return (
    <Section
      title={translate('portal.orders.custody.title')}
      loading={custody.loading}
      error={custody.error}
      testId="order-custody"
    >
      {custody.data?.map((item) => (
        <Stack key={item.item_id} spacing={0.5} sx={{ mb: 2 }}>
          <Typography variant="subtitle2">
            {translate('portal.orders.custody.now_with', {
              item: item.item_number,
              service: item.service_name,
              holder: holderName(translate, item.holder),
            })}
          </Typography>
          {item.events?.some((e) => e.flagged) ? (
            <Alert severity="warning">{translate('portal.orders.custody.contradicted')}</Alert>
          ) : null}
          <Events events={item.events ?? []} />
          <CustodyActions
            order={order}
            itemNumber={item.item_number ?? ''}
            inTransit={item.holder?.kind === 'transit'}
            onChange={changed}
          />
        </Stack>
      ))}
    </Section>
  );
}

export function WorkCustody({ workOrderId }: { workOrderId: number }) {
  const custody = useGet('/api/v1/work-orders/{id}/custody', { path: { id: workOrderId } });
  const { translate } = usePortalWords();
  return (
    <Section
      title={translate('portal.orders.custody.title')}
      loading={custody.loading}
      error={custody.error}
      testId="work-custody"
    >
      <Events events={custody.data ?? []} />
    </Section>
  );
}
