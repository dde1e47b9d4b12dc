// Receiving an order is taking the customer's items into the store's custody: per item, staff note the
// state it is handed in in, what the customer says it is worth and photos of it, then receive the order
// (POST …/transitions/receive with the items' intake). Nothing is required — a busy counter may receive
// with a note only — but whatever is entered is checked by the server with the change, in one go.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ImageList,
  ImageListItem,
  InputAdornment,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { MAX_INTAKE_PHOTOS } from '../../../schemas/order.schema.ts';
import { PrivateImage } from '../../shell/PrivateImage.tsx';
import { Answers } from './OrderItems.tsx';
import { PhotoUploadButton } from './PhotoUploadButton.tsx';
import { useAction } from './use-action.ts';
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';
import type { Schema } from '../../client/schemas.ts';
import { useGet } from '../../shell/data/use-load.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';

interface Intake {
  condition_notes: string;
  declared_value: string;
  photos: string[];
}

const blank: Intake = { condition_notes: '', declared_value: '', photos: [] };

/** The request's items: only what was entered, the value as a number in the store's currency. */
export function intakeBody(intakes: Record<number, Intake>) {
  return Object.entries(intakes)
    .map(([id, i]) => ({
      id: Number(id),
      ...(i.condition_notes.trim() ? { condition_notes: i.condition_notes.trim() } : {}),
      ...(i.declared_value.trim() !== '' ? { declared_value: Number(i.declared_value) } : {}),
      ...(i.photos.length ? { photos: i.photos } : {}),
    }))
    .filter((i) => Object.keys(i).length > 1);
}

const badValue = (v: string) => v.trim() !== '' && !(Number(v) >= 0 && Number(v) <= 1_000_000);

export function IntakeDialog(props: {
  order: Schema<'SalesOrder'>;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { order, open, onClose, onDone } = props;
  const { translate, wholeMoney, currencySymbol } = usePortalWords();
  const items = useGet('/api/v1/sales-orders/{id}/items', open ? { path: { id: order.id } } : null);
  const [intakes, setIntakes] = useState<Record<number, Intake>>({});
  const [note, setNote] = useState('');
  const { busy, error, run } = useAction();
  const intakeOf = (id: number) => intakes[id] ?? blank;
  const change = (id: number, next: Partial<Intake>) =>
    setIntakes((all) => ({ ...all, [id]: { ...(all[id] ?? blank), ...next } }));
  const invalid = Object.values(intakes).some((i) => badValue(i.declared_value));
  const receive = () =>
    run(async () => {
      await send(
        api.POST('/api/v1/sales-orders/{id}/transitions/{action}', {
          params: { path: { id: order.id, action: 'receive' } },
          body: { ...(note.trim() ? { note: note.trim() } : {}), items: intakeBody(intakes) },
        }),
      );
      setIntakes({});
      setNote('');
      onDone();
    });
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="intake-title"
    >
      <DialogTitle id="intake-title">
        {translate('portal.orders.receive.title', { number: order.order_no })}
      </DialogTitle>
      <DialogContent dividers data-testid="intake-dialog">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('portal.orders.receive.explained')}
        </Typography>
        {items.loading ? <LinearProgress aria-label={translate('portal.orders.receive.loading')} /> : null}
        {items.error ? <Alert severity="error">{items.error}</Alert> : null}
        <Stack spacing={3}>
          {(items.data ?? []).map((item) => {
            const intake = intakeOf(item.id);
            return (
              <Box
                key={item.id}
                component="fieldset"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
                data-testid="intake-item"
              >
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {item.item_number} · {item.service_name}
                </Typography>
                <Answers item={item} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1.5 }}>
                  <TextField
                    label={translate('portal.orders.receive.condition_of', { item: item.item_number })}
                    multiline
                    minRows={2}
                    value={intake.condition_notes}
                    onChange={(e) => change(item.id, { condition_notes: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: 2000 } }}
                    helperText={translate('portal.orders.receive.condition_hint')}
                    sx={{ flex: 2 }}
                  />
                  <TextField
                    label={translate('portal.orders.receive.value_of', { item: item.item_number })}
                    type="number"
                    value={intake.declared_value}
                    onChange={(e) => change(item.id, { declared_value: e.target.value })}
                    error={badValue(intake.declared_value)}
                    helperText={
                      badValue(intake.declared_value)
                        ? translate('portal.orders.receive.value_range', {
                            min: wholeMoney(0),
                            max: wholeMoney(1_000_000),
                          })
                        : translate('portal.orders.receive.value_hint')
                    }
                    slotProps={{
                      htmlInput: { min: 0, max: 1_000_000, step: 0.01 },
                      input: {
                        startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment>,
                      },
                    }}
                    sx={{ flex: 1 }}
                  />
                </Stack>
                {intake.photos.length ? (
                  <ImageList
                    cols={4}
                    gap={8}
                    sx={{ mt: 1.5, mb: 0 }}
                    aria-label={translate('portal.orders.receive.photos_of', { item: item.item_number })}
                  >
                    {intake.photos.map((id, i) => (
                      <ImageListItem key={id}>
                        <PrivateImage
                          uploadId={id}
                          alt={translate('portal.orders.receive.photo_of', {
                            n: i + 1,
                            item: item.item_number,
                          })}
                        />
                      </ImageListItem>
                    ))}
                  </ImageList>
                ) : null}
                <PhotoUploadButton
                  label={translate('portal.orders.receive.add_photo', { item: item.item_number })}
                  testId={`intake-photo-${item.line_no}`}
                  disabled={busy || intake.photos.length >= MAX_INTAKE_PHOTOS}
                  onUploaded={(id) =>
                    setIntakes((all) => {
                      const current = all[item.id] ?? blank;
                      return { ...all, [item.id]: { ...current, photos: [...current.photos, id] } };
                    })
                  }
                />
              </Box>
            );
          })}
          <TextField
            label={translate('portal.orders.receive.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('portal.orders.receive.not_now')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void receive()}
          disabled={busy || invalid || !items.data}
          data-testid="intake-receive"
        >
          {translate('portal.orders.receive.receive')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
