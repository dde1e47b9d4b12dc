// Where each item of an order has been (docs/product.md#custody): who holds it now, and every hand-off —
// from whom to whom, where, how (scan, typed number, a transition), with its note; flagged hand-offs say
// what the record said. The vendor portal shows a work order's item's hand-offs the vendor took part in.
import { Alert, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { formatShortDate, formatTime } from '../../shared/format.ts';
import { useGet, type GetData } from '../../shell/data/use-load.ts';
import { Section } from './Section.tsx';
import { CustodyActions, type CustodyOrder } from './CustodyActions.tsx';

type CustodyEvent = GetData<'/api/v1/work-orders/{id}/custody'>[number];

const how = { scan: 'QR scanned', typed: 'number typed', transition: 'by a transition' } as const;

function Events({ events }: { events: readonly CustodyEvent[] }) {
  if (!events.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No hand-off recorded yet.
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
                  {e.from?.name ?? e.from?.kind ?? '—'} → {e.to?.name ?? e.to?.kind}
                </Typography>
                <Chip size="small" variant="outlined" label={(e.kind ?? '').replace(/_/g, ' ')} />
                {e.flagged ? <Chip size="small" color="warning" label="Flagged" /> : null}
              </Stack>
            }
            secondary={
              <>
                {formatShortDate(e.created_at ?? '')} · {formatTime(e.created_at ?? '')} ·{' '}
                {how[e.method ?? 'transition']}
                {e.actor_name ? ` · ${e.actor_name}` : ''}
                {e.note ? ` — ${e.note}` : ''}
                {e.flag_reason ? ` — ${e.flag_reason}` : ''}
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
  const changed = () => {
    custody.reload();
    onChange();
  };
  return (
    <Section title="Custody" loading={custody.loading} error={custody.error} testId="order-custody">
      {custody.data?.map((item) => (
        <Stack key={item.item_id} spacing={0.5} sx={{ mb: 2 }}>
          <Typography variant="subtitle2">
            {item.item_number} · {item.service_name} — now with{' '}
            {item.holder?.name ?? item.holder?.kind ?? '—'}
          </Typography>
          {item.events?.some((e) => e.flagged) ? (
            <Alert severity="warning">A hand-off of this item contradicted the record.</Alert>
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
  return (
    <Section title="Custody" loading={custody.loading} error={custody.error} testId="work-custody">
      <Events events={custody.data ?? []} />
    </Section>
  );
}
