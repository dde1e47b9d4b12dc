// Charges (extra or additional) with their reason, amount, state, the customer's payment link and the
// actions their machine allows this user (mark paid, cancel).
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../shared/format.ts';
import type { RecordFacts } from '../../shared/order-actions.ts';
import type { Machine } from '../../shared/state-machines.ts';
import { StatusChip } from './StatusChip.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';
import type { Charge } from './order-types.ts';

export function ChargeList(props: {
  charges: readonly Charge[];
  machine: Machine;
  path: string;
  facts: RecordFacts;
  onDone: () => void;
}) {
  const { charges, machine, path, facts, onDone } = props;
  if (!charges.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No charges.
      </Typography>
    );
  return (
    <List disablePadding>
      {charges.map((c) => (
        <ListItem key={c.id} divider disableGutters data-testid="charge" sx={{ display: 'block' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <ListItemText
              primary={`${formatMoney(c.amount)} — ${c.reason}`}
              secondary={c.status === 'requested' ? `Customer pays at ${c.payment_path}` : undefined}
            />
            <StatusChip status={c.status} />
          </Stack>
          {c.status === 'requested' ? (
            <TransitionButtons
              machine={machine}
              path={path}
              id={c.id}
              state={c.status}
              facts={facts}
              onDone={onDone}
              labels={{ pay: 'Mark paid', cancel: 'Cancel charge' }}
            />
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}
