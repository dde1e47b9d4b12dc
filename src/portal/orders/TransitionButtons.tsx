// The state-machine actions of one record as buttons: exactly those the machine allows this user in this
// state (shared/permission-registry.ts actionsFor, the server's decision); a refusal (409: the record moved on meanwhile)
// shows the server's message. Actions that need input (a vendor to send to) get it from `bodyOf`, or open
// their own form (`opensForm`).
import { useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { actionsFor, type RecordFacts } from '../../shared/permission-registry.ts';
import type { Machine } from '../../shared/state-machines.ts';
import { useSession } from '../use-session.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { transition, type TransitionCollection } from './transition-request.ts';

export interface TransitionButtonsProps {
  machine: Machine;
  /** API collection of the record (`sales-orders`, `work-orders`, `estimates`, …). */
  path: TransitionCollection;
  id: number;
  state: string;
  facts: RecordFacts;
  onDone: () => void;
  /** The body an action needs (e.g. `send` → { vendor_id }); undefined: the action cannot be taken yet. */
  bodyOf?: (action: string) => object | undefined;
  /** Shown next to the buttons: the inputs bodyOf reads. */
  children?: ReactNode;
  /** Wording per action where the default ("Mark ready", portal.actions) is not the counter's word: translated. */
  labels?: Readonly<Record<string, string>>;
  /**
   * Actions that open their own form (receive → the intake dialog) instead of being taken at once; the
   * button still shows exactly when the machine allows the action.
   */
  opensForm?: Readonly<Record<string, () => void>>;
  /** Actions the machine allows but the record's own state withholds now (the server refuses them too). */
  withheld?: readonly string[];
}

export function TransitionButtons(props: TransitionButtonsProps) {
  const { machine, path, id, state, facts, onDone, bodyOf, children, labels, opensForm, withheld } = props;
  const session = useSession();
  const words = usePortalWords();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actions = actionsFor(
    machine,
    state,
    session
      ? { role: session.role, storeId: session.store?.id ?? null, vendorId: session.user.vendor?.id ?? null }
      : null,
    facts,
  ).filter(
    (action) =>
      !(machine.formActions as readonly string[] | undefined)?.includes(action) &&
      !withheld?.includes(action),
  );
  const run = async (action: string) => {
    const form = opensForm?.[action];
    if (form) return form();
    const body = bodyOf ? bodyOf(action) : {};
    if (!body) return;
    setBusy(action);
    setError(null);
    try {
      await transition(path, id, action, body);
      onDone();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  if (!actions.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-actions">
        {words.translate('portal.orders.nothing_to_do')}
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      {children}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        data-testid="transition-actions"
      >
        {actions.map((action) => (
          <Button
            key={action}
            variant={
              action === 'cancel' || action === 'refund' || action === 'decline' ? 'outlined' : 'contained'
            }
            color={action === 'cancel' || action === 'refund' ? 'error' : 'primary'}
            disabled={busy !== null || (bodyOf !== undefined && bodyOf(action) === undefined)}
            onClick={() => void run(action)}
            data-action={action}
          >
            {labels?.[action] ?? words.action(action)}
          </Button>
        ))}
      </Stack>
      {error ? (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
