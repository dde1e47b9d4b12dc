// The Track Order button of /request-estimate: shown only to logged-out users and only when the store has
// order tracking enabled (spec section 2).
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, type SxProps, type Theme } from '@mui/material';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { TrackOrderDialog } from './TrackOrderDialog.tsx';

export const trackOrderPath = '/request-estimate';

export function TrackOrderButton({ sx }: { sx?: SxProps<Theme> }) {
  const { pathname } = useLocation();
  const session = useSession();
  const enabled = useWhiteLabel().settings?.is_order_tracking_enabled === true;
  const [open, setOpen] = useState(false);
  if (pathname !== trackOrderPath || session || !enabled) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="primary"
        size="small"
        onClick={() => setOpen(true)}
        data-testid="track-order"
        sx={sx}
      >
        Track Order
      </Button>
      <TrackOrderDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
