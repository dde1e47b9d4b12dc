// The header's account actions (spec section 2): the cart with its count, and Log in and Sign Up for guests
// or My Account for a signed-in customer.
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack } from '@mui/material';
import { useSession } from '../../shell/use-session.ts';
import { CartLink } from './CartLink.tsx';

export function HeaderActions() {
  const session = useSession();
  return (
    <Stack
      component="nav"
      aria-label="Store"
      direction="row"
      spacing={{ xs: 0.5, sm: 1 }}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexShrink: 0, order: 2 }}
    >
      <CartLink />
      {session ? (
        <Button component={RouterLink} to="/myaccount" variant="contained" className="wl-button" size="small">
          My Account
        </Button>
      ) : (
        <>
          <Button component={RouterLink} to="/login" size="small" sx={{ px: { xs: 1, sm: 1.5 } }}>
            Log in
          </Button>
          <Button
            component={RouterLink}
            to="/create-account"
            variant="contained"
            className="wl-button"
            size="small"
          >
            Sign Up
          </Button>
        </>
      )}
    </Stack>
  );
}
