// Charges of either kind (extra or additional) with their reason, amount, state, the customer's payment
// link and the actions the one charge lifecycle allows this user on the charge's kind (mark paid, cancel).
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../shared/format.ts';
import type { RecordFacts } from '../../shared/permission-registry.ts';
import { chargeMachineOf } from '../../shared/state-machines.ts';
import { StatusChip } from './StatusChip.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';
import type { Schema } from '../../client/schemas.ts';

/** A charge of either kind, as the contract declares it. */
export type Charge = Schema<'AdditionalCharge'> | Schema<'ExtraCharge'>;

export function ChargeList(props: { charges: readonly Charge[]; facts: RecordFacts; onDone: () => void }) {
  const { charges, facts, onDone } = props;
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
              machine={chargeMachineOf(c.kind)}
              path={`${c.kind}-charges`}
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
