// The track-order dialog (spec sections 2 and 5): order_number is required and exactly 7 characters;
// a valid number leads to /order-tracking/:order_number.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { checkOrderNumber, ORDER_NUMBER_LENGTH } from '../../shared/rules/validators.ts';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Order numbers are upper-case letters and digits: normalise as the user types. */
const normalise = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function TrackOrderDialog({ open, onClose }: Props) {
  const navigate = useNavigate();
  const [orderNumber, setOrderNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setOrderNumber('');
    setError(null);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkOrderNumber(orderNumber);
    setError(problem);
    if (problem) return;
    close();
    navigate(`/order-tracking/${encodeURIComponent(orderNumber.trim())}`);
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="track-order-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="track-order-title" component="h2">
          Track your order
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Enter the {ORDER_NUMBER_LENGTH}-character order number from your confirmation email.
          </Typography>
          <TextField
            autoFocus
            fullWidth
            required
            label="Order number"
            name="order_number"
            value={orderNumber}
            onChange={(e) => setOrderNumber(normalise(e.target.value))}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, inputMode: 'text' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" className="wl-button">
            Track order
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
