// An item's next custody actions on its order's page: send it to another of the store's locations (in
// transit until that location scans it in — docs/product.md#custody-transfers), and open a redo of completed
// work (free within the service's warranty, only customer damage charged; outside it a free redo is refused
// and may be opened charged — docs/product.md#custody-redo). Each button shows only to whom the registry
// permits the action at the order's location; the server decides again.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { api } from '../../client/api.ts';
import { may } from '../../shared/permission-registry.ts';
import { locationsByName, useGet } from '../../shell/data/use-load.ts';
import { ApiFailure, send } from '../../shell/data/send.ts';
import { useSession } from '../use-session.ts';

export interface CustodyOrder {
  id: number;
  status?: string | null;
  location_id?: number | null;
}

/** The reasons of a redo; their words are portal.orders.custody_actions.reasons.<id>. */
const REASONS = ['workmanship', 'materials', 'wear', 'customer_damage'] as const;
type Reason = (typeof REASONS)[number];

const HELD = ['received', 'in_progress', 'ready'];

/** The buttons for one item; nothing when none applies to this user and this order's state. */
export function CustodyActions({
  order,
  itemNumber,
  inTransit,
  onChange,
}: {
  order: CustodyOrder;
  itemNumber: string;
  inTransit: boolean;
  onChange: () => void;
}) {
  const role = useSession()?.role;
  const at = order.location_id ?? undefined;
  const mayTransfer = may(role, 'custody:transfer', at) && HELD.includes(order.status ?? '') && !inTransit;
  const mayRedo = may(role, 'custody:redo', at) && order.status === 'completed';
  if (!mayTransfer && !mayRedo) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {mayTransfer && <TransferButton order={order} itemNumber={itemNumber} onChange={onChange} />}
      {mayRedo && <RedoButton itemNumber={itemNumber} onChange={onChange} />}
    </Stack>
  );
}

function TransferButton({
  order,
  itemNumber,
  onChange,
}: {
  order: CustodyOrder;
  itemNumber: string;
  onChange: () => void;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const locations = useGet('/api/v1/locations', open ? { query: locationsByName } : null);
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = (locations.data ?? []).filter((l) => l.id !== order.location_id && l.is_active !== false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await send(
        api.POST('/api/v1/custody/transfers', {
          body: { item_number: itemNumber, to_location_id: Number(to), note: note.trim() || null },
        }),
      );
      setOpen(false);
      onChange();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('portal.orders.custody_actions.send_elsewhere', { item: itemNumber })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`transfer-${itemNumber}`}>
        <DialogTitle id={`transfer-${itemNumber}`}>
          {translate('portal.orders.custody_actions.send_elsewhere', { item: itemNumber })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
            {error && <Alert severity="error">{error}</Alert>}
            {locations.error && <Alert severity="error">{locations.error}</Alert>}
            {locations.data && others.length === 0 && (
              <Alert severity="info">{translate('portal.orders.custody_actions.no_other_location')}</Alert>
            )}
            <TextField
              select
              label={translate('portal.orders.custody_actions.to_location')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              disabled={locations.loading || others.length === 0}
              helperText={translate('portal.orders.custody_actions.in_transit_until')}
            >
              {others.map((l) => (
                <MenuItem key={l.id} value={String(l.id)}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('portal.orders.custody_actions.note_optional')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('portal.orders.custody_actions.cancel')}</Button>
          <Button variant="contained" disabled={!to || busy} onClick={() => void submit()}>
            {translate('portal.orders.custody_actions.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function RedoButton({ itemNumber, onChange }: { itemNumber: string; onChange: () => void }) {
  const basename = useBasename();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | ''>('');
  const [charge, setCharge] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; refused: boolean } | null>(null);
  const [opened, setOpened] = useState<{ id: number; no: string | null; charged: boolean } | null>(null);
  const submit = async (charged: boolean) => {
    if (!reason) return;
    setBusy(true);
    setError(null);
    try {
      const redo = await send(
        api.POST('/api/v1/custody/redos', {
          body: { item_number: itemNumber, reason, charge: charged, note: note.trim() || null },
        }),
      );
      setOpened({
        id: redo.redo_sales_order_id ?? 0,
        no: redo.redo_order_no ?? null,
        charged: !!redo.charged,
      });
      onChange();
    } catch (e) {
      setError({
        text: e instanceof Error ? e.message : String(e),
        refused: e instanceof ApiFailure && e.status === 409,
      });
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOpen(false);
    setOpened(null);
    setError(null);
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('portal.orders.custody_actions.open_redo', { item: itemNumber })}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`redo-${itemNumber}`}>
        <DialogTitle id={`redo-${itemNumber}`}>
          {translate('portal.orders.custody_actions.open_redo', { item: itemNumber })}
        </DialogTitle>
        <DialogContent>
          {opened ? (
            <Alert severity="success" role="status" data-testid="redo-opened">
              {translate(
                opened.charged
                  ? 'portal.orders.custody_actions.opened_charged'
                  : 'portal.orders.custody_actions.opened_free',
              )}{' '}
              <Link component={RouterLink} to={`${basename}/sales-order/${opened.id}`}>
                {translate('portal.orders.custody_actions.order', { number: opened.no })}
              </Link>
              .
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
              {error && (
                <Alert severity={error.refused ? 'warning' : 'error'} role="alert" data-testid="redo-refusal">
                  {error.text}
                </Alert>
              )}
              <TextField
                select
                label={translate('portal.orders.custody_actions.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value as Reason)}
                required
              >
                {REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {translate(`portal.orders.custody_actions.reasons.${r}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={<Checkbox checked={charge} onChange={(e) => setCharge(e.target.checked)} />}
                label={translate('portal.orders.custody_actions.charge')}
              />
              <TextField
                label={translate('portal.orders.custody_actions.note_optional')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                multiline
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>
            {translate(
              opened ? 'portal.orders.custody_actions.close' : 'portal.orders.custody_actions.cancel',
            )}
          </Button>
          {!opened && error?.refused && !charge && (
            <Button variant="outlined" disabled={busy} onClick={() => void submit(true)}>
              {translate('portal.orders.custody_actions.open_charged')}
            </Button>
          )}
          {!opened && (
            <Button variant="contained" disabled={!reason || busy} onClick={() => void submit(charge)}>
              {translate('portal.orders.custody_actions.open')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
